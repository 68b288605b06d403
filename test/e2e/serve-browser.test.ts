// The served tavern in a real browser (issue 28): the TV at 1920x1080 and two phones at 360x740 in one
// Chromium, a game of Deceptidice between Ana, Ben and a bot played from the phones' buttons to its
// end, checking what each page shows and what it does not (nobody's dice on the TV, no other seat's
// on a phone), whose turn it is on every page, and the end on every page.
import type { Page } from 'playwright-core';
import { tempHome } from '../helpers/cli';
import type { PageView, ServedRun } from '../helpers/served';
import { getJson, startServed } from '../helpers/served';
import { chromiumPath, openBrowser } from '../helpers/browser';

const browser = chromiumPath();
if (!browser) {
  // eslint-disable-next-line no-console
  console.warn('The browser tests of the served pages are skipped: no Chromium at /usr/bin/chromium (apt-get install chromium, as .ci/run does).');
}
const maybe = browser ? describe : describe.skip;

jest.setTimeout(180_000);

/** Faces of dice shown in a seat's row of the table (a face-down pile is a `.back`). */
const facesIn = (page: Page, seat: number) => page.locator('section.table .seat').nth(seat).locator('.die .card:not(.back)').count();

maybe('the served tavern in Chromium', () => {
  let run: ServedRun | null = null;
  let close: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await close?.();
    if (run && run.child.exitCode === null) await run.stop();
  });

  test('Deceptidice played to its end from two phones with a bot; the TV follows; nobody sees another\'s dice', async () => {
    run = await startServed(['tavern', 'deceptidice', '--serve', '--seats', 'me,me,normal', '--names', 'Ana,Ben', '--host', '127.0.0.1', '--port', '0', '--seed', 'browser/1'], tempHome(), ['Ana', 'Ben'], { LAW_SERVE_BOT_PAUSE: '20' });
    const b = await openBrowser(browser!);
    close = b.close;
    const tv = await b.context.newPage();
    await tv.setViewportSize({ width: 1920, height: 1080 });
    const ana = await b.context.newPage();
    await ana.setViewportSize({ width: 360, height: 740 });
    const ben = await b.context.newPage();
    await ben.setViewportSize({ width: 360, height: 740 });
    const errors: string[] = [];
    for (const p of [tv, ana, ben]) {
      p.on('pageerror', (e) => errors.push(e.message));
      p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    }
    await tv.goto(run.links.TV);
    await ana.goto(run.links.Ana);
    await ben.goto(run.links.Ben);
    for (const p of [tv, ana, ben]) await p.locator('p.status').waitFor();

    // Whose turn it is, on every page; the TV names the seat, a phone says "Your turn" to its own.
    await tv.locator('p.status', { hasText: /turn/ }).waitFor();
    // Ana's phone: her own dice face up, Ben's and the bot's face down; the TV: every pile face down.
    await ana.locator('section.mine .die .card:not(.back)').first().waitFor();
    expect(await ana.locator('section.mine .die').count()).toBeGreaterThan(2);
    expect(await ana.locator('section.mine .die .card.back').count()).toBe(0);
    expect(await facesIn(ana, 1)).toBe(0);
    expect(await facesIn(ana, 2)).toBe(0);
    expect(await facesIn(ben, 0)).toBe(0);
    for (let s = 0; s < 3; s++) expect(await facesIn(tv, s)).toBe(0);
    expect(await tv.locator('section.mine').count()).toBe(0);
    expect(await tv.locator('section.question').count()).toBe(0);
    // The phone fits 360 px: nothing wider than the screen.
    expect(await ana.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    // Play from the phones: whoever is asked taps a choice (the first one: a challenge when offered).
    let taps = 0;
    let typedGuess = false;
    let checkedMidGame = false;
    let watchScroll = false;
    let scrolledIntoSight = false;
    for (let i = 0; i < 600; i++) {
      if (await tv.locator('section.over').count()) break;
      let tapped = false;
      for (const phone of [ana, ben]) {
        const choice = phone.locator('section.question button.choice:not([disabled])').first();
        if (!(await choice.count())) continue;
        if (phone === ana && watchScroll) {
          const top = (await ana.evaluate("document.querySelector('section.question').getBoundingClientRect().top")) as number;
          expect(top).toBeGreaterThanOrEqual(0);
          expect(top).toBeLessThan(740 - 80);
          watchScroll = false;
          scrolledIntoSight = true;
        }
        const status = await phone.locator('p.status').innerText();
        expect(status).toBe('Your turn.');
        // A page drawn anew under the finger (the table moved on) is tapped again on the next pass.
        // A tab behind the others is not drawn: the phone in hand is the one in front.
        await phone.bringToFront();
        // The typed guess, once, by its buttons: a count lists that count's guesses, picked next.
        const count = phone.locator('section.question .faces.quick button.face:not([disabled])').first();
        if (!typedGuess && (await count.count())) {
          expect(await phone.locator('section.question button.choice', { hasText: 'Choose from every guess' }).count()).toBe(1);
          if (process.env.LAW_SHOTS) await phone.screenshot({ path: `${process.env.LAW_SHOTS}/deceptidice-guess.png` });
          await count.click({ timeout: 2000 });
          await phone.locator('section.question h2', { hasText: /^Which guess of \d+ cards?\?$/ }).waitFor({ timeout: 5000 });
          typedGuess = true;
          continue;
        }
        // A guess is picked from the whole list (its first count, its first guess), as typing nothing does.
        const list = phone.locator('section.question button.choice:not([disabled])', { hasText: 'Choose from every guess' });
        await ((await list.count()) ? list : choice).click({ timeout: 2000 }).catch(() => {});
        tapped = true;
        taps++;
      }
      if (taps > 6 && !checkedMidGame) {
        // Mid-game, after the first challenges: what happened since the last move is marked, and
        // still no page shows another seat's hidden dice (only what a challenge left face up: none
        // stays on the piles, whose tops are rolled anew each round).
        await ana.locator('section.log h2', { hasText: 'Since your last move' }).waitFor({ timeout: 5000 });
        expect(await facesIn(ana, 1)).toBe(0);
        expect(await facesIn(tv, 0)).toBe(0);
        // A phone that reloads (or wakes) comes back where the table is: its own dice, whose turn,
        // and its question if it has one.
        await ana.reload();
        await ana.locator('section.mine .die').first().waitFor();
        let same = false;
        for (let k = 0; k < 50 && !same; k++) {
          const now = await getJson<PageView>(run.links.Ana);
          same = (await ana.locator('p.status').innerText()) === now.status && (await ana.locator('section.question').count()) === (now.question ? 1 : 0);
          if (!same) await ana.waitForTimeout(50);
        }
        expect(same).toBe(true);
        // A phone scrolled down to what happened, waiting: its next question is brought into sight.
        if (!(await ana.locator('section.question').count())) {
          await ana.evaluate('window.scrollTo(0, document.body.scrollHeight)');
          watchScroll = (await ana.locator('section.question').count()) === 0 && ((await ana.evaluate('window.scrollY')) as number) > 0;
        }
        checkedMidGame = true;
      }
      if (!tapped) await ana.waitForTimeout(30);
    }
    await tv.locator('section.over').waitFor();
    expect(taps).toBeGreaterThan(4);
    expect(typedGuess).toBe(true);
    expect(checkedMidGame).toBe(true);
    expect(scrolledIntoSight || !watchScroll).toBe(true);
    for (const p of [tv, ana, ben]) {
      await p.locator('section.over').waitFor();
      expect(await p.locator('p.status').innerText()).toBe('The game is over.');
      expect(await p.locator('section.over').innerText()).toMatch(/wins|share the win/);
      expect(await p.locator('section.question').count()).toBe(0);
    }
    // The TV is one screen, never scrolled: it fits 1920x1080, and what happened shows its newest entry.
    expect(await tv.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(1080);
    const log = (await tv.locator('section.log ol').boundingBox())!;
    const newest = (await tv.locator('section.log li').last().boundingBox())!;
    expect(newest.y).toBeGreaterThanOrEqual(log.y);
    expect(newest.y + newest.height).toBeLessThanOrEqual(log.y + log.height + 1);
    expect(await tv.locator('section.log li').last().innerText()).toMatch(/wins|share the win/);
    // A TV browser that reports 960x540 gets the same table, scaled down: every seat's name and dice in sight, no scroll.
    await tv.setViewportSize({ width: 960, height: 540 });
    expect(await tv.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(540);
    expect(await tv.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(960);
    const table = (await tv.locator('section.table').boundingBox())!;
    expect(await tv.locator('section.table .seat h3').count()).toBe(3);
    for (const seat of await tv.locator('section.table .seat h3, section.table .seat .dice').all()) {
      const box = (await seat.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(table.y + table.height + 1);
    }
    expect(errors).toEqual([]);
    expect(await run.stop()).toBe(0);
  });
});
