// A real browser for the tests of the served pages: Debian's chromium (`.ci/run` installs it when it is
// missing), driven by playwright-core, which downloads no browser of its own. One browser, a fresh
// profile each time, no network of its own (no updates, no sync, no QUIC).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** Where Debian's chromium package puts the browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** The browser, or null with why not (the browser tests then skip, saying so). */
export function chromiumPath(): string | null {
  return fs.existsSync(CHROMIUM) ? CHROMIUM : null;
}

export async function openBrowser(executablePath: string): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { chromium } = require('playwright-core') as typeof import('playwright-core');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'law-chromium-'));
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...(root ? ['--no-sandbox'] : []), '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows', '--disable-background-timer-throttling'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
