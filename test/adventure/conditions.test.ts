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
  dead: (name) => name === 'Mags',
  won: (name) => name === 'Old Sallow',
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

describe('issue 32, item 5: arithmetic beyond add, and what an author needs to test', () => {
  test.each([
    ['gold * 2', 10],
    ['gold / 2', 2],
    ['(gold + 1) / 4', 1],
    ['gold - 7 / 2', 2],
    ['(0 - 7) / 2', -4],
    ['gold / 0', 0],
    ['party * 2 + 1 = 5', 1],
    ['dead(Mags) and not with(Mags)', 1],
    ['dead(Old Tam)', 0],
    ['won(Old Sallow)', 1],
    ['won(Brisk Nell)', 0],
  ])('%s is %d', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  test('* and / bind before + and -, and a condition written back keeps its meaning', async () => {
    const { formatCondition } = await import('../../src/adventure/condition');
    expect(formatCondition(parseCondition('gold + party * 2').cond)).toBe('gold + party * 2');
    expect(formatCondition(parseCondition('(gold + party) * 2').cond)).toBe('(gold + party) * 2');
    expect(value('(gold + party) * 2')).toBe(14);
    // A comparison counted as 1 or 0 in a sum (the tutorial's rats: count: 1 + (party >= 2)), a sum or
    // product in parentheses on the right, an and under a not: each read back to the same condition.
    for (const text of ['1 + (party >= 2)', '(party >= 2) * 3', 'gold - (party - 1)', 'gold / (party * 2)', 'not (gold > 1 and party = 2)', '(party = 1) = 0', 'party * 2 + 1 = 5', 'dead(Mags) and not with(Mags)']) {
      const written = formatCondition(parseCondition(text).cond);
      expect(written).toBe(text);
      expect(parseCondition(written).cond).toEqual(parseCondition(text).cond);
    }
  });

  test('won(NAME) names an opponent at a tavern table of the adventure; dead(NAME) a companion (file:line:column)', () => {
    const head = 'law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\ncompanions:\n  Mags: { st: 10, dx: 12, iq: 10, armor: 1, weapon: Dagger, description: A smuggler. }\nsections:\n  1:\n';
    const table = '    options:\n      - option: Play\n        tavern: { game: deceptidice, opponents: [Old Sallow], win: 2, loss: 2 }\n      - option: Go\n        goto: 2\n';
    const ok = loadAdventureText(`${head}${table}  2:\n    goto: [{ if: won(old sallow) or dead(Mags), to: 3 }, 3]\n  3:\n    do: [join: Mags]\n    end: Done\n`, 't.yaml');
    expect(ok.diagnostics).toEqual([]);
    const bad = loadAdventureText(`${head}${table}  2:\n    goto: [{ if: won(Old Salow) or dead(Magz), to: 3 }, 3]\n  3:\n    end: Done\n`, 't.yaml');
    expect(bad.diagnostics.map((d) => [d.code, d.line, d.column, d.message, d.hint])).toEqual([
      ['LAW0025', 16, 22, 'section 2 goto 1: "Old Salow" is no opponent at a tavern table of this adventure', 'did you mean Old Sallow?'],
      ['LAW0013', 16, 41, 'section 2 goto 1: "Magz" is not under "companions:"', 'did you mean Mags?'],
    ]);
  });
});
