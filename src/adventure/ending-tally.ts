// How often each ending was reached, counted the same way by the explorer and the random tester.
import type { Ending } from './model';
import type { GameEvent } from './events';

export interface EndingCount {
  title: string;
  kind: string;
  count: number;
}

export class EndingTally {
  private readonly counts = new Map<string, EndingCount>();

  add(ending: Pick<Ending, 'title' | 'kind'>): void {
    const k = `${ending.kind}:${ending.title}`;
    const x = this.counts.get(k) ?? { title: ending.title, kind: ending.kind, count: 0 };
    x.count += 1;
    this.counts.set(k, x);
  }

  /** Counts the ending a game's events reach (the game's `end` event): what both testers watch for. */
  see(e: GameEvent): void {
    if (e.kind === 'end') this.add(e.ending);
  }

  /** Adds another tally's counts to this one (the explorer's party sizes, put together). */
  merge(other: EndingTally): void {
    for (const [k, x] of other.counts) {
      const mine = this.counts.get(k) ?? { ...x, count: 0 };
      mine.count += x.count;
      this.counts.set(k, mine);
    }
  }

  /** The endings reached, most often first. */
  list(): EndingCount[] {
    return [...this.counts.values()].sort((a, b) => b.count - a.count);
  }
}
