// A question put to one seat's page: the Io a game asks a person through, whose questions wait for an
// answer from that person's phone. The game asks as it asks at a terminal (the same questions, the
// same options, in the same small steps), so a phone offers exactly what the terminal offers. An
// answer from the network is checked like typed input: it must answer the question asked now, pick
// one of its choices or a number in its range, and it is taken once.
import type { Choice, Io, NumberOptions, TextOptions } from '../io/io';
import { EndOfInput, MAX_ANSWER_CHARS } from '../io/io';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import type { Question, QuestionKind } from './pages/common/wire';
import type { Refusal } from './seat';

/** A question and what it asks for are written with the pages' wire (pages/common/wire.ts): sent as they are read. */
export type { Question, QuestionKind };

/** An answer posted by a page: the question it answers, and the choice's index, a value, or `restart`. */
export interface Answer {
  readonly question: string;
  readonly choice?: number;
  readonly value?: number | string | boolean;
  readonly restart?: true;
}

/** Thrown into a decision asked in steps when its page asks to start it again. */
export class StartOver extends Error {
  override name = 'StartOver';
}

interface Pending {
  readonly question: Question;
  /** The value an answer gives, or a refusal. */
  readonly take: (a: Answer) => { value: unknown } | Refusal;
  readonly resolve: (value: unknown) => void;
  readonly reject: (e: Error) => void;
}

const KEYS = new Set(['question', 'choice', 'value', 'restart']);

/** The body a page posted, as an Answer, or why it is none (any other field, a wrong type). */
export function readAnswer(body: unknown): Answer | Refusal {
  const bad = (error: string): Refusal => ({ status: 400, error });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bad('an answer is a JSON object');
  // Own fields only, each known: a "__proto__" or "constructor" field is refused, never read.
  for (const k of Object.keys(body)) if (!KEYS.has(k)) return bad(`an answer has no field "${k.slice(0, 20)}"`);
  const b = body as Record<string, unknown>;
  if (typeof b.question !== 'string' || b.question.length > 64) return bad('"question" must name the question answered');
  if (b.choice !== undefined && !Number.isSafeInteger(b.choice)) return bad('"choice" must be a whole number');
  if (b.value !== undefined && !['number', 'string', 'boolean'].includes(typeof b.value)) return bad('"value" must be a number, a text or true/false');
  if (b.restart !== undefined && b.restart !== true) return bad('"restart" may only be true');
  const given = ['choice', 'value', 'restart'].filter((k) => b[k] !== undefined).length;
  if (given !== 1) return bad('an answer gives one of "choice", "value" or "restart"');
  return b as unknown as Answer;
}

const refuse = (error: string): Refusal => ({ status: 422, error });

/**
 * How a page's answer is checked, one function a kind of question, as the terminal checks what is
 * typed: the value it gives, or a refusal (422). A tavern seat's questions and a GM's table's
 * (serve/gm/) are checked by the same.
 */
export const takeAnswer = {
  /** The index of an enabled choice. */
  choice(choices: ReadonlyArray<{ readonly name?: string; readonly label?: string; readonly disabled?: unknown }>, a: Answer): { value: number } | Refusal {
    if (a.choice === undefined) return refuse('pick one of the choices');
    const c = choices[a.choice];
    if (a.choice < 0 || c === undefined) return refuse(`there are ${choices.length} choices`);
    if (c.disabled) return refuse(`"${c.name ?? c.label ?? "that choice"}" cannot be chosen now`);
    return { value: a.choice };
  },
  number(options: NumberOptions, a: Answer): { value: number } | Refusal {
    const v = a.value;
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) return refuse('give a whole number');
    if (options.min !== undefined && v < options.min) return refuse(`${v} is too low: the least is ${options.min}`);
    if (options.max !== undefined && v > options.max) return refuse(`${v} is too high: the most is ${options.max}`);
    return { value: v };
  },
  /** A text, trimmed (the default for an empty one), checked by the question's own `validate`. */
  text(options: TextOptions, a: Answer): { value: string } | Refusal {
    if (typeof a.value !== 'string') return refuse('give a text');
    const text = a.value.trim() === '' && options.default !== undefined ? options.default : a.value.trim();
    if (text.length > MAX_ANSWER_CHARS) return refuse(`an answer is at most ${MAX_ANSWER_CHARS} characters`);
    const problem = options.validate ? options.validate(text) : null;
    return problem === null ? { value: text } : refuse(problem);
  },
  confirm(a: Answer): { value: boolean } | Refusal {
    return typeof a.value === 'boolean' ? { value: a.value } : refuse('answer true or false');
  },
};

/**
 * One seat's questions: what it is asked now (`question`), the Io a game asks it through, and the
 * answers its pages post. `changed` is called whenever the question changes.
 */
export class SeatQuestions {
  private pending: Pending | null = null;
  private step = 0;
  private asked = 0;
  private stopped = false;

  /** `run` names this run of the server, so a question of an earlier run is never taken for one of this. */
  constructor(
    private readonly run: string,
    private readonly changed: () => void,
  ) {}

  /** The question asked now, or null. */
  get question(): Question | null {
    return this.pending?.question ?? null;
  }

  /** A new decision begins: its first question is step 1. */
  begin(): void {
    this.step = 0;
  }

  /** Ends every question for good (the server stops): what is pending ends as if input had ended. */
  stop(): void {
    this.stopped = true;
    const p = this.pending;
    this.pending = null;
    p?.reject(new EndOfInput('the table was closed'));
  }

  /** Takes a page's answer: null when taken, else why not. Untrusted: checked whole first. */
  answer(body: unknown): Refusal | null {
    const a = readAnswer(body);
    if ('status' in a) return a;
    const p = this.pending;
    if (p === null) return { status: 409, error: 'nothing is asked of you now' };
    if (a.question !== p.question.id) return { status: 409, error: 'that question is no longer asked (it was answered, perhaps from another page)' };
    if (a.restart) {
      if (p.question.step < 2) return { status: 422, error: 'this is the first question of the decision' };
      this.pending = null;
      p.reject(new StartOver());
      this.changed();
      return null;
    }
    const got = p.take(a);
    if ('status' in got) return got;
    // Taken: the question is gone before anything else can answer it (a second page gets 409).
    this.pending = null;
    p.resolve(got.value);
    this.changed();
    return null;
  }

  private ask<T>(prompt: string, shape: QuestionKind, take: (a: Answer) => { value: unknown } | Refusal): Promise<T> {
    if (this.stopped) return Promise.reject(new EndOfInput('the table was closed'));
    if (this.pending) throw new Error('a seat is asked one question at a time');
    this.step++;
    this.asked++;
    const question: Question = { id: `${this.run}-${this.asked}`, prompt, step: this.step, ...shape };
    return new Promise<T>((resolve, reject) => {
      this.pending = { question, take, resolve: resolve as (v: unknown) => void, reject };
      this.changed();
    });
  }

  /**
   * The Io a game asks this seat through. `say` goes to `note` (the seat's page shows it); a prompt
   * addressed to the seat by name ("Ana, which card?") loses the name on the seat's own page.
   */
  io(name: string, note: (text: string) => void, style: Style = PLAIN): Io {
    const prompt = (message: string) => {
      const head = `${name}, `;
      return message.startsWith(head) && message.length > head.length ? message.charAt(head.length).toUpperCase() + message.slice(head.length + 1) : message;
    };
    return {
      interactive: false,
      style,
      say: note,
      choose: <T>(message: string, choices: ReadonlyArray<Choice<T>>) => {
        if (!choices.some((c) => !c.disabled)) throw new Error(`choose "${message}": no choice is enabled`);
        const shown = choices.map((c) => ({ label: c.name, ...(c.description ? { description: c.description } : {}), ...(c.disabled ? { disabled: typeof c.disabled === 'string' ? c.disabled : 'not now' } : {}) }));
        return this.ask<T>(prompt(message), { kind: 'choose', choices: shown }, (a) => {
          const got = takeAnswer.choice(choices, a);
          return 'status' in got ? got : { value: choices[got.value].value };
        });
      },
      askNumber: (message: string, options: NumberOptions = {}) =>
        this.ask<number>(prompt(message), { kind: 'number', ...options }, (a) => takeAnswer.number(options, a)),
      askText: (message: string, options: TextOptions = {}) =>
        this.ask<string>(prompt(message), { kind: 'text', ...(options.default !== undefined ? { default: options.default } : {}) }, (a) => takeAnswer.text(options, a)),
      confirm: (message: string, defaultValue = false) =>
        this.ask<boolean>(prompt(message), { kind: 'confirm', default: defaultValue }, (a) => takeAnswer.confirm(a)),
    };
  }
}
