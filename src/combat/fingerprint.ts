// Fingerprints for the AI's memos: the numbers a value depends on are added one by one, then hashed
// into two halves: `h1`, 30 bits (a small integer, kept unboxed, for a Map key or a table slot), and
// `h2`, 32 bits more to check it. Equal fingerprints stand for equal inputs: with 62 bits, a clash
// is as likely as a meteor on the table.
export class Fingerprint {
  private words = new Int32Array(256);
  private n = 0;
  h1 = 0;
  h2 = 0;

  /** Starts a new fingerprint. */
  begin(): void {
    this.n = 0;
  }

  /** Adds a whole number (taken as 32 bits). */
  add(x: number): void {
    if (this.n === this.words.length) {
      const more = new Int32Array(2 * this.n);
      more.set(this.words);
      this.words = more;
    }
    this.words[this.n++] = x;
  }

  /** Hashes what was added into h1 and h2. */
  end(): void {
    const w = this.words;
    const n = this.n;
    let a = 0x811c9dc5 | 0;
    let b = 0x9747b28c | 0;
    for (let i = 0; i < n; i++) {
      const x = w[i];
      a = Math.imul(a ^ x, 0x01000193);
      b = (Math.imul(b ^ x, 0x5bd1e995) + 0x27d4eb2d) | 0;
    }
    // Each word moved the low bits only so far: spread every bit over the whole of each half.
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
