// Issue 15, the language: a branching goto, events, terms read from the game in checks, the light
// model, once a visit, text placeholders, sleeping until a time, and services in shops. Played on
// test/fixtures/adventures/language.yaml and on small adventures written in place.
import type { Chooser, Prompt } from '../../src/adventure';
import { explore, formatSave, loadAdventureText, makeSave, newGame, playtest, readSave } from '../../src/adventure';
import { sleepUntil } from '../../src/adventure/constructs/time';
import type { GameEvent } from '../../src/adventure';
import { byLabel, codes, fixtureText, hero, load, play, sectionsOf } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 2 }\nstart: 1\n';



const texts = (events: GameEvent[]) => events.filter((e) => e.kind === 'text').map((e) => (e as { text: string }).text);
const sections = sectionsOf;

describe('a branching goto goes on by the first condition that holds, without asking', () => {
  test('with the plotword the party goes to 4; without it, to the default 5', async () => {
    const adv = load('language');
    // Pass the lock (a low roll), then climb up: 3 branches on KEY-FOUND.
    const withKey = await play(adv, [hero({ dx: 12 })], { rolls: [[1, 1, 1]], chooser: byLabel(['Go down', 'Pick the lock']) });
    expect(sections(withKey.events)).toEqual(['1', '2', '3', '4']);
    expect(withKey.state.ended?.title).toBe('Out with the key');
    const without = await play(adv, [hero()], { chooser: byLabel(['Go down', 'Climb back up', 'Leave']) });
    expect(sections(without.events)).toEqual(['1', '2', '3', '5']);
  });

  test('the last way must go without a condition, and only the last (LAW0033)', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    goto:\n      - { if: gold > 5, to: 2 }\n      - { if: gold > 9, to: 2 }\n  2:\n    end: X\n`)).toContainEqual(['LAW0033', 11, 9]);
    expect(codes(`${HEAD}sections:\n  1:\n    goto:\n      - 2\n      - { if: gold > 9, to: 2 }\n  2:\n    end: X\n`).filter((c) => c[0] === 'LAW0033')).toEqual([
      ['LAW0033', 10, 9],
      ['LAW0033', 11, 9],
    ]);
    expect(codes(`${HEAD}sections:\n  1:\n    goto:\n      - { if: gold >=, to: 2 }\n      - 3\n  2:\n    end: X\n`).map((c) => c[0])).toEqual(expect.arrayContaining(['LAW0009', 'LAW0006']));
  });
});

describe('events: what happens when a condition becomes true, looked at as each section is entered', () => {
  test('the third toll takes the party to section 9 instead of the cellar, once', async () => {
    const adv = load('language');
    // Search (toll 1), climb up, go down, search (toll 2), climb up, go down, fail the lock (toll 3).
    const p = await play(adv, [hero({ dx: 8 })], {
      rolls: [[6, 6, 6]],
      chooser: byLabel(['Go down', 'Search', 'Climb', 'Go down again', 'Search', 'Climb', 'Go down again', 'Pick the lock']),
    });
    expect(sections(p.events).slice(-2)).toEqual(['2', '9']);
    expect(texts(p.events)).toContain('The third toll shakes the house, and the cellar door slams shut above you.');
    expect(p.state.ended?.title).toBe('Locked in');
    expect(p.state.eventsFired).toContain(1);
  });

  test('an event with "once: false" fires again each time its condition becomes true again', async () => {
    const adv = load(`${HEAD}counters:\n  bells: 0\nevents:\n  - when: bells = 1\n    once: false\n    text: A bell!\nsections:\n  1:\n    options:\n      - option: Ring\n        do: [set: { bells: 1 }]\n        goto: 1\n      - option: Hush\n        do: [set: { bells: 0 }]\n        goto: 1\n      - option: Stop\n        end: X\n`);
    const p = await play(adv, [hero()], { chooser: byLabel(['Ring', 'Ring', 'Hush', 'Ring', 'Stop']) });
    // Rung, rung again (still true: no new event), hushed, rung: two events in all.
    expect(texts(p.events).filter((t) => t === 'A bell!')).toHaveLength(2);
  });

  test('an event of "once: true" (the default) fires only the first time', async () => {
    const adv = load(`${HEAD}counters:\n  bells: 0\nevents:\n  - when: bells = 1\n    text: A bell!\nsections:\n  1:\n    options:\n      - option: Ring\n        do: [set: { bells: 1 }]\n        goto: 1\n      - option: Hush\n        do: [set: { bells: 0 }]\n        goto: 1\n      - option: Stop\n        end: X\n`);
    const p = await play(adv, [hero()], { chooser: byLabel(['Ring', 'Hush', 'Ring', 'Stop']) });
    expect(texts(p.events).filter((t) => t === 'A bell!')).toHaveLength(1);
  });

  test('an event is checked by the loader: its condition, its way on, and that it does something', () => {
    expect(codes(`${HEAD}events:\n  - when: gold >=\n    text: x\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0009', 8, 18]);
    expect(codes(`${HEAD}events:\n  - when: gold > 1\n    goto: 1\n    end: X\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0017', 10, 5]);
    expect(codes(`${HEAD}events:\n  - when: gold > 1\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0018', 8, 5]);
    expect(codes(`${HEAD}events:\n  - when: gold > 1\n    goto: 7\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0006', 9, 11]);
    expect(codes(`${HEAD}events:\n  - text: x\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0003', 8, 5]);
  });

  test("a section an event leads to is reached for the lint, and an event's ending is a way out of every section", () => {
    const text = `${HEAD}counters:\n  n: 0\nevents:\n  - when: n > 2\n    goto: 2\nsections:\n  1:\n    options:\n      - option: Wait\n        do: [add: { n: 1 }]\n        goto: 1\n  2:\n    end: X\n`;
    expect(codes(text)).toEqual([]);
  });
});

describe('terms read from the game in a check, and the light model', () => {
  test('3/DX-{alarms} takes the counter off the target as the check is rolled (RESOLVING UNCERTAINTY)', async () => {
    const adv = load(`${HEAD}counters:\n  alarms: 2\nsections:\n  1:\n    check:\n      roll: 3/DX-{alarms}+1\n      pass: 2\n      fail: 2\n  2:\n    end: X\n`);
    const p = await play(adv, [hero({ dx: 11 })], { rolls: [[3, 3, 4]] });
    const check = p.events.find((e) => e.kind === 'check') as Extract<GameEvent, { kind: 'check' }>;
    // DX 11, -2 alarms, +1: needs 10, and a 10 passes.
    expect(check.target).toBe(10);
    expect(p.events.some((e) => e.kind === 'outcome' && e.outcome === 'pass')).toBe(true);
  });

  test('"who tries" asks the check as it stands (3/DX-1), never with the name of a counter that may be hidden', async () => {
    const adv = load(`${HEAD}counters:\n  alarms: 2\nsections:\n  1:\n    check:\n      roll: 3/DX-{alarms}+1\n      pass: 2\n      fail: 2\n  2:\n    end: X\n`);
    const asked: string[] = [];
    const chooser: Chooser = { choose: async (pr) => (asked.push(pr.message), 0), confirm: async () => false, combat: { control: 'ai', io: null, quiet: true }, extras: false };
    await play(adv, [hero({ dx: 11 }), hero({ name: 'Hector', dx: 12 })], { rolls: [[3, 3, 4]], chooser });
    expect(asked).toEqual(['Who tries 3/DX-1?']);
  });

  test('a bad term in a roll is LAW0007 or LAW0009 at its place; an unknown counter LAW0020', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    check:\n      roll: 3/DX-{alarms\n      pass: 2\n      fail: 2\n  2:\n    end: X\n`).map((c) => c[0])).toContain('LAW0007');
    expect(codes(`${HEAD}sections:\n  1:\n    check:\n      roll: 3/DX-{alarms}\n      pass: 2\n      fail: 2\n  2:\n    end: X\n`)).toContainEqual(['LAW0020', 10, 19]);
    expect(codes(`${HEAD}sections:\n  1:\n    check:\n      roll: 3/DX-{gold >=}\n      pass: 2\n      fail: 2\n  2:\n    end: X\n`).map((c) => c[0])).toContain('LAW0007');
  });

  test('entering a dark section lights a torch, which burns its hours; without one a check takes the penalty', async () => {
    const adv = load('language');
    // With two torches: one is lit on entering the cellar, and the lock is tried at DX 11.
    const lit = await play(adv, [hero({ dx: 11 })], { rolls: [[6, 6, 6]], chooser: byLabel(['Go down', 'Pick the lock', 'Climb', 'Leave']) });
    expect(lit.output).toContain('Ajax lights a Torch (1 left); it burns until 21:00');
    expect((lit.events.find((e) => e.kind === 'check') as { target: number }).target).toBe(11);
    // In the hall after it, the torch still burns: "lit" holds.
    expect(texts(lit.events)).toContain('The hall is empty.\n\nYour torch still burns.');
    // With none: -2 in the dark.
    const dark = await play(adv, [hero({ dx: 11, items: [] })], { rolls: [[6, 6, 6]], chooser: byLabel(['Go down', 'Pick the lock', 'Climb', 'Leave']) });
    expect(dark.output).toContain('In the dark, with no Torch burning: -2');
    expect((dark.events.find((e) => e.kind === 'check') as { target: number }).target).toBe(9);
  });

  test('a torch goes out when its hours are spent, and the next one is lit', async () => {
    const adv = load('language');
    // Each search takes 90 minutes: the first torch (lit at 20:00) is out when the party comes back down.
    const p = await play(adv, [hero()], { chooser: byLabel(['Go down', 'Search', 'Climb', 'Go down again', 'Climb', 'Leave']) });
    expect(p.output).toContain('Ajax lights a Torch (1 left); it burns until 21:00');
    expect(p.output).toContain('Ajax lights a Torch (0 left); it burns until 22:30');
  });

  test('a dark section needs the adventure to declare its light (LAW0025)', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    dark: true\n    end: X\n`)).toContainEqual(['LAW0025', 9, 5]);
    expect(codes(`${HEAD}light: { item: Lantren, burns: 1 hour, dark: -2 }\nsections:\n  1:\n    dark: true\n    end: X\n`).map((c) => c[0])).toContain('LAW0012');
    expect(codes(`${HEAD}light: { burns: forever, dark: -2 }\nsections:\n  1:\n    end: X\n`).map((c) => c[0])).toContain('LAW0025');
  });
});

describe('text as a list of paragraphs with if, in an outcome too (docs/adventure-format.md, issue 32, item 12)', () => {
  test('a check\'s outcome and a table row show the paragraphs whose condition holds', async () => {
    const adv = load(
      `${HEAD}plotwords:\n  KEY: A key.\nsections:\n  1:\n    do: [plotword: KEY]\n    check:\n      roll: 3/DX\n      pass:\n        text:\n          - The lock gives.\n          - { if: KEY, text: The key was not needed. }\n          - { if: not KEY, text: Never shown. }\n        random: { roll: D6, results: { 1-6: { text: [{ if: KEY, text: The key goes back in the pack. }, Done.], end: X } } }\n      fail: 1\n`,
    );
    const p = await play(adv, [hero({ dx: 12 })], { rolls: [[1, 1, 1], [4]] });
    expect(texts(p.events)).toEqual(['The lock gives.\n\nThe key was not needed.', 'The key goes back in the pack.\n\nDone.']);
  });
});

describe('a creature\'s weapon needs its ST (WEAPONS: a weapon\'s ST; docs/adventure-format.md, issue 32, item 12)', () => {
  test('an Imp of ST 6 with a Broad Sword (ST 12) is LAW0025 at its weapon, with both STs said', () => {
    const r = loadAdventureText(`${HEAD}creatures:\n  Imp: { st: 6, dx: 12, iq: 8, armor: 0, weapon: Broad Sword, description: Small. }\nsections:\n  1:\n    end: X\n`, 't.yaml');
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([['LAW0025', 8, 50, 'creature "Imp" cannot fight: weapon: Broad Sword needs ST12; the creature has ST6']]);
  });
});

describe('once a visit', () => {
  test('an option of "once: visit" is hidden until the party has been in another section', async () => {
    const adv = load('language');
    const prompts: Prompt[] = [];
    await play(adv, [hero()], { chooser: byLabel(['Go down', 'Search', 'Climb', 'Go down again', 'Search', 'Climb', 'Leave'], prompts) });
    const cellar = prompts.filter((p) => p.items.some((i) => i.label === 'Climb back up')).map((p) => p.items.map((i) => i.label).includes('Search the racks'));
    // First visit: offered, then hidden after the search brings the party back to the same section;
    // after the hall, offered again.
    expect(cellar).toEqual([true, false, true, false]);
  });

  test('a table row that leads back to its own section is the same visit, as an option\'s way back is (docs/adventure-format.md, issue 32, item 12)', async () => {
    const adv = load(
      `${HEAD}sections:\n  1:\n    options:\n      - option: Search the shelves\n        once: visit\n        random: { roll: D6, results: { 1-6: 1 } }\n      - option: Step out\n        goto: 2\n      - option: Leave\n        end: Done\n  2:\n    goto: 1\n`,
    );
    const prompts: Prompt[] = [];
    await play(adv, [hero()], { rolls: [[3]], chooser: byLabel(['Search', 'Step out', 'Leave'], prompts) });
    // Offered, hidden once the row brought the party back, offered again after the yard.
    expect(prompts.map((p) => p.items.some((i) => i.label === 'Search the shelves'))).toEqual([true, false, true]);
  });

  test('"once" is true, false or visit (LAW0025)', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    options:\n      - option: A\n        once: sometimes\n        end: X\n`)).toContainEqual(['LAW0025', 11, 15]);
  });
});

describe('text placeholders', () => {
  test('{hero}, {his}, {him}, {gold}, a counter and {{ }} are filled; {roller} and {he} are the roller', async () => {
    const adv = load('language');
    const p = await play(adv, [hero({ name: 'Ysolde', pronoun: 'she', gold: 7, dx: 14 })], { rolls: [[1, 1, 1]], chooser: byLabel(['Go down', 'Pick the lock']) });
    const t = texts(p.events);
    expect(t[0]).toBe('Ysolde counts her purse: 7 gold. The innkeeper nods to her. A sign reads { cellar }.');
    expect(t).toContain('The cellar is black. The bell above has tolled 0 times.');
    expect(t).toContain('Ysolde lifts out a black key; she grins.');
  });

  test('a character with no pronoun on his sheet is "he", as the rules speak of any character (docs/rulings.md)', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    text: "{He} draws {his} sword; they look at {him}."\n    end: X\n`);
    const p = await play(adv, [hero()]);
    expect(texts(p.events)[0]).toBe('He draws his sword; they look at him.');
  });

  test('an unknown placeholder is LAW0022; a hidden counter in text is the warning LAW0120', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    text: Hello {name}\n    end: X\n`)).toContainEqual(['LAW0022', 9, 17]);
    expect(codes(`${HEAD}counters:\n  secret: 0\nsections:\n  1:\n    text: "{secret} guards"\n    end: X\n`)).toContainEqual(['LAW0120', 11, 12]);
    expect(codes(`${HEAD}counters:\n  shown: { start: 0, shown: true }\nsections:\n  1:\n    text: "{shown} guards"\n    end: X\n`)).toEqual([]);
  });
});

describe('sleeping until a time, and services in a shop', () => {
  test('sleep until a time: the next time the clock shows it', () => {
    expect(sleepUntil(20 * 60, 7 * 60)).toBe(1440 + 7 * 60);
    expect(sleepUntil(5 * 60, 7 * 60)).toBe(7 * 60);
    expect(sleepUntil(7 * 60, 7 * 60)).toBe(1440 + 7 * 60);
  });

  test('six hours or more is a full night (all fatigue back, INJURY & EXHAUSTION, Fatigue); less brings back one point (docs/rulings.md)', async () => {
    const text = (start: string) => `${HEAD}start-time: "${start}"\nsections:\n  1:\n    do: [sleep: until 07:00]\n    end: X\n`;
    const night = await play(load(text('20:00')), [hero({ fatigue: 5 })]);
    expect(night.state.party[0].fatigue).toBe(0);
    expect(night.output).toContain('The party sleeps until 07:00: all fatigue recovered');
    const nap = await play(load(text('03:00')), [hero({ fatigue: 5 })]);
    expect(nap.state.party[0].fatigue).toBe(4);
    expect(nap.state.time).toBe(7 * 60);
  });

  test('"sleep: until" takes a time of day (LAW0019)', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    do: [sleep: until noon]\n    end: X\n`)).toContainEqual(['LAW0019', 9, 17]);
    expect(codes(`${HEAD}sections:\n  1:\n    do: [sleep: until 25:00]\n    end: X\n`).map((c) => c[0])).toContain('LAW0019');
  });

  test('a service is paid from the purse and its effects are done to the party: a meal heals, a bed sleeps', async () => {
    const adv = load('language');
    const p = await play(adv, [hero({ damage: 3, fatigue: 2, gold: 5 })], {
      chooser: byLabel(['Trade', 'A hot meal', 'A bed until seven', 'Leave the shop', 'Go down', 'Climb', 'Leave']),
    });
    expect(p.output).toContain('The party pays 1 gold for A hot meal (it has 4 left)');
    expect(p.output).toContain('The party sleeps until 07:00: all fatigue recovered');
    // The meal healed one point; the night took the fatigue.
    expect(p.state.party[0].damage).toBe(0 + 2);
    expect(p.state.party[0].gold).toBe(2);
  });

  test('a ware is an item or a service, and a service says what it does', () => {
    const shop = (ware: string) => `${HEAD}sections:\n  1:\n    shop:\n      name: Inn\n      sells:\n        - ${ware}\n    goto: 2\n  2:\n    end: X\n`;
    expect(codes(shop('{ service: Meal, price: 1 }'))).toContainEqual(['LAW0003', 12, 11]);
    expect(codes(shop('{ service: Meal, item: Torch, price: 1, do: [heal: 1] }')).map((c) => c[0])).toContain('LAW0025');
    expect(codes(shop('{ item: Torch, price: 1, do: [heal: 1] }')).map((c) => c[0])).toContain('LAW0025');
    expect(codes(shop('{ service: Meal, price: 1, do: [heal: -1] }')).map((c) => c[0])).toContain('LAW0019');
  });
});

describe('the tools and saves know the new constructs', () => {
  test('the explorer reaches every section and ending of the fixture, and the random tester plays it without a crash', async () => {
    const r = loadAdventureText(fixtureText('language'), 'language.yaml');
    const report = await explore(r.adventure!, r.uses);
    expect(report.unreached).toEqual([]);
    expect(report.optionsNeverTaken).toEqual([]);
    expect(report.endings.map((e) => e.title).sort()).toEqual(['Locked in', 'Out with the key', 'Out without it']);
    const games = await playtest(r.adventure!, { runs: 40 });
    expect(games.crashes).toEqual([]);
    expect(games.loops).toEqual([]);
  });

  test('a save keeps the events fired, the options taken this visit and the light; an older save reads without them', () => {
    const adv = load('language');
    const state = { ...newGame(adv, [hero()], 's'), visitTaken: ['2#1'], eventsOn: [2], eventsFired: [1, 2], lightUntil: 1300 };
    const back = readSave(formatSave(makeSave(adv, 's', 'auto', ['ajax.json'], state, [])), 'x.json').state;
    expect([back.visitTaken, back.eventsOn, back.eventsFired, back.lightUntil]).toEqual([['2#1'], [2], [1, 2], 1300]);
    const old = JSON.parse(formatSave(makeSave(adv, 's', 'auto', ['ajax.json'], state, []))) as { state: Record<string, unknown> };
    for (const k of ['visitTaken', 'eventsOn', 'eventsFired', 'lightUntil']) delete old.state[k];
    const again = readSave(JSON.stringify(old), 'old.json').state;
    expect([again.visitTaken, again.eventsOn, again.eventsFired, again.lightUntil]).toEqual([[], [], [], adv.startTime]);
  });
});
