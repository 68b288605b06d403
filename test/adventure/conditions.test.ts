// The condition language: "not", "and" and "or" followed by a parenthesis open a group; they are
// words of the language and never read as a function called "not".
import type { CondEnv } from '../../src/adventure';
import { loadAdventureText, parseCondition } from '../../src/adventure';
import { evaluate } from '../../src/adventure/condition';

/** A party with 5 gold, the plotword BELL-NAME, one rope, Climbing 2, Old Tam beside it and nothing else. */
const env: CondEnv = {
  keyword: (k) => (k === 'gold' ? 5 : k === 'party' ? 2 : 0),
  attr: () => 10,
  plotword: (w) => w === 'BELL-NAME',
  counter: () => 0,
  count: (item) => (item === 'Rope' ? 1 : 0),
  skill: (s) => (s === 'Climbing' ? 2 : 0),
  spell: () => 0,
  visited: () => 0,
  with: (name) => name === 'Old Tam',
};
const value = (text: string) => evaluate(parseCondition(text).cond, env);

describe('connectives before a parenthesis group (not (, and (, or ()', () => {
  test.each([
    ['not (gold >= 10)', 1],
    ['not (gold >= 5)', 0],
    ['not(BELL-NAME)', 0],
    ['not  (has(Rope) and BELL-NAME)', 0],
    ['BELL-NAME and (gold > 3 or has(Lamp))', 1],
    ['BELL-NAME and(gold > 30 or has(Lamp))', 0],
    ['has(Lamp) or (skill(Climbing) >= 2)', 1],
    ['has(Lamp) or(party < 2)', 0],
    ['not (not (gold = 5)) and (party = 2) or (hours > 1)', 1],
  ])('%s is %d', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  test('the group is a group: "not (A and B)" negates both together', () => {
    expect(parseCondition('not (has(Rope) and gold > 1)').cond).toEqual({
      kind: 'not',
      item: {
        kind: 'and',
        items: [
          { kind: 'call', fn: 'has', arg: 'Rope' },
          { kind: 'cmp', op: '>', left: { kind: 'keyword', name: 'gold' }, right: { kind: 'num', value: 1 } },
        ],
      },
    });
  });

  test('an adventure with such conditions loads without LAW0009', () => {
    const r = loadAdventureText(
      `law: 1
id: groups
title: Groups
version: "1"
start: 1
sections:
  1:
    options:
      - option: Rich or lucky
        if: not (gold < 5) and (party >= 1 or hours > 2)
        end: Out
      - option: Anyone
        end: Out
`,
      'groups.yaml',
    );
    expect(r.diagnostics).toEqual([]);
  });

  test('a real unknown function before "(" is still an error at its place', () => {
    expect(() => parseCondition('gold > 1 and nope(Rope)')).toThrow(/nope/);
  });
});
