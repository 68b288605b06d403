// The menus a person's figure is offered in a fight (render/fight-menus.ts): what they say about each choice.
import { PlayerDecider } from '../../src/render/fight-menus';
import { RecordedIo } from '../../src/io';
import { findCreature } from '../../src/rules';
import { hero } from '../combat/fixtures';
import { setup } from '../combat/harness';

describe('the move menu (issue 16)', () => {
  test('a hex next to two enemies names both', async () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a3', character: hero({ name: 'Ajax' }) },
      { id: 'g1', side: 'foes', at: 'e2', creature: findCreature('Goblin')!, control: 'ai' },
      { id: 'g2', side: 'foes', at: 'e4', creature: findCreature('Goblin')!, control: 'ai' },
    ]);
    f.fig('g1').name = 'Goblin 1';
    f.fig('g2').name = 'Goblin 2';
    // "Move (then act)", then the input ends at the choice of a hex: the menu has been shown.
    const io = new RecordedIo(['1']);
    await expect(new PlayerDecider(io).decide(f.ctx, f.fig('ajax'), { kind: 'turn' })).rejects.toThrow('end of input');
    expect(io.output).toMatch(/\d+\) e3 - \d hexes, next to Goblin 1 and Goblin 2/);
  });
});

describe('the spell menus (issue 16)', () => {
  const mageFight = () => {
    const f = setup([
      { id: 'mira', side: 'party', at: 'a3', character: hero({ name: 'Mira', type: 'mage', iq: 13, weapons: [], spells: ['Blur', 'Slow', 'Magic Fist'] }) },
      { id: 'ajax', side: 'party', at: 'a2', character: hero({ name: 'Ajax' }), control: 'ai' },
      { id: 'g1', side: 'foes', at: 'e2', creature: findCreature('Goblin')!, control: 'ai' },
      { id: 'g2', side: 'foes', at: 'e4', creature: findCreature('Goblin')!, control: 'ai' },
    ]);
    f.fig('g1').name = 'Goblin 1';
    f.fig('g2').name = 'Goblin 2';
    return f;
  };

  test('MAGIC, Cast Spell: one line a spell in the turn menu, its targets a step away: a helpful spell at friends first, at foes one step further', async () => {
    const f = mageFight();
    const menu = async (answers: string[]) => {
      const io = new RecordedIo(answers);
      await expect(new PlayerDecider(io).decide(f.ctx, f.fig('mira'), { kind: 'turn' })).rejects.toThrow('end of input');
      return io.output;
    };
    const turn = await menu([]);
    const lines = turn.split('\n').filter((l) => /^\s+\d+\) /.test(l));
    expect(lines.filter((l) => / Cast Blur/.test(l))).toEqual([expect.stringMatching(/\d+\) Cast Blur\.\.\. \(2 choices, 2 more a step away\)$/)]);
    expect(lines.filter((l) => / Cast Slow/.test(l))).toEqual([expect.stringMatching(/\d+\) Cast Slow\.\.\. \(2 choices, 2 more a step away\)$/)]);
    // Every spell against every target was 10 lines and more; now the whole turn menu is short.
    expect(lines.length).toBeLessThanOrEqual(8);
    const n = (name: string) => String(lines.findIndex((l) => l.includes(name)) + 1);
    const blur = await menu([n('Cast Blur')]);
    const sub = blur.slice(blur.indexOf('Cast Blur: on what?')).split('\n').filter((l) => /^\s+\d+\) /.test(l));
    expect(sub.map((l) => l.replace(/^\s+\d+\) /, '').replace(/:.*/, ''))).toEqual(['Cast Blur on Mira', 'Cast Blur on Ajax', 'Other targets (2)...', 'Back']);
    const others = await menu([n('Cast Blur'), '3']);
    expect(others.slice(others.indexOf('Cast Blur, other targets:'))).toMatch(/1\) Cast Blur on Goblin 1: IQ contest[^\n]*\n\s+2\) Cast Blur on Goblin 2: [^\n]*\n\s+3\) Back/);
    const slow = await menu([n('Cast Slow')]);
    expect(slow.slice(slow.indexOf('Cast Slow: on what?'))).toMatch(/1\) Cast Slow on Goblin 1[^\n]*\n\s+2\) Cast Slow on Goblin 2/);
  });

  test('MAGIC, Cast Spell: a caster cannot move in the turn he casts, and his "Move (then act)" says so; a fighter\'s says nothing (issue 26, item 19)', async () => {
    const f = mageFight();
    const io = new RecordedIo([]);
    await expect(new PlayerDecider(io).decide(f.ctx, f.fig('mira'), { kind: 'turn' })).rejects.toThrow('end of input');
    expect(io.output).toMatch(/1\) Move \(then act\)[^\n]*no casting after a move: a caster stands to cast/);
    const fighter = new RecordedIo([]);
    await expect(new PlayerDecider(fighter).decide(f.ctx, f.fig('ajax'), { kind: 'turn' })).rejects.toThrow('end of input');
    expect(fighter.output).toMatch(/1\) Move \(then act\)\n/);
  });

  test('MAGIC, Cast Spell: the target picked in the sub-menu is the turn\'s action; Back returns to the turn menu', async () => {
    const f = mageFight();
    const io = new RecordedIo([]);
    await expect(new PlayerDecider(io).decide(f.ctx, f.fig('mira'), { kind: 'turn' })).rejects.toThrow('end of input');
    const lines = io.output.split('\n').filter((l) => /^\s+\d+\) /.test(l));
    const slow = String(lines.findIndex((l) => l.includes('Cast Slow')) + 1);
    const plan = await new PlayerDecider(new RecordedIo([slow, '4', slow, '2'])).decide(f.ctx, f.fig('mira'), { kind: 'turn' });
    expect(plan).toEqual({ path: [], action: { kind: 'cast', spell: 'Slow', target: 'g2' }, decided: true });
  });
});
