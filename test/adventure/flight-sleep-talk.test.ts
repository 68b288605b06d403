// Issue 16, "Adventures", the last item: Diplomacy's replacement is a talk option, lifting a curse
// from one who has none, a week of rest that is told, a night's sleep that ends in the morning,
// and the fallen after a flight (carried away, or left behind). The rulings are in docs/rulings.md.
import type { HexMap } from '../../src/combat';
import type { CombatEngine, EncounterOptions, EncounterResult } from '../../src/adventure/combat-port';
import { setCombatEngine } from '../../src/adventure/combat-port';
import type { Chooser, Prompt } from '../../src/adventure';
import { condEnv, formatSave, livingMembers, makeSave, newGame, readSave } from '../../src/adventure';
import { nightEnds } from '../../src/adventure/constructs/time';
import { hero, load, play } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 4 }\nstart: 1\n';

describe('Diplomacy (SOCIAL): the talk option it replaces is replaced by another talk option', () => {
  test('after a pass, an option that is not talk cannot be taken in its place', async () => {
    const adv = load('talk');
    const prompts: Prompt[] = [];
    // Insult him; try Diplomacy; then try to walk away instead of talking.
    const picks = [0, 2];
    const chooser: Chooser = {
      choose: async (p) => (prompts.push(p), picks.shift()!),
      confirm: async () => true,
      combat: { control: 'ai', io: null, quiet: true },
      extras: false,
    };
    await expect(play(adv, [hero({ iq: 10, skills: { Diplomacy: 1 } })], { rolls: [[3, 3, 3]], chooser })).rejects.toThrow('the chooser picked 2, which is not an open choice');
    expect(prompts[1].items.map((i) => [i.label, i.disabled])).toEqual([
      ['Flatter him', false],
      ['Walk away', 'Diplomacy: take another talk option'],
    ]);
  });
});

describe('lift-curse and rest say what they did', () => {
  test('lift-curse on a member with no curse says so, never "0 curses lifted"', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    do: [lift-curse: 1]\n    end: Over\n`);
    const p = await play(adv, [hero({ curses: 2 }), hero({ name: 'Hector' })]);
    expect(p.output).toContain('1 curse on Ajax lifted (1 left)');
    expect(p.output).toContain('Hector has no curse to lift');
    expect(p.output).not.toContain('0 curses');
  });

  test('rest: 1 week with nobody wounded still tells that the week passed (INJURY & EXHAUSTION, Recovery)', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    do: [rest: 2 weeks]\n    end: Over\n`);
    const p = await play(adv, [hero({ fatigue: 3 })]);
    expect(p.output).toContain('  * Week 1 of 2 of rest passes (to day 8, 08:00): all fatigue recovered, staffs recharged\n  * Week 2 of 2 of rest passes (to day 15, 08:00)');
    expect(p.state.party[0].fatigue).toBe(0);
  });
});

describe('a night\'s sleep ends in the morning (ruling)', () => {
  const at = (day: number, h: number, m = 0) => (day - 1) * 1440 + h * 60 + m;

  test('eight hours, and a sleep that would end between 22:00 and 06:00 goes on to 06:00', () => {
    expect(nightEnds(at(1, 17, 30))).toBe(at(2, 6));
    expect(nightEnds(at(1, 14, 30))).toBe(at(2, 6));
    expect(nightEnds(at(1, 22))).toBe(at(2, 6));
    expect(nightEnds(at(1, 23))).toBe(at(2, 7));
    expect(nightEnds(at(2, 2))).toBe(at(2, 10));
    expect(nightEnds(at(1, 9))).toBe(at(1, 17));
    expect(nightEnds(at(1, 13, 59))).toBe(at(1, 21, 59));
  });

  test('to bed at 17:30, up at 06:00 the next morning; the effect says when the party wakes', async () => {
    const adv = load(`${HEAD}start-time: "17:30"\nsections:\n  1:\n    do: [sleep: night]\n    end: Over\n`);
    const p = await play(adv, [hero({ fatigue: 4 })]);
    expect(p.state.time).toBe(at(2, 6));
    expect(p.output).toContain('A full night of sleep, waking at 06:00: all fatigue recovered');
  });
});

describe('carrying the fallen away from a flight (ruling; MOVEMENT, Drag; CAMPAIGNING)', () => {
  let result: (o: EncounterOptions) => EncounterResult;
  const stub: CombatEngine = {
    parseMap: () => ({ zones: new Map([['A', [{}, {}, {}, {}]], ['B', [{}, {}]]]) }) as unknown as HexMap,
    findCreature: () => undefined,
    creatureNames: () => [],
    runEncounter: async (o) => result(o),
  };
  beforeAll(() => setCombatEngine(stub));
  afterAll(() => setCombatEngine(undefined));

  const adv = () =>
    load(`${HEAD}creatures:
  Lurker: { st: 10, dx: 11, iq: 6, armor: 1, attacks: [{ name: claws, damage: 1D6 }], description: mud }
maps:
  marsh: "A A A A . B B"
sections:
  1:
    fight:
      map: marsh
      foes: [Lurker]
      victory: 2
      fled: { text: You run., goto: 2 }
  2:
    text: "{party} reach the road."
    end: Away
`);
  /** Those named run off the board; the others lie unconscious on it. */
  const fled = (...runners: string[]) => (o: EncounterOptions): EncounterResult => ({
    outcome: 'fled',
    rounds: 4,
    foes: [],
    party: o.figures
      .filter((f) => f.side === 'party')
      .map((f) => {
        const runs = runners.includes(f.character!.name);
        return { id: f.id, character: { ...f.character!, fatigue: runs ? 0 : f.character!.st }, status: runs ? 'fled' : 'unconscious', xp: 0 };
      }),
  });
  const four = () => [hero({ name: 'Brannoc' }), hero({ name: 'Mirela' }), hero({ name: 'Garrick' }), hero({ name: 'Tobin' })];

  test('one who got away with three fallen carries the one the player names; the two others are left behind', async () => {
    result = fled('Brannoc');
    const p = await play(adv(), four(), { answers: ['2'] });
    expect(p.output).toContain("Brannoc can carry one of the fallen away. Whom?\n   1) Mirela\n   2) Garrick\n   3) Tobin\n> 2\nBrannoc carries Garrick away.\nMirela is left behind in the foes' hands, lost to the party until the adventure ends.\nTobin is left behind in the foes' hands, lost to the party until the adventure ends.");
    expect(p.events.filter((e) => e.kind === 'left-behind').map((e) => (e as { member: string }).member)).toEqual(['Mirela', 'Tobin']);
    expect(p.state.leftBehind).toEqual([1, 3]);
    // Out of the adventure: the text, conditions and effects know only Brannoc and Garrick.
    expect(p.output).toContain('Brannoc and Garrick reach the road.');
    expect(livingMembers(p.state)).toEqual([0, 2]);
    expect(condEnv(p.state).keyword('party')).toBe(2);
  });

  test('as many who got away as fallen: each carries one, nobody is asked, nobody is left', async () => {
    result = fled('Brannoc', 'Mirela');
    const p = await play(adv(), four(), { answers: [] });
    expect(p.output).toContain('Brannoc carries Garrick away.\nMirela carries Tobin away.');
    expect(p.state.leftBehind).toEqual([]);
    expect(p.output).toContain('Brannoc, Mirela, Garrick and Tobin reach the road.');
  });

  test('a member already unconscious before the fight must be carried too', async () => {
    result = fled('Brannoc');
    const party = [hero({ name: 'Brannoc' }), hero({ name: 'Mirela', fatigue: 12 })];
    const p = await play(adv(), party);
    expect(p.output).toContain('Brannoc carries Mirela away.');
    expect(p.state.leftBehind).toEqual([]);
  });

  test('those left behind are kept in a save, shown on the sheets view, and a damaged list is refused', async () => {
    result = fled('Brannoc');
    const p = await play(adv(), four(), { answers: ['1'] });
    const save = makeSave(adv(), 'seed', 'auto', [], p.state, []);
    expect(readSave(formatSave(save), 'x.json').state.leftBehind).toEqual([2, 3]);
    expect(() => readSave(formatSave(save).replace('"leftBehind":[2,3]', '"leftBehind":[2,9]'), 'x.json')).toThrow('x.json: state: leftBehind must list members of the party, each once');
    // A save from before anyone could be left behind reads as none.
    expect(readSave(formatSave(save).replace(',"leftBehind":[2,3]', ''), 'x.json').state.leftBehind).toEqual([]);
    const state = newGame(adv(), four(), 's');
    state.leftBehind = [3];
    const view = await play(load(`${HEAD}sections:\n  1:\n    options:\n      - option: Go\n        end: Over\n`), [], { state, answers: ['2', '1'], extras: true });
    expect(view.output).toContain('Left behind in a flight: Tobin.');
  });
});
