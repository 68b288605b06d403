// Issue 15, items 3 and 4: companions who join the party for a while, allies in one fight, and fights
// in stages (reinforcements, wounds kept from one fight to the next, a fight's own end, a defeat that
// captures). Played on test/fixtures/adventures/stages.yaml, with the real combat engine and with a
// stand-in that records what the adventure asked of it.
import type { CombatEngine, EncounterOptions, EncounterResult } from '../../src/adventure/combat-port';
import { combatEngine, setCombatEngine } from '../../src/adventure/combat-port';
import { explore, formatSave, loadAdventureText, makeSave, newGame, playtest, readSave } from '../../src/adventure';
import type { GameEvent } from '../../src/adventure';
import { codes, fixtureText, hero, load, play, sectionsOf } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\nmaps:\n  m: "A A . . B B C C"\n';


const sections = sectionsOf;

describe('what the adventure asks of the combat engine, and what it keeps of the answer', () => {
  const real = combatEngine()!;
  const asked: EncounterOptions[] = [];
  let answer: (o: EncounterOptions, k: number) => EncounterResult;
  beforeAll(() => setCombatEngine({ ...real, runEncounter: async (o) => (asked.push(o), answer(o, asked.length)) } satisfies CombatEngine));
  afterAll(() => setCombatEngine(undefined));
  beforeEach(() => (asked.length = 0));

  /** The fight as the stand-in ends it: the party's sheets as they came, the creatures with these wounds. */
  const ending = (outcome: EncounterResult['outcome'], wounds: Record<string, number>, dead: string[] = []) => (o: EncounterOptions): EncounterResult => ({
    outcome,
    rounds: 4,
    party: o.figures.filter((f) => f.character).map((f) => ({ id: f.id, character: f.character!, status: 'standing', xp: 0 })),
    foes: o.figures.filter((f) => f.side === 'foes').map((f) => ({ id: f.id, name: f.creature!.name, status: dead.includes(f.id) ? 'dead' : 'standing', damage: wounds[f.id] ?? 0 })),
    allies: o.figures.filter((f) => f.side === 'party' && f.creature).map((f) => ({ id: f.id, name: f.creature!.name, status: dead.includes(f.id) ? 'dead' : 'standing', damage: wounds[f.id] ?? 0 })),
  });

  test('the companion fights on the party side under the AI; the ally in its zone; the reinforcements with their round and zone; the end after 4 rounds', async () => {
    answer = (o, k) => (k === 1 ? ending('ended', { grosh: 7, 'old-tam': 3 })(o) : ending('victory', {})(o));
    const p = await play(load('stages'), [hero()]);
    const first = asked[0];
    const brief = first.figures.map((f) => `${f.id} ${f.side} ${f.control}${f.zone ? ` zone ${f.zone}` : ''}${f.round ? ` round ${f.round}` : ''}${f.damage ? ` damage ${f.damage}` : ''}`);
    expect(brief).toEqual(['ajax party ai', 'old-tam party ai', 'patch party ai', 'grosh foes ai', 'bandit foes ai', 'bandit-2 foes ai zone C round 3', 'bandit-3 foes ai zone C round 3']);
    expect(first.figures.find((f) => f.id === 'patch')!.creature!.name).toBe('Patch');
    expect(first.ends).toEqual({ rounds: 4, fallen: [] });
    expect(first.capture).toBeUndefined();
    // The fight's own end led to 3; Grosh comes to the camp with the 7 damage of the ford, Old Tam with his 3.
    expect(sections(p.events)).toEqual(['1', '2', '3', '4']);
    const second = asked[1];
    expect(second.figures.find((f) => f.id === 'grosh')!.damage).toBe(7);
    expect(second.figures.find((f) => f.id === 'old-tam')!.damage).toBe(3);
    expect(second.ends).toEqual({ rounds: null, fallen: ['grosh'] });
    expect(second.capture).toBe(true);
    expect(p.output).toContain('After the fight: Ajax standing.');
    // Old Tam left at the end: nothing of him is in the party, none of his wounds on a sheet.
    expect(p.state.companions).toEqual([]);
    expect(p.state.party.map((c) => c.name)).toEqual(['Ajax']);
  });

  test('a defeat that captures names who was taken, companions too, in {captured} and in a line of its own (ruling, "Taken captive")', async () => {
    answer = (o, k) => (k === 1 ? ending('ended', {})(o) : { ...ending('defeat', {})(o), party: o.figures.filter((f) => f.character).map((f) => ({ id: f.id, character: { ...f.character!, damage: f.character!.st - 1, fatigue: 1 }, status: 'unconscious', xp: 0 })) });
    const p = await play(load('stages'), [hero(), hero({ name: 'Hector' })]);
    expect(p.state.captured).toEqual(['Ajax', 'Hector', 'Old Tam']);
    expect(p.output).toContain('Taken captive: Ajax, Hector and Old Tam.');
    expect(p.output).toContain("Ajax, Hector and Old Tam wake in Grosh's cage, alive.");
    expect(p.state.ended?.title).toBe('In the cage');
  });

  test('a companion killed in a fight leaves the party and cannot join again; a foe killed while keeping his wounds is in no later fight', async () => {
    answer = (o, k) => (k === 1 ? ending('ended', { 'old-tam': 11, grosh: 13 }, ['old-tam', 'grosh'])(o) : ending('victory', {})(o));
    const p = await play(load('stages'), [hero()]);
    expect(p.output).toContain('Old Tam is dead.');
    // Issue 32, item 5: dead, not gone: dead(Old Tam) holds from now on.
    expect(p.state.fallen).toEqual(['Old Tam']);
    expect(asked[1].figures.map((f) => f.id)).toEqual(['ajax']);
    expect(p.state.wounds).toEqual(expect.objectContaining({ Grosh: 13, 'Old Tam': 11 }));
  });
});

describe('the loader checks the new constructs, with codes and places', () => {
  test('keep-wounds needs one named foe; "fallen" names a named foe; "ends" says when', () => {
    const fight = (body: string) => `${HEAD}sections:\n  1:\n    fight:\n      map: m\n${body}      victory: 2\n  2:\n    end: X\n`;
    expect(codes(fight('      foes:\n        - { creature: Goblin, count: 2, keep-wounds: true }\n'))).toContainEqual(['LAW0025', 13, 11]);
    expect(codes(fight('      foes: [Goblin]\n      ends: { fallen: Grosh, goto: 2 }\n'))).toContainEqual(['LAW0025', 13, 13]);
    expect(codes(fight('      foes: [Goblin]\n      ends: { goto: 2 }\n'))).toContainEqual(['LAW0003', 13, 13]);
    expect(codes(fight('      foes: [Goblin]\n      ends: { after: 0, goto: 2 }\n'))).toContainEqual(['LAW0025', 13, 22]);
    expect(codes(fight('      foes: [Goblin]\n      ends: { after: 5 rounds, goto: 2 }\n'))).toEqual([]);
  });

  test('reinforcements come in round 2 or later, into a zone the map has; allies are creatures', () => {
    const fight = (body: string) => `${HEAD}sections:\n  1:\n    fight:\n      map: m\n      foes: [Goblin]\n${body}      victory: 2\n  2:\n    end: X\n`;
    expect(codes(fight('      reinforcements:\n        - { round: 1, foes: [Orc] }\n')).map((c) => c[0])).toContain('LAW0025');
    expect(codes(fight('      reinforcements:\n        - { round: 3, zone: D, foes: [Orc] }\n')).map((c) => c[0])).toContain('LAW0105');
    expect(codes(fight('      reinforcements:\n        - { round: 3, zone: C, foes: [Orcc] }\n'))).toContainEqual(['LAW0013', 14, 39]);
    expect(codes(fight('      allies: [Wolf]\n      reinforcements:\n        - { round: 3, zone: C, foes: [Orc] }\n'))).toEqual([]);
  });

  test('join and leave name a companion declared under "companions:" (LAW0013); a companion is a creature\'s stat block', () => {
    const adv = (companions: string, effect: string) => `${HEAD}companions:\n${companions}sections:\n  1:\n    do:\n      - ${effect}\n    end: X\n`;
    const tam = '  Old Tam: { st: 11, dx: 11, iq: 10, armor: 1, weapon: Spear, description: A ferryman. }\n';
    expect(codes(adv(tam, 'join: Old Tom'))).toContainEqual(['LAW0013', 13, 15]);
    expect(codes(adv(tam, 'join: Old Tam'))).toEqual([]);
    expect(codes(adv(tam, 'leave: old tam'))).toEqual([]);
    expect(codes(adv('  Old Tam: { st: 11, iq: 10, armor: 1, description: A ferryman. }\n', 'join: Old Tam')).map((c) => c[0])).toContain('LAW0003');
    expect(codes(adv(tam, 'join: Old Tam\n        who: roller')).map((c) => c[0])).toContain('LAW0019');
  });
});

describe('companions out of fights (docs/rulings.md, "Companions")', () => {
  const adv = () =>
    load(`law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 2 }\nstart: 1
companions:
  Old Tam: { st: 11, dx: 11, iq: 10, armor: 1, weapon: Spear, description: A ferryman. }
sections:
  1:
    do:
      - join: Old Tam
      - join: Old Tam
      - plotword: FERRY
      - damage: 2
    text: "{party} cross; the party is {party}."
    options:
      - option: Look at the sheets
        goto: 2
  2:
    do:
      - leave: Old Tam
    end: X
plotwords:
  FERRY: crossed
`);

  test('a companion does not count among the party: no plotword XP, no damage from the party\'s effects, not in {party}; he joins once', async () => {
    const p = await play(adv(), [hero()], { answers: ['1'] });
    expect(p.output.match(/Old Tam joins the party/g)).toHaveLength(1);
    expect(p.output).toContain('Ajax cross; the party is Ajax.');
    expect(p.state.xpEarned).toEqual([1]);
    expect(p.state.party[0].damage).toBe(2);
    expect(p.state.wounds).toEqual({});
    expect(p.output).toContain('Old Tam leaves the party');
  });

  test('the sheets view lists the companions with their attributes and wounds', async () => {
    const p = await play(adv(), [hero()], { answers: ['2', '1'], extras: true });
    expect(p.output).toContain('Companions: Old Tam (ST 11 DX 11 IQ 10).');
  });
});

describe('the tools and saves know companions and fights in stages', () => {
  test('the explorer follows every way of every fight, its own end included; the random tester plays real fights without a crash', async () => {
    const r = loadAdventureText(fixtureText('stages'), 'stages.yaml');
    const report = await explore(r.adventure!, r.uses);
    expect(report.unreached).toEqual([]);
    expect(report.outcomesNeverSeen).toEqual([]);
    expect(report.endings.map((e) => e.title).sort()).toEqual(['Driven off', 'In the cage', 'The ford is free']);
    const games = await playtest(r.adventure!, { runs: 30 });
    expect(games.crashes).toEqual([]);
    expect(games.loops).toEqual([]);
  });

  test('a save keeps the wounds, the companions and the captives; an older save reads without them', () => {
    const adv = load('stages');
    const state = { ...newGame(adv, [hero()], 's'), wounds: { Grosh: 7 }, companions: ['Old Tam'], captured: ['Ajax'] };
    const back = readSave(formatSave(makeSave(adv, 's', 'auto', ['ajax.json'], state, [])), 'x.json').state;
    expect([{ ...back.wounds }, back.companions, back.captured]).toEqual([{ Grosh: 7 }, ['Old Tam'], ['Ajax']]);
    const old = JSON.parse(formatSave(makeSave(adv, 's', 'auto', ['ajax.json'], state, []))) as { state: Record<string, unknown> };
    for (const k of ['wounds', 'companions', 'captured']) delete old.state[k];
    const again = readSave(JSON.stringify(old), 'old.json').state;
    expect([{ ...again.wounds }, again.companions, again.captured]).toEqual([{}, [], []]);
  });
});
