// The simulator plays an adventure's surprise (SEQUENCE OF PLAY, Surprise: one free, unopposed turn
// for one side) by the one fight rule (turn.ts: fight), so a bench of an adventure's fight keeps it:
// bench/tutorial-fight.js measures the tutorial's fight with and without it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CombatantSpec, Side } from '../../src/combat';
import { createContext, createState, fight, parseMap, prepare, runFight } from '../../src/combat';
import { cloneFigure } from '../../src/combat/figure';
import { AutoDice, Rng } from '../../src/dice';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';

const ARENA = parseMap(fs.readFileSync(path.join(__dirname, '..', '..', 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');
const RATS: CombatantSpec[] = [
  { id: 'mage', side: 'party', character: hero({ type: 'mage', st: 9, dx: 11, iq: 12, spells: ['Magic Fist', 'Blur', 'Slow'], weapons: ['Dagger'] }), control: 'ai' },
  ...[0, 1].map((i) => ({ id: `rat-${i}`, side: 'foes' as const, creature: findCreature('Giant Rat')!, control: 'ai' as const })),
];

/** The same fight played by fight() itself, with the surprise given. */
function direct(surprise: Side | null, seed: string): { outcome: string; rounds: number } {
  const t = prepare({ map: ARENA, figures: RATS, difficulty: 'normal', canFlee: true });
  const rng = Rng.fromSeed(seed);
  const dice = new AutoDice(rng);
  const ctx = createContext(createState(ARENA, t.figures.map(cloneFigure)), { rollNow: (c, s) => dice.rollNow(c, s), emit: null, ai: t.decide, rng, difficulty: 'normal', canFlee: true, memo: t.memo });
  ctx.memo.shared = t.geometry;
  const r = fight(ctx, surprise);
  return { outcome: r.outcome, rounds: r.rounds };
}

describe('law sim with an adventure fight\'s surprise (SEQUENCE OF PLAY, Surprise)', () => {
  test('each fight is the one fight rule played with the surprise given, and the surprise changes fights', () => {
    const seeds = Array.from({ length: 12 }, (_, i) => `surprise/${i}`);
    const summary = (surprise: Side | null) =>
      seeds.map((seed) => {
        const r = runFight(prepare({ map: ARENA, figures: RATS, difficulty: 'normal', canFlee: true, surprise }), seed);
        return { outcome: r.outcome, rounds: r.rounds };
      });
    for (const surprise of ['party', 'foes', null] as const) expect(summary(surprise)).toEqual(seeds.map((seed) => direct(surprise, seed)));
    expect(summary('party')).not.toEqual(summary(null));
    expect(summary('foes')).not.toEqual(summary(null));
  });
});
