// The one source of randomness of the engine. Its state is plain JSON so that a saved game or a
// replay restores the exact sequence of rolls that would have followed.
// Alea (Johannes Baagøe), as the seedrandom package's lib/alea.js computes it, step for step: the
// same seeds give the same numbers and the same states. Written out here as one small object
// because the simulator seeds one generator per fight and draws from it in its inner loops.
class Alea {
  c = 1;
  s0 = 0;
  s1 = 0;
  s2 = 0;

  next(): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10; // 2^-32
    this.s0 = this.s1;
    this.s1 = this.s2;
    return (this.s2 = t - (this.c = t | 0));
  }

  /** Baagøe's seeding from a string. */
  seed(seed: string): void {
    const mash = new Mash();
    this.c = 1;
    this.s0 = mash.mash(' ');
    this.s1 = mash.mash(' ');
    this.s2 = mash.mash(' ');
    this.s0 -= mash.mash(seed);
    if (this.s0 < 0) this.s0 += 1;
    this.s1 -= mash.mash(seed);
    if (this.s1 < 0) this.s1 += 1;
    this.s2 -= mash.mash(seed);
    if (this.s2 < 0) this.s2 += 1;
  }
}

class Mash {
  private n = 0xefc8249d;

  mash(data: string): number {
    let n = this.n;
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000; // 2^32
    }
    this.n = n;
    return (n >>> 0) * 2.3283064365386963e-10; // 2^-32
  }
}

/** The internal state of the generator (Alea); every field is a finite number. */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export class Rng {
  private readonly prng: Alea;

  private constructor(prng: Alea) {
    this.prng = prng;
  }

  /** A generator from a seed; the same seed always gives the same sequence. */
  static fromSeed(seed: string | number): Rng {
    const a = new Alea();
    a.seed(String(seed));
    return new Rng(a);
  }

  /** A generator that continues exactly where the one that produced `state` stood. */
  static fromState(state: RngState): Rng {
    if (!isRngState(state)) throw new TypeError(`not an Rng state: ${JSON.stringify(state)}`);
    const a = new Alea();
    a.c = state.c;
    a.s0 = state.s0;
    a.s1 = state.s1;
    a.s2 = state.s2;
    return new Rng(a);
  }

  /** A seed for when the user gives none: the one place a clock may choose it is the CLI. */
  static randomSeed(entropy: number): string {
    return Math.floor(entropy).toString(36);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.prng.next();
  }

  /** A whole number from 1 to `sides`, as one die shows. */
  die(sides: number): number {
    return 1 + Math.floor(this.prng.next() * sides);
  }

  /** A whole number from `min` to `max`, both included. */
  between(min: number, max: number): number {
    return min + Math.floor(this.prng.next() * (max - min + 1));
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.prng.next() * items.length)];
  }

  state(): RngState {
    const a = this.prng;
    return { c: a.c, s0: a.s0, s1: a.s1, s2: a.s2 };
  }

  /** Puts the generator back where `state` was taken (a fight run again from its start: combat/encounter.ts). */
  restore(state: RngState): void {
    const a = this.prng;
    a.c = state.c;
    a.s0 = state.s0;
    a.s1 = state.s1;
    a.s2 = state.s2;
  }

  clone(): Rng {
    return Rng.fromState(this.state());
  }
}

export function isRngState(value: unknown): value is RngState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['c', 's0', 's1', 's2'].every((k) => typeof v[k] === 'number' && Number.isFinite(v[k]));
}
