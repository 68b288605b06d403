// Helpers the commands share: the character store with paths shown relative to where the user is,
// the dice source a command asked for, and turning engine errors into one-line user errors.
import * as path from 'node:path';
import type { CliContext } from './context';
import type { DiceSource } from '../dice';
import type { Character, CharacterStore } from '../character';
import { UserError } from './errors';

export function displayPath(ctx: CliContext, p: string): string {
  const rel = path.relative(ctx.cwd, p);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : p;
}

export function openStore(ctx: CliContext): CharacterStore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CharacterStore } = require('../character') as typeof import('../character');
  return new CharacterStore(ctx.home, (p) => displayPath(ctx, p));
}

/** Runs `fn`, turning the engine's typed errors about user input into UserErrors. */
export function userErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof Error && /^(StoreError|SheetError|AdvanceError|ReadyError|ChangeError|JournalError|OutsideCastError|DiceSyntaxError|CheckSyntaxError|RangeError)$/.test(e.name)) {
      throw new UserError(e.message);
    }
    throw e;
  }
}

export function seedFrom(ctx: CliContext, seed: string | undefined): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Rng } = require('../dice') as typeof import('../dice');
  return seed ?? Rng.randomSeed(ctx.now());
}

export function diceSource(ctx: CliContext, mode: 'auto' | 'manual', seed: string): DiceSource {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { AutoDice, ManualDice, Rng } = require('../dice') as typeof import('../dice');
  if (mode === 'auto') return new AutoDice(Rng.fromSeed(seed));
  const io = ctx.io();
  return new ManualDice(async (message, accept) => io.askText(message, { validate: accept }));
}

export const DICE_MODES = ['auto', 'manual'] as const;

/** The sample heroes shipped in the package's characters/ folder, for play and the arena. */
export const SAMPLES_DIR = path.join(__dirname, '..', '..', 'characters');

export function sampleHeroes(): Character[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fs = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parseSheetText } = require('../character') as typeof import('../character');
  try {
    return fs
      .readdirSync(SAMPLES_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => parseSheetText(fs.readFileSync(path.join(SAMPLES_DIR, f), 'utf8'), f));
  } catch {
    return [];
  }
}
