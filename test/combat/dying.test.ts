// INJURY & EXHAUSTION, Damage: one lying dying when all combat is over is given the healing items
// of those with him before death is final (src/combat/dying.ts; docs/rulings.md, "Healing the dying
// after a fight"; issue 32, item 8).
import { aftermath, aiDecide, harm, updatedSheet } from '../../src/combat';
import type { Decision, FightResult, Remedy } from '../../src/combat';
import { findCreature } from '../../src/rules/creatures';
import { hero } from './fixtures';
import { only, setup } from './harness';

const won: FightResult = { outcome: 'victory', winner: 'party', rounds: 3 };
const DRAUGHT: Remedy = { item: 'Healing Draught', heals: { count: 1, sides: 6, modifier: 0 }, consumed: true };
const CHARM: Remedy = { item: 'Charm of Mending', heals: { count: 0, sides: 6, modifier: 1 }, consumed: false };
const draughts = (n: number) => [{ name: 'Healing Draught', count: n }];

/** Ysolde lies dying at damage `damage` (ST 10); Bran stands beside her. */
function dyingYsolde(opts: { damage: number; bran?: Partial<Parameters<typeof hero>[0]>; ysolde?: Partial<Parameters<typeof hero>[0]>; dice?: number[][]; answers: unknown[] }) {
  const asked: Decision[] = [];
  const f = setup(
    [
      { id: 'ysolde', side: 'party', at: 'c3', character: hero({ name: 'Ysolde', st: 10, ...opts.ysolde }) },
      { id: 'bran', side: 'party', at: 'd3', character: hero({ name: 'Bran', ...opts.bran }) },
    ],
    {
      dice: opts.dice ?? [],
      answer: (fig, d) => {
        asked.push(d);
        return opts.answers.shift();
      },
    },
  );
  harm(f.ctx, f.fig('ysolde'), opts.damage, 0);
  return { f, asked };
}

describe('INJURY & EXHAUSTION, Damage: "must be healed to a net ST of at least one" with what the party carries', () => {
  test('a dying hero is offered the party\'s healing items, and one given saves her; the item leaves its carrier\'s sheet', () => {
    const { f, asked } = dyingYsolde({ damage: 11, bran: { items: draughts(2) }, dice: [[4]], answers: [0] });
    const r = aftermath(f.ctx, won, { remedies: [DRAUGHT] });
    expect(asked).toEqual([{ kind: 'remedy', damage: 11, options: [{ item: 'Healing Draught', carrier: 'bran', holder: 'Bran', heals: 'D6' }] }]);
    expect(only(f.events, 'remedy')).toEqual([{ t: 'remedy', figure: 'ysolde', giver: 'bran', item: 'Healing Draught', faces: [4], healed: 4, damage: 7, st: 10 }]);
    expect(only(f.events, 'death')).toEqual([]);
    expect(r.status.get('ysolde')).toBe('standing');
    expect(updatedSheet(f.fig('bran'), 0).items).toEqual(draughts(1));
  });

  test('asked again while she still lies dying; her own pack too, given by one standing; none given, she dies', () => {
    const { f, asked } = dyingYsolde({ damage: 13, ysolde: { items: draughts(1) }, bran: { items: draughts(1) }, dice: [[1]], answers: [1, null] });
    const r = aftermath(f.ctx, won, { remedies: [DRAUGHT] });
    expect(asked.map((d) => (d.kind === 'remedy' ? d.options.map((o) => o.carrier) : d.kind))).toEqual([['ysolde', 'bran'], ['ysolde']]);
    expect(only(f.events, 'remedy')).toEqual([{ t: 'remedy', figure: 'ysolde', giver: 'bran', item: 'Healing Draught', faces: [1], healed: 1, damage: 12, st: 10 }]);
    expect(r.status.get('ysolde')).toBe('dead');
    expect(updatedSheet(f.fig('ysolde'), 0).items).toEqual(draughts(1));
    expect(updatedSheet(f.fig('bran'), 0).items).toEqual([]);
  });

  test('the items come before a wish, which is offered only if she still lies dying; an item not used up is given once', () => {
    const { f, asked } = dyingYsolde({ damage: 12, ysolde: { wishes: 1 }, bran: { items: [{ name: 'Charm of Mending', count: 1 }] }, answers: [0, true] });
    aftermath(f.ctx, won, { remedies: [CHARM] });
    expect(asked.map((d) => d.kind)).toEqual(['remedy', 'wish']);
    expect(only(f.events, 'remedy')).toMatchObject([{ item: 'Charm of Mending', faces: null, healed: 1 }]);
    expect(updatedSheet(f.fig('bran'), 0).items).toEqual([{ name: 'Charm of Mending', count: 1 }]);
    expect(f.fig('ysolde').damage).toBe(0);
  });

  test('nobody standing with her, twice her ST, or a field the party lost: nothing is offered', () => {
    const alone = dyingYsolde({ damage: 11, ysolde: { items: draughts(1) }, answers: [] });
    alone.f.fig('bran').status = 'fled';
    aftermath(alone.f.ctx, { outcome: 'fled', winner: 'foes', rounds: 2 }, { remedies: [DRAUGHT] });
    expect(alone.asked).toEqual([]);
    const beyond = dyingYsolde({ damage: 20, bran: { items: draughts(1) }, answers: [] });
    expect(aftermath(beyond.f.ctx, won, { remedies: [DRAUGHT] }).status.get('ysolde')).toBe('dead');
    expect(beyond.asked).toEqual([]);
    const out = dyingYsolde({ damage: 11, bran: { items: draughts(1) }, answers: [] });
    harm(out.f.ctx, out.f.fig('bran'), 12, 0);
    aftermath(out.f.ctx, { outcome: 'defeat', winner: 'foes', rounds: 2 }, { remedies: [DRAUGHT] });
    expect(out.asked).toEqual([]);
  });

  test('the pack of one with the party who lay unconscious before the fight is the party\'s too, while it holds the field', () => {
    const cato = { holder: 'Cato', items: draughts(1) };
    const { f, asked } = dyingYsolde({ damage: 10, dice: [[5]], answers: [0] });
    const r = aftermath(f.ctx, won, { remedies: [DRAUGHT], packs: [cato] });
    expect(asked).toEqual([{ kind: 'remedy', damage: 10, options: [{ item: 'Healing Draught', carrier: null, holder: 'Cato', heals: 'D6' }] }]);
    expect(only(f.events, 'remedy')).toMatchObject([{ giver: 'bran', item: 'Healing Draught', healed: 5 }]);
    expect(r.fromPacks).toEqual([{ holder: 'Cato', item: 'Healing Draught' }]);
    const fled = dyingYsolde({ damage: 10, answers: [] });
    fled.f.fig('ysolde').status = 'fled';
    fled.f.fig('bran').status = 'fled';
    expect(aftermath(fled.f.ctx, { outcome: 'fled', winner: 'foes', rounds: 2 }, { remedies: [DRAUGHT], packs: [cato] }).fromPacks).toEqual([]);
    expect(fled.asked).toEqual([]);
  });

  test('a companion lying dying is offered the party\'s items too; a member of the party is asked for him (ruling "A companion lying dying")', () => {
    const asked: Array<[string, Decision]> = [];
    const wolf = findCreature('Wolf')!;
    const f = setup(
      [
        { id: 'tam', side: 'party', at: 'c3', creature: wolf, control: 'ai' },
        { id: 'bran', side: 'party', at: 'd3', character: hero({ name: 'Bran', items: draughts(1) }) },
      ],
      { dice: [[6]], answer: (fig, d) => (asked.push([fig.id, d]), 0) },
    );
    harm(f.ctx, f.fig('tam'), wolf.st + 1, 0);
    aftermath(f.ctx, won, { remedies: [DRAUGHT], companions: ['tam'] });
    expect(asked).toEqual([['bran', { kind: 'remedy', damage: wolf.st + 1, patient: 'tam', options: [{ item: 'Healing Draught', carrier: 'bran', holder: 'Bran', heals: 'D6' }] }]]);
    expect(only(f.events, 'remedy')).toMatchObject([{ figure: 'tam', giver: 'bran', healed: 6, damage: wolf.st - 5 }]);
    expect(updatedSheet(f.fig('bran'), 0).items).toEqual([]);
    // An ally of this fight only is not a companion: nothing is offered for him.
    const ally = setup(
      [
        { id: 'tam', side: 'party', at: 'c3', creature: wolf, control: 'ai' },
        { id: 'bran', side: 'party', at: 'd3', character: hero({ name: 'Bran', items: draughts(1) }) },
      ],
      { answer: (fig, d) => (asked.push([fig.id, d]), 0) },
    );
    harm(ally.ctx, ally.fig('tam'), wolf.st + 1, 0);
    aftermath(ally.ctx, won, { remedies: [DRAUGHT] });
    expect(asked).toHaveLength(1);
  });

  test('a Medic treats a companion lying dying before any item is offered (ruling "A companion lying dying")', () => {
    const asked: Decision[] = [];
    const wolf = findCreature('Wolf')!;
    const f = setup(
      [
        { id: 'tam', side: 'party', at: 'c3', creature: wolf, control: 'ai' },
        { id: 'bran', side: 'party', at: 'd3', character: hero({ name: 'Bran', iq: 10, skills: { Medic: 2 }, items: draughts(1) }) },
      ],
      { dice: [[3, 3, 3]], answer: (fig, d) => (asked.push(d), null) },
    );
    harm(f.ctx, f.fig('tam'), wolf.st + 1, 0);
    // The fight is over: one lying down may be below his ST now (the harness checks that only in a fight).
    f.events.push({ t: 'end', winner: 'party', rounds: 3, outcome: 'victory' });
    aftermath(f.ctx, won, { remedies: [DRAUGHT], companions: ['tam'] });
    expect(only(f.events, 'medic')).toMatchObject([{ medic: 'bran', patient: 'tam', healed: 2 }]);
    expect(f.fig('tam').damage).toBe(wolf.st - 1);
    expect(asked).toEqual([]);
  });

  test('an AI-played hero is given the first item offered, as it spends a wish rather than die (ruling)', () => {
    const { f } = dyingYsolde({ damage: 11, answers: [] });
    expect(aiDecide(f.ctx, f.fig('ysolde'), { kind: 'remedy', damage: 11, options: [{ item: 'Healing Draught', carrier: 'bran', holder: 'Bran', heals: 'D6' }] })).toBe(0);
  });
});
