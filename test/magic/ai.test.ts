// The AI casts through the same expected-value scoring as every other action (each kind's value).
import { AutoDice, Rng } from '../../src/dice';
import type { CombatEvent } from '../../src/combat';
import { aiDecide, buildFigures, createContext, createState, fight, parseMap, placeFigures } from '../../src/combat';
import { creature, sheet } from './helpers';

const MAP = ['A . . . . . . B', ' A . . . . . . B', 'A . . . . . . B'].join('\n');

function fightWith(spells: string[], foe: string, seed: string, over = {}) {
  const figures = buildFigures([
    { id: 'mage', side: 'party', control: 'ai', character: sheet({ name: 'Mage', iq: 14, st: 14, spells, ...over }) },
    { id: 'foe', side: 'foes', control: 'ai', creature: creature(foe) },
  ]);
  const map = parseMap(MAP);
  placeFigures(map, figures, (f) => (f.side === 'party' ? 'A' : 'B'));
  const events: CombatEvent[] = [];
  const rng = Rng.fromSeed(seed);
  const dice = new AutoDice(rng);
  const ctx = createContext(createState(map, figures), { rollNow: (c, s) => dice.rollNow(c, s), emit: (e) => events.push(e), ai: aiDecide, rng });
  const result = fight(ctx, null);
  return { result, events, ctx };
}

describe('The AI casts', () => {
  test('KINETICS, Magic Fist: an AI mage like Ysolde (empty hands) shoots magic fists at a goblin', () => {
    let fists = 0;
    for (let s = 0; s < 5; s++) {
      const { events, result } = fightWith(['Magic Fist', 'Blur', 'Slow'], 'Goblin', `ai-fist-${s}`, { st: 9, dx: 11, iq: 12 });
      fists += events.filter((e) => e.t === 'attack' && e.weapon === 'Magic Fist').length;
      expect(['victory', 'defeat', 'draw']).toContain(result.outcome);
    }
    expect(fists).toBeGreaterThan(0);
  });

  test('Cast Spell: an AI mage with a dagger in hand puts it away to cast (hands must be empty)', () => {
    let casts = 0;
    let emptied = 0;
    for (let s = 0; s < 4; s++) {
      const { events } = fightWith(['Magic Fist', 'Sleep-1'], 'Troll', `ai-dagger-${s}`, { st: 12, weapons: ['Dagger'] });
      emptied += events.filter((e) => e.t === 'ready' && e.to === null).length;
      casts += events.filter((e) => e.t === 'cast').length;
    }
    expect(emptied).toBeGreaterThan(0);
    expect(casts).toBeGreaterThan(0);
  });

  test('Cast Spell: an AI mage with his staff and a shield drops the shield to cast (ruling "Dropping a shield is a change of weapons")', () => {
    let dropped = 0;
    let casts = 0;
    for (let s = 0; s < 4; s++) {
      const { events } = fightWith(['Magic Fist', 'Sleep-1'], 'Troll', `ai-shield-${s}`, { st: 12, weapons: ['Club'], shield: 'Small Shield' });
      dropped += events.filter((e) => e.t === 'drop' && e.figure === 'mage' && e.items.includes('Small Shield')).length;
      casts += events.filter((e) => e.t === 'cast').length;
    }
    expect(dropped).toBeGreaterThan(0);
    expect(casts).toBeGreaterThan(0);
  });

  test('ILLUSION, Sleep-1: an AI mage puts a troll to sleep', () => {
    let sleeps = 0;
    for (let s = 0; s < 3; s++) sleeps += fightWith(['Magic Fist', 'Sleep-1'], 'Troll', `ai-sleep-${s}`, { st: 12 }).events.filter((e) => e.t === 'cast' && e.spell === 'Sleep-1').length;
    expect(sleeps).toBeGreaterThan(0);
  });

  test('SUMMONING, Summon Bear: the AI calls a bear when the foe is a troll', () => {
    const { events } = fightWith(['Summon Bear'], 'Troll', 'ai-bear', { iq: 14 });
    expect(events.some((e) => e.t === 'effect' && /summons a bear/.test(e.text))).toBe(true);
  });
});
