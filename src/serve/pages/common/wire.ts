// A question as every page is sent it (serve/question.ts asks it; common/question.ts draws it): plain
// data, no DOM, so that the server's code asks with this same type (`import type`).

/** What a question asks for: a choice among labels, a whole number in a range, a text, yes or no. */
export type QuestionKind =
  | {
      readonly kind: 'choose';
      /** `cell`: the hex a choice names (a fight's move or target), by its index in the board's map: a page lets the player tap it. */
      readonly choices: readonly { readonly label: string; readonly description?: string; readonly disabled?: string; readonly cell?: number }[];
    }
  | { readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly default?: number }
  | { readonly kind: 'text'; readonly default?: string }
  | { readonly kind: 'confirm'; readonly default: boolean }
  /**
   * Real dice rolled at the table and typed in (a GM's session): their total, or each face, as the
   * terminal takes them (answered with `value`, the text typed, checked as the terminal checks it).
   * `halves`: a D3 read from a D6.
   */
  | { readonly kind: 'roll'; readonly dice: number; readonly sides: number; readonly halves?: boolean; readonly what?: string };

/** A question as a page shows it: plain data. `id` names this question alone. */
export type Question = {
  readonly id: string;
  readonly prompt: string;
  /** The step of a decision asked in several small questions; from 2 on the page may start the decision again. */
  readonly step: number;
} & QuestionKind;
