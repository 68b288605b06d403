// The limits that keep one page, or someone who is no page at all, from wearing out the table: how
// many requests a seat's link and a stranger may make, how large a body may be, how many live
// streams a seat and the whole table may hold, how long a request may take to arrive.

export interface Limits {
  /** The largest answer's body, in bytes. */
  readonly bodyBytes: number;
  /** Requests a seat's link may make: a burst, then so many a second. */
  readonly seatBurst: number;
  readonly seatPerSecond: number;
  /** Requests from an address that open no seat (a mistyped or guessed link): a burst, then so many a second. */
  readonly strangerBurst: number;
  readonly strangerPerSecond: number;
  /** Live streams of one seat (its tabs and phones); a new one past this closes the oldest. */
  readonly streamsPerSeat: number;
  /** Live streams of the whole table. */
  readonly streams: number;
  /** A stream's bytes waiting to be sent past which its reader is too slow and is dropped. */
  readonly streamBacklogBytes: number;
  /** Milliseconds a request's headers, and a whole request, may take to arrive. */
  readonly headersMs: number;
  readonly requestMs: number;
  /** Open connections at once. */
  readonly connections: number;
  /** Milliseconds between the comments that keep an idle stream open through proxies. */
  readonly heartbeatMs: number;
}

export const LIMITS: Limits = {
  bodyBytes: 4096,
  seatBurst: 60,
  seatPerSecond: 20,
  strangerBurst: 30,
  strangerPerSecond: 5,
  streamsPerSeat: 4,
  streams: 64,
  streamBacklogBytes: 1 << 20,
  headersMs: 10_000,
  requestMs: 15_000,
  connections: 256,
  heartbeatMs: 20_000,
};

/** The most addresses (or links) whose buckets are kept; past it the oldest are forgotten. */
const MOST_BUCKETS = 4096;

/** Token buckets by key: each holds up to `burst` requests and fills at `perSecond`. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  /** Takes one request for `key`: false when its bucket is empty (the request is refused). */
  take(key: string): boolean {
    const t = this.now();
    let b = this.buckets.get(key);
    if (b === undefined) {
      if (this.buckets.size >= MOST_BUCKETS) this.buckets.delete(this.buckets.keys().next().value!);
      b = { tokens: this.burst, at: t };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(this.burst, b.tokens + ((t - b.at) / 1000) * this.perSecond);
    b.at = t;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }
}
