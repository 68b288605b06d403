// The work of `law arena`, loaded only when it runs.
import type { CliContext } from '../context';
import type { ArenaOptions } from './arena';
import { EncounterError } from '../../combat';
import { runEncounter } from '../../render/fight-face';
import type { EncounterResult } from '../../combat';
import { Rng } from '../../dice';
import { CREATURES } from '../../rules/creatures';
import { renderTable } from '../../render/text-table';
import { UserError } from '../errors';
import { diceSource, seedFrom } from '../shared';
import { buildSides, bundledMaps, loadMap } from './arena-sides';

export const DEFAULT_FOES = 'Goblin x2,Goblin Slinger';

function listEverything(ctx: CliContext): void {
  const rows = CREATURES.map((c) => [
    c.name,
    String(c.st),
    String(c.dx),
    String(c.iq),
    String(c.ma ?? Math.floor(c.dx / 2)),
    String(c.armor),
    c.weapon ? [c.weapon, ...(c.weapons ?? [])].join(', ') : c.attacks.map((a) => `${a.name} ${a.damage}`).join(', '),
    c.description,
  ]);
  ctx.out(renderTable([{ header: 'Creature' }, { header: 'ST', align: 'right' }, { header: 'DX', align: 'right' }, { header: 'IQ', align: 'right' }, { header: 'MA', align: 'right' }, { header: 'Arm', align: 'right' }, { header: 'Attacks', width: 28 }, { header: 'About', width: 50 }], rows, { style: ctx.style.bold, maxWidth: 120 }));
  ctx.out('');
  ctx.out(`Bundled maps: ${bundledMaps().join(', ')}`);
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
  const sides = buildSides(ctx, opts, { foes: DEFAULT_FOES }, opts.auto === true);
  const map = loadMap(ctx, opts.map);
  const seed = seedFrom(ctx, opts.seed);
  const io = ctx.io();
  const dice = diceSource(ctx, opts.dice, seed);
  io.say(`Arena: ${sides.title} at ${map.name ?? 'an unnamed map'}${opts.dice === 'auto' ? ` (seed ${seed})` : ''}.`);
  let result: EncounterResult;
  try {
    result = await runEncounter({
      map,
      io,
      dice,
      rng: Rng.fromSeed(`${seed}:ai`),
      figures: sides.figures,
      difficulty: opts.difficulty,
      surprise: opts.surprise ?? null,
      canFlee: opts.flee,
      practice: true,
    });
  } catch (e) {
    if (e instanceof EncounterError) throw new UserError(e.message);
    throw e;
  }
  if (opts.json) ctx.out(JSON.stringify({ seed: opts.dice === 'auto' ? seed : null, ...result }));
  else for (const line of summary(result)) io.say(line);
}
