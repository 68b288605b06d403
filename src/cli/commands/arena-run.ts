// The work of `law arena`, loaded only when it runs.
import type { CliContext } from '../context';
import type { ArenaOptions } from './arena';
import { EncounterError, armorPoints, effectiveDx, figureFromCreature, movementAllowance } from '../../combat';
import { runEncounter } from '../../render/fight-face';
import type { EncounterResult } from '../../combat';
import { Rng } from '../../dice';
import { CREATURES } from '../../rules/creatures';
import { renderTable } from '../../render/text-table';
import { UsageError, UserError } from '../errors';
import { diceSource, displayPath, seedFrom } from '../shared';
import type { CombatEvent } from '../../combat/events';
import type { CombatState } from '../../combat/state';
import { arenaView, keepResult, keptHeroes, ownCreatures } from './arena-keep';
import { buildSides, bundledMaps, loadMap, ownMaps, ownMapsDir } from './arena-sides';

export const DEFAULT_FOES = 'Goblin x2,Goblin Slinger';

function listEverything(ctx: CliContext): void {
  const rows = CREATURES.map((c) => {
    // As it fights: DX, MA and armor with its shield counted, as for a character (ARMOR).
    const f = figureFromCreature({ id: 'list', side: 'foes', control: 'ai' }, c);
    return [
      c.name,
      String(c.st),
      String(effectiveDx(f)),
      String(c.iq),
      String(movementAllowance(f)),
      String(armorPoints(f)),
      c.weapon ? [c.weapon, ...(c.weapons ?? [])].join(', ') : c.attacks.map((a) => `${a.name} ${a.damage}`).join(', '),
      c.description,
    ];
  });
  ctx.out(renderTable([{ header: 'Creature' }, { header: 'ST', align: 'right' }, { header: 'DX', align: 'right' }, { header: 'IQ', align: 'right' }, { header: 'MA', align: 'right' }, { header: 'Arm', align: 'right' }, { header: 'Attacks', width: 28 }, { header: 'About', width: 50 }], rows, { style: ctx.style.bold, maxWidth: 120 }));
  ctx.out('');
  ctx.out(`Bundled maps: ${bundledMaps().join(', ')}`);
  const mine = ownMaps(ctx);
  if (mine.length) ctx.out(`Your maps (${displayPath(ctx, ownMapsDir(ctx))}): ${mine.join(', ')}`);
}

function summary(result: EncounterResult): string[] {
  const lines = [`Outcome: ${result.stalemate ? 'a stalemate' : result.outcome} after ${result.rounds} round${result.rounds === 1 ? '' : 's'}.`];
  for (const p of result.party) {
    const c = p.character;
    // No XP here: none is kept, and the log said so where it was earned (EncounterOptions.practice).
    lines.push(`  ${c.name}: ${p.status}, damage ${c.damage}, fatigue ${c.fatigue}`);
  }
  for (const a of result.allies ?? []) lines.push(`  ${a.name}: ${a.status}`);
  for (const f of result.foes) lines.push(`  ${f.name}: ${f.status}`);
  lines.push('The arena changes no saved character.');
  return lines;
}

export async function arenaCommand(ctx: CliContext, opts: ArenaOptions): Promise<void> {
  if (opts.list) {
    listEverything(ctx);
    return;
  }
  if (opts.note !== undefined && !opts.keep) throw new UsageError('--note is for a kept fight\'s journals: add --keep');
  const creatures = ownCreatures(ctx, opts);
  // A kept fight's heroes are saved characters, free of any other adventure (arena-keep.ts).
  const kept = opts.keep ? keptHeroes(ctx, opts.character) : null;
  const sides = buildSides(ctx, opts, { foes: DEFAULT_FOES }, opts.auto === true, { creatures, ...(kept ? { heroes: kept.sheets.map((s) => s.character) } : {}) });
  const map = loadMap(ctx, opts.map);
  const seed = seedFrom(ctx, opts.seed);
  const io = ctx.io();
  const dice = diceSource(ctx, opts.dice, seed);
  const where = `${sides.title} at ${map.name ?? 'an unnamed map'}`;
  io.say(`${kept ? 'A kept fight' : 'Arena'}: ${where}${opts.dice === 'auto' ? ` (seed ${seed})` : ''}.`);
  const view = opts.view ? arenaView(ctx, where, sides.heroes[0]?.book) : null;
  if (view) io.say(`The players' screen: ${ctx.law} view ${displayPath(ctx, view.file)} (in a second terminal).`);
  // After the fight, a Medic's care closes its damage to another Medic (SKILLS, Medic).
  const treated = new Set<string>();
  const onEvent = (e: CombatEvent, state: CombatState) => {
    if (e.t === 'medic') treated.add(e.patient);
    view?.onEvent(e, state);
  };
  let result: EncounterResult;
  try {
    result = await runEncounter({
      onEvent,
      map,
      io,
      dice,
      rng: Rng.fromSeed(`${seed}:ai`),
      figures: sides.figures,
      difficulty: opts.difficulty,
      surprise: opts.surprise ?? null,
      canFlee: opts.flee,
      practice: !kept,
      // Nothing of an arena fight is saved: stopping in it quits (a kept fight writes only a finished one).
      leave: 'Quit',
    });
  } catch (e) {
    if (e instanceof EncounterError) throw new UserError(e.message);
    // Left in the middle (Ctrl-C, the end of scripted input): a kept fight writes only a finished fight.
    if (kept && e instanceof Error && e.name === 'EndOfInput') io.say('The fight was left unfinished: nothing was written to the sheets.');
    throw e;
  }
  view?.end(result);
  if (kept) {
    const ids = sides.figures.filter((f) => f.side === 'party' && f.character).map((f) => f.id);
    if (!opts.json) for (const line of summary(result).slice(0, -1)) io.say(line);
    const changed = keepResult(ctx, kept, ids, result, where, treated, opts.note);
    if (opts.json) ctx.out(JSON.stringify({ seed: opts.dice === 'auto' ? seed : null, ...result, kept: changed.map((c) => ({ name: c.character.name, journal: c.entry?.n ?? null })) }));
    return;
  }
  if (opts.json) ctx.out(JSON.stringify({ seed: opts.dice === 'auto' ? seed : null, ...result }));
  else for (const line of summary(result)) io.say(line);
}
