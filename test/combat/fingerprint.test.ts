// The fingerprints behind the AI's memos and the simulator's decision table (combat/fingerprint.ts):
// equal inputs give equal fingerprints, any change to one number gives another, and the names
// remembered by position are never confused when a board names something else in that position.
import { Fingerprint, NameIds } from '../../src/combat/fingerprint';

function print(words: number[]): [number, number] {
  const fp = new Fingerprint();
  fp.begin();
  for (const w of words) fp.add(w);
  fp.end();
  return [fp.h1, fp.h2];
}

describe('fingerprints of the AI memos (fingerprint.ts)', () => {
  test('the same numbers give the same fingerprint, a fresh start forgets the last one', () => {
    const fp = new Fingerprint();
    fp.begin();
    fp.add(99);
    fp.end();
    fp.begin();
    [3, 1, 4].forEach((w) => fp.add(w));
    fp.end();
    expect([fp.h1, fp.h2]).toEqual(print([3, 1, 4]));
    expect(fp.h1).toBeGreaterThanOrEqual(0);
    expect(fp.h1).toBeLessThan(2 ** 30);
    expect(fp.h2).toBeGreaterThanOrEqual(0);
    expect(fp.h2).toBeLessThan(2 ** 32);
  });

  test('every change of one number, its order or the count of numbers changes the fingerprint', () => {
    const base = [12, 0, 3, -1, 7, 40];
    const seen = new Set<string>([print(base).join()]);
    for (let i = 0; i < base.length; i++) {
      for (const delta of [1, -1, 2 ** 16, 2 ** 31]) {
        const w = base.slice();
        w[i] = (w[i] + delta) | 0;
        seen.add(print(w).join());
      }
    }
    seen.add(print([0, 12, 3, -1, 7, 40]).join());
    seen.add(print([...base, 0]).join());
    seen.add(print(base.slice(1)).join());
    expect(seen.size).toBe(1 + base.length * 4 + 3);
  });

  test('two small numbers added as one word are told apart from their swap and from their neighbours', () => {
    const pair = (x: number, y: number) => {
      const fp = new Fingerprint();
      fp.begin();
      fp.add2(x, y);
      fp.end();
      return `${fp.h1},${fp.h2}`;
    };
    const seen = new Set<string>();
    for (let x = -2; x <= 20; x++) for (let y = -2; y <= 20; y++) seen.add(pair(x, y));
    expect(seen.size).toBe(23 * 23);
  });

  test('names by position: a name met again in its place is not looked up, a different one is', () => {
    const looked: Array<string | null | undefined> = [];
    const ids = new Map<string | null | undefined, number>([[null, 0], [undefined, -1]]);
    const names = new NameIds((name) => {
      looked.push(name);
      if (!ids.has(name)) ids.set(name, ids.size + 1);
      return ids.get(name)!;
    });
    const pass = (list: Array<string | null | undefined>) => {
      names.begin();
      return list.map((n) => names.id(n));
    };
    const first = pass(['Broad Sword', null, 'Dagger']);
    expect(pass(['Broad Sword', null, 'Dagger'])).toEqual(first);
    expect(looked).toEqual(['Broad Sword', null, 'Dagger']);
    // The weapon in hand changed: the second place names something else, and gets its own number.
    const second = pass(['Broad Sword', 'Dagger', undefined]);
    expect(second).toEqual([first[0], first[2], -1]);
    expect(looked).toEqual(['Broad Sword', null, 'Dagger', 'Dagger', undefined]);
  });
});
