// A question put to one person at a table: every prompt of the Io is headed with his name ("Ben:
// ..."), what is said is said to everyone. The GM's screen shows whom each question is for.
import type { Choice, Io, NumberOptions, Screen, TextOptions } from './io';

export function addressedIo(io: Io, head: string): Io {
  const to = (message: string) => `${head}: ${message}`;
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
    choose: <T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen) => io.choose(to(message), choices, screen),
    askNumber: (message: string, options?: NumberOptions) => io.askNumber(to(message), options),
    askText: (message: string, options?: TextOptions) => io.askText(to(message), options),
    confirm: (message: string, defaultValue?: boolean, screen?: Screen) => io.confirm(to(message), defaultValue, screen),
  };
}
