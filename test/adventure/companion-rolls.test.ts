// Issue 15, item 3, the last part: a companion asked to roll a check or a contest (`who: Old Tam`),
// on his own stat block (RESOLVING UNCERTAINTY; docs/rulings.md, "Companions who roll").
// Played on test/fixtures/adventures/companion-rolls.yaml.
import { explore, loadAdventureText, newGame, playtest } from '../../src/adventure';
import { codes, fixtureText, hero, load, play, sectionsOf } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\n';
const TAM = 'companions:\n  Old Tam: { st: 11, dx: 11, iq: 10, armor: 1, weapon: Spear, description: A ferryman. }\n';

describe('a companion rolls a check on his own attributes (RESOLVING UNCERTAINTY, Checks; docs/rulings.md, "Companions who roll")', () => {
  const adv = load(fixtureText('companion-rolls'), 'companion-rolls.yaml');
  // The hero's IQ and DX are far from Tam's, so a pass or a fail shows whose attribute was rolled against.
  const me = () => hero({ iq: 16, dx: 16, damage: 2 });

  test('a pass: Tam rolls 3/IQ against his IQ 10 (4+3+2 = 9); {roller} is his name; heal falls on him, damage on nobody', async () => {
    const state = { ...newGame(adv, [me()], 's'), wounds: { 'Old Tam': 3 } };
    // The check, then the contest: the heron's 3/11 (6+6+6 = 18, over) and Tam's 3/DX 12 (1+1+1 = 3).
    const p = await play(adv, [], { answers: ['1'], rolls: [[4, 3, 2], [6, 6, 6], [1, 1, 1]], state });
    expect(p.output).toContain('Old Tam: 3/IQ needs 10');
    expect(p.output).toContain('Old Tam reads the current and finds the slack water.');
    expect(p.state.wounds).toEqual({ 'Old Tam': 1 });
    // The hero was not the roller: neither the heal nor the damage touched him.
    expect(p.state.party[0].damage).toBe(2);
    expect(p.output).toContain('Old Tam poles past before the heron stirs.');
    expect(sectionsOf(p.events)).toEqual(['1', '2', '3']);
    expect(p.output).toContain('*** The end: Across the river ***');
  });

  test('a fail: 5+4+2 = 11 is over his IQ 10 (the hero\'s IQ 16 would pass); no karma is offered, he has none', async () => {
    const state = newGame(adv, [me()], 's');
    state.party[0].karma = 3;
    const p = await play(adv, [], { answers: ['1'], rolls: [[5, 4, 2]], state });
    expect(p.output).toContain('Nobody reads the current; the boat spins.');
    expect(p.output).not.toMatch(/karma point/);
    expect(p.state.party[0].karma).toBe(3);
    // The swim requires Swimming, which a companion never knows: it fails without a roll (no dice left to take).
    expect(sectionsOf(p.events)).toEqual(['1', '2', '4']);
    expect(p.output).toContain('*** The end: Back at the ferry ***');
  });

  test('not with the party: his check and his contest fail without a roll, as when nobody named for a task is there', async () => {
    const p = await play(adv, [me()], { answers: ['2'], rolls: [] });
    expect(p.output).toContain('Old Tam is not with the party to try it: it fails.');
    expect(p.events.filter((e) => e.kind === 'check')).toEqual([]);
    expect(p.output).toContain('*** The end: Back at the ferry ***');
  });

  test('a contest lost (Winning a Check): the heron 2+2+2 = 6 within its 11 beats Tam 6+6+2 = 14, over his DX 12', async () => {
    const p = await play(adv, [me()], { answers: ['1'], rolls: [[1, 1, 1], [2, 2, 2], [6, 6, 2]] });
    expect(p.output).toContain('The heron screams and the boat runs aground.');
    expect(sectionsOf(p.events)).toEqual(['1', '2', '3', '4']);
  });

  test('the explorer reaches every section and ending, with Tam and without; the random tester plays it to an end', async () => {
    const r = loadAdventureText(fixtureText('companion-rolls'), 'companion-rolls.yaml');
    const report = await explore(r.adventure!, r.uses);
    expect(report.unreached).toEqual([]);
    expect(report.endings.map((e) => e.title).sort()).toEqual(['Across the river', 'Back at the ferry']);
    const games = await playtest(r.adventure!, { runs: 40 });
    expect(games.crashes).toEqual([]);
    expect(games.coverage.never).toEqual([]);
  });
});

describe('who: NAME on a check or a contest names a companion (LAW0013 at the name), a role or a word (docs/adventure-format.md, "Checks")', () => {
  const check = (who: string) => `${HEAD}${TAM}sections:\n  1:\n    check:\n      roll: 3/IQ\n      who: ${who}\n      pass: { end: A }\n      fail: { end: B }\n`;
  const contest = (who: string) => `${HEAD}${TAM}sections:\n  1:\n    contest:\n      roll: 3/DX\n      who: ${who}\n      against: { name: a heron, roll: 3/10 }\n      win: { end: A }\n      lose: { end: B }\n`;

  test('a declared companion is accepted, in any case; one not declared is LAW0013 at its line and column', () => {
    expect(codes(check('Old Tam'))).toEqual([]);
    expect(codes(check('OLD TAM'))).toEqual([]);
    expect(codes(contest('Old Tam'))).toEqual([]);
    expect(codes(check('Old Tom'))).toEqual([['LAW0013', 12, 12]]);
    expect(codes(contest('Young Tam'))).toEqual([['LAW0013', 12, 12]]);
  });

  test('a spell is cast by a member only: "by: Old Tam" is LAW0025', () => {
    const text = `${HEAD}${TAM}sections:\n  1:\n    cast:\n      spell: Blur\n      by: Old Tam\n      pass: { end: A }\n      fail: { end: B }\n`;
    expect(codes(text)).toEqual([['LAW0025', 12, 11]]);
  });
});

describe('a contest\'s chances before the roll (RESOLVING UNCERTAINTY, Winning a Check; playtest: a draw read as neither)', () => {
  const contest = (tie: string) =>
    loadAdventureText(
      `${HEAD}sections:\n  1:\n    contest:\n      roll: 3/IQ\n      against: { name: the sentry, roll: 3/11 }\n      win: { end: Past }\n      lose: { end: Caught }\n${tie}`,
      't.yaml',
    ).adventure!;
  const line = (out: string) => out.split('\n').find((l) => l.includes('the sentry: 3/11'))!;

  test('without a tie outcome, a draw leads where a loss does, so it is counted in the loss and said to be', async () => {
    const p = await play(contest(''), [hero({ iq: 10 })], { rolls: [[6, 6, 6], [6, 6, 6]] });
    const shown = line(p.output);
    const m = /wins ([\d.]+)%, loses ([\d.]+)% \(nobody winning counts as a loss\)$/.exec(shown)!;
    expect(m).not.toBeNull();
    // What is shown adds up to the whole: a win or, otherwise, the way of a loss.
    expect(Number(m[1]) + Number(m[2])).toBeCloseTo(100, 1);
    expect(p.output).toContain('*** The end: Caught ***');
  });

  test('with a tie outcome of its own, the three chances are shown apart and add up to the whole', async () => {
    const p = await play(contest('      tie: { end: Stalemate }\n'), [hero({ iq: 10 })], { rolls: [[6, 6, 6], [6, 6, 6]] });
    const m = /wins ([\d.]+)%, ties ([\d.]+)%, loses ([\d.]+)%$/.exec(line(p.output))!;
    expect(m).not.toBeNull();
    expect(Number(m[1]) + Number(m[2]) + Number(m[3])).toBeCloseTo(100, 1);
    expect(p.output).toContain('*** The end: Stalemate ***');
  });
});
