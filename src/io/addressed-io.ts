// Ios that put another Io's questions differently and pass the rest through: a question put to one
// person at a table (addressedIo), the questions of a fight at the GM's table put on the players'
// stream as well (gm/session.ts).
import type { Choice, Io, NumberOptions, Screen, TextOptions } from './io';

/** An Io's four questions. */
export type Questions = Pick<Io, 'choose' | 'askNumber' | 'askText' | 'confirm'>;

/**
 * An Io that asks its questions as `questions` does and passes the rest of `io` through as it is
 * now: whether a person answers, the style, whether answers are replayed, what is said. A GM's
 * commands (setCommands) and clearScreen are not relayed: they stay with whoever made `io`.
 */
export function relayIo(io: Io, questions: Questions): Io {
  return {
    get interactive() {
      return io.interactive;
    },
    get style() {
      return io.style;
    },
    get replaying() {
      return io.replaying;
    },
    say: (text: string) => io.say(text),
    choose: questions.choose,
    askNumber: questions.askNumber,
    askText: questions.askText,
    confirm: questions.confirm,
  };
}

/** Every prompt of the Io headed with his name ("Ben: ..."); what is said is said to everyone. The GM's screen shows whom each question is for. */
export function addressedIo(io: Io, head: string): Io {
  const to = (message: string) => `${head}: ${message}`;
  return relayIo(io, {
    choose: <T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen) => io.choose(to(message), choices, screen),
    askNumber: (message: string, options?: NumberOptions) => io.askNumber(to(message), options),
    askText: (message: string, options?: TextOptions) => io.askText(to(message), options),
    confirm: (message: string, defaultValue?: boolean, screen?: Screen) => io.confirm(to(message), defaultValue, screen),
  });
}
