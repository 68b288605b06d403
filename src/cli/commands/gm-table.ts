// What `law gm` opens beside its save: the players' screen's file (law view reads it), the GM's log,
// and the session that feeds them and runs the GM's tools.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import type { Adventure, MapDef } from '../../adventure/model';
import type { Io } from '../../io';
import type { Seat } from '../../adventure/players';
import { TableSession } from '../../gm/session';
import { ViewLog, viewFileOf } from '../../gm/view-log';
import { bundledMaps, MAPS_DIR } from './arena-sides';

export function gmLogOf(saveFile: string): string {
  return saveFile.replace(/\.json$/i, '') + '.gm.log';
}

export function openTable(_ctx: CliContext, adventure: Adventure, seats: readonly Seat[], saveFile: string, io: () => Io): { session: TableSession; files: { view: ViewLog; gmLog: string } } {
  const files = { view: new ViewLog(viewFileOf(saveFile)), gmLog: gmLogOf(saveFile) };
  const load = (name: string): MapDef | string => {
    const all = bundledMaps();
    if (!all.includes(name)) return `no bundled map ${name} (${all.join(', ')})`;
    const file = path.join(MAPS_DIR, `${name}.map`);
    return { at: { line: 0, column: 0 }, name, text: fs.readFileSync(file, 'utf8'), file };
  };
  return { session: new TableSession(adventure, seats, files, io, { names: bundledMaps, load }), files };
}
