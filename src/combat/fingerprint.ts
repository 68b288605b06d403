// Fingerprints for the AI's memos: the numbers a value depends on are added one by one, then hashed
// into two halves: `h1`, 30 bits (a small integer, kept unboxed, for a Map key or a table slot), and
// `h2`, 32 bits more to check it. Equal fingerprints stand for equal inputs: with 62 bits, a clash
// is as likely as a meteor on the table.
//
// Each number is mixed in as it is added (two running hashes, nothing stored): a fingerprint is
// taken for every decision of the simulator, so it must cost a few nanoseconds a number.
const SEED_A = 0x811c9dc5 | 0;
const SEED_B = 0x9747b28c | 0;

export class Fingerprint {
  private a = SEED_A;
  private b = SEED_B;
  h1 = 0;
  h2 = 0;

  /** Starts a new fingerprint. */
  begin(): void {
    this.a = SEED_A;
    this.b = SEED_B;
  }

  /** Adds a whole number (taken as 32 bits). */
  add(x: number): void {
    // A multiply carries a change only upwards: each half is turned a different way before its
    // multiply, so that a change in the top bits reaches the low bits by the next number.
    const a = this.a ^ x;
    this.a = Math.imul((a << 13) | (a >>> 19), 0x01000193);
    const b = Math.imul(this.b ^ x, 0x5bd1e995);
    this.b = (((b << 15) | (b >>> 17)) + 0x27d4eb2d) | 0;
  }

  /** Adds two whole numbers of at most 16 bits each as one (cheaper than two adds). */
  add2(x: number, y: number): void {
    this.add((x & 0xffff) | (y << 16));
  }

  /** Hashes what was added into h1 and h2. */
  end(): void {
    let a = this.a;
    let b = this.b;
    // Each number moved the low bits only so far: spread every bit over the whole of each half.
    a ^= a >>> 16;
    a = Math.imul(a, 0x85ebca6b);
    a ^= a >>> 13;
    a = Math.imul(a, 0xc2b2ae35);
    a ^= a >>> 16;
    b ^= b >>> 15;
    b = Math.imul(b, 0x2c1b3c6d);
    b ^= b >>> 12;
    this.h2 = (b ^ (a >>> 30)) >>> 0;
    this.h1 = a & 0x3fffffff;
  }
}

const UNSET = {};

/**
 * Numbers for the names added to a fingerprint (weapons held, whom a figure grapples), remembered by
 * their order in the fingerprint: the same board fingerprinted again names the same things in the
 * same order, so each is a comparison instead of a look-up in the table of names.
 */
export class NameIds {
  private names: unknown[] = [];
  private ids: number[] = [];
  private n = 0;

  constructor(private readonly lookup: (name: string | null | undefined) => number) {}

  /** Starts again from the first name (with `Fingerprint.begin`). */
  begin(): void {
    this.n = 0;
  }

  /** The number for the next name added. */
  id(name: string | null | undefined): number {
    const i = this.n++;
    if (i === this.names.length) {
      this.names.push(UNSET);
      this.ids.push(0);
    }
    if (this.names[i] === name) return this.ids[i];
    const id = this.lookup(name);
    this.names[i] = name;
    this.ids[i] = id;
    return id;
  }
}
