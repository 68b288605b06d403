// MAGIC, Cast Spell and its rules: 3/IQ, known spells only, hands, metal, sight, direct spells and
// their IQ contest, Spell Shield, fatigue on success from a staff first, no stacking, no move.
import { actionKind, legalActions, reactionOptions } from '../../src/combat';
import { castingBar, castOptions, castSpell } from '../../src/magic';
import { creature, fightOn, optionsOf, run, sheet } from './helpers';
import { eventText } from '../../src/render/combat-log';

const WALLED = ['. . . . . .', ' . . # . . .', '. . # . . .', ' . . # . . .', '. . . . . .'].join('\n');

describe('MAGIC, Cast Spell', () => {
  test('Cast Spell: passing 3/IQ casts the spell and costs its fatigue', async () => {
    const f = fightOn([{ id: 'ysolde', character: sheet({ iq: 12, spells: ['Blur'] }), at: [1, 1] }]);
    const ok = await run(() => castSpell(f.ctx, f.fig('ysolde'), { kind: 'cast', spell: 'Blur', target: 'ysolde' }), [[4, 4, 4]]);
    expect(ok).toBe(true);
    expect(f.fig('ysolde').effects.map((e) => e.name)).toContain('Blur');
    expect(f.fig('ysolde').fatigue).toBe(2);
  });

  test('Cast Spell: the log shows the casting roll\'s dice like every other roll, and an IQ contest\'s both sides (MAGIC, Direct Spells)', async () => {
    const f = fightOn([
      { id: 'ysolde', character: sheet({ name: 'Ysolde', iq: 12, spells: ['Blur', 'Sleep-1'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin', { iq: 8 }), at: [4, 1] },
    ]);
    const view = { name: (id: string) => f.fig(id).name, cell: (c: number) => String(c) };
    await run(() => castSpell(f.ctx, f.fig('ysolde'), { kind: 'cast', spell: 'Blur', target: 'ysolde' }), [[4, 3, 2]]);
    const lines = () => f.events.filter((e) => e.t === 'cast').map((e) => eventText(e, view));
    expect(lines()).toEqual(['Ysolde casts Blur: 3/IQ needs 12: 74.07% - rolled 4+3+2 = 9, pass (margin 3)']);
    await run(() => castSpell(f.ctx, f.fig('ysolde'), { kind: 'cast', spell: 'Sleep-1', target: 'g' }), [[2, 2, 2], [6, 6, 1]]);
    expect(lines()[1]).toBe('Ysolde casts Sleep-1 on Goblin: IQ contest: Ysolde rolled 2+2+2 = 6 (wins at 12 or less) against Goblin rolled 6+6+1 = 13 (wins at 8 or less): Ysolde wins: the spell takes hold');
  });

  test('Cast Spell: failing 3/IQ does nothing and costs no fatigue (MAGIC, Fatigue: on success)', async () => {
    const f = fightOn([{ id: 'ysolde', character: sheet({ iq: 12, spells: ['Blur'] }), at: [1, 1] }]);
    const ok = await run(() => castSpell(f.ctx, f.fig('ysolde'), { kind: 'cast', spell: 'Blur', target: 'ysolde' }), [[5, 4, 4]]);
    expect(ok).toBe(false);
    expect(f.fig('ysolde').effects).toHaveLength(0);
    expect(f.fig('ysolde').fatigue).toBe(0);
  });

  test('Cast Spell: only spells the caster knows are offered, lesser hex versions included (Multi-Hex Spells)', () => {
    const f = fightOn([
      { id: 'm', character: sheet({ iq: 16, spells: ['Fire-7', 'Blur'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [4, 1] },
    ]);
    const spells = new Set(castOptions(f.ctx, f.fig('m'), f.fig('m').cell).map((a) => a.spell));
    expect([...spells].sort()).toEqual(['Blur', 'Fire-1', 'Fire-3', 'Fire-7']);
  });

  test('Multi-Hex Spells: a lesser hex spell brings the greater ones once IQ reaches them', () => {
    const at = (iq: number) => {
      const f = fightOn([
        { id: 'm', character: sheet({ iq, spells: ['Shadow-1'] }), at: [1, 1] },
        { id: 'g', side: 'foes', creature: creature('Goblin'), at: [4, 1] },
      ]);
      return [...new Set(castOptions(f.ctx, f.fig('m'), f.fig('m').cell).map((a) => a.spell))].sort();
    };
    expect(at(10)).toEqual(['Shadow-1']);
    expect(at(12)).toEqual(['Shadow-1', 'Shadow-3']);
    expect(at(15)).toEqual(['Shadow-1', 'Shadow-3', 'Shadow-7']);
  });

  test('Cast Spell: a caster with a weapon or a shield in hand cannot cast; a staff alone is fine', () => {
    const armed = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'], weapons: ['Dagger'] }), at: [1, 1] }]);
    expect(castingBar(armed.ctx, armed.fig('m'))).toBe('holds a Dagger');
    expect(castOptions(armed.ctx, armed.fig('m'), armed.fig('m').cell)).toEqual([]);
    const shielded = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'], shield: 'Small Shield' }), at: [1, 1] }]);
    expect(castingBar(shielded.ctx, shielded.fig('m'))).toBe('holds a shield');
    const staff = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'], weapons: ['Club'], staff: { capacity: 2, charge: 2 } }), at: [1, 1] }]);
    expect(castingBar(staff.ctx, staff.fig('m'))).toBeNull();
  });

  test('Metal: a caster in metal armor cannot cast', () => {
    const f = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'], armor: 'Chain' }), at: [1, 1] }]);
    expect(castingBar(f.ctx, f.fig('m'))).toBe('wears metal armor');
    const leather = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'], armor: 'Leather' }), at: [1, 1] }]);
    expect(castingBar(leather.ctx, leather.fig('m'))).toBeNull();
  });

  test('Cast Spell: only into a hex in unobstructed line of sight; Magical Sight sees through walls', () => {
    const f = fightOn(
      [
        { id: 'm', character: sheet({ spells: ['Slow'] }), at: [0, 2] },
        { id: 'g', side: 'foes', creature: creature('Goblin'), at: [5, 2] },
      ],
      WALLED,
    );
    const m = f.fig('m');
    expect(castOptions(f.ctx, m, m.cell).some((a) => a.target === 'g')).toBe(false);
    m.effects.push({ kind: 'magic:magical-sight', name: 'Magical Sight', turnsLeft: null });
    expect(castOptions(f.ctx, m, m.cell).some((a) => a.target === 'g')).toBe(true);
  });

  test('Direct Spells: an unwilling target resists by winning the IQ contest; no fatigue then', async () => {
    const f = fightOn([
      { id: 'm', character: sheet({ iq: 12, spells: ['Slow'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [3, 1] },
    ]);
    // Caster 8 (within 12), goblin 7 (within IQ7) : the higher total within its target wins.
    expect(await run(() => castSpell(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Slow', target: 'g' }), [[2, 3, 3], [1, 3, 3]])).toBe(true);
    expect(f.fig('g').effects.map((e) => e.name)).toEqual(['Slow']);
    const g = fightOn([
      { id: 'm', character: sheet({ iq: 12, spells: ['Slow'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [3, 1] },
    ]);
    // Caster 5, goblin 7: the goblin wins.
    expect(await run(() => castSpell(g.ctx, g.fig('m'), { kind: 'cast', spell: 'Slow', target: 'g' }), [[1, 2, 2], [1, 3, 3]])).toBe(false);
    expect(g.fig('g').effects).toHaveLength(0);
    expect(g.fig('m').fatigue).toBe(0);
  });

  test('Direct Spells: a willing target on the caster\'s side does not resist (ruling): one 3/IQ roll', async () => {
    const f = fightOn([
      { id: 'm', character: sheet({ iq: 12, spells: ['Blur'] }), at: [1, 1] },
      { id: 'b', character: sheet({ name: 'Brannoc', iq: 9 }), at: [2, 1] },
    ]);
    expect(await run(() => castSpell(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Blur', target: 'b' }), [[6, 3, 3]])).toBe(true);
    expect(f.fig('b').effects.map((e) => e.name)).toEqual(['Blur']);
  });

  test('ENCHANTING, Spell Shield: a direct spell on the subject has no effect (fatigue is still spent, ruling)', async () => {
    const f = fightOn([
      { id: 'm', character: sheet({ iq: 14, spells: ['Spell Shield', 'Slow'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [3, 1] },
    ]);
    f.fig('g').effects.push({ kind: 'magic:spell-shield', name: 'Spell Shield', turnsLeft: null, data: { cost: 4 } });
    expect(await run(() => castSpell(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Slow', target: 'g' }), [[3, 3, 3], [1, 1, 1]])).toBe(true);
    expect(f.fig('g').effects.map((e) => e.name)).toEqual(['Spell Shield']);
    expect(f.texts().some((t) => /Spell Shield stops Slow/.test(t))).toBe(true);
  });

  test('Staffs/Wands: the staff pays first, the rest is fatigue', async () => {
    const f = fightOn([{ id: 'm', character: sheet({ iq: 14, spells: ['Flash'], staff: { capacity: 2, charge: 2 } }), at: [1, 1] }, { id: 'g', side: 'foes', creature: creature('Goblin'), at: [3, 1] }]);
    // The menu says it before the cast (issue 29): 3 fatigue, 2 of them from the staff, 1 from Mage.
    expect(actionKind('cast').describe(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Flash' })).toMatch(/; 3 fatigue \(2 from the staff\), leaves Mage \d+ of \d+ ST$/);
    await run(() => castSpell(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Flash' }), [[3, 3, 3]]);
    expect(f.fig('m').fatigue).toBe(1);
    await run(() => castSpell(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Flash' }), [[3, 3, 3]]);
    expect(f.fig('m').fatigue).toBe(4);
  });

  test('Spells: the same spell twice on one target adds nothing, so it is not offered again', async () => {
    const f = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'] }), at: [1, 1] }]);
    expect(castOptions(f.ctx, f.fig('m'), f.fig('m').cell)).toHaveLength(1);
    await run(() => castSpell(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Blur', target: 'm' }), [[3, 3, 3]]);
    expect(castOptions(f.ctx, f.fig('m'), f.fig('m').cell)).toHaveLength(0);
  });

  test('Cast Spell: casting is stationary, so no spell is offered after moving', () => {
    const f = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'] }), at: [1, 1] }]);
    expect(actionKind('cast').stationary).toBe(true);
    expect(legalActions(f.ctx, f.fig('m'), f.fig('m').cell, false).some((a) => a.kind === 'cast')).toBe(true);
    expect(legalActions(f.ctx, f.fig('m'), f.fig('m').cell, true).some((a) => a.kind === 'cast')).toBe(false);
  });

  test('Direct Spells: an enemy entering the caster\'s hex may be met with a direct spell (preemptive counterattack)', () => {
    const f = fightOn([
      { id: 'm', character: sheet({ spells: ['Slow', 'Magic Fist'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [2, 1] },
    ]);
    const options = reactionOptions(f.ctx, f.fig('m'), f.fig('g'), 'entered').filter((r) => r.kind === 'cast');
    // Slow is direct; Magic Fist is a missile, not a direct spell.
    expect(options).toEqual([{ kind: 'cast', spell: 'Slow', x: undefined, item: undefined }]);
    expect(reactionOptions(f.ctx, f.fig('m'), f.fig('g'), 'survived').filter((r) => r.kind === 'cast')).toEqual([]);
  });

  test('MORPHING: a morphed caster cannot cast', () => {
    const f = fightOn([{ id: 'm', character: sheet({ spells: ['Blur'] }), at: [1, 1] }]);
    f.fig('m').effects.push({ kind: 'magic:morph', name: 'Werewolf', turnsLeft: null, data: { damage: 0 } });
    expect(castingBar(f.ctx, f.fig('m'))).toBe('cannot cast while morphed');
  });

  test('The menu line gives the odds, the fatigue and what it leaves the caster at (issue 29: a lone mage spent 7 of her 9 unwarned)', () => {
    const f = fightOn([
      { id: 'm', character: sheet({ iq: 12, spells: ['Slow'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [3, 1] },
    ]);
    const kind = actionKind('cast');
    expect(kind.describe(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Slow', target: 'm' })).toBe('Cast Slow on Mage: 3/IQ needs 12, 74.07%; 2 fatigue, leaves Mage 10 of 12 ST');
    f.fig('m').fatigue = 4;
    f.fig('m').damage = 3;
    expect(kind.describe(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Slow', target: 'm' })).toMatch(/; 2 fatigue, leaves Mage 3 of 12 ST$/);
    f.fig('m').fatigue = 0;
    f.fig('m').damage = 0;
    expect(kind.describe(f.ctx, f.fig('m'), { kind: 'cast', spell: 'Slow', target: 'g' })).toMatch(/^Cast Slow on Goblin: IQ contest with Goblin \(7\), \d+\.\d\d%; 2 fatigue, leaves Mage 10 of 12 ST$/);
  });

  test('MAGIC, missile spells: the menu gives the chance the whole action succeeds, the cast and then the hit (issue 16)', () => {
    const f = fightOn([
      { id: 'm', character: sheet({ name: 'Mira', st: 10, dx: 11, iq: 12, spells: ['Magic Fist'] }), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [4, 1] },
    ]);
    const fist = optionsOf(f, 'm', 'Magic Fist')[0];
    const text = actionKind('cast').describe(f.ctx, f.fig('m'), fist);
    // 3/IQ at 12 is 74.07%; then 3/DX at 11 is 62.50%: 46.30% in all.
    expect(text).toContain('3/IQ needs 12, 74.07%, then 3/DX needs 11, 62.50%: 46.30% in all; expect ');
    expect(text).toMatch(/to drop Goblin; 1 fatigue, leaves Mira 9 of 10 ST$/);
  });
});
