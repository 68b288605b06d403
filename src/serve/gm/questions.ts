// The questions a GM's table puts to its players' phones. The session says which question of the
// players' stream is being asked (an offer: gm/session.ts, QuestionWatcher); the terminal's Io, as
// it asks it (phone-io.ts), puts it on the phones with exactly the choices the terminal offers, and
// whichever answers first wins. One question is answerable at a time, the innermost asked: a GM's
// tool that asks something in the middle of a player's menu holds the menu back on the phone until
// it is done. An answer is untrusted: it must name the question asked now, come from the player it
// is for (or any player, for the whole table's), be legal, and it is taken once.
import { EndOfInput } from '../../io/io';
import type { Question as StreamQuestion } from '../../gm/stream';
import type { Answer, Question, QuestionKind } from '../question';
import { readAnswer } from '../question';
import type { Refusal } from '../seat';
import type { LiveQuestion } from './page';

/** A question of the players' stream being asked, and the places of the terminal's choices that are its options. */
export interface Offer {
  readonly q: StreamQuestion;
  readonly options: readonly number[] | null;
}

/** What a phone's answer gives: the value, and the player who gave it. */
export interface PhoneAnswer<T> {
  readonly value: T;
  readonly by: string;
}

interface Asked {
  readonly live: LiveQuestion;
  readonly take: (a: Answer) => { value: unknown } | Refusal;
  readonly resolve: (a: PhoneAnswer<unknown>) => void;
  readonly reject: (e: Error) => void;
}

export class PhoneQuestions {
  private readonly offers: { offer: Offer; taken: boolean }[] = [];
  /** The questions being asked, innermost last; null: one asked of the terminal alone (the GM's own). */
  private readonly asked: (Asked | null)[] = [];
  private count = 0;
  private stopped = false;

  /** `run` names this run of the server, so that a question of an earlier run is never taken for one of this. */
  constructor(
    private readonly run: string,
    private readonly changed: () => void,
  ) {}

  /** The session asks a player's question (gm/session.ts, QuestionWatcher): until the returned function is called. */
  offer(q: StreamQuestion, options: readonly number[] | null): () => void {
    const entry = { offer: { q, options }, taken: false };
    this.offers.push(entry);
    return () => {
      const i = this.offers.indexOf(entry);
      if (i >= 0) this.offers.splice(i, 1);
    };
  }

  /**
   * The offer the question now asked of the terminal is, if it is a player's not yet put to the
   * phones and asks for what the terminal asks (`asks`: a menu is no roll): a GM's own question put
   * in the middle of it leaves it to the question it belongs to.
   */
  takeOffer(asks: readonly StreamQuestion['ask'][]): Offer | null {
    const top = this.offers[this.offers.length - 1];
    if (!top || top.taken || !asks.includes(top.offer.q.ask)) return null;
    top.taken = true;
    return top.offer;
  }

  /** The question the phones may answer now. */
  live(): LiveQuestion | null {
    return this.asked[this.asked.length - 1]?.live ?? null;
  }

  /**
   * Puts a question to the phones (or, `shape` null, notes one asked of the terminal alone, which
   * holds back any asked before it). `answer` settles with a phone's answer; `close` ends it.
   */
  open<T>(to: string | null, prompt: string, shape: QuestionKind | null, take: (a: Answer) => { value: T } | Refusal): { answer: Promise<PhoneAnswer<T>>; close: () => void } {
    if (shape === null) {
      this.asked.push(null);
      this.changed();
      return { answer: new Promise<never>(() => {}), close: () => this.close(null) };
    }
    this.count += 1;
    const question = { id: `${this.run}-${this.count}`, prompt, step: 1, ...shape } as Question;
    let entry!: Asked;
    const answer = new Promise<PhoneAnswer<T>>((resolve, reject) => {
      entry = { live: { question, to }, take, resolve: resolve as (a: PhoneAnswer<unknown>) => void, reject };
    });
    if (this.stopped) entry.reject(new EndOfInput('the table was closed'));
    this.asked.push(entry);
    this.changed();
    return { answer, close: () => this.close(entry) };
  }

  private close(entry: Asked | null): void {
    const i = this.asked.lastIndexOf(entry);
    if (i >= 0) this.asked.splice(i, 1);
    this.changed();
  }

  /** A player's page answers (the body it posted, untrusted): null when taken, else why not. */
  answer(player: string, body: unknown): Refusal | null {
    const a = readAnswer(body);
    if ('status' in a) return a;
    const top = this.asked[this.asked.length - 1];
    if (!top || (top.live.to !== null && top.live.to !== player)) return { status: 409, error: 'nothing is asked of you now' };
    if (a.question !== top.live.question.id) return { status: 409, error: 'that question is no longer asked (it was answered, perhaps at the table)' };
    if (a.restart) return { status: 422, error: 'this question is asked whole: answer it' };
    const got = top.take(a);
    if ('status' in got) return got;
    // Taken: the question is gone before anything else can answer it (a second tab gets 409).
    this.asked.pop();
    top.resolve({ value: got.value, by: player });
    this.changed();
    return null;
  }

  /** The table closes: every question put to the phones ends as if input had ended. */
  stop(): void {
    this.stopped = true;
    for (const a of this.asked.splice(0)) a?.reject(new EndOfInput('the table was closed'));
    this.changed();
  }
}
