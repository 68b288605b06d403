// Every problem the loader and the lint can find, each with a stable code. Codes never change
// meaning and are never reused; docs/adventure-format.md lists them all (a test checks that).

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  code: string;
  severity: Severity;
  file: string;
  line: number;
  column: number;
  message: string;
  hint: string | null;
}

export const CODES = {
  LAW0001: { severity: 'error', title: 'YAML syntax error' },
  LAW0002: { severity: 'error', title: 'unknown key' },
  LAW0003: { severity: 'error', title: 'missing key' },
  LAW0004: { severity: 'error', title: 'wrong kind of value' },
  LAW0005: { severity: 'error', title: 'bad section id' },
  LAW0006: { severity: 'error', title: 'goes to a section that does not exist' },
  LAW0007: { severity: 'error', title: 'bad check' },
  LAW0008: { severity: 'error', title: 'bad dice expression' },
  LAW0009: { severity: 'error', title: 'bad condition' },
  LAW0010: { severity: 'error', title: 'unknown skill' },
  LAW0011: { severity: 'error', title: 'unknown spell' },
  LAW0012: { severity: 'error', title: 'unknown item' },
  LAW0013: { severity: 'error', title: 'unknown creature' },
  LAW0014: { severity: 'error', title: 'unknown map' },
  LAW0015: { severity: 'error', title: 'bad map' },
  LAW0016: { severity: 'error', title: 'random table with a gap or an overlap' },
  LAW0017: { severity: 'error', title: 'more than one way on' },
  LAW0018: { severity: 'error', title: 'no way on' },
  LAW0019: { severity: 'error', title: 'bad effect' },
  LAW0020: { severity: 'error', title: 'unknown counter' },
  LAW0021: { severity: 'error', title: 'unknown table' },
  LAW0022: { severity: 'error', title: 'bad text placeholder' },
  LAW0023: { severity: 'error', title: 'duplicate name' },
  LAW0024: { severity: 'error', title: 'unsupported format version' },
  LAW0025: { severity: 'error', title: 'bad value' },
  LAW0026: { severity: 'error', title: 'cannot read file' },
  LAW0027: { severity: 'error', title: 'unknown tavern game' },
  LAW0028: { severity: 'error', title: 'tavern game not available' },
  LAW0029: { severity: 'error', title: 'unknown variant of a tavern game' },
  LAW0030: { severity: 'error', title: 'wrong number of players at a tavern game' },
  LAW0031: { severity: 'error', title: 'YAML anchor or alias' },
  LAW0032: { severity: 'error', title: 'nested too deep' },
  LAW0033: { severity: 'error', title: 'bad branch' },
  LAW0040: { severity: 'error', title: 'spell not cast in a scene' },
  LAW0041: { severity: 'error', title: 'bad item use' },
  LAW0042: { severity: 'error', title: 'role never chosen' },
  LAW0043: { severity: 'error', title: 'bad role name' },
  LAW0101: { severity: 'warning', title: 'section no path reaches' },
  LAW0102: { severity: 'error', title: 'plotword tested but never set' },
  LAW0103: { severity: 'warning', title: 'plotword set but never tested' },
  LAW0104: { severity: 'error', title: 'start zone too small' },
  LAW0105: { severity: 'error', title: 'start zone missing from the map' },
  LAW0106: { severity: 'warning', title: 'counter set but never tested' },
  LAW0107: { severity: 'warning', title: 'item declared but never used' },
  LAW0109: { severity: 'error', title: 'no ending can be reached' },
  LAW0110: { severity: 'warning', title: 'combat engine not available' },
  LAW0111: { severity: 'warning', title: 'effect that never does anything' },
  LAW0112: { severity: 'warning', title: 'companion asked about but never joins' },
  LAW0113: { severity: 'warning', title: 'a side of a condition never taken' },
  LAW0114: { severity: 'warning', title: 'a way back with nowhere to go back to' },
  LAW0120: { severity: 'warning', title: 'hidden counter shown in text' },
  LAW0121: { severity: 'warning', title: 'control character in text' },
} as const satisfies Record<string, { severity: Severity; title: string }>;

export type Code = keyof typeof CODES;

export class Diagnostics {
  readonly list: Diagnostic[] = [];
  constructor(readonly file: string) {}

  add(code: Code, at: { line: number; column: number }, message: string, hint: string | null = null): void {
    this.list.push({ code, severity: CODES[code].severity, file: this.file, line: at.line, column: at.column, message, hint });
  }

  get errors(): number {
    return this.list.filter((d) => d.severity === 'error').length;
  }

  sorted(): Diagnostic[] {
    return [...this.list].sort((a, b) => a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
  }
}

/** `file:line:column: error LAW0006: message` and, indented below, the hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const head = `${d.file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`;
  return d.hint ? `${head}\n  hint: ${d.hint}` : head;
}

/** Thrown by loadAdventure when a file has errors; carries every diagnostic of the file. */
export class AdventureError extends Error {
  override name = 'AdventureError';
  constructor(readonly diagnostics: Diagnostic[]) {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    super(errors.length === 1 ? formatDiagnostic(errors[0]) : `${errors.length} errors:\n${errors.map(formatDiagnostic).join('\n')}`);
  }
}
