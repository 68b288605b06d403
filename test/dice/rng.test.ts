import { Rng } from '../../src/dice';

describe('Rng', () => {
  test('the same seed gives the same sequence', () => {
    const a = Rng.fromSeed('ajax');
    const b = Rng.fromSeed('ajax');
    const seqA = Array.from({ length: 20 }, () => a.die(6));
    const seqB = Array.from({ length: 20 }, () => b.die(6));
    expect(seqA).toEqual(seqB);
  });

  test('pins the first throws of a named seed, so a change of generator is noticed', () => {
    const r = Rng.fromSeed('abc');
    expect([r.die(6), r.die(6), r.die(6)]).toEqual([3, 2, 6]);
  });

  test('different seeds give different sequences', () => {
    const a = Array.from({ length: 10 }, (_, i) => Rng.fromSeed(`s${i}`).next());
    expect(new Set(a).size).toBe(10);
  });

  test('a state saved as JSON restores the exact continuation', () => {
    const r = Rng.fromSeed(42);
    for (let i = 0; i < 17; i++) r.next();
    const saved = JSON.parse(JSON.stringify(r.state()));
    const expected = Array.from({ length: 50 }, () => r.next());
    const restored = Rng.fromState(saved);
    expect(Array.from({ length: 50 }, () => restored.next())).toEqual(expected);
  });

  test('clone continues independently', () => {
    const r = Rng.fromSeed('x');
    const c = r.clone();
    expect(c.next()).toBe(r.next());
    c.next();
    expect(c.next()).not.toBe(r.next());
  });

  test('dice stay within their faces and use every face', () => {
    const r = Rng.fromSeed('faces');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const f = r.die(6);
      expect(f).toBeGreaterThanOrEqual(1);
      expect(f).toBeLessThanOrEqual(6);
      seen.add(f);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('between, pick', () => {
    const r = Rng.fromSeed('b');
    for (let i = 0; i < 200; i++) {
      const v = r.between(3, 5);
      expect(v === 3 || v === 4 || v === 5).toBe(true);
    }
    expect(['a']).toContain(r.pick(['a']));
    expect(() => r.pick([])).toThrow(RangeError);
  });

  test('refuses a state that is not one', () => {
    expect(() => Rng.fromState({ c: 1, s0: 'x' } as never)).toThrow(TypeError);
  });
});
