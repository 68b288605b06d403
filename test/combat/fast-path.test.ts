// A fight nobody waits on (automatic dice, the AI on every side) must play out exactly as the rules
// play it when every roll is asked for and answered: the same rolls in the same order, the same
// decisions, the same events. The simulator and `law arena --auto` run the first way; people and
// typed dice the second.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CombatEvent, CombatantSpec, HexMap, Side } from '../../src/combat';
import { aiDecide, buildFigures, createContext, createState, driveSync, fight, parseMap, placeFigures } from '../../src/combat';
import { AutoDice, Rng } from '../../src/dice';
import { findCreature } from '../../src/rules';
import type { Character } from '../../src/character';
import { hero } from './fixtures';

const maps = path.join(__dirname, '..', '..', 'adventures', 'maps');
const ARENA = parseMap(fs.readFileSync(path.join(maps, 'arena.map'), 'utf8'), 'arena');
const HALL = parseMap(fs.readFileSync(path.join(maps, 'ruined-hall.map'), 'utf8'), 'ruined-hall');
const sample = (file: string): Character => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'characters', file), 'utf8')) as Character;
const foes = (name: string, n: number, side: Side = 'foes'): CombatantSpec[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${side}-${name}-${i}`, side, creature: findCreature(name)!, control: 'ai' as const }));

/** Plays a fight from `seed`, its dice rolled at once (`now`) or asked for and answered; returns every event and the draw after. */
function play(map: HexMap, specs: CombatantSpec[], seed: string, now: boolean, surprise: Side | null, difficulty: 'easy' | 'normal' | 'hard'): string {
  const figures = buildFigures(specs);
  placeFigures(map, figures, (f) => (f.side === 'party' ? 'A' : 'B'));
  const rng = Rng.fromSeed(seed);
  const dice = new AutoDice(rng);
  const events: CombatEvent[] = [];
  const ctx = createContext(createState(map, figures), {
    rollNow: now ? (c, s) => dice.rollNow(c, s) : null,
    emit: (e) => events.push(e),
    ai: aiDecide,
    rng,
    difficulty,
    canFlee: true,
  });
  const result = driveSync(fight(ctx, surprise), (req) => {
    if (req.kind !== 'roll') throw new Error(`nobody to decide for ${req.figure.name}`);
    return dice.rollNow(req.count, req.sides);
  });
  return JSON.stringify({ result, events, next: rng.next() });
}

type Case = [string, HexMap, () => CombatantSpec[], Side | null, 'easy' | 'normal' | 'hard', string[]];
/** Each case: a name, the map, the sides, who surprises, the AI's level, and events it must show. */
const CASES: Case[] = [
  ['a duel (sample hero against an orc)', ARENA, () => [{ id: 'brannoc', side: 'party', character: sample('brannoc-the-bold.json'), control: 'ai' }, ...foes('Orc', 1)], null, 'hard', ['attack', 'dodge', 'react', 'fall']],
  ['bandits and an archer against goblins and a slinger (shots, throws, picking up)', ARENA, () => [...foes('Bandit', 2, 'party'), ...foes('Bandit Archer', 1, 'party'), ...foes('Goblin', 3), ...foes('Goblin Slinger', 1)], null, 'normal', ['attack', 'move', 'morale', 'flee']],
  ['a pack of giant rats on a hero, who is surprised (grapples, the free turn)', HALL, () => [{ id: 'ajax', side: 'party', character: hero({ weapons: ['Broad Sword', 'Dagger'], skills: { Sword: 1 } }), control: 'ai' }, ...foes('Giant Rat', 4)], 'foes', 'hard', ['surprise', 'attack', 'enter']],
  ['the sample mage against two orcs (spells, their effects)', ARENA, () => [{ id: 'ysolde', side: 'party', character: sample('ysolde.json'), control: 'ai' }, ...foes('Orc', 2)], null, 'hard', ['effect', 'attack']],
  ['warriors against a bear and a small dragon (large figures), easy', ARENA, () => [...foes('Warrior', 3, 'party'), ...foes('Bear', 1), ...foes('Small Dragon', 1)], null, 'easy', ['attack', 'fall']],
  ['a tactician and a stalker against skeletons', HALL, () => [{ id: 'kit', side: 'party', character: hero({ name: 'Kit', skills: { Tactician: 1, Stalker: 1, Sword: 1 }, iq: 12, st: 11, dx: 9 }), control: 'ai' }, ...foes('Warrior', 1, 'party'), ...foes('Skeleton', 3)], null, 'normal', ['stalker', 'tactician']],
];

describe('a fight nobody waits on plays out as the rules play it roll by roll (SEQUENCE OF PLAY)', () => {
  test.each(CASES)('%s', (_name, map, specs, surprise, difficulty, mustShow) => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const seed = `fast/${i}`;
      const fast = play(map, specs(), seed, true, surprise, difficulty);
      expect(fast).toBe(play(map, specs(), seed, false, surprise, difficulty));
      for (const e of (JSON.parse(fast) as { events: CombatEvent[] }).events) seen.add(e.t);
    }
    // The fights went through the rules this case is about.
    for (const t of mustShow) expect(seen).toContain(t);
  });
});
