// The one source of randomness of the engine. Its state is plain JSON so that a saved game or a
// replay restores the exact sequence of rolls that would have followed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const alea: AleaFactory = require('seedrandom/lib/alea');

interface AleaPrng {
  (): number;
  state(): RngState;
}
type AleaFactory = (seed: string, opts?: { state: boolean | RngState }) => AleaPrng;

/** The internal state of the generator (Alea); every field is a finite number. */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export class Rng {
  private readonly prng: AleaPrng;

  private constructor(prng: AleaPrng) {
    this.prng = prng;
  }

  /** A generator from a seed; the same seed always gives the same sequence. */
  static fromSeed(seed: string | number): Rng {
    return new Rng(alea(String(seed), { state: true }));
  }

  /** A generator that continues exactly where the one that produced `state` stood. */
  static fromState(state: RngState): Rng {
    if (!isRngState(state)) throw new TypeError(`not an Rng state: ${JSON.stringify(state)}`);
    return new Rng(alea('', { state: { ...state } }));
  }

  /** A seed for when the user gives none: the one place a clock may choose it is the CLI. */
  static randomSeed(entropy: number): string {
    return Math.floor(entropy).toString(36);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.prng();
  }

  /** A whole number from 1 to `sides`, as one die shows. */
  die(sides: number): number {
    return 1 + Math.floor(this.prng() * sides);
  }

  /** A whole number from `min` to `max`, both included. */
  between(min: number, max: number): number {
    return min + Math.floor(this.prng() * (max - min + 1));
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.prng() * items.length)];
  }

  state(): RngState {
    return this.prng.state();
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
