// The work of `law character rest`, `treat` and `cast`: rest and healing by the rules beside a
// printed adventure, saying how long each takes. What needs dice is rolled first, on the sheet as it
// was read (a person may be typing his own dice: no lock is held while he is asked), and what it did
// is then added to the sheet as it is when written (addChanges, the homecoming's rule).
import type { Character, ChangeResult, SheetFile } from '../../character';
import { addChanges, afterFight, ChangeError, fightTreated, journalFileOf, readJournal, restLength, restWeeks, sleep, treat, untreatedFightDamage } from '../../character';
import type { DiceSource } from '../../dice';
import { parseCheck, rollCheck } from '../../dice';
import { checkSubject } from '../../character';
import { castOutsideCombat, OUTSIDE_COMBAT_SPELLS, payForCast, sceneCastingProblem } from '../../magic';
import { findSpell } from '../../rules';
import type { CliContext } from '../context';
import { UsageError, UserError } from '../errors';
import { diceSource, seedFrom, userErrors } from '../shared';
import type { CastOptions, DiceOptions, RestOptions } from './companion';
import type { SheetChange } from './companion-sheets';
import { changeSheets, openHeroes, tell } from './companion-sheets';

/** A change worked out (with dice) on the sheet as read, made on the sheet as it is when written. */
function measured(read: Character, result: ChangeResult, what: string, note: string | undefined, extra: Partial<SheetChange> = {}): SheetChange {
  return {
    what,
    apply: (now) => ({ character: addChanges(now, read, result.character).character, said: result.said }),
    ...(note ? { note } : {}),
    ...extra,
  };
}

/** The command's dice, and whether any was rolled (the seed is told only then). */
function dice(ctx: CliContext, opts: DiceOptions): { source: DiceSource; seed: string; rolled: () => boolean } {
  const seed = seedFrom(ctx, opts.seed);
  const inner = diceSource(ctx, opts.dice, seed);
  let rolls = 0;
  const source: DiceSource = {
    manual: inner.manual,
    roll: (count, sides, label, roller) => {
      rolls++;
      return inner.roll(count, sides, label, roller);
    },
  };
  return { source, seed, rolled: () => rolls > 0 };
}

export async function restCommand(ctx: CliContext, names: string[], opts: RestOptions): Promise<void> {
  const kinds = [opts.afterFight && 'fight', opts.night && 'night', opts.brokenNight && 'broken-night', opts.weeks !== undefined && 'weeks'].filter((k): k is 'fight' | 'night' | 'broken-night' | 'weeks' => typeof k === 'string');
  if (kinds.length !== 1) throw new UsageError('say how he rests, one of: --after-fight, --night, --broken-night, --weeks N');
  const kind = kinds[0];
  const { store, sheets } = openHeroes(ctx, names);
  const d = kind === 'weeks' ? dice(ctx, opts) : null;
  // Refused before any die is rolled, for anyone named (the dead do not rest).
  for (const s of sheets) userErrors(() => sleep(s.character, false));
  const items: Array<{ sheet: SheetFile; change: SheetChange }> = [];
  for (const sheet of sheets) {
    const read = sheet.character;
    let result: ChangeResult;
    if (kind === 'fight') result = userErrors(() => afterFight(read));
    else if (kind === 'weeks') {
      result = await restWeeks(read, opts.weeks!, d!.source).catch((e: unknown) => {
        if (e instanceof ChangeError) throw new UserError(e.message);
        throw e;
      });
    } else result = userErrors(() => sleep(read, kind === 'broken-night'));
    items.push({ sheet, change: measured(read, result, 'rest', opts.note, opts.at !== undefined ? { at: opts.at } : {}) });
  }
  ctx.out(`${kind === 'fight' ? 'After the fight' : kind === 'weeks' ? 'Rest' : kind === 'night' ? 'A night\'s sleep' : 'A broken night'}: ${restLength(kind, opts.weeks)}.`);
  tell(ctx, changeSheets(ctx, store, items));
  if (d?.rolled() && opts.dice === 'auto' && opts.seed === undefined) ctx.out(ctx.style.dim(`  (dice seed ${d.seed})`));
}

export async function treatCommand(ctx: CliContext, patientName: string, medicName: string, opts: DiceOptions): Promise<void> {
  const { store, sheets } = openHeroes(ctx, [patientName]);
  const patient = sheets[0];
  const medic = userErrors(() => store.open(medicName)).character;
  const journal = journalFileOf(patient.file);
  const entries = userErrors(() => readJournal(journal, store.shown(journal)));
  const fightDamage = untreatedFightDamage(entries);
  if (fightDamage === 0 && fightTreated(entries)) throw new UserError(`${patient.character.name} was treated after the fight already: a Medic treats each patient once a fight (SKILLS, Medic)`);
  const d = dice(ctx, opts);
  let r: ChangeResult;
  try {
    r = await treat(patient.character, medic, fightDamage, d.source);
  } catch (e) {
    if (e instanceof ChangeError) throw new UserError(e.message);
    throw e;
  }
  // The care is given once, whether it helped or not: the journal closes the fight (fight: none).
  tell(ctx, changeSheets(ctx, store, [{ sheet: patient, change: measured(patient.character, r, 'treat', opts.note, { always: true }) }]));
}

/** The fatigue a spell cast in a scene costs: what the book says, else the rules' fixed cost. */
function sceneCost(spell: string, given: number | undefined): number {
  if (given !== undefined) return given;
  const s = findSpell(spell)!;
  if (s.cost.kind === 'fixed') return s.cost.fatigue;
  throw new UsageError(`${s.name} costs what the caster puts into it: say how much with --fatigue N`);
}

export async function castCommand(ctx: CliContext, name: string, spellName: string, opts: CastOptions): Promise<void> {
  const spell = findSpell(spellName);
  if (!spell) throw new UserError(`"${spellName}" is not a spell of the rules (law tables spells lists them)`);
  const { store, sheets } = openHeroes(ctx, [name]);
  const c = sheets[0].character;
  if (c.damage >= c.st) throw new UserError(`${c.name} is dead: the dead cast nothing`);
  const d = dice(ctx, opts);
  const said: string[] = [];
  let after: Character;
  if (OUTSIDE_COMBAT_SPELLS.includes(spell.name) && opts.fatigue === undefined) {
    // Heal Wounds on himself, Read Mind, See Future, Reveal Magic: the magic engine's own casting.
    const r = await castOutsideCombat(c, spell.name, d.source, opts.points ?? 1).catch((e: unknown) => {
      if (e instanceof Error && e.name === 'OutsideCastError') throw new UserError(e.message);
      throw e;
    });
    said.push(`${c.name} casts ${spell.name}: 3/IQ needs ${r.target}, rolled ${r.roll.sum + c.curses}: ${r.success ? 'it works' : 'it fails (no fatigue: MAGIC, Fatigue)'}.`);
    after = r.character;
    if (r.success) {
      const healed = c.damage - after.damage;
      said.push(`${c.name} pays ${[r.staff ? `${r.staff} from his staff` : '', r.fatigue ? `${r.fatigue} fatigue` : ''].filter(Boolean).join(' and ') || 'nothing'}${healed ? `; ${healed} damage healed (${after.damage} left)` : ''}.`);
    }
  } else {
    // A spell the book asks for in a scene: any spell he knows, at the cost the book or the rules give.
    // Whether he can cast it at all (knows it, no metal) before what it costs.
    const first = sceneCastingProblem(c, spell.name, 0);
    if (first) throw new UserError(first);
    const cost = sceneCost(spell.name, opts.fatigue);
    const problem = sceneCastingProblem(c, spell.name, cost);
    if (problem) throw new UserError(problem);
    const check = await rollCheck(parseCheck('3/IQ'), checkSubject(c), d.source, { label: `${c.name} casts ${spell.name}: 3/IQ` });
    const last = check.throws[check.throws.length - 1];
    said.push(`${c.name} casts ${spell.name}: 3/IQ needs ${check.target}, rolled ${last.total}: ${check.passed ? 'it works; the book says what it does' : 'it fails (no fatigue: MAGIC, Fatigue)'}.`);
    after = c;
    if (check.passed) {
      const paid = payForCast(c, cost);
      after = paid.character;
      said.push(`${c.name} pays ${[paid.staff ? `${paid.staff} from his staff` : '', paid.fatigue ? `${paid.fatigue} fatigue` : ''].filter(Boolean).join(' and ') || 'nothing'}.`);
    }
  }
  tell(ctx, changeSheets(ctx, store, [{ sheet: sheets[0], change: measured(c, { character: after, said }, 'cast', opts.note, { always: true }) }]));
}
