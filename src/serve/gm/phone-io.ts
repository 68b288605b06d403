// The GM's terminal at a served table: every question is asked at the terminal as ever, and a
// player's question (one the session offered, questions.ts) is put on his phone at the same time,
// with the choices the terminal offers, checked as the terminal checks what is typed. Whichever
// answers first wins and the other is taken back (the terminal's prompt through its AbortSignal,
// io.ts setSignal). It sits under the record of answers (io/tape-io.ts) and the transcript, so an
// answer from a phone is kept, replayed and written exactly as a typed one: a resumed game cannot
// tell them apart.
import type { Choice, Io, NumberOptions, Screen, TextOptions } from '../../io/io';
import { EndOfInput, QuestionWithdrawn } from '../../io/io';
import type { Style } from '../../io/style';
import type { Answer, QuestionKind } from '../question';
import { takeAnswer } from '../question';
import type { Refusal } from '../seat';
import type { Offer, PhoneQuestions } from './questions';
import type { Question as StreamQuestion } from '../../gm/stream';

/** How a question goes on a phone: its kind, how an answer is checked, and the answer in words. */
interface Shape<T> {
  readonly kind: QuestionKind;
  readonly take: (a: Answer) => { value: T } | Refusal;
  readonly words: (value: T) => string;
}

export class PhoneIo implements Io {
  private readonly asking: AbortController[] = [];
  private signal: AbortSignal | null = null;
  private stopped = false;

  constructor(
    private readonly inner: Io,
    private readonly phones: PhoneQuestions,
    /** Whether a player's page is open now (the terminal says whom it waits for, and where). */
    private readonly online: (player: string) => boolean,
    /**
     * What the table has to tell the GM since his last question (pages opened and closed), said
     * before the next one: a line printed under a prompt while it is open would break it.
     */
    private readonly news: () => string | null = () => null,
  ) {}

  get interactive(): boolean {
    return this.inner.interactive;
  }

  get style(): Style {
    return this.inner.style;
  }

  say(text: string): void {
    this.inner.say(text);
  }

  clearScreen(keepScrollback?: boolean): void {
    this.inner.clearScreen?.(keepScrollback);
  }

  screenSize() {
    return this.inner.screenSize?.();
  }

  /** The table closes (Ctrl-C): the question asked now, at the terminal and on a phone, ends as input does. */
  stop(): void {
    this.stopped = true;
    for (const c of this.asking) c.abort(new EndOfInput('the table was closed'));
    this.phones.stop();
  }

  choose<T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen): Promise<T> {
    return this.race(
      ['choose'],
      (o) => {
        if (o.q.ask !== 'choose') return null;
        const places = o.options ?? choices.flatMap((c, i) => (c.disabled ? [] : [i]));
        const options = o.q.options ?? [];
        if (places.length === 0 || places.some((i) => !choices[i] || choices[i].disabled) || (options.length > 0 && options.length !== places.length)) return null;
        const shown = places.map((i, j) => {
          const opt = options[j];
          return { label: opt?.label ?? choices[i].name, ...(opt?.detail ? { description: opt.detail } : {}), ...(opt?.cell !== undefined ? { cell: opt.cell } : {}) };
        });
        return {
          kind: { kind: 'choose', choices: shown },
          take: (a) => {
            const got = takeAnswer.choice(shown, a);
            return 'status' in got ? got : { value: choices[places[got.value]].value };
          },
          words: (v) => shown[places.findIndex((i) => choices[i].value === v)]?.label ?? '',
        };
      },
      () => this.inner.choose(message, choices, screen),
    );
  }

  askNumber(message: string, options: NumberOptions = {}): Promise<number> {
    return this.race(
      ['number'],
      (o) => (o.q.ask === 'number' ? { kind: { kind: 'number', ...options }, take: (a) => takeAnswer.number(options, a), words: String } : null),
      () => this.inner.askNumber(message, options),
    );
  }

  askText(message: string, options: TextOptions = {}): Promise<string> {
    return this.race(
      ['roll', 'text'],
      (o): Shape<string> | null => {
        // Real dice: typed on the phone as at the terminal (the total or the faces), checked by the
        // terminal's own check of what is typed (dice/source.ts, parseManualRoll).
        const take = (a: Answer) => takeAnswer.text(options, typeof a.value === 'number' ? { ...a, value: String(a.value) } : a);
        if (o.q.ask === 'roll' && o.q.roll) {
          const r = o.q.roll;
          // A D3 is a D6 read halved: the phone asks for the D6's faces.
          const kind: QuestionKind = { kind: 'roll', dice: r.dice, sides: r.halves ? 6 : r.sides, ...(r.halves ? { halves: true } : {}), ...(r.what ? { what: r.what } : {}) };
          return { kind, take, words: (v) => v };
        }
        if (o.q.ask === 'text') return { kind: { kind: 'text', ...(options.default !== undefined ? { default: options.default } : {}) }, take, words: (v) => v };
        return null;
      },
      () => this.inner.askText(message, options),
    );
  }

  confirm(message: string, defaultValue = false, screen?: Screen): Promise<boolean> {
    return this.race(
      ['confirm'],
      (o) => (o.q.ask === 'confirm' ? { kind: { kind: 'confirm', default: defaultValue }, take: (a) => takeAnswer.confirm(a), words: (v) => (v ? 'yes' : 'no') } : null),
      () => this.inner.confirm(message, defaultValue, screen),
    );
  }

  /**
   * Asks at the terminal, and on the phone of the player the offered question is for, when there
   * is one and it fits this question; the first answer is the answer.
   */
  private async race<T>(asks: readonly StreamQuestion['ask'][], shapeOf: (o: Offer) => Shape<T> | null, terminal: () => Promise<T>): Promise<T> {
    if (this.stopped) throw new EndOfInput('the table was closed');
    const news = this.news();
    if (news !== null) this.inner.say(this.style.dim(news));
    const offer = this.phones.takeOffer(asks);
    const shape = offer ? shapeOf(offer) : null;
    const to = offer?.q.to.player ?? null;
    const ctl = new AbortController();
    this.asking.push(ctl);
    const before = this.signal;
    this.setInner(ctl.signal);
    const phone = this.phones.open(to, offer?.q.text ?? '', shape?.kind ?? null, shape?.take ?? (() => ({ status: 409, error: 'nothing is asked of you now' })));
    try {
      if (shape && offer) this.inner.say(this.style.dim(this.waitingWords(to)));
      const typed = terminal();
      if (!shape) return await typed;
      // The losing side's end (a prompt taken back, a phone question closed) is nobody's error.
      typed.catch(() => {});
      const won = await Promise.race([typed.then((value) => ({ value, by: null as string | null })), phone.answer]);
      if (won.by !== null) {
        ctl.abort(new QuestionWithdrawn());
        // The terminal's prompt is put away first: what is said comes under it.
        await typed.then(
          () => {},
          () => {},
        );
        this.inner.say(`${won.by} answered from ${won.by === to ? 'his' : 'a'} phone: ${shape.words(won.value)}`);
      }
      return won.value;
    } finally {
      phone.close();
      this.asking.splice(this.asking.indexOf(ctl), 1);
      this.setInner(before);
    }
  }

  private setInner(signal: AbortSignal | null): void {
    this.signal = signal;
    this.inner.setSignal?.(signal);
  }

  /** "(Waiting for Ben: the question is on his phone, or answer it here.)" */
  private waitingWords(to: string | null): string {
    if (to === null) return "(Waiting for the players: the question is on their phones, or answer it here.)";
    return this.online(to) ? `(Waiting for ${to}: the question is on his phone, or answer it here.)` : `(Waiting for ${to}: his page is not open; answer it here for him, or when he opens it.)`;
  }
}
