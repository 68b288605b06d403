// `law arena --keep`: the fight of a printed adventure, fought on its map, whose result is written to
// the heroes' sheets (docs/companion.md). The heroes are saved characters free of any game of `law
// play`; the fight runs as any fight (combat/encounter.ts: the aftermath's recovery, Medic, wishes at
// death and the XP of CAMPAIGNING), not as practice; then what it did to each hero (damage, fatigue,
// karma and wishes spent, weapons dropped or picked up, a staff's power spent, XP) is added to his
// sheet as it is when written (addChanges), with an entry in his journal. Foes the bestiary lacks come
// from --creature lines or a --creatures file, checked as an adventure's creature is.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Character, CharacterStore, SheetFile } from '../../character';
import { addChanges, describeChanges } from '../../character';
import type { Creature } from '../../rules/creatures';
import { CreatureTextError, parseCreatureFile, parseCreatureText } from '../../rules/creature-text';
import type { EncounterResult } from '../../combat';
import type { CombatEvent } from '../../combat/events';
import type { CombatState } from '../../combat/state';
import { writeFileAtomic } from '../../files';
import type { StreamEvent } from '../../gm/stream';
import type { CliContext } from '../context';
import { UsageError, UserError } from '../errors';
import { displayPath } from '../shared';
import type { ArenaOptions } from './arena';
import type { Changed, SheetChange } from './companion-sheets';
import { changeSheets, openHeroes, tell } from './companion-sheets';

/** The player's own foes: --creature lines, then the lines of a --creatures file (each checked as an adventure's creature). */
export function ownCreatures(ctx: CliContext, opts: Pick<ArenaOptions, 'creature' | 'creatures'>): Creature[] {
  const out: Creature[] = [];
  const add = (c: Creature, where: string) => {
    if (out.some((o) => o.name.toLowerCase() === c.name.toLowerCase())) throw new UserError(`${where}: ${c.name} is described twice`);
    out.push(c);
  };
  for (const line of opts.creature ?? []) {
    try {
      add(parseCreatureText(line), '--creature');
    } catch (e) {
      if (e instanceof CreatureTextError) throw new UserError(`--creature: ${e.message}`);
      throw e;
    }
  }
  if (opts.creatures !== undefined) {
    const file = path.resolve(ctx.cwd, opts.creatures);
    const shown = displayPath(ctx, file);
    let text: string;
    try {
      const st = fs.statSync(file);
      if (!st.isFile() || st.size > 1024 * 1024) throw new UserError(`--creatures ${shown}: not a small text file`);
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      if (e instanceof UserError) throw e;
      throw new UserError(`--creatures ${shown}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    try {
      for (const c of parseCreatureFile(text, shown)) add(c, shown);
    } catch (e) {
      if (e instanceof CreatureTextError) throw new UserError(e.message);
      throw e;
    }
  }
  return out;
}

export interface KeptHeroes {
  store: CharacterStore;
  sheets: SheetFile[];
}

/** The heroes of a kept fight: saved characters (no sample), alive, and away on no game of law play. */
export function keptHeroes(ctx: CliContext, names: readonly string[] | undefined): KeptHeroes {
  if (!names || names.length === 0) throw new UsageError('--keep writes to saved characters: name them with -c NAME (one -c for each hero)');
  const { store, sheets } = openHeroes(ctx, names);
  for (const s of sheets) {
    if (s.character.damage >= s.character.st) throw new UserError(`${s.character.name} is dead and fights no more (law character journal "${s.character.name}" shows how it came about)`);
  }
  return { store, sheets };
}

/** What the fight did to one hero, told for his journal and the screen. */
function heroLines(start: Character, end: Character, status: string, xp: number): string[] {
  const what = describeChanges(start, end).filter((l) => !/^XP /.test(l));
  return [`${end.name}: ${status}${xp ? `, +${xp} XP` : ''}${what.length ? `; ${what.join('; ')}` : '; no harm done'}.`];
}

/**
 * Writes the fight's result to the heroes' sheets. `treated`: the ids of the heroes a Medic treated
 * after it (the fight's damage is then closed to another Medic: SKILLS, Medic).
 */
export function keepResult(ctx: CliContext, kept: KeptHeroes, ids: readonly string[], result: EncounterResult, title: string, treated: ReadonlySet<string>, note: string | undefined): Changed[] {
  const head = `Fight: ${title}: ${result.stalemate ? 'a stalemate' : result.outcome} after ${result.rounds} round${result.rounds === 1 ? '' : 's'}.`;
  const items = kept.sheets.map((sheet, i) => {
    const start = sheet.character;
    const r = result.party.find((p) => p.id === ids[i]);
    if (!r) throw new Error(`no result for ${ids[i]}`);
    const end = r.character;
    const said = [head, ...heroLines(start, end, r.status, r.xp)];
    if (result.outcome === 'fled' && r.status === 'unconscious') said.push(`${end.name} was left lying on the field when the others fled: the book says what becomes of ${end.name}.`);
    if (result.outcome === 'defeat' && r.status !== 'dead') said.push(`The party lost the fight: the book says what a defeat brings ${end.name}.`);
    if (r.status === 'dead') said.push(`${end.name} is dead. (A mistake? law character journal "${end.name}" --undo N takes the fight back.)`);
    const capped = addChanges(start, start, end).capped;
    if (capped.length) said.push(`Kept within what a sheet holds: ${capped.join('; ')}.`);
    const change: SheetChange = {
      what: 'fight',
      apply: (now) => ({ character: addChanges(now, start, end).character, said }),
      ...(note ? { note } : {}),
      // The damage of this fight, for a Medic who was not in it (SKILLS, Medic): none once one treated him.
      fight: () => ({ damage: Math.max(0, end.damage - start.damage), treated: treated.has(ids[i]) }),
      always: true,
    };
    return { sheet, change };
  });
  const changed = changeSheets(ctx, kept.store, items);
  ctx.out('Kept on the sheets:');
  tell(
    ctx,
    changed.map((c) => ({ ...c, said: c.said.slice(1) })),
  );
  return changed;
}

/**
 * The players' screen of a kept fight (`law view` in a second terminal): a stream file in the saves
 * folder, written afresh for each fight, with what the players may see of it (gm/fight-report.ts).
 */
export function arenaView(ctx: CliContext, title: string, book: Character['book']): { file: string; onEvent: (e: CombatEvent, state: CombatState) => void; end: (r: EncounterResult) => void } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { StreamWriter } = require('../../gm/stream') as typeof import('../../gm/stream');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { FightReporter } = require('../../gm/fight-report') as typeof import('../../gm/fight-report');
  const file = path.join(ctx.home, 'saves', 'arena.view.jsonl');
  // The book and its section head the screen where an adventure's section would; a printed book keeps
  // its own time, so none is shown (the screen shows a time only when one is given).
  const head: StreamEvent[] = [{ t: 'start', v: 2, title: book ? `${book.title}: ${title}` : title, resumed: false, seats: [] }, ...(book?.section != null ? [{ t: 'section' as const, id: book.section, title: null, time: null, step: 1 }] : [])];
  writeFileAtomic(file, head.map((e) => `${JSON.stringify(e)}\n`).join(''));
  const stream = new StreamWriter(file, head.length);
  const fight = new FightReporter(false);
  return {
    file,
    onEvent(e, state) {
      if (e.t === 'begin') stream.add(fight.begin(state));
      for (const out of fight.event(e, state)) stream.add(out);
    },
    end(r) {
      stream.add({ t: 'fight-end', outcome: r.stalemate ? 'stalemate' : r.outcome, rounds: r.rounds, party: r.party.map((p) => ({ name: p.character.name, status: p.status, xp: p.xp })) });
    },
  };
}
