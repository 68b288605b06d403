// Issue 32: the adventure language, version 3. Each construct as an author writes it and as it plays:
// its errors at file:line:column, its run, and what the explorer, the random tester and the graph
// make of it. docs/adventure-format.md has a worked example of each (test/adventure/docs.test.ts
// loads them).
import type { Chooser } from '../../src/adventure';
import { explore, formatSave, loadAdventureText, makeSave, newGame, playtest, readSave, renderGraph } from '../../src/adventure';
import { setTavernPort, tavernPort } from '../../src/adventure/tavern-port';
import { byLabel, codes, hero, load, play, winningEngine } from './helpers';
import type { EncounterOptions } from '../../src/adventure/combat-port';
import { setCombatEngine } from '../../src/adventure/combat-port';
import type { Fight } from '../../src/adventure/constructs/fight';
import { collectFights } from '../../src/adventure/lint';
import { foesAtMost, foesAtStart } from '../../src/adventure/constructs/scaling-foes';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 3 }\nstart: 1\n';

describe('issue 32, item 5: the state an author needs to test', () => {
  test('set and add take a value of the condition language, worked out as the effect is done (party size, a sum, a product)', async () => {
    const adv = load(`${HEAD}counters:\n  wreckers: 0\n  owed: 5\nsections:\n  1:\n    do:\n      - set: { wreckers: party + 1 }\n      - add: { owed: gold / 10 }\n      - add: { owed: wreckers * 2 }\n    goto: [{ if: wreckers = 4 and owed = 5 + 9 + 8, to: 2 }, 3]\n  2:\n    end: Right\n  3:\n    end: Wrong\n`);
    const p = await play(adv, [hero({ gold: 30 }), hero({ name: 'Bree', gold: 30 }), hero({ name: 'Cy', gold: 30 })]);
    expect(p.state.counters).toEqual({ wreckers: 4, owed: 22 });
    expect(p.state.ended?.title).toBe('Right');
  });

  test('a value of set or add is checked as a condition is, at its place (LAW0009, LAW0020)', () => {
    const adv = (v: string) => `${HEAD}counters:\n  wreckers: 0\nsections:\n  1:\n    do:\n      - set: { wreckers: ${v} }\n    end: X\n`;
    expect(codes(adv('party +'))).toEqual([['LAW0009', 12, 33]]);
    expect(codes(adv('party * wrekers'))).toEqual([['LAW0020', 12, 34]]);
    expect(codes(adv('party * 2'))).toEqual([['LAW0106', 12, 16]]);
  });

  test('won(NAME) holds for the opponent who took the first place at the last tavern table; the explorer follows each of them', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    options:\n      - option: Play\n        tavern:\n          game: deceptidice\n          opponents: [Old Sallow, Brisk Nell]\n          win: 4\n          loss: 2\n      - option: Walk on\n        goto: 4\n  2:\n    goto: [{ if: won(Old Sallow), to: 3 }, 4]\n  3:\n    end: Sallow took it\n  4:\n    end: Someone else\n`);
    const real = tavernPort();
    setTavernPort({ ...real, auto: () => ({ outcome: 'loss', places: [3, 1, 2] }), play: async () => ({ outcome: 'loss', places: [3, 1, 2] }) });
    try {
      const p = await play(adv, [hero()], { chooser: byLabel(['Play']) });
      expect(p.state.tavernWinners).toEqual(['Old Sallow']);
      expect(p.state.ended?.title).toBe('Sallow took it');
    } finally {
      setTavernPort(undefined);
    }
    const r = await explore(adv, null, { partySizes: [1] });
    expect(r.endings.map((e) => e.title).sort()).toEqual(['Sallow took it', 'Someone else']);
    expect(r.conditionsOneSided).toEqual([]);
  });
});

describe('issue 32, item 6: flags, plotwords that give no XP', () => {
  const adv = `${HEAD}plotwords:\n  MAGS-SAW: { note: Mags saw the wreck., xp: false }\n  WRECK-FOUND: The party found the wreck.\nsections:\n  1:\n    do:\n      - plotword: MAGS-SAW\n      - plotword: WRECK-FOUND\n    goto: [{ if: MAGS-SAW and WRECK-FOUND, to: 2 }, 3]\n  2:\n    do: [clear-plotword: MAGS-SAW]\n    goto: [{ if: MAGS-SAW, to: 3 }, 4]\n  3:\n    end: Wrong\n  4:\n    end: Right\n`;

  test('a plotword declared "xp: false" is set, tested and crossed out as a plotword is, gives no XP, and is not told to the players', async () => {
    const p = await play(load(adv), [hero({ name: 'Ajax' }), hero({ name: 'Bree' })]);
    expect(p.state.ended?.title).toBe('Right');
    expect(p.state.party.map((c) => c.xp)).toEqual([1, 1]);
    expect(p.output).toContain('Plotword WRECK-FOUND: each character gains 1 XP');
    expect(p.output).not.toContain('MAGS-SAW');
    expect(p.state.plotwords).toEqual(['WRECK-FOUND']);
  });

  test('a Game Master is told a flag was set', async () => {
    const p = await play(load(adv), [hero()], { gm: true });
    expect(p.output).toContain("[GM] Flag MAGS-SAW is set (no XP: the author's own mark).");
  });

  test('the long form takes a note and xp, nothing else (LAW0002 at the key, LAW0004 for a wrong value)', () => {
    expect(codes(`${HEAD}plotwords:\n  MAGS-SAW: { note: Mags saw it., xp: no }\nsections:\n  1:\n    do: [plotword: MAGS-SAW]\n    end: X\n`)).toEqual([['LAW0004', 8, 39]]);
    expect(codes(`${HEAD}plotwords:\n  MAGS-SAW: { nte: Mags saw it., xp: false }\nsections:\n  1:\n    do: [plotword: MAGS-SAW]\n    end: X\n`).map((c) => c[0])).toEqual(['LAW0002']);
  });

  test('the explorer tells flags apart as plotwords, and follows both ways of a branch on one', async () => {
    const r = await explore(load(adv), null, { partySizes: [1] });
    expect(r.unreached).toEqual(['3']);
    expect(r.endings.map((e) => e.title)).toEqual(['Right']);
  });
});

describe('issue 32, item 1: effects under a condition', () => {
  const text = `${HEAD}companions:\n  Mags: { st: 10, dx: 12, iq: 10, armor: 1, weapon: Dagger, description: A smuggler. }\nplotwords:\n  MAGS-SAW: { note: Mags saw the wreck., xp: false }\nsections:\n  1:\n    options:\n      - option: Take Mags along\n        do: [join: Mags]\n        goto: 2\n      - option: Go alone\n        goto: 2\n  2:\n    text: The wreck lies in the shallows.\n    do:\n      - if: with(Mags)\n        then:\n          - plotword: MAGS-SAW\n          - say: Mags whistles.\n        else:\n          - say: You are alone with the gulls.\n          - { damage: 1, who: leader }\n    goto: [{ if: MAGS-SAW, to: 3 }, 4]\n  3:\n    end: With a witness\n  4:\n    end: Alone\n`;

  test('"then" is done when the condition holds, "else" when not: one section instead of two', async () => {
    const adv = load(text);
    const withMags = await play(adv, [hero({ name: 'Ajax' })], { chooser: byLabel(['Take Mags along']) });
    expect(withMags.output).toContain('Mags whistles.');
    expect(withMags.output).not.toContain('alone with the gulls');
    expect(withMags.state.ended?.title).toBe('With a witness');
    const alone = await play(adv, [hero({ name: 'Ajax' })], { chooser: byLabel(['Go alone']) });
    expect(alone.output).toContain('You are alone with the gulls.\n  * Ajax takes 1 damage');
    expect(alone.state.ended?.title).toBe('Alone');
  });

  test('effects under "if" keep the scope they are in: after a check they fall on its roller', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    check:\n      roll: 3/DX\n      who: leader\n      pass:\n        do:\n          - if: party >= 2\n            then: [{ say: "{roller} helps the others up." }, gold: 5]\n        end: Up\n      fail: { end: Down }\n`);
    const p = await play(adv, [hero({ name: 'Ajax', gold: 0 }), hero({ name: 'Bree', gold: 0 })], { rolls: [[1, 1, 1]] });
    expect(p.output).toContain('Ajax helps the others up.');
    expect(p.state.party.map((c) => c.gold)).toEqual([5, 0]);
  });

  test('its faults are reported at their place: no "then", "then" beside another verb, a wrong condition, a wrong effect inside', () => {
    const adv = (effect: string) => `${HEAD}sections:\n  1:\n    do:\n${effect}    end: X\n`;
    expect(codes(adv('      - if: gold > 2\n        else: [gold: 1]\n'))).toEqual([['LAW0003', 10, 9]]);
    expect(codes(adv('      - damage: 1\n        then: [gold: 1]\n'))).toEqual([['LAW0019', 11, 9]]);
    expect(codes(adv('      - if: gold >\n        then: [gold: 1]\n'))).toEqual([['LAW0009', 10, 19]]);
    expect(codes(adv('      - if: gold > 2\n        then: [glod: 1]\n'))).toEqual([['LAW0002', 11, 16], ['LAW0019', 11, 16]]);
    expect(codes(adv('      - if: gold > 2\n        then: [gold: 1]\n        who: leader\n'))).toEqual([['LAW0019', 12, 9]]);
  });

  test('a condition that reads nothing of the game is a warning: one side is never done (LAW0113)', () => {
    const adv = (cond: string) => `${HEAD}sections:\n  1:\n    do:\n      - if: ${cond}\n        then: [gold: 1]\n        else: [gold: 2]\n    end: X\n`;
    expect(codes(adv('true'))).toEqual([['LAW0113', 10, 13]]);
    expect(codes(adv('2 > 3'))).toEqual([['LAW0113', 10, 13]]);
    expect(codes(adv('gold > 3'))).toEqual([]);
  });

  test('the explorer follows both sides and reports a condition under "if" that is always one way, at its line', async () => {
    const both = await explore(load(text), null, { partySizes: [1] });
    expect(both.unreached).toEqual([]);
    expect(both.conditionsOneSided).toEqual([]);
    const one = load(`${HEAD}sections:\n  1:\n    do:\n      - if: party > 5\n        then: [gold: 1]\n    end: X\n`);
    const r = await explore(one, null, { partySizes: [1] });
    expect(r.conditionsOneSided).toEqual([{ section: '1', at: { line: 10, column: 9 }, always: false }]);
  });

  test('the random tester plays both sides', async () => {
    const r = await playtest(load(text), { runs: 30 });
    expect(r.crashes).toEqual([]);
    expect(r.endings.map((e) => e.title).sort()).toEqual(['Alone', 'With a witness']);
  });
});

describe('issue 32, item 2: text that varies (inline conditions, words that agree, pronouns)', () => {
  const text = `${HEAD}companions:\n  Mags: { st: 10, dx: 12, iq: 10, armor: 1, weapon: Dagger, description: A smuggler., pronoun: she }\ncounters:\n  tolls: 1\nsections:\n  1:\n    options:\n      - option: Take Mags along\n        do: [join: Mags]\n        goto: 2\n      - option: Go alone\n        goto: 2\n  2:\n    text: "You wade out {if with(Mags): with Mags | alone}. The bell tolls {tolls} {tolls: time | times} {if with(Mags): and Mags grins}. {party} {party: wakes | wake}."\n    do:\n      - add: { tolls: 1 }\n      - say: "Now it has tolled {tolls} {tolls: time | times}."\n    check:\n      roll: 3/DX\n      who: Mags\n      pass:\n        text: "{roller} climbs; {he} {he: waves | wave} {his} hat."\n        end: Up\n      fail:\n        end: Down\n`;

  test('a part under a condition, or either of two; a word that agrees with a count or a list of names; a space before a part that shows nothing goes with it', async () => {
    const adv = load(text);
    const alone = await play(adv, [hero({ name: 'Ajax' }), hero({ name: 'Bree' })], { chooser: byLabel(['Go alone']) });
    expect(alone.output).toContain('You wade out alone. The bell tolls 1 time. Ajax and Bree wake.');
    expect(alone.output).toContain('Now it has tolled 2 times.');
    const withMags = await play(adv, [hero({ name: 'Ajax' })], { chooser: byLabel(['Take Mags along']), rolls: [[1, 1, 1]] });
    expect(withMags.output).toContain('You wade out with Mags. The bell tolls 1 time and Mags grins. Ajax wakes.');
    expect(withMags.output).toContain('Mags climbs; she waves her hat.');
  });

  test('a companion declared "pronoun: they" takes the second form of a verb that agrees with {he}', async () => {
    const adv = load(text.replace('pronoun: she', 'pronoun: they'));
    const p = await play(adv, [hero({ name: 'Ajax' })], { chooser: byLabel(['Take Mags along']), rolls: [[1, 1, 1]] });
    expect(p.output).toContain('Mags climbs; they wave their hat.');
  });

  test('{he: ONE | MANY} agrees with a hero\'s pronoun as his sheet gives it', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    check:\n      roll: 3/DX\n      who: leader\n      pass:\n        text: "{He} {He: draws | draw} {his} blade."\n        end: Up\n      fail: { end: Down }\n`);
    expect((await play(adv, [hero({ name: 'Ajax', pronoun: 'they' })], { rolls: [[1, 1, 1]] })).output).toContain('They draw their blade.');
    expect((await play(adv, [hero({ name: 'Ajax', pronoun: 'she' })], { rolls: [[1, 1, 1]] })).output).toContain('She draws her blade.');
  });

  test('text written for version 2 reads as before: braces doubled, a lone brace, a placeholder', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    text: "{{not a form}} and {hero} {hold: this}"\n    end: X\n`.replace('{hold: this}', 'a } stays'));
    const p = await play(adv, [hero({ name: 'Ajax' })]);
    expect(p.output).toContain('{not a form} and Ajax a } stays');
  });

  test('its faults are reported at their place: no colon, three alternatives, one form of a word, a wrong condition, an unknown name, a companion\'s pronoun', () => {
    const adv = (t: string) => `${HEAD}counters:\n  tolls: 0\nsections:\n  1:\n    text: "${t}"\n    end: X\n`;
    expect(codes(adv('Hi {if gold > 2 rich}.'))).toEqual([['LAW0022', 11, 16]]);
    expect(codes(adv('Hi {if gold > 2: a | b | c}.'))).toEqual([['LAW0022', 11, 37]]);
    expect(codes(adv('{tolls: toll}'))).toEqual([['LAW0022', 11, 24]]);
    expect(codes(adv('Hi {if gold >: rich}.'))).toEqual([['LAW0009', 11, 25]]);
    expect(codes(adv('Hi {if has(Rpoe): rich}.'))).toEqual([['LAW0012', 11, 23]]);
    // An unknown subject is an unknown placeholder, as {tols} alone is.
    expect(codes(adv('Hi {tols: toll | tolls}.'))).toEqual(codes(adv('Hi {tols}.')));
    expect(codes(adv('Hi {tols: toll | tolls}.'))).toEqual([['LAW0022', 11, 15]]);
    expect(codes(`${HEAD}companions:\n  Mags: { st: 10, dx: 12, iq: 10, armor: 1, weapon: Dagger, description: A smuggler., pronoun: it }\nsections:\n  1:\n    do: [join: Mags]\n    end: X\n`)).toEqual([['LAW0025', 8, 96]]);
  });

  test('in a literal block a fault is at its own line and column', () => {
    const adv = `${HEAD}sections:\n  1:\n    text: |\n      The first line.\n      Then {if gold >: rich}.\n    end: X\n`;
    expect(codes(adv)).toEqual([['LAW0009', 11, 22]]);
  });

  test('a condition in text that reads nothing of the game is a warning (LAW0113)', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    text: "Hi {if 2 > 3: rich}."\n    end: X\n`)).toEqual([['LAW0113', 9, 19]]);
  });

  test('the explorer looks at a condition in text and reports one that is always one way, at its place', async () => {
    const both = await explore(load(text), null, { partySizes: [1] });
    expect(both.conditionsOneSided).toEqual([]);
    const one = load(`${HEAD}sections:\n  1:\n    text: "Hi{if party > 5: , crowd}."\n    end: X\n`);
    const r = await explore(one, null, { partySizes: [1] });
    expect(r.conditionsOneSided).toEqual([{ section: '1', at: { line: 9, column: 18 }, always: false }]);
  });

  test('the random tester shows both sides', async () => {
    const r = await playtest(load(text), { runs: 30 });
    expect(r.crashes).toEqual([]);
    expect(r.endings.map((e) => e.title).sort()).toEqual(['Down', 'Up']);
  });
});

describe('issue 32, item 3: foes that scale with the party or a counter', () => {
  const text = `${HEAD}maps:\n  shore: "A A A . . B B B B B B B B C C C C C C C C C C"\ncounters:\n  alarms: 1\nsections:\n  1:\n    fight:\n      map: shore\n      foes:\n        - { creature: Bandit, count: party, name: Wrecker }\n        - { creature: Bandit, count: alarms * 2, zone: C }\n        - { creature: Goblin, count: party - 1 }\n      victory: 2\n  2:\n    end: { title: Won, kind: victory }\n`;
  const asked: EncounterOptions[] = [];
  beforeAll(() => setCombatEngine(winningEngine(asked)));
  afterAll(() => setCombatEngine(undefined));
  beforeEach(() => (asked.length = 0));
  const foesOf = (o: EncounterOptions) => o.figures.filter((f) => f.side === 'foes').map((f) => f.creature!.name);

  test('a count of the condition language is worked out as the fight begins: one foe for a lone hero, three for a party of three, none below 1', async () => {
    const adv = load(text);
    const lone = await play(adv, [hero({ name: 'Ajax' })]);
    expect(foesOf(asked[0])).toEqual(['Wrecker', 'Bandit', 'Bandit']);
    expect(lone.output).toMatch(/Wrecker/);
    expect(lone.state.ended?.title).toBe('Won');
    await play(adv, [hero({ name: 'Ajax' }), hero({ name: 'Bree' }), hero({ name: 'Cy' })]);
    expect(foesOf(asked[1])).toEqual(['Wrecker 1', 'Wrecker 2', 'Wrecker 3', 'Bandit', 'Bandit', 'Goblin', 'Goblin']);
    const fight = (await play(adv, [hero({ name: 'Ajax' }), hero({ name: 'Bree' })])).events.find((e) => e.kind === 'fight') as { foes: string[] };
    expect(fight.foes).toEqual(['Wrecker 1', 'Wrecker 2', 'Bandit 1', 'Bandit 2', 'Goblin']);
  });

  test('a bench works a count out for the party it measures as play does (foesAtStart; the loader\'s room check stays at least 1)', async () => {
    const adv = load(text);
    const fights: Fight[] = [];
    collectFights(adv.sections.get('1')!.flow, fights);
    const [fight] = fights;
    for (const size of [1, 2, 3]) {
      await play(adv, ['Ajax', 'Bree', 'Cy'].slice(0, size).map((name) => hero({ name })));
      expect(fight.foes.map((f) => foesAtStart(f, size, adv.counters)).reduce((a, b) => a + b)).toBe(foesOf(asked[size - 1]).length);
    }
    // `party - 1` brings none to a lone hero; the room is still checked for one.
    expect(foesAtStart(fight.foes[2], 1, adv.counters)).toBe(0);
    expect(foesAtMost(fight.foes[2], 1, adv.counters)).toBe(1);
  });

  test('a fight whose every count comes to 0 is won at once, and says so (not "Ajax against .")', async () => {
    const none = load(`${HEAD}maps:\n  shore: "A A A . . B B B"\nsections:\n  1:\n    fight:\n      map: shore\n      foes:\n        - { creature: Goblin, count: party - 1 }\n      victory: 2\n  2:\n    end: { title: Won, kind: victory }\n`);
    const lone = await play(none, [hero({ name: 'Ajax' })]);
    expect(lone.output).toContain('On the map "shore" no foe is left to fight Ajax: the fight is won at once.');
    expect(lone.output).not.toContain('Ajax against .');
    expect(lone.state.ended?.title).toBe('Won');
  });

  test('its faults at their place: a wrong value (LAW0009), an unknown counter (LAW0020), a foe that keeps its wounds (LAW0025); the map\'s room is checked at the largest party (LAW0104)', () => {
    const adv = (count: string, extra = '') => `${HEAD}maps:\n  m: "A A A . B B B"\ncounters:\n  alarms: 1\nsections:\n  1:\n    fight:\n      map: m\n      foes:\n        - { creature: Bandit, count: ${count}${extra} }\n      victory: 2\n  2:\n    end: X\n`;
    expect(codes(adv('party +'))).toEqual([['LAW0009', 16, 45]]);
    expect(codes(adv('alrams'))).toEqual([['LAW0020', 16, 38]]);
    expect(codes(adv('party', ', name: Grosh, keep-wounds: true')).map((c) => c[0])).toEqual(['LAW0025']);
    expect(codes(adv('party'))).toEqual([]);
    expect(codes(adv('party + 3')).map((c) => c[0])).toEqual(['LAW0104']);
  });

  test('the graph shows the count as written; the explorer and the tester play it', async () => {
    const adv = load(text);
    const dot = renderGraph(adv, 'dot');
    expect(dot).toContain('fight: Wrecker x(party), Bandit x(alarms * 2)');
    // Reinforcements on a line of their own, the foes by the names the fight gives them.
    const waves = load(text.replace('      victory: 2\n', '      reinforcements:\n        - { round: 3, foes: [{ creature: Goblin, name: Skulk }] }\n      victory: 2\n'));
    expect(renderGraph(waves, 'dot')).toContain('\\nthen round 3: Skulk');
    const r = await explore(adv, null, { partySizes: [1, 3] });
    expect(r.endings.map((e) => e.title)).toContain('Won');
    const t = await playtest(adv, { runs: 5 });
    expect(t.crashes).toEqual([]);
  });
});

describe('issue 32, item 4: sections and tables that return to the section that sent the party', () => {
  const text = `${HEAD}tables:\n  night:\n    roll: D6\n    results:\n      1-3: { text: The night passes quietly., back: true }\n      4-6: { text: Wolves howl; nobody sleeps., do: [fatigue: 1], back: true }\nsections:\n  1:\n    text: The ford.\n    options:\n      - option: Camp here\n        once: true\n        goto: camp\n      - option: Cross\n        goto: 2\n  2:\n    text: The far bank.\n    options:\n      - option: Camp here\n        once: true\n        goto: camp\n      - option: Go on\n        end: { title: Home, kind: victory }\n  camp:\n    text: You make camp.\n    random: night\n`;

  test('"back" goes to the section that sent the party, from the table row of a shared section; coming back is no sending', async () => {
    const adv = load(text);
    const p = await play(adv, [hero({ name: 'Ajax' })], { chooser: byLabel(['Camp here', 'Cross', 'Camp here', 'Go on']), rolls: [[2], [5]] });
    expect(p.events.filter((e) => e.kind === 'section').map((e) => (e as { id: string }).id)).toEqual(['1', 'camp', '1', '2', 'camp', '2']);
    expect(p.state.ended?.title).toBe('Home');
    expect(p.output).toContain('Wolves howl; nobody sleeps.');
  });

  test('a save keeps the section that sent the party, and refuses a wrong one', () => {
    const adv = load(text);
    const state = { ...newGame(adv, [hero()], 's'), at: 'camp', sentBy: [{ to: 'camp', from: '2' }] };
    expect(readSave(formatSave(makeSave(adv, 's', 'auto', ['ajax.json'], state, [])), 'x.json').state.sentBy).toEqual([{ to: 'camp', from: '2' }]);
    const bad = JSON.parse(formatSave(makeSave(adv, 's', 'auto', ['ajax.json'], state, []))) as { state: Record<string, unknown> };
    bad.state.sentBy = { camp: 2 };
    expect(() => readSave(JSON.stringify(bad), 'bad.json')).toThrow('bad.json: state: sentBy must list { to, from } section ids');
  });

  test('a way back that may have nowhere to go is a warning (LAW0114); "back: SECTION" names where to go then', async () => {
    expect(codes(`${HEAD}sections:\n  1:\n    back: true\n`)).toContainEqual(['LAW0114', 9, 11]);
    expect(codes(`${HEAD}sections:\n  1:\n    options:\n      - option: A\n        goto: 2\n      - option: B\n        end: X\n  2:\n    back: true\n`)).toEqual([]);
    expect(codes(`${HEAD}sections:\n  1:\n    text: x\n    back: 2\n  2:\n    end: X\n`)).toEqual([]);
    expect(codes(`${HEAD}sections:\n  1:\n    back: 9\n`).map((c) => c[0])).toContain('LAW0006');
    const p = await play(load(`${HEAD}sections:\n  1:\n    back: 2\n  2:\n    end: Then\n`), [hero()]);
    expect(p.state.ended?.title).toBe('Then');
  });

  test('the explorer follows a way back to each section that sent the party; the graph draws it; a save keeps the sender', async () => {
    const adv = load(text);
    const r = await explore(adv, null, { partySizes: [1] });
    expect(r.unreached).toEqual([]);
    expect(r.endings.map((e) => e.title)).toEqual(['Home']);
    const dot = renderGraph(adv, 'dot');
    expect(dot).toMatch(/camp.*->.*1.*back/);
    expect(dot).toMatch(/camp.*->.*2.*back/);
    const t = await playtest(adv, { runs: 20 });
    expect(t.crashes).toEqual([]);
  });
});

describe('issue 32, item 13: what the explorer and the random tester tell an author', () => {
  test('the tester says where characters died, by section and by fight; a check never tried gets no row; the odds say karma re-rolls are counted', async () => {
    const { playtestText } = await import('../../src/cli/commands/validate-run');
    const adv = load(`${HEAD}maps:\n  m: "A A A . B B B"\nsections:\n  1:\n    options:\n      - option: Fight the ogre\n        fight:\n          map: m\n          foes: [Ogre]\n          victory: 3\n          defeat: 3\n      - option: Jump\n        goto: 2\n      - option: Never\n        if: gold > 100000\n        check: { roll: 3/DX, pass: 3, fail: 3 }\n  2:\n    text: You jump into the gorge.\n    do: [{ damage: 99, who: party }]\n    end: Fallen\n  3:\n    end: Out\n`);
    const r = await playtest(adv, { runs: 30, partySize: 1 });
    expect(r.crashes).toEqual([]);
    const places = r.deathsAt.map((d) => `${d.section}:${d.fight ?? '-'}`).sort();
    expect(places).toContain('2:-');
    expect(r.deathsAt.reduce((n, d) => n + d.deaths, 0)).toBe(r.charactersDead);
    const text = playtestText(r, 't.yaml', adv);
    expect(text).toMatch(/where characters died: .*section 2 \d+/);
    if (places.includes('1:12')) expect(text).toContain('section 1 (the fight at line 12)');
    expect(text).not.toContain('3/DX');
  });

  test('the graph keeps a branch\'s whole condition on its edge', () => {
    const adv = load(`${HEAD}sections:\n  1:\n    options:\n      - option: Walk down the long and winding road to the sea\n        goto: [{ if: visited(1) = 1 and party >= 2 and gold > 10, to: 2 }, 3]\n  2:\n    end: A\n  3:\n    end: B\n`);
    const dot = renderGraph(adv, 'dot');
    expect(dot).toContain('if visited(1) = 1 and party >= 2 and gold > 10');
    expect(dot).toContain('otherwise');
  });

  test('the explorer counts the failure of a cast that nobody could try as seen', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    cast: { spell: Blur, by: best, pass: 2, fail: 3 }\n  2:\n    end: Worked\n  3:\n    end: Failed\n`);
    const r = await explore(adv, null, { partySizes: [1] });
    expect(r.endings.map((e) => e.title).sort()).toEqual(['Failed', 'Worked']);
    expect(r.outcomesNeverSeen).toEqual([]);
  });

  test('the explorer says a one-sided condition was so on the paths it followed when its search stopped early', async () => {
    const { exploreText } = await import('../../src/cli/commands/validate-run');
    const adv = load(`${HEAD}counters:\n  n: 0\nsections:\n  1:\n    do: [add: { n: 1 }]\n    goto: [{ if: n > 50, to: 2 }, 1]\n  2:\n    end: X\n`);
    const r = await explore(adv, null, { partySizes: [1], maxStates: 10 });
    expect(r.truncated).toBe(true);
    expect(exploreText(r)).toContain('was always false on the paths followed (the search stopped early)');
  });
});

describe('issue 32, item 9: where those waiting go when all who went on are dead', () => {
  const text = `${HEAD}sections:\n  1:\n    do:\n      - choose: { as: diver }\n      - split: { role: diver, dead: 2 }\n      - { damage: 30, who: diver }\n    end: Never\n  2:\n    text: "{party} {party: waits | wait} until dawn; nobody comes up."\n    end: { title: Alone on the shore, kind: defeat }\n`;

  test('"split: { role, dead: SECTION }": those waiting go on there, as the party, instead of the adventure ending', async () => {
    const r = await play(load(text), [hero({ name: 'Bran' }), hero({ name: 'Cato' })], { chooser: byLabel(['Bran']) });
    expect(r.output).toContain('Those who went on are dead; Cato goes on.');
    expect(r.output).toContain('Cato waits until dawn; nobody comes up.');
    expect(r.state.ended).toMatchObject({ title: 'Alone on the shore', kind: 'defeat' });
    expect(r.state.waiting).toEqual([]);
  });

  test('its section is checked (LAW0006) and drawn in the graph; the explorer reaches it', async () => {
    expect(codes(text.replace('dead: 2 }', 'dead: 9 }')).map((c) => c[0])).toContain('LAW0006');
    expect(renderGraph(load(text), 'dot')).toContain('all who went on are dead');
    const r = await explore(load(text), null, { partySizes: [2] });
    expect(r.unreached).toEqual([]);
  });
});
