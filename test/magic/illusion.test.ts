// ILLUSION: images vanish on touch, illusions fight until disbelieved, sleep, mind control, dispelling.
import { actionKind, attackProfiles, canMove, harm, legalActions, figureEffectKind } from '../../src/combat';
import { PASS, castNow, creature, fightOn, optionsOf, run, sheet } from './helpers';

const mage = (spells: string[], over = {}) => sheet({ iq: 16, st: 20, spells, ...over });
const WIN: number[][] = [[4, 4, 4], [6, 6, 6]];

function field(spells: string[]) {
  return fightOn([
    { id: 'm', character: mage(spells), at: [2, 3] },
    { id: 'b', character: sheet({ name: 'Brannoc', st: 13, dx: 12, iq: 9 }), at: [1, 1] },
    { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
    { id: 'h', side: 'foes', creature: creature('Goblin'), at: [6, 4] },
  ]);
}

function made(f: ReturnType<typeof field>) {
  return f.ctx.state.figures.filter((x) => x.summoner === 'm');
}

describe('ILLUSION', () => {
  test.each([
    ['Image-1', 1, 1],
    ['Image-4', 4, 2],
    ['Image-7', 7, 4],
  ])('ILLUSION, %s: a %i-hex image that looks real but cannot act, and vanishes when touched', async (spell, size, cost) => {
    const f = field([spell as string]);
    const a = optionsOf(f, 'm', spell as string)[0];
    expect(a).toBeDefined();
    await castNow(f, 'm', a, [PASS]);
    const [img] = made(f);
    expect(img.size).toBe(size);
    expect(img.side).toBe('party');
    expect(f.fig('m').fatigue).toBe(cost);
    expect(legalActions(f.ctx, img, img.cell, false)).toEqual([]);
    harm(f.ctx, img, 1, 0);
    expect(img.status).toBe('fled');
    expect(img.cell).toBe(-1);
  });

  test.each([
    ['Illusion-1', 1, 2],
    ['Illusion-4', 4, 3],
    ['Illusion-7', 7, 5],
  ])('ILLUSION, %s: a %i-hex illusion that fights like the real thing until disbelieved', async (spell, size, cost) => {
    const f = field([spell as string]);
    await castNow(f, 'm', optionsOf(f, 'm', spell as string)[0], [PASS]);
    const [ill] = made(f);
    expect(ill.size).toBe(size);
    expect(f.fig('m').fatigue).toBe(cost);
    // It fights as the real thing: a warrior's broadsword, a dragon's fire and claws.
    expect(attackProfiles(ill).some((p) => p.melee && p.name !== 'Unarmed')).toBe(true);
    // Hurt, it does not vanish: only disbelief or death ends it.
    harm(f.ctx, ill, 1, 0);
    expect(ill.status).toBe('standing');
  });

  test('ILLUSION: anyone may spend his action to disbelieve, winning an IQ contest against the caster', async () => {
    const f = field(['Illusion-1']);
    await castNow(f, 'm', optionsOf(f, 'm', 'Illusion-1')[0], [PASS]);
    const [ill] = made(f);
    const g = f.fig('g');
    const options = legalActions(f.ctx, g, g.cell, false).filter((a) => a.kind === 'disbelieve');
    expect(options).toEqual([{ kind: 'disbelieve', target: ill.id }]);
    // The goblin throws 6, within his IQ7; the caster's side throws 18, over IQ16: disbelieved.
    await run(() => actionKind('disbelieve').perform(f.ctx, g, options[0]), [[2, 2, 2], [6, 6, 6]]);
    expect(ill.status).toBe('fled');
  });

  test('ILLUSION: a failed disbelief leaves the illusion standing', async () => {
    const f = field(['Illusion-1']);
    await castNow(f, 'm', optionsOf(f, 'm', 'Illusion-1')[0], [PASS]);
    const [ill] = made(f);
    await run(() => actionKind('disbelieve').perform(f.ctx, f.fig('g'), { kind: 'disbelieve', target: ill.id }), [[2, 2, 2], [3, 3, 3]]);
    expect(ill.status).toBe('standing');
  });

  test('ILLUSION, Sleep-1: the target falls asleep; an attack that harms wakes him', async () => {
    const f = field(['Sleep-1']);
    await castNow(f, 'm', { spell: 'Sleep-1', target: 'g' }, WIN);
    const g = f.fig('g');
    expect(canMove(f.ctx, g)).toBe(false);
    expect(legalActions(f.ctx, g, g.cell, false)).toEqual([]);
    expect(f.fig('m').fatigue).toBe(3);
    harm(f.ctx, g, 2, 0);
    expect(canMove(f.ctx, g)).toBe(true);
  });

  test('ILLUSION, Sleep-1: a friend next to the sleeper shakes him awake with his action', async () => {
    const f = field(['Sleep-1']);
    await castNow(f, 'm', { spell: 'Sleep-1', target: 'g' }, WIN);
    const shake = legalActions(f.ctx, f.fig('h'), f.fig('h').cell, false).filter((a) => a.kind === 'shake');
    expect(shake).toEqual([{ kind: 'shake', target: 'g' }]);
    await run(() => actionKind('shake').perform(f.ctx, f.fig('h'), shake[0]), []);
    expect(canMove(f.ctx, f.fig('g'))).toBe(true);
  });

  test.each([
    ['Sleep-4', 4],
    ['Sleep-7', 8],
  ])('ILLUSION, %s: everyone in the area but the caster falls asleep', async (spell, cost) => {
    const f = field([spell as string]);
    const a = optionsOf(f, 'm', spell as string).find((x) => x.cell === f.cell(6, 3))!;
    await castNow(f, 'm', a, [PASS]);
    const asleep = f.ctx.state.figures.filter((x) => x.effects.some((e) => e.name === spell)).map((x) => x.id);
    expect(asleep).toContain('g');
    expect(asleep).not.toContain('m');
    expect(f.fig('m').fatigue).toBe(cost);
  });

  test('ILLUSION, Mind Control: the target joins the caster\'s side and cannot act in the turn he is taken', async () => {
    const f = field(['Mind Control']);
    await castNow(f, 'm', { spell: 'Mind Control', target: 'g' }, WIN);
    const g = f.fig('g');
    expect(g.side).toBe('party');
    expect(f.fig('m').fatigue).toBe(5);
    const e = g.effects[0];
    expect(await run(() => figureEffectKind(e.kind).onTurnStart!(f.ctx, g, e), [])).toBe(false);
    expect(g.effects).toEqual([]);
  });

  test('ILLUSION, Dispel Illusions: every image and illusion within 15 hexes of the caster vanishes', async () => {
    const f = field(['Illusion-1', 'Image-1', 'Dispel Illusions']);
    expect(optionsOf(f, 'm', 'Dispel Illusions')).toEqual([]);
    await castNow(f, 'm', optionsOf(f, 'm', 'Illusion-1')[0], [PASS]);
    await castNow(f, 'm', optionsOf(f, 'm', 'Image-1')[0], [PASS]);
    expect(made(f).filter((x) => x.status === 'standing')).toHaveLength(2);
    await castNow(f, 'm', { spell: 'Dispel Illusions' }, [PASS]);
    expect(made(f).filter((x) => x.status === 'standing')).toHaveLength(0);
    expect(f.fig('m').fatigue).toBe(2 + 1 + 5);
  });
});
