// A question as every page is sent it (serve/question.ts asks it; common/question.ts draws it): plain
// data, no DOM, so that the server's code and test/serve/wire.test.ts can hold the two sides to one
// shape.

export type Question = {
  readonly id: string;
  readonly prompt: string;
  readonly step: number;
} & (
  | { readonly kind: 'choose'; readonly choices: readonly { readonly label: string; readonly description?: string; readonly disabled?: string }[] }
  | { readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly default?: number }
  | { readonly kind: 'text'; readonly default?: string }
  | { readonly kind: 'confirm'; readonly default: boolean }
);
