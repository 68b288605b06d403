// The sides and the board of `law arena` and `law sim`: heroes by name (-c, repeatable; saved
// characters, or the bundled samples), creatures of the bestiary by "Goblin x3,Orc" (--foes, and
// --party for creatures on the heroes' side), and a map by file or by the name of a bundled map.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import type { Character } from '../../character';
import { StoreError } from '../../character';
import type { Creature } from '../../rules/creatures';
import { CREATURES, findCreature } from '../../rules/creatures';
import { normalizeName, suggest } from '../../rules';
import type { EncounterFigure, HexMap } from '../../combat';
import { MapError, parseMap } from '../../combat';
import { UserError } from '../errors';
import { displayPath, openStore, sampleHeroes } from '../shared';
import { listed } from '../../render/words';

export const ROOT = path.join(__dirname, '..', '..', '..');
export const MAPS_DIR = path.join(ROOT, 'adventures', 'maps');

/** The arena's own boards, in the order `law arena --help` lists them; the first is the default. */
export const ARENA_MAPS = ['arena', 'crossroads', 'ruined-hall', 'forest-clearing'] as const;

export const SAMPLE_HERO = 'Brannoc the Bold';

/** A hero by name: a saved character first, else a bundled sample of that name. */
export function loadHero(ctx: CliContext, name: string): Character {
  const store = openStore(ctx);
  try {
    return store.load(name);
  } catch (e) {
    if (!(e instanceof StoreError)) throw e;
    const n = name.trim().toLowerCase();
    const sample = sampleHeroes().find((c) => c.name.toLowerCase() === n || c.name.toLowerCase().startsWith(`${n} `));
    if (sample) return sample;
    throw new UserError(e.message);
  }
}

/** With no hero named: the sample hero, saved or bundled (characters/). */
export function defaultHero(ctx: CliContext): Character {
  return loadHero(ctx, SAMPLE_HERO);
}

export interface CreatureCount {
  creature: Creature;
  count: number;
}

/**
 * "Goblin x3, Orc" or "3 Goblin, orc": creatures with how many of each, the player's own (`own`,
 * from --creature and --creatures) before the bestiary's.
 */
export function parseCreatureList(text: string, option: string, own: readonly Creature[] = []): CreatureCount[] {
  const out: CreatureCount[] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const m = /^(?:(\d+)\s*[x*]?\s+)?(.+?)(?:\s*[x*]\s*(\d+))?$/i.exec(part);
    const name = (m?.[2] ?? part).trim();
    const count = Number(m?.[1] ?? m?.[3] ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 26) throw new UserError(`${option}: "${part}": a count is from 1 to 26`);
    const creature = own.find((c) => normalizeName(c.name) === normalizeName(name)) ?? findCreature(name);
    if (!creature) {
      const close = suggest(name, [...own.map((c) => c.name), ...CREATURES.map((c) => c.name)]);
      throw new UserError(`${option}: "${name}" is not in the bestiary${close.length ? `; did you mean ${close.join(' or ')}?` : ''} (law arena --list shows them all)`);
    }
    out.push({ creature, count });
  }
  if (out.length === 0) throw new UserError(`${option} names no creature: give a list such as "Goblin x3,Orc"`);
  return out;
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export interface SidesOptions {
  character?: string[];
  party?: string;
  foes?: string;
}

export interface Sides {
  heroes: Character[];
  figures: EncounterFigure[];
  /** "Brannoc the Bold and Warrior x2 against Goblin x2 and Goblin Slinger". */
  title: string;
}

/**
 * Both sides. Heroes (and party creatures) are played by a person unless `auto`; foes by the AI.
 * With nothing named: the sample hero against the default foes.
 */
export function buildSides(ctx: CliContext, opts: SidesOptions, defaults: { foes: string }, auto: boolean, given: { heroes?: Character[]; creatures?: readonly Creature[] } = {}): Sides {
  const heroes = given.heroes ?? (opts.character && opts.character.length > 0 ? opts.character.map((n) => loadHero(ctx, n)) : opts.party ? [] : [defaultHero(ctx)]);
  const own = given.creatures ?? [];
  const allies = opts.party ? parseCreatureList(opts.party, '--party', own) : [];
  // The player's own creatures and no list of foes: one of each of them.
  const foes = parseCreatureList(opts.foes ?? (own.length ? own.map((c) => c.name).join(',') : defaults.foes), '--foes', own);
  const figures: EncounterFigure[] = [];
  const used = new Set<string>();
  const id = (base: string) => {
    let k = 1;
    let candidate = base;
    while (used.has(candidate)) candidate = `${base}-${++k}`;
    used.add(candidate);
    return candidate;
  };
  const control = auto ? 'ai' : 'player';
  for (const h of heroes) figures.push({ id: id(slug(h.name) || 'hero'), side: 'party', character: h, control });
  for (const a of allies) for (let i = 0; i < a.count; i++) figures.push({ id: id(slug(a.creature.name)), side: 'party', creature: a.creature, control });
  for (const f of foes) for (let i = 0; i < f.count; i++) figures.push({ id: id(slug(f.creature.name)), side: 'foes', creature: f.creature, control: 'ai' });
  const list = (xs: CreatureCount[]) => xs.map((x) => (x.count > 1 ? `${x.creature.name} x${x.count}` : x.creature.name));
  const partyNames = [...heroes.map((h) => h.name), ...list(allies)];
  const title = `${joinAnd(partyNames)} against ${joinAnd(list(foes))}`;
  return { heroes, figures, title };
}

function joinAnd(xs: string[]): string {
  return xs.length === 0 ? 'nobody' : listed(xs);
}

/** The player's own maps, typed once and fought on again by name: $LAW_HOME/maps/NAME.map. */
export function ownMapsDir(ctx: CliContext): string {
  return path.join(ctx.home, 'maps');
}

/** Names of the maps in $LAW_HOME/maps/. */
export function ownMaps(ctx: CliContext): string[] {
  try {
    return fs.readdirSync(ownMapsDir(ctx)).filter((f) => f.endsWith('.map')).map((f) => f.replace(/\.map$/, '')).sort();
  } catch {
    return [];
  }
}

/**
 * A map from a file the user names, one of his own maps by name ($LAW_HOME/maps/NAME.map), or a
 * bundled map by name; the first arena map by default.
 */
export function loadMap(ctx: CliContext, given: string | undefined): HexMap {
  const name = given ?? ARENA_MAPS[0];
  const asFile = path.resolve(ctx.cwd, name);
  const own = path.join(ownMapsDir(ctx), `${name.replace(/\.map$/, '')}.map`);
  let file: string;
  if (given !== undefined && fs.existsSync(asFile) && fs.statSync(asFile).isFile()) file = asFile;
  else if (given !== undefined && /^[\w.-]+$/.test(name) && fs.existsSync(own) && fs.statSync(own).isFile()) file = own;
  else {
    file = path.join(MAPS_DIR, `${name.replace(/\.map$/, '')}.map`);
    if (!fs.existsSync(file)) {
      const bundled = bundledMaps();
      const mine = ownMaps(ctx);
      const close = suggest(name, [...mine, ...bundled]);
      throw new UserError(`--map ${name}: no such file, and no ${mine.length ? `map of that name in ${displayPath(ctx, ownMapsDir(ctx))} or among the bundled maps` : 'bundled map of that name'}${close.length ? `; did you mean ${close.join(' or ')}?` : ''} (bundled: ${bundled.join(', ')}${mine.length ? `; yours: ${mine.join(', ')}` : ''})`);
    }
  }
  const shown = file.startsWith(MAPS_DIR) ? `maps/${path.basename(file)}` : displayPath(ctx, file);
  try {
    return parseMap(fs.readFileSync(file, 'utf8'), shown);
  } catch (e) {
    if (e instanceof MapError) throw new UserError(e.message);
    throw new UserError(`${shown}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

/** Names of the bundled maps, the arena's own first. */
export function bundledMaps(): string[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync(MAPS_DIR).filter((f) => f.endsWith('.map')).map((f) => f.replace(/\.map$/, ''));
  } catch {
    // no bundled maps
  }
  return [...ARENA_MAPS.filter((m) => names.includes(m)), ...names.filter((n) => !(ARENA_MAPS as readonly string[]).includes(n)).sort()];
}
