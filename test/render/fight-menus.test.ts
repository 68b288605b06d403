// The menus a person's figure is offered in a fight (render/fight-menus.ts): what they say about each choice.
import { PlayerDecider } from '../../src/render/fight-menus';
import { RecordedIo } from '../../src/io';
import { findCreature } from '../../src/rules';
import { spellNamed } from '../../src/magic/core';
import { addEffect } from '../../src/magic/schools/handler';
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
    // Plain words (issue 29): what the casts a step away would do.
    expect(lines.filter((l) => / Cast Blur/.test(l))).toEqual([expect.stringMatching(/\d+\) Cast Blur\.\.\. \(2 choices; also on 2 foes, which would help them\)$/)]);
    expect(lines.filter((l) => / Cast Slow/.test(l))).toEqual([expect.stringMatching(/\d+\) Cast Slow\.\.\. \(2 choices; also on your own side\)$/)]);
    // Every spell against every target was 10 lines and more; now the whole turn menu is short.
    expect(lines.length).toBeLessThanOrEqual(8);
    const n = (name: string) => String(lines.findIndex((l) => l.includes(name)) + 1);
    const blur = await menu([n('Cast Blur')]);
    const sub = blur.slice(blur.indexOf('Cast Blur: on what?')).split('\n').filter((l) => /^\s+\d+\) /.test(l));
    expect(sub.map((l) => l.replace(/^\s+\d+\) /, '').replace(/:.*/, ''))).toEqual(['Cast Blur on Mira', 'Cast Blur on Ajax', 'Other targets (on 2 foes, which would help them)...', 'Back']);
    const others = await menu([n('Cast Blur'), '3']);
    expect(others.slice(others.indexOf('Cast Blur, other targets:'))).toMatch(/1\) Cast Blur on Goblin 1: IQ contest[^\n]*\n\s+2\) Cast Blur on Goblin 2: [^\n]*\n\s+3\) Back/);
    const slow = await menu([n('Cast Slow')]);
    expect(slow.slice(slow.indexOf('Cast Slow: on what?'))).toMatch(/1\) Cast Slow on Goblin 1[^\n]*\n\s+2\) Cast Slow on Goblin 2/);
  });

  test('MAGIC, Cast Spell: a caster cannot move in the turn he casts, and his "Move (then act)" says so; a fighter\'s says nothing (issue 26, item 19)', async () => {
    const f = mageFight();
    const io = new RecordedIo([]);
    await expect(new PlayerDecider(io).decide(f.ctx, f.fig('mira'), { kind: 'turn' })).rejects.toThrow('end of input');
    expect(io.output).toMatch(/1\) Move \(then act; no spell after a move\)\n/);
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

describe('issue 29 and issue 26, item 21: menus a player reads', () => {
  const line = async (f: ReturnType<typeof setup>, who: string, answers: string[] = []) => {
    const io = new RecordedIo(answers);
    await expect(new PlayerDecider(io).decide(f.ctx, f.fig(who), { kind: 'turn' })).rejects.toThrow('end of input');
    return io.output;
  };

  test('HEALING, Heal Wounds: the hurt friends are offered first, the dying foe a step away', async () => {
    const f = setup([
      { id: 'mira', side: 'party', at: 'a3', character: hero({ name: 'Mira', type: 'mage', iq: 13, weapons: [], spells: ['Heal Wounds'] }) },
      { id: 'ajax', side: 'party', at: 'a2', character: hero({ name: 'Ajax' }), control: 'ai' },
      { id: 'g1', side: 'foes', at: 'c2', creature: findCreature('Goblin')!, control: 'ai' },
    ]);
    f.fig('g1').name = 'Goblin 1';
    f.fig('ajax').damage = 3;
    // The goblin lies dying: a point of healing does him no good, and Ajax three points of good.
    f.fig('g1').damage = f.fig('g1').st + 1;
    f.fig('g1').status = 'down';
    const turn = await line(f, 'mira');
    const heal = turn.split('\n').find((l) => l.includes('Cast Heal Wounds'))!;
    expect(heal).toMatch(/Cast Heal Wounds\.\.\. \(3 choices; also on a foe, which would help him\)$/);
    const n = /(\d+)\) Cast Heal Wounds/.exec(heal)![1];
    const sub = await line(f, 'mira', [n]);
    const targets = sub.slice(sub.indexOf('Cast Heal Wounds: on what?')).split('\n').filter((l) => /^\s+\d+\) /.test(l));
    expect(targets[0]).toMatch(/Cast Heal Wounds on Ajax/);
    expect(targets.filter((l) => l.includes('Goblin 1'))).toEqual([]);
    expect(targets[targets.length - 2]).toMatch(/Other targets \(on a foe, which would help him\)\.\.\./);
  });

  test('a helpful spell with only a foe to cast it on says so in the line\'s name, after the spells that help (issue 29: "Cast Blur on the drowned brother")', async () => {
    const f = setup([
      { id: 'mira', side: 'party', at: 'a3', character: hero({ name: 'Mira', type: 'mage', iq: 13, weapons: [], spells: ['Blur', 'Magic Fist'] }) },
      { id: 'g1', side: 'foes', at: 'c2', creature: findCreature('Goblin')!, control: 'ai' },
    ]);
    f.fig('g1').name = 'drowned brother';
    // Blur is on her already: the brother is the only one it could go on.
    addEffect(f.fig('mira'), spellNamed('Blur'), 'blur', 1, { source: 'mira' });
    const menu = (await line(f, 'mira')).split('\n').filter((l) => /^\s+\d+\) /.test(l));
    const blur = menu.findIndex((l) => l.includes('Cast Blur'));
    const fist = menu.findIndex((l) => l.includes('Cast Magic Fist'));
    expect(menu[blur]).toMatch(/Cast Blur on drowned brother \(only on a foe, which would help him\): /);
    expect(blur).toBeGreaterThan(fist);
  });

  test('magic: a caster who could cast where he stands is told on Move that no spell follows a move; a fighter is not (issue 29)', async () => {
    const f = setup([
      { id: 'mira', side: 'party', at: 'a3', character: hero({ name: 'Mira', type: 'mage', iq: 13, weapons: [], spells: ['Magic Fist'] }) },
      { id: 'ajax', side: 'party', at: 'a4', character: hero({ name: 'Ajax' }) },
      { id: 'g1', side: 'foes', at: 'f3', creature: findCreature('Goblin')!, control: 'ai' },
    ]);
    expect(await line(f, 'mira')).toMatch(/\d+\) Move \(then act; no spell after a move\)\n/);
    expect(await line(f, 'ajax')).toMatch(/\d+\) Move \(then act\)\n/);
  });

  test('ACTION, Grapple: a figure of twice his foe\'s ST is offered Move, and the line says why no roll is asked', async () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'b2', character: hero({ name: 'Ajax', st: 16 }) },
      { id: 'r', side: 'foes', at: 'b2', creature: findCreature('Giant Rat')!, control: 'ai' },
    ]);
    f.fig('ajax').grapple = 'r';
    f.fig('r').grapple = 'ajax';
    const menu = await line(f, 'ajax');
    expect(menu).toMatch(/\d+\) Move \(then act; no roll to leave the grapple: ST 16, twice Giant Rat's \d+\)/);
  });
});
