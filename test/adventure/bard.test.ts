// Issue 17, item 6: Bard and Animal Handler where the rules put them, in adventures
// (SKILLS, TRADES). The rulings are in docs/rulings.md, "The Bard's karma".
import type { Chooser, Prompt } from '../../src/adventure';
import { formatSave, makeSave, newGame, readSave } from '../../src/adventure';
import { comeHome } from '../../src/character/homecoming';
import { hero, load, play } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 4 }\nstart: 1\n';

/** A chooser that answers the prompts in order and records them. */
function picking(picks: number[], confirms: boolean[] = []): { chooser: Chooser; prompts: Prompt[] } {
  const prompts: Prompt[] = [];
  return {
    prompts,
    chooser: {
      choose: async (p) => (prompts.push(p), picks.shift() ?? 0),
      confirm: async () => confirms.shift() ?? false,
      combat: { control: 'ai', io: null, quiet: true },
      extras: false,
    },
  };
}

const wren = (over = {}) => hero({ name: 'Wren', iq: 11, skills: { Bard: 2 }, ...over });

describe('SKILLS, Bard: karma for the party in the current adventure, one point a level, on 3/IQ', () => {
  const adv = load(`${HEAD}sections:\n  1:\n    text: The road.\n    goto: 2\n  2:\n    text: The inn.\n    end: Over\n`);

  test('a pass gives one point per level, each to a member the player names: the bard is one of them', async () => {
    const { chooser, prompts } = picking([1, 2]);
    const p = await play(adv, [wren(), hero({ name: 'Brannoc' }), hero({ name: 'Cy' })], { rolls: [[3, 3, 3]], chooser });
    expect(prompts.map((x) => x.message)).toEqual([
      'Wren sings for the party. Who takes a karma point for this adventure (1 of 2)?',
      'Wren sings for the party. Who takes a karma point for this adventure (2 of 2)?',
    ]);
    // The bard is a member of his own party: he is among those he can give to.
    expect(prompts[0].items.map((i) => i.label)).toEqual(['Wren', 'Brannoc', 'Cy']);
    expect(p.output).toContain("Cy gains 1 karma from Wren's song, for this adventure");
    expect(p.output).toContain("Brannoc gains 1 karma from Wren's song, for this adventure");
    // The check comes before the first section.
    expect(p.output.indexOf('gains 1 karma')).toBeGreaterThanOrEqual(0);
    expect(p.output.indexOf('gains 1 karma')).toBeLessThan(p.output.indexOf('The road.'));
    // Unspent, the points end with the adventure.
    expect(p.output).toContain("Brannoc loses the 1 karma of Wren's song: it lasted for this adventure only");
    expect(p.state.party.map((c) => c.karma)).toEqual([0, 0, 0]);
    expect(p.state.bardGifts).toEqual([]);
  });

  test('with one other member the player names each point\'s taker, the bard or the other', async () => {
    const { chooser, prompts } = picking([0, 1]);
    const p = await play(adv, [wren(), hero({ name: 'Brannoc' })], { rolls: [[3, 3, 3]], chooser });
    expect(prompts.map((x) => x.items.map((i) => i.label))).toEqual([
      ['Wren', 'Brannoc'],
      ['Wren', 'Brannoc'],
    ]);
    expect(p.output).toContain("Wren gains 1 karma from Wren's song, for this adventure");
    expect(p.output).toContain("Brannoc gains 1 karma from Wren's song, for this adventure");
    expect(p.output).toContain("Brannoc loses the 1 karma of Wren's song: it lasted for this adventure only");
  });

  test('a failed 3/IQ gives nothing this adventure, and the bard is told', async () => {
    const { chooser, prompts } = picking([]);
    const p = await play(adv, [wren(), hero({ name: 'Brannoc' })], { rolls: [[6, 5, 4]], chooser });
    expect(prompts).toEqual([]);
    expect(p.output).toContain("Wren's song does not carry: no karma from the Bard this adventure");
    expect(p.state.party[1].karma).toBe(0);
  });

  test('SKILLS, Bard: "gives one member in his party" (ruling: the bard is a member of his party): a lone bard sings for himself, every point his, given at once and said once', async () => {
    const { chooser, prompts } = picking([]);
    const p = await play(adv, [wren()], { rolls: [[3, 3, 3]], chooser });
    expect(p.events.filter((e) => e.kind === 'check')).toHaveLength(1);
    expect(prompts).toEqual([]);
    expect(p.output).toContain("Wren gains 2 karma from Wren's song, for this adventure");
    // They are the adventure's, as anyone's: gone at its end.
    expect(p.output).toContain("Wren loses the 2 karma of Wren's song: it lasted for this adventure only");
    expect(p.state.party[0].karma).toBe(0);
  });

  test('SKILLS, Bard: a lone bard spends his own song on a failed check, before any karma of his own', async () => {
    const climb = load(`${HEAD}sections:\n  1:\n    check:\n      roll: 3/DX\n      pass: 2\n      fail: 2\n  2:\n    end: Over\n`);
    const { chooser } = picking([], [true]);
    const p = await play(climb, [wren({ skills: { Bard: 1 }, karma: 1, dx: 10 })], { rolls: [[3, 3, 3], [6, 6, 6], [2, 2, 2]], chooser });
    expect(p.output).toContain("Wren gains 1 karma from Wren's song, for this adventure");
    expect(p.output).not.toContain('lasted for this adventure only');
    expect(p.state.party[0].karma).toBe(1);
  });

  test("the bard's points are spent before the member's own, and the member keeps his own (CAMPAIGNING, Karma/Wish)", async () => {
    const climb = load(`${HEAD}sections:\n  1:\n    check:\n      roll: 3/DX\n      who: leader\n      pass: 2\n      fail: 2\n  2:\n    end: Over\n`);
    // Brannoc leads with 1 karma of his own and 1 from the bard (level 1): he fails, spends one, passes.
    const { chooser } = picking([], [true]);
    const brannoc = hero({ name: 'Brannoc', dx: 10, karma: 1 });
    const p = await play(climb, [brannoc, wren({ skills: { Bard: 1 } })], { rolls: [[3, 3, 3], [6, 6, 6], [2, 2, 2]], chooser });
    expect(p.output).toContain("Brannoc gains 1 karma from Wren's song, for this adventure");
    // Nothing of the bard's is left to take back at the end, and his own point is still his.
    expect(p.output).not.toContain('lasted for this adventure only');
    expect(p.state.party[0].karma).toBe(1);
    const home = comeHome(brannoc, brannoc, p.state.party[0]);
    expect(home.character.karma).toBe(1);
  });

  test('the points of a bard who dies are gone at once: a check later in the same section cannot spend them (the bard must be alive)', async () => {
    const grim = load(`${HEAD}sections:\n  1:\n    text: The roof falls.\n    do: [{ damage: 9, who: leader }]\n    check:\n      roll: 3/4\n      who: leader\n      pass: 2\n      fail: 2\n  2:\n    end: Over\n`);
    // Wren (ST 8) leads and dies; Brannoc then fails his check with only Wren's point as karma.
    const confirms: boolean[] = [];
    // The song's point goes to Brannoc (the second of those Wren may name: himself first).
    const chooser: Chooser = { choose: async () => 1, confirm: async (key) => (confirms.push(key === 'karma'), true), combat: { control: 'ai', io: null, quiet: true }, extras: false };
    const p = await play(grim, [wren({ st: 8, skills: { Bard: 1 } }), hero({ name: 'Brannoc', st: 16 })], { rolls: [[3, 3, 3], [6, 6, 6]], chooser });
    expect(p.output).toContain("Wren is dead: Brannoc loses the 1 karma of Wren's song");
    expect(p.output.indexOf('loses the 1 karma')).toBeLessThan(p.output.indexOf('needs 4'));
    expect(confirms).not.toContain(true);
    expect(p.state.party[1].karma).toBe(0);
  });

  test('the points of a bard who dies are gone when his death is settled (the bard must be alive)', async () => {
    const grim = load(`${HEAD}sections:\n  1:\n    text: The roof falls.\n    do: [damage: 9]\n    goto: 2\n  2:\n    text: Dust.\n    goto: 3\n  3:\n    end: Over\n`);
    const { chooser } = picking([1]);
    const p = await play(grim, [wren({ st: 8, skills: { Bard: 1 } }), hero({ name: 'Brannoc', st: 16 })], { rolls: [[3, 3, 3]], chooser });
    expect(p.output).toContain("Wren is dead: Brannoc loses the 1 karma of Wren's song");
    expect(p.state.party[1].karma).toBe(0);
    // Said once, not again at the end.
    expect(p.output).not.toContain('lasted for this adventure only');
  });

  test("a save keeps the bard's points, and a damaged list is refused with why", () => {
    const state = newGame(adv, [wren(), hero({ name: 'Brannoc', karma: 1 })], 's');
    state.bardGifts = [{ bard: 0, to: 1, left: 1 }];
    const text = formatSave(makeSave(adv, 's', 'auto', ['Wren', 'Brannoc'], state, []));
    expect(readSave(text, 'x.json').state.bardGifts).toEqual([{ bard: 0, to: 1, left: 1 }]);
    const bad = text.replace('"bardGifts":[{"bard":0,"to":1,"left":1}]', '"bardGifts":[{"bard":0,"to":7,"left":1}]');
    expect(() => readSave(bad, 'x.json')).toThrow('bardGifts must list gifts of karma between members of the party');
  });
});

describe('SKILLS, Animal Handler: an adventure writes it as a contest against the animal', () => {
  const adv = load(`${HEAD}sections:\n  1:\n    contest:\n      roll: 3/IQ against Animal Handler\n      against: { creature: Wolf, roll: 3/IQ }\n      win: { text: The wolf lies down., end: Calmed }\n      lose: { end: Bitten }\n`);

  test('only a handler may try, adding his level to IQ', async () => {
    const p = await play(adv, [hero({ name: 'Brannoc' }), hero({ name: 'Tam', iq: 10, skills: { 'Animal Handler': 2 } })], { rolls: [[5, 5, 5], [2, 2, 2]] });
    expect(p.output).toContain('Tam');
    expect(p.events.find((e) => e.kind === 'contest')).toMatchObject({ roller: 'Tam', target: 12 });
    expect(p.state.ended?.title).toBe('Calmed');
  });

  test('without a handler the contest is lost without a roll', async () => {
    const p = await play(adv, [hero({ name: 'Brannoc' })], { rolls: [] });
    expect(p.state.ended?.title).toBe('Bitten');
  });
});
