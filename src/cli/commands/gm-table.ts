// What `law gm` opens beside its save: the players' screen's file (law view reads it), the GM's log,
// and the session that feeds them and runs the GM's tools.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import type { Adventure, MapDef } from '../../adventure/model';
import type { Io } from '../../io';
import type { Seat } from '../../adventure/players';
import { TableSession } from '../../gm/session';
import { gmLogOf, readStreamText, StreamWriter, streamFileOf, streamLength } from '../../gm/stream';
import type { TableState } from '../../gm/table-state';
import { readTableState } from '../../gm/table-state';
import { listed } from '../../render/words';
import { bundledMaps, MAPS_DIR } from './arena-sides';
import { fileProblem } from '../../files';
import { UserError } from '../errors';
import { displayPath } from '../shared';

/**
 * The players' screen and the GM's log beside a save are law's own files: a link or anything but a
 * file in their place is refused before the session begins (README, "Where things are kept"), so
 * that no session appends to a file elsewhere.
 */
function checkOwnFile(ctx: CliContext, file: string): void {
  const st = fs.lstatSync(file, { throwIfNoEntry: false });
  if (st === undefined || st.isFile()) return;
  const what = st.isSymbolicLink() ? 'a symbolic link' : st.isDirectory() ? 'a folder' : 'not an ordinary file';
  throw new UserError(`${displayPath(ctx, file)} is ${what}: law keeps the players' screen and the GM's log beside a save only as files of its own; remove it and try again`);
}

/** What the save kept of the table, checked; a damaged one is refused with where it is. */
export function keptTable(ctx: CliContext, saveFile: string, kept: unknown): TableState | undefined {
  if (kept === undefined) return undefined;
  const table = readTableState(kept);
  if (!table) throw new UserError(`${displayPath(ctx, saveFile)}: the table's state kept in the save is damaged`);
  return table;
}

/** ": Ana plays Brannoc the Bold, Ben plays Ysolde and Wren": who plays whom, for the GM's opening (issue 26). */
export function seatsLine(seats: readonly Seat[]): string {
  return `: ${seats.map((s) => `${s.player} plays ${listed([...s.characters])}`).join(', ')}`;
}

/** The events a stream file already holds: where a resumed session's next one goes (an unreadable one holds none). */
function eventsIn(file: string): number {
  try {
    return streamLength(readStreamText(file));
  } catch {
    return 0;
  }
}

export function openTable(ctx: CliContext, adventure: Adventure, seats: readonly Seat[], saveFile: string, io: () => Io, table?: TableState): { session: TableSession; files: { stream: StreamWriter; gmLog: string } } {
  const streamFile = streamFileOf(saveFile);
  const gmLog = gmLogOf(saveFile);
  checkOwnFile(ctx, streamFile);
  checkOwnFile(ctx, gmLog);
  // A full disk stops neither: the GM is told once, and the game is saved as ever.
  const told = (what: string) => (e: unknown) => ctx.err(`law: ${fileProblem(e, (p) => displayPath(ctx, p)) ?? (e instanceof Error ? e.message : String(e))}; ${what} misses what could not be written, and the game goes on`);
  const files = { stream: new StreamWriter(streamFile, eventsIn(streamFile), told("the players' screen")), gmLog, gmLogFailed: told("the GM's log") };
  const load = (name: string): MapDef | string => {
    const all = bundledMaps();
    if (!all.includes(name)) return `no bundled map ${name} (${all.join(', ')})`;
    const file = path.join(MAPS_DIR, `${name}.map`);
    return { at: { line: 0, column: 0 }, name, text: fs.readFileSync(file, 'utf8'), file };
  };
  return { session: new TableSession(adventure, seats, files, io, { names: bundledMaps, load }, table), files };
}
