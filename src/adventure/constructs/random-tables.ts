// Random tables (docs/adventure-format.md, "Random tables"): `random:` rolls dice and goes on by the
// row of the total, a table written in place or named under `tables:`.
//
//   random: { roll: D6, results: { 1-3: 10, 4-5: 11, 6: { text: A wolf!, goto: 12 } } }       random: weather
import type { AdventureReader } from '../reader';
import type { AnyNode, Field, Scalar } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { FixedDice } from '../../dice';
import { DiceSyntaxError, fixDice, parseDice } from '../../dice';
import type { Flow, Pos } from '../model';
import type { Run } from '../interpreter';
import type { Exit, Scope } from '../run-shared';
import type { NextRule, WayReader } from './construct';
import type { Json } from '../schema-kit';
import { DICE_HEAD, object, ref } from '../schema-kit';
import { MAX_CHECK_NUMBER } from './rolls';

export interface TableRow {
  at: Pos;
  from: number;
  to: number;
  flow: Flow;
}

export interface RandomTable {
  at: Pos;
  /** The name under `tables:`, or null for a table written in place. */
  name: string | null;
  dice: FixedDice;
  diceText: string;
  rows: TableRow[];
}

export type RandomNext = { kind: 'random'; table: RandomTable };

export const TABLE_KEYS = ['roll', 'results'] as const;

/** A random table's roll in the schema: its modifier is at most MAX_CHECK_NUMBER (999). */
const TABLE_DICE = `^\\s*${DICE_HEAD}\\s*([+-]\\s*0*[0-9]{1,3})?\\s*$`;

/** "1-3, 5, 7-9": totals no row covers, in runs. */
function formatRuns(nums: number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < nums.length) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    parts.push(i === j ? String(nums[i]) : `${nums[i]}-${nums[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** A random table, written in place (`name` null) or under `tables:`: its dice and a row for every total they can show, once. */
function readTable(a: AdventureReader, node: AnyNode, name: string | null, where: string, at: Pos): RandomTable | null {
  const w = name ? `table "${name}"` : `the random table of ${where}`;
  const map = a.r.map(node, w, at);
  if (!map) return null;
  const fields = a.r.fields(map, w, TABLE_KEYS, ['roll', 'results']);
  const rf = fields.get('roll');
  const diceText = a.r.str(rf, `the roll of ${w}`);
  let dice = null;
  if (diceText !== null) {
    try {
      const d = parseDice(diceText);
      if (d.count === 'X') throw new DiceSyntaxError(`"${diceText}": a table rolls a fixed number of dice`);
      if (Math.abs(d.modifier) > MAX_CHECK_NUMBER) throw new DiceSyntaxError(`"${diceText}": the modifier is at most ${MAX_CHECK_NUMBER}`);
      dice = fixDice(d);
    } catch (e) {
      if (!(e instanceof DiceSyntaxError)) throw e;
      a.r.error('LAW0008', a.r.pos(rf!.value, rf!.pos), `${w}: ${e.message}`, 'for example "roll: D6" or "roll: 2D6"');
    }
  }
  const rows: RandomTable['rows'] = [];
  const resF = fields.get('results');
  const res = resF ? a.r.map(resF.value, `the results of ${w}`, resF.pos) : null;
  if (res) {
    for (const pair of res.items) {
      const k = pair.key as AnyNode;
      const kAt = a.r.pos(k, resF!.pos);
      const raw = isScalar(k) ? String(k.value) : '';
      const m = /^\s*(-?\d+)\s*(?:(?:-|\.\.|to)\s*(-?\d+))?\s*$/.exec(raw);
      if (!m) {
        a.r.error('LAW0016', kAt, `${w}: "${raw}" is not a roll or a range of rolls`, 'write a total ("7") or a range ("2-6")');
        continue;
      }
      const from = Number(m[1]);
      const to = m[2] === undefined ? from : Number(m[2]);
      if (to < from) {
        a.r.error('LAW0016', kAt, `${w}: the range ${raw} runs backwards`, `write ${to}-${from}`);
        continue;
      }
      const flow = a.outcome({ key: k as Scalar, value: pair.value as AnyNode, pos: kAt }, `${where} on a roll of ${raw}`, true, kAt);
      if (flow) rows.push({ at: kAt, from, to, flow });
    }
  }
  if (!dice || !res) return null;
  // Every total the dice can show must lead somewhere, and to one place only.
  const lo = dice.count + dice.modifier;
  const hi = dice.count * dice.sides + dice.modifier;
  const sorted = [...rows].sort((x, y) => x.from - y.from);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].from <= sorted[i - 1].to) {
      a.r.error('LAW0016', sorted[i].at, `${w}: ${sorted[i].from === sorted[i].to ? sorted[i].from : `${sorted[i].from}-${sorted[i].to}`} overlaps ${sorted[i - 1].from}-${sorted[i - 1].to}`, 'each total belongs to one row only');
    }
  }
  const missing: number[] = [];
  for (let t = lo; t <= hi; t++) if (!rows.some((row) => row.from <= t && t <= row.to)) missing.push(t);
  if (missing.length) a.r.error('LAW0016', a.r.pos(res, resF!.pos), `${w}: ${diceText} can roll ${formatRuns(missing)}, which no row covers`, `the rows must cover ${lo} to ${hi}`);
  for (const row of rows) {
    if (row.to < lo || row.from > hi) a.r.error('LAW0016', row.at, `${w}: ${diceText} never rolls ${row.from === row.to ? row.from : `${row.from}-${row.to}`}`, `${diceText} rolls ${lo} to ${hi}`);
  }
  return { at: a.r.pos(map), name, dice, diceText: diceText ?? '', rows };
}

/** Rolls the table's dice (the explorer picks a row instead) and goes on by the row rolled. */
async function rollOnTable(run: Run, table: RandomTable, scope: Scope): Promise<Exit> {
  const d = table.dice;
  let row = table.rows[0];
  let total: number | null = null;
  let forced = false;
  if (run.chooser.fate) {
    const lo = d.count + d.modifier;
    const hi = d.count * d.sides + d.modifier;
    const feasible = table.rows.filter((r) => r.to >= lo && r.from <= hi);
    const k = run.chooser.fate({ kind: 'random', at: table.at, outcomes: feasible.map((r) => (r.from === r.to ? String(r.from) : `${r.from}-${r.to}`)) });
    row = feasible[k];
    forced = true;
  } else {
    const roll = await run.dice.roll(d.count, d.sides, `${table.name ? `table ${table.name}: ` : ''}roll ${table.diceText}`);
    total = roll.sum + d.modifier;
    row = table.rows.find((r) => r.from <= total! && total! <= r.to) ?? row;
  }
  run.emit({ kind: 'random', at: table.at, table: table.name, dice: table.diceText, total, row: row.from === row.to ? String(row.from) : `${row.from}-${row.to}`, forced });
  return run.runFlow(row.flow, scope);
}

/** `tables:`: the tables named for `random: NAME`, kept in the reader until every use is resolved (resolveTableNames). */
export function readTables(a: AdventureReader, f: Field | undefined): void {
  if (!f) return;
  a.entries(f, 'tables', 'a table name', (name, value, k) => {
    const t = readTable(a, value, name, `table "${name}"`, a.r.pos(k));
    if (t) a.tables.set(name, t);
  });
}

/** Every `random: NAME` gets its table, once all of `tables:` is read. */
export function resolveTableNames(a: AdventureReader): void {
  for (const t of a.tableRefs) {
    const table = a.tables.get(t.name);
    if (table) t.set(table);
    else {
      const close = a.r.closest(t.name, [...a.tables.keys()]);
      a.r.error('LAW0021', t.at, `${t.where} rolls on table "${t.name}", which does not exist`, close.length ? `did you mean "${close[0]}"?` : a.tables.size ? `the tables are ${[...a.tables.keys()].join(', ')}` : 'declare it under "tables:" or write the table in place');
    }
  }
}

const range = (r: TableRow): string => (r.from === r.to ? String(r.from) : `${r.from}-${r.to}`);

export const randomWay: WayReader = {
  key: 'random',
  read(a, f, where) {
    const v = f.value;
    if (isScalar(v) && typeof v.value === 'string') {
      // A table named under `tables:`: set in place once all is read.
      const next: RandomNext = { kind: 'random', table: { at: f.pos, name: v.value, dice: { count: 1, sides: 6, modifier: 0 }, diceText: 'D6', rows: [] } };
      a.tableRefs.push({ name: v.value, at: a.r.pos(v, f.pos), where, set: (t) => (next.table = t) });
      return next;
    }
    const t = readTable(a, v, null, where, f.pos);
    return t ? { kind: 'random', table: t } : null;
  },
  schema: () => ({ oneOf: [{ type: 'string', description: 'The name of a table under "tables:".' }, ref('table')] }),
  definitions: () => ({
    table: object(
      TABLE_KEYS,
      { roll: { type: 'string', pattern: TABLE_DICE }, results: { type: 'object', patternProperties: { '^\\s*-?\\d+\\s*((-|\\.\\.|to)\\s*-?\\d+)?\\s*$': ref('outcome') }, additionalProperties: false } },
      ['roll', 'results'],
    ),
  }),
};

/** `tables:` at the top of the file, in the schema. */
export const TABLES_SCHEMA: Json = { type: 'object', additionalProperties: ref('table') };

export const randomNext: NextRule<'random'> = {
  run: (run, next, scope) => rollOnTable(run, next.table, scope),
  outcomes: (next) => next.table.rows.map((r) => r.flow),
  shape({ table: t }, w) {
    w.shape.tables += 1;
    for (const r of t.rows) w.visit(r.flow, `${t.diceText} ${range(r)}`, 'random');
  },
  chance: ({ table: t }) => ({ kind: 'random', text: t.name ? `table ${t.name}` : `${t.diceText} table`, at: t.at, outcomes: t.rows.map(range) }),
  preview: () => null,
};
