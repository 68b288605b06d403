// Typed arrays cut from shared blocks of memory. A small typed array of its own is a separate
// allocation outside the heap (about 1.7 us here), and the simulator makes some for every fight
// (the occupancy grid) and every reach the AI works out. Each array taken is memory never handed out
// before, zeroed; a block is freed by the garbage collector when no array cut from it is in use.
type TypedArrayKind<T> = {
  new (length: number): T;
  new (buffer: ArrayBuffer, byteOffset: number, length: number): T;
  readonly BYTES_PER_ELEMENT: number;
};

export class Slab<T extends Int16Array | Int32Array> {
  private block: ArrayBuffer;
  private next = 0;
  /** Elements in 8 bytes: each array starts on an 8-byte boundary. */
  private readonly step: number;

  constructor(
    private readonly kind: TypedArrayKind<T>,
    /** Elements in a block. */
    private readonly size = 1 << 15,
  ) {
    this.block = new ArrayBuffer(size * kind.BYTES_PER_ELEMENT);
    this.step = 8 / kind.BYTES_PER_ELEMENT;
  }

  /** A zeroed array of `n` elements (one of its own if `n` is large). */
  take(n: number): T {
    if (n > this.size / 4) return new this.kind(n);
    if (this.next + n > this.size) {
      this.block = new ArrayBuffer(this.size * this.kind.BYTES_PER_ELEMENT);
      this.next = 0;
    }
    const a = new this.kind(this.block, this.next * this.kind.BYTES_PER_ELEMENT, n);
    this.next += Math.ceil(n / this.step) * this.step;
    return a;
  }
}
