// Colour for terminals only: off when stdout is not a terminal or NO_COLOR is set (design: Command
// surface). Renderers take a Style, so the same view renders plain for pipes and tests.

export interface Style {
  readonly enabled: boolean;
  bold(s: string): string;
  dim(s: string): string;
  italic(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  magenta(s: string): string;
  cyan(s: string): string;
  gray(s: string): string;
  inverse(s: string): string;
}

const id = (s: string): string => s;

export const PLAIN: Style = {
  enabled: false,
  bold: id,
  dim: id,
  italic: id,
  red: id,
  green: id,
  yellow: id,
  blue: id,
  magenta: id,
  cyan: id,
  gray: id,
  inverse: id,
};

const codes: Record<Exclude<keyof Style, 'enabled'>, [number, number]> = {
  bold: [1, 22],
  dim: [2, 22],
  italic: [3, 23],
  inverse: [7, 27],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  magenta: [35, 39],
  cyan: [36, 39],
  gray: [90, 39],
};

/** ANSI colours without a dependency: the few SGR codes a terminal view needs. */
export const COLOUR: Style = {
  enabled: true,
  ...(Object.fromEntries(
    Object.entries(codes).map(([k, [on, off]]) => [k, (s: string) => `\x1b[${on}m${s}\x1b[${off}m`]),
  ) as Omit<Style, 'enabled'>),
};

export function chooseStyle(isTty: boolean, env: Readonly<Record<string, string | undefined>>): Style {
  if (!isTty) return PLAIN;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return PLAIN;
  if (env.TERM === 'dumb') return PLAIN;
  return COLOUR;
}

/** Removes ANSI escapes, for measuring the width of styled text. */
export function stripAnsi(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\x1b\[[0-9;]*m/g, '');
}

/**
 * The line with its first letter in upper case, past any colour escapes: a sentence that opens with
 * a creature's name ("drowned brother strikes...") reads "Drowned brother strikes...".
 */
export function capitalizeFirst(s: string): string {
  // eslint-disable-next-line no-control-regex
  const m = /^(?:\x1b\[[0-9;]*m)*/.exec(s);
  const at = m ? m[0].length : 0;
  return s.slice(0, at) + s.charAt(at).toUpperCase() + s.slice(at + 1);
}
