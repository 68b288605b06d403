// A fight with automatic dice throws them at once; with typed dice every roll is asked of the driver
// (protocol.ts, ask). Given the same faces, both must play out exactly alike: the same events in the
// same order, the same outcome, the same dice and AI draws (the generator's state at the end).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Character } from '../../src/character';
import { Rng } from '../../src/dice';
import type { CombatantSpec, CombatEvent, Difficulty, Side } from '../../src/combat';
import { aiDecide, buildFigures, createContext, createState, fight, parseMap, placeFigures } from '../../src/combat';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';

const root = path.join(__dirname, '..', '..');
const MAPS = ['arena', 'ruined-hall'].map((n) => parseMap(fs.readFileSync(path.join(root, 'adventures', 'maps', `${n}.map`), 'utf8'), n));

function sheet(file: string): Character {
  const c = JSON.parse(fs.readFileSync(path.join(root, 'characters', file), 'utf8')) as Character & { derived?: unknown };
  delete c.derived;
  return c;
}

const foes = (names: string[]): CombatantSpec[] => names.map((name, k) => ({ id: `f${k}`, side: 'foes', creature: findCreature(name)!, control: 'ai' }));

/** Each match: its sides, who surprises, and events its fights must show (the rules it is about). */
const MATCHES: Array<{ name: string; figures: CombatantSpec[]; surprise: Side | null; shows: string[] }> = [
  { name: 'a duel', figures: [{ id: 'b', side: 'party', character: sheet('brannoc-the-bold.json'), control: 'ai' }, ...foes(['Orc'])], surprise: null, shows: ['attack', 'dodge', 'react', 'fall'] },
  { name: 'a wizard against orcs', figures: [{ id: 'y', side: 'party', character: sheet('ysolde.json'), control: 'ai' }, ...foes(['Orc', 'Orc'])], surprise: null, shows: ['effect', 'attack'] },
  {
    name: 'skilled fighters surprised by goblins',
    figures: [
      { id: 's', side: 'party', character: hero({ name: 'S', skills: { Sword: 1, Streetwise: 2, Stalker: 1 }, weapons: ['Broad Sword', 'Dagger'] }), control: 'ai' },
      { id: 't', side: 'party', character: hero({ name: 'T', iq: 12, skills: { Tactician: 2 }, weapons: ['Spear', 'Javelin'] }), control: 'ai' },
      ...foes(['Goblin', 'Goblin', 'Goblin Slinger']),
    ],
    surprise: 'foes',
    shows: ['streetwise', 'stalker', 'tactician', 'attack'],
  },
  { name: 'a brawler among beasts', figures: [{ id: 'm', side: 'party', character: hero({ name: 'M', st: 14, weapons: [], skills: { 'Unarmed Combat': 2 } }), control: 'ai' }, ...foes(['Wolf', 'Giant Rat', 'Cave Bear'])], surprise: null, shows: ['attack', 'enter'] },
  { name: 'a giant against orcs', figures: [{ id: 'g', side: 'party', creature: findCreature('Giant')!, control: 'ai' }, ...foes(['Orc', 'Orc Chieftain', 'Ogre'])], surprise: 'party', shows: ['surprise', 'attack'] },
  { name: 'archers', figures: [{ id: 'a', side: 'party', character: hero({ name: 'A', weapons: ['Longbow', 'Dagger'], skills: { Bow: 2 } }), control: 'ai' }, ...foes(['Bandit', 'Bandit Archer'])], surprise: null, shows: ['attack', 'move'] },
];

function play(specs: CombatantSpec[], mapIndex: number, level: Difficulty, seed: string, surprise: Side | null, waiting: boolean) {
  const map = MAPS[mapIndex];
  const figs = buildFigures(specs);
  placeFigures(map, figs, (f) => (f.side === 'party' ? 'A' : 'B'));
  const rng = Rng.fromSeed(seed);
  const throwDice = (count: number, sides: number) => {
    const faces: number[] = [];
    let sum = 0;
    for (let i = 0; i < count; i++) sum += faces[i] = rng.die(sides);
    return { faces, sum };
  };
  const events: string[] = [];
  const ctx = createContext(createState(map, figs), {
    // Without automatic dice every roll is asked of the driver (protocol.ts, ask).
    rollNow: waiting ? null : throwDice,
    ask: (req) => {
      if (req.kind === 'roll') return throwDice(req.count, req.sides);
      throw new Error(`unexpected decision for ${req.figure.name}`);
    },
    emit: (e: CombatEvent) => events.push(JSON.stringify(e)),
    ai: aiDecide,
    rng,
    difficulty: level,
  });
  const result = fight(ctx, surprise);
  return { result, events, rng: rng.state(), figures: ctx.state.figures.map((f) => ({ ...f, character: null, creature: null })) };
}

describe('dice thrown at once and dice asked of the driver play the same fight (protocol.ts)', () => {
  for (const m of MATCHES) {
    test(m.name, () => {
      const seen = new Set<string>();
      for (let mapIndex = 0; mapIndex < MAPS.length; mapIndex++) {
        for (const level of ['easy', 'hard'] as Difficulty[]) {
          for (let i = 0; i < 3; i++) {
            const seed = `${m.name}/${mapIndex}/${level}/${i}`;
            const now = play(m.figures, mapIndex, level, seed, m.surprise, false);
            const gen = play(m.figures, mapIndex, level, seed, m.surprise, true);
            expect(now.events.length).toBeGreaterThan(2);
            expect(now.events).toEqual(gen.events);
            expect(now.result).toEqual(gen.result);
            expect(now.rng).toEqual(gen.rng);
            expect(now.figures).toEqual(gen.figures);
            for (const e of now.events) seen.add((JSON.parse(e) as CombatEvent).t);
          }
        }
      }
      // The fights went through the rules this match is about.
      for (const t of m.shows) expect(seen).toContain(t);
    });
  }
});
