// The AI casts through the same expected-value scoring as every other action (each kind's value).
import { AutoDice, Rng } from '../../src/dice';
import type { CombatEvent } from '../../src/combat';
import { aiDecide, buildFigures, createContext, createState, effectiveDx, fight, parseMap, placeFigures, registerFigureEffect } from '../../src/combat';
import { K } from '../../src/magic/core';
import { hitLoss, hitsAvoided } from '../../src/magic/value';
import { creature, fightOn, sheet } from './helpers';

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

describe("The AI's worth of an enchantment reads the rule where combat applies it", () => {
  test('ENCHANTING, Blur and Flight (4/DX to hit) and Invisibility (-4): the hits they take away are those of the hooks; a house rule changes both at once', () => {
    const f = fightOn([
      { id: 'mage', at: [1, 1], character: sheet({ name: 'Mage', iq: 14 }) },
      { id: 'orc', side: 'foes', at: [5, 1], creature: creature('Orc') },
    ]);
    const dx = effectiveDx(f.fig('orc'));
    expect(hitsAvoided(f.ctx, f.fig('mage'), 'blur')).toBe(hitLoss(dx, 4, 0));
    expect(hitsAvoided(f.ctx, f.fig('mage'), 'flight')).toBe(hitLoss(dx, 4, 0));
    expect(hitsAvoided(f.ctx, f.fig('mage'), 'invisibility')).toBe(hitLoss(dx, 3, 4));
    expect(hitsAvoided(f.ctx, f.fig('mage'), 'slow')).toBe(0);
    // A newcomer's house rule: a thicker blur, 5 dice to hit, written once as a hook.
    registerFigureEffect({ kind: K('house-blur'), defendDice: () => 5 });
    expect(hitsAvoided(f.ctx, f.fig('mage'), 'house-blur')).toBe(hitLoss(dx, 5, 0));
    expect(hitsAvoided(f.ctx, f.fig('mage'), 'house-blur')).toBeGreaterThan(hitsAvoided(f.ctx, f.fig('mage'), 'blur'));
  });
});
