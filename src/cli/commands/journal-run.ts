// The work of `law character journal NAME [--undo N]`: the changes made to a sheet by hand and by kept
// fights, newest last, and taking one back (character/journal.ts).
import type { Character, JournalEntry } from '../../character';
import { describeChanges, journalFileOf, readJournal, undoEntry, undoneBy } from '../../character';
import type { CliContext } from '../context';
import { UserError } from '../errors';
import { userErrors } from '../shared';
import type { JournalOptions } from './companion';
import { changeSheets, openHeroes, tell } from './companion-sheets';
import { openStore } from '../shared';

/** The sheets before and after an entry, as far as it touched them. */
function sides(e: JournalEntry): [Character, Character] {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const [k, [x, y]] of Object.entries(e.changes)) {
    b[k] = x;
    a[k] = y;
  }
  return [b as unknown as Character, a as unknown as Character];
}

/** "2024-05-01 14:03", in the time zone of the person reading. */
function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** `head` and then words that fit in `width` columns a line; lines after the first begin with `indent`. */
function wrap(head: string, text: string, width: number, indent: string): string[] {
  const out: string[] = [];
  let line = head;
  for (const word of text.split(' ').filter(Boolean)) {
    if (line.trim() && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = line === head || line === indent ? `${line}${word}` : `${line} ${word}`;
  }
  if (line.trim()) out.push(line);
  return out;
}

export function journalCommand(ctx: CliContext, name: string, opts: JournalOptions): void {
  if (opts.undo !== undefined) {
    undo(ctx, name, opts.undo, opts.note);
    return;
  }
  const store = openStore(ctx);
  const { file, character } = userErrors(() => store.open(name));
  const journal = journalFileOf(file);
  const entries = userErrors(() => readJournal(journal, store.shown(journal)));
  if (opts.json) {
    ctx.out(JSON.stringify(entries, null, 2));
    return;
  }
  if (entries.length === 0) {
    ctx.out(`${character.name}'s journal is empty: changes made with law character gain, lose, hurt, rest... and fights kept with law arena --keep are written there.`);
    return;
  }
  const undone = undoneBy(entries);
  const shown = opts.all ? entries : entries.slice(-20);
  ctx.out(`${character.name}'s journal (${store.shown(journal)})${shown.length < entries.length ? `, the last ${shown.length} of ${entries.length} (--all for every one)` : ''}:`);
  const width = Math.max(60, Math.min(100, (ctx.stdout.columns ?? 80) - 1));
  for (const e of shown) {
    const [b, a] = sides(e);
    const changes = describeChanges(b, a);
    // A fight is named by what it was (its first line), then what it did; else what changed, or what was said.
    const what = [...(e.what === 'fight' && e.said[0] ? [e.said[0].replace(/^Fight: /, '')] : []), ...(changes.length ? [changes.join('; ')] : e.what === 'fight' ? ['no harm done'] : [e.said[0] ?? ''])].join(' ');
    const head = `${String(e.n).padStart(3)}  ${when(e.at)}  ${e.what}${e.undoes !== undefined ? ` ${e.undoes}` : ''}: `;
    const tail = [e.note ? `"${e.note}"` : '', undone.has(e.n) ? `(taken back by ${undone.get(e.n)})` : ''].filter(Boolean).join(' ');
    for (const line of wrap(head, tail ? `${what} ${tail}` : what, width, ' '.repeat(5))) ctx.out(undone.has(e.n) ? ctx.style.dim(line) : line);
  }
  ctx.out(ctx.style.dim(`Take one back with: ${ctx.law} character journal "${character.name}" --undo N`));
}

function undo(ctx: CliContext, name: string, n: number, note: string | undefined): void {
  const { store, sheets } = openHeroes(ctx, [name]);
  const sheet = sheets[0];
  const journal = journalFileOf(sheet.file);
  const entryOf = (): JournalEntry => {
    const entries = userErrors(() => readJournal(journal, store.shown(journal)));
    const e = entries.find((x) => x.n === n);
    if (!e) throw new UserError(`${sheet.character.name}'s journal has no change ${n} (${entries.length ? `it has 1 to ${entries[entries.length - 1].n}` : 'it is empty'})`);
    const by = undoneBy(entries).get(n);
    if (by !== undefined) throw new UserError(`change ${n} was taken back already, by change ${by}; to bring it back, undo ${by}`);
    return e;
  };
  entryOf();
  tell(
    ctx,
    changeSheets(ctx, store, [
      {
        sheet,
        // Read again under the sheet's lock, so that two undos of one change cannot both be made.
        change: { what: 'undo', undoes: n, always: true, ...(note ? { note } : {}), apply: (now) => undoEntry(now, entryOf()) },
      },
    ]),
  );
}
