// Fights (docs/adventure-format.md, "Fights", "Fights in stages"): `fight:` sets the party and its
// companions against foes on a map of the adventure, through the combat engine (combat-port.ts, the
// one door into src/combat); the fight's results are written to the sheets, and the party goes on by
// victory, flight, the fight's own end or defeat. Foes may come later (reinforcements), fight beside
// the party (allies), keep their wounds from one fight to the next, or take the fallen captive.
//
//   fight: { map: bridge, foes: [Goblin, { creature: Orc, count: 2, zone: C }], victory: 20, fled: 21, defeat: 22 }
import type { AdventureReader } from '../reader';
import type { AnyNode, Field, Reader } from '../yaml-reader';
import { isMap, isScalar, isSeq } from '../yaml-nodes';
import type { Io } from '../../io';
import { PLAIN } from '../../io/style';
import type { Flow, MapDef, Pos } from '../model';
import type { Run } from '../interpreter';
import type { Exit } from '../run-shared';
import { AdventureStuck, CombatUnavailable, NO_SCOPE } from '../run-shared';
import type { EncounterFigure, HexMap } from '../combat-port';
import { combatEngine } from '../combat-port';
import { clampSheet, consciousMembers, fallenMembers, isAlive, isConscious, own, setOwn, takeItem } from '../state';
import { fightMinutes } from '../clock';
import { karmaSpent } from './bard';
import type { Json, SchemaContext } from '../schema-kit';
import { object, ref } from '../schema-kit';
import type { NextRule, WayReader } from './construct';
import { readsAs } from './construct';
import { noteCapped } from './effect-kit';
import { creatureNamed } from './creatures';
import { remedyOf } from './items';
import { formatCondition } from '../condition';
import type { FoeCount } from './scaling-foes';
import { foeCountSchema, foesAtMost, foesNow, readFoeCount } from './scaling-foes';

export interface Foe extends FoeCount {
  at: Pos;
  creature: string;
  zone: string | null;
  /** The name shown for it, when it differs from the creature's. */
  name: string | null;
  /** Keeps its wounds from one fight to the next, under its name (`keep-wounds: true`; one named foe). */
  keepsWounds: boolean;
}

/** Foes who come onto the map at the start of a later round of a fight. */
export interface Reinforcement {
  at: Pos;
  /** The round they come at the start of: 2 or later. */
  round: number;
  foes: Foe[];
}

/** A fight's own end: after a number of rounds, or once some named foes are all down; and where it leads. */
export interface FightEnd {
  at: Pos;
  /** The fight ends when this round is over, or null. */
  after: number | null;
  /** The names of foes (as the fight names them) whose fall ends it; empty: none. */
  fallen: string[];
  flow: Flow;
}

export interface Fight {
  at: Pos;
  map: string;
  foes: Foe[];
  partyZone: string | null;
  surprise: 'party' | 'foes' | null;
  /** Creatures fighting on the party's side in this fight only, under the AI (zone: the party's by default). */
  allies: Foe[];
  /** Foes who come later, each group at the start of its round. */
  reinforcements: Reinforcement[];
  /** The fight's own end (`ends:`), or null: it goes on until one side falls or flees. */
  ends: FightEnd | null;
  /** A defeat takes the fallen captive instead of leaving them to die (`defeat: { capture: true }`). */
  capture: boolean;
  victory: Flow;
  /** Present when the party may flee off the map. */
  fled: Flow | null;
  /** When someone of the party lives through a defeat; absent: the adventure ends in defeat. */
  defeat: Flow | null;
}

export type FightNext = { kind: 'fight'; fight: Fight };

/** How a fight came out, for the adventure. */
export type FightEndKind = 'victory' | 'fled' | 'ended' | 'defeat';

export const FIGHT_KEYS = ['map', 'foes', 'allies', 'reinforcements', 'party-zone', 'surprise', 'ends', 'victory', 'fled', 'defeat'] as const;
export const FOE_KEYS = ['creature', 'count', 'zone', 'name', 'keep-wounds'] as const;
/** Foes who come at the start of a later round: `- { round: 3, zone: C, foes: [Goblin] }`. */
export const REINFORCEMENT_KEYS = ['round', 'zone', 'foes'] as const;
/** A fight's own end, besides the keys of a flow: `ends: { after: 5, fallen: [Grosh], text: ..., goto: 12 }`. */
export const FIGHT_END_KEYS = ['after', 'fallen'] as const;
/** A defeat's outcome, besides the keys of a flow, with `capture: true` to take the fallen captive. */
export const DEFEAT_KEYS = ['capture'] as const;
/** The longest a fight may be told to last (the combat engine stops any fight at 300 rounds). */
export const MAX_FIGHT_ROUNDS = 300;

function readFight(a: AdventureReader, f: Field, where: string): Fight | null {
  const w = `the fight of ${where}`;
  const block = a.keyed(f, w, FIGHT_KEYS, ['map', 'foes', 'victory']);
  if (!block) return null;
  const { fields, at } = block;
  const mapF = fields.get('map');
  const mapName = mapF ? a.r.name(mapF.value, `the map of ${w}`, mapF.pos) : null;
  if (mapName !== null) a.refs.push({ kind: 'map', name: mapName, at: a.r.pos(mapF!.value, mapF!.pos), where: w });
  const foes: Foe[] = [];
  const foesF = fields.get('foes');
  if (foesF) {
    const seq = a.r.seq(foesF.value, `the foes of ${w}`, foesF.pos);
    (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
      const foe = readFoe(a, item, `foe ${i + 1} of ${w}`, foesF.pos);
      if (foe) foes.push(foe);
    });
    if (seq && seq.items.length === 0) a.r.error('LAW0003', foesF.pos, `${w} has no foes`, 'list at least one creature');
  }
  const partyZone = a.r.str(fields.get('party-zone'), `"party-zone" of ${w}`);
  const surpriseS = a.r.str(fields.get('surprise'), `"surprise" of ${w}`);
  let surprise: Fight['surprise'] = null;
  if (surpriseS !== null) {
    if (surpriseS === 'party' || surpriseS === 'foes') surprise = surpriseS;
    else a.r.error('LAW0025', fields.get('surprise')!.pos, `${w}: surprise is "party" or "foes", not "${surpriseS}"`, 'the side named gets one free turn first (SEQUENCE OF PLAY, Surprise)');
  }
  for (const z of [partyZone]) if (z !== null && !/^[A-Z]$/.test(z)) a.r.error('LAW0025', fields.get('party-zone')!.pos, `${w}: a start zone is one capital letter, not "${z}"`);
  const victory = a.outcome(fields.get('victory'), `${where} on victory`, false, at);
  const fled = a.outcome(fields.get('fled'), `${where} when the party flees`, false, at);
  const { flow: defeat, capture } = readDefeat(a, fields.get('defeat'), `${where} on defeat`);
  const allies = readFoeList(a, fields.get('allies'), `the allies of ${w}`, 'ally');
  const reinforcements = readReinforcements(a, fields.get('reinforcements'), w);
  const ends = readFightEnd(a, fields.get('ends'), where, w);
  // A foe keeps its wounds under its name: two of one name would share them.
  const every = [...foes, ...reinforcements.flatMap((g) => g.foes)];
  for (const foe of every) {
    if (!foe.keepsWounds) continue;
    if (foe.name === null || foe.count !== 1 || foe.countOf) a.r.error('LAW0025', foe.at, `${w}: a foe that keeps its wounds is one foe with a name of its own`, 'write "{ creature: Ogre, name: Grosh, keep-wounds: true }"');
  }
  if (ends) {
    // Named foes only: unnamed ones are numbered by the combat engine, among all of their kind.
    const names = new Set(every.flatMap((foe) => (foe.name === null ? [] : foe.count > 1 ? Array.from({ length: foe.count }, (_, k) => `${foe.name} ${k + 1}`) : [foe.name])));
    for (const name of ends.fallen) {
      if (!names.has(name)) a.r.error('LAW0025', ends.at, `${w}: "fallen" names ${name}, who is not a named foe of this fight`, names.size ? `the named foes: ${[...names].join(', ')}` : 'give the foe a name: "{ creature: Ogre, name: Grosh }"');
    }
  }
  if (mapName === null || !victory) return null;
  const fight: Fight = { at, map: mapName, foes, partyZone, surprise, allies, reinforcements, ends, capture, victory, fled, defeat };
  a.fights.push({ fight, where });
  return fight;
}

/** A list of foes or allies (`allies:`, a group of reinforcements); empty when absent. */
function readFoeList(a: AdventureReader, f: Field | undefined, where: string, one: string): Foe[] {
  if (!f) return [];
  const seq = a.r.seq(f.value, where, f.pos);
  const out: Foe[] = [];
  (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
    const foe = readFoe(a, item, `${one} ${i + 1} of ${where}`, f.pos);
    if (foe) out.push(foe);
  });
  if (seq && seq.items.length === 0) a.r.error('LAW0003', f.pos, `${where} is an empty list`, 'list at least one creature, or leave the key out');
  return out;
}

function readReinforcements(a: AdventureReader, f: Field | undefined, w: string): Reinforcement[] {
  if (!f) return [];
  const seq = a.r.seq(f.value, `the reinforcements of ${w}`, f.pos);
  const out: Reinforcement[] = [];
  (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
    const where = `reinforcement ${i + 1} of ${w}`;
    const map = a.r.map(item, where, f.pos);
    if (!map) return;
    const fields = a.r.fields(map, where, REINFORCEMENT_KEYS, ['round', 'foes']);
    const round = a.r.int(fields.get('round'), `the round of ${where}`, 2, MAX_FIGHT_ROUNDS);
    const zone = a.r.str(fields.get('zone'), `the zone of ${where}`);
    if (zone !== null && !/^[A-Z]$/.test(zone)) a.r.error('LAW0025', fields.get('zone')!.pos, `${where}: a start zone is one capital letter, not "${zone}"`);
    // The group's zone is each foe's unless the foe names its own (set in place: the creature's name resolves into the same foe).
    const foes = readFoeList(a, fields.get('foes'), `the foes of ${where}`, 'foe');
    if (zone !== null && /^[A-Z]$/.test(zone)) for (const foe of foes) foe.zone ??= zone;
    if (round !== null && fields.has('foes')) out.push({ at: a.r.pos(map), round, foes });
  });
  return out;
}

/** `ends:` of a fight: after a number of rounds (`5` or "5 rounds") and/or when named foes are down, and where it leads. */
function readFightEnd(a: AdventureReader, f: Field | undefined, where: string, w: string): FightEnd | null {
  if (!f) return null;
  const what = `${where} when the fight ends by itself`;
  const map = a.r.map(f.value, `"ends" of ${w}`, f.pos);
  if (!map) return null;
  const fields = a.flowFields(map, `"ends" of ${w}`, FIGHT_END_KEYS);
  const at = a.r.pos(map);
  let after: number | null = null;
  const af = fields.get('after');
  if (af) {
    const v = af.value;
    const text = isScalar(v) ? String(v.value).trim() : '';
    const m = /^(\d+)(?:\s*rounds?)?$/.exec(text);
    const n = m ? Number(m[1]) : NaN;
    if (!(n >= 1 && n <= MAX_FIGHT_ROUNDS)) a.r.error('LAW0025', a.r.pos(v, af.pos), `${w}: "after" is a number of rounds from 1 to ${MAX_FIGHT_ROUNDS}, not ${a.r.kindOf(v)}`, 'write "after: 5" or "after: 5 rounds"');
    else after = n;
  }
  const fallen: string[] = [];
  const ff = fields.get('fallen');
  if (ff) {
    const v = ff.value;
    const items = isSeq(v) ? (v.items as AnyNode[]) : [v];
    for (const item of items) {
      const name = a.r.name(item, `a foe of "fallen" of ${w}`, ff.pos);
      if (name !== null) fallen.push(name);
    }
  }
  if (!af && !ff) {
    a.r.error('LAW0003', at, `"ends" of ${w} says neither "after" nor "fallen"`, 'write "after: 5" (rounds) or "fallen: [Grosh]" (foes whose fall ends it), or both');
    return null;
  }
  const flow = a.flow(map, fields, what);
  return { at, after, fallen, flow };
}

/** A defeat's outcome, which may take the fallen captive (`capture: true`). */
function readDefeat(a: AdventureReader, f: Field | undefined, where: string): { flow: Flow | null; capture: boolean } {
  if (!f || !isMap(f.value)) return { flow: a.outcome(f, where, false, f?.pos ?? { line: 1, column: 1 }), capture: false };
  const map = f.value;
  const fields = a.flowFields(map, where, DEFEAT_KEYS);
  const capture = fields.has('capture') ? a.r.bool(fields.get('capture'), `"capture" of ${where}`) === true : false;
  return { flow: a.flow(map, fields, where), capture };
}

function readFoe(a: AdventureReader, node: AnyNode, where: string, at: Pos): Foe | null {
  if (isScalar(node) && typeof node.value === 'string') {
    const foe: Foe = { at: a.r.pos(node, at), creature: node.value, count: 1, zone: null, name: null, keepsWounds: false };
    a.refs.push({ kind: 'creature', name: node.value, at: foe.at, where, resolve: (c) => (foe.creature = c) });
    return foe;
  }
  const map = a.r.map(node, where, at);
  if (!map) return null;
  const fields = a.r.fields(map, where, FOE_KEYS, ['creature']);
  const cf = fields.get('creature');
  const creature = cf ? a.r.name(cf.value, `the creature of ${where}`, cf.pos) : null;
  const count = readFoeCount(a, fields.get('count'), where);
  const zone = a.r.str(fields.get('zone'), `the zone of ${where}`);
  if (zone !== null && !/^[A-Z]$/.test(zone)) a.r.error('LAW0025', fields.get('zone')!.pos, `${where}: a start zone is one capital letter, not "${zone}"`);
  const name = a.r.str(fields.get('name'), `the name of ${where}`);
  const keepsWounds = fields.has('keep-wounds') ? a.r.bool(fields.get('keep-wounds'), `"keep-wounds" of ${where}`) === true : false;
  if (creature === null || count === null) return null;
  const foe: Foe = { at: a.r.pos(map), creature, ...count, zone, name, keepsWounds };
  a.refs.push({ kind: 'creature', name: creature, at: a.r.pos(cf!.value, cf!.pos), where, resolve: (c) => (foe.creature = c) });
  return foe;
}

function fightSchema(ctx: SchemaContext): Record<string, Json> {
  const { flowProps, oneWay, flowKeys } = ctx;
  return {
    foe: {
      oneOf: [
        { type: 'string', description: 'A creature of the bestiary or of "creatures:".' },
        object(
          FOE_KEYS,
          {
            creature: { type: 'string' },
            count: foeCountSchema(),
            zone: { type: 'string', pattern: '^[A-Z]$' },
            name: { type: 'string' },
            'keep-wounds': { type: 'boolean', description: 'A named foe keeps its wounds from one fight to the next.' },
          },
          ['creature'],
        ),
      ],
    },
    fight: object(
      FIGHT_KEYS,
      {
        map: { type: 'string' },
        foes: { type: 'array', minItems: 1, items: ref('foe') },
        allies: { type: 'array', minItems: 1, items: ref('foe'), description: 'Creatures on the party\'s side in this fight only, under the AI; in the party\'s zone unless given one.' },
        reinforcements: {
          type: 'array',
          items: object(
            REINFORCEMENT_KEYS,
            {
              round: { type: 'integer', minimum: 2, maximum: MAX_FIGHT_ROUNDS, description: 'They come at the start of this round.' },
              zone: { type: 'string', pattern: '^[A-Z]$', description: 'Where they come in (B by default), unless a foe names its own.' },
              foes: { type: 'array', minItems: 1, items: ref('foe') },
            },
            ['round', 'foes'],
            'Foes who come onto the map at the start of a later round.',
          ),
        },
        'party-zone': { type: 'string', pattern: '^[A-Z]$' },
        surprise: { enum: ['party', 'foes'] },
        ends: {
          ...object(
            [...FIGHT_END_KEYS, ...flowKeys],
            {
              ...flowProps,
              after: { oneOf: [{ type: 'integer', minimum: 1, maximum: MAX_FIGHT_ROUNDS }, { type: 'string', pattern: '^\\s*\\d+\\s*rounds?\\s*$' }], description: 'The fight ends when this round is over.' },
              fallen: { oneOf: [{ type: 'string' }, { type: 'array', minItems: 1, items: { type: 'string' } }], description: 'Named foes whose fall (killed, unconscious or fled) ends the fight.' },
            },
            [],
            'The fight\'s own end, and where it leads.',
          ),
          ...oneWay,
          anyOf: [{ required: ['after'] }, { required: ['fallen'] }],
        },
        victory: ref('outcome'),
        fled: ref('outcome'),
        defeat: {
          oneOf: [
            ref('sectionId'),
            { ...object([...DEFEAT_KEYS, ...flowKeys], { ...flowProps, capture: { type: 'boolean', description: 'The fallen are taken captive, not left to die; {captured} names them.' } }), ...oneWay },
          ],
        },
      },
      ['map', 'foes', 'victory'],
    ),
  };
}

/**
 * The fights' room on their maps, once every map is read (`maps`: the parsed map of each name, null
 * for one refused): see checkFightRoom.
 */
export function checkFightsRoom(a: AdventureReader, maps: ReadonlyMap<string, HexMap | null>, partyMax: number, hexesOf: (creature: string) => number, counters: ReadonlyMap<string, number>): void {
  for (const { fight, where } of a.fights) {
    // A count worked out in play is checked at the largest party (scaling-foes.ts).
    for (const f of [...fight.foes, ...fight.allies, ...fight.reinforcements.flatMap((g) => g.foes)]) f.count = foesAtMost(f, partyMax, counters);
    const map = maps.get(fight.map);
    if (map) checkFightRoom(a.r, fight, where, map, partyMax, hexesOf);
  }
}

/**
 * What would stop a fight from being set up by the combat engine: a start zone the map does not
 * have (LAW0105), or more figures than the map has hexes to stand on (LAW0104). The lint checks
 * that the zones are large enough; a zone too small overflows into the hexes nearby (a ruling).
 */
function checkFightRoom(r: Reader, fight: Fight, where: string, map: HexMap, partyMax: number, hexesOf: (creature: string) => number): void {
  const zones = map.zones;
  const partyZone = fight.partyZone ?? 'A';
  const need = new Map<string, number>([[partyZone, partyMax]]);
  let figures = partyMax;
  // Allies stand with the party unless given a zone; reinforcements need their zone to exist, and
  // the map room for them too, since the fallen do not leave it.
  const placed = [...fight.foes.map((f) => ({ foe: f, zone: f.zone ?? 'B' })), ...fight.allies.map((f) => ({ foe: f, zone: f.zone ?? partyZone }))];
  for (const group of fight.reinforcements) for (const f of group.foes) placed.push({ foe: f, zone: f.zone ?? 'B' });
  for (const { foe, zone: z } of placed) {
    need.set(z, (need.get(z) ?? 0) + foe.count);
    figures += foe.count * hexesOf(foe.creature);
  }
  for (const [zone, count] of need) {
    if ((zones.get(zone)?.length ?? 0) > 0) continue;
    const who = zone === partyZone ? `the party (up to ${partyMax})` : `${count} foe${count === 1 ? '' : 's'}`;
    r.error('LAW0105', fight.at, `${where}: map "${fight.map}" has no start zone ${zone} for ${who}`, `mark hexes ${zone} on the map, or place them in a zone it has (${[...zones.keys()].join(', ') || 'none'})`);
  }
  const terrain = (map as Partial<HexMap>).terrain;
  if (!terrain) return;
  let room = 0;
  for (const t of terrain) if (t === 1 || t === 3) room += 1;
  if (figures > room) {
    r.error('LAW0104', fight.at, `${where}: map "${fight.map}" has ${room} hex${room === 1 ? '' : 'es'} to stand on, and the fight places figures that fill ${figures}`, 'draw a larger map, or bring fewer foes');
  }
}

async function runFight(run: Run, fight: Fight): Promise<Exit> {
  return afterFight(run, fight, await encounter(run, fight));
}

/**
 * A fight fought out, its results written to the party's sheets: the section's own, or one the GM
 * sets up on the spot (:fight) on a map of his choosing (`mapDef`).
 */
export async function encounter(run: Run, fight: Fight, mapDef: MapDef = run.adventure.maps.get(fight.map)!): Promise<FightEndKind> {
  const s = run.s;
  const fighters = consciousMembers(s);
  // A foe that keeps its wounds and died of them in an earlier fight is not in this one.
  const gone = (f: Foe) => f.keepsWounds && f.name !== null && own(s.wounds, f.name) >= (creatureNamed(run, f.creature)?.st ?? Infinity);
  const foeNames: string[] = [];
  const many = (f: Foe) => foesNow(run, f);
  for (const f of fight.foes) if (!gone(f)) for (let k = 0; k < many(f); k++) foeNames.push(figureName(f, k, many(f)));
  // The party's side as it stands on the board: its members, the companions with it, the fight's allies.
  const side = [...fighters.map((i) => s.party[i].name), ...s.companions.filter((name) => own(s.wounds, name) < (run.adventure.companions.get(name)?.st ?? 0)), ...fight.allies.flatMap((f) => Array.from({ length: many(f) }, (_, k) => figureName(f, k, many(f))))];
  run.emit({ kind: 'fight', at: fight.at, map: fight.map, foes: foeNames, surprise: fight.surprise, party: side });
  if (run.chooser.fate) {
    const names = fightOutcomes(fight);
    const outcome = names[run.chooser.fate({ kind: 'fight', at: fight.at, outcomes: names })];
    run.emit({ kind: 'fight-end', at: fight.at, outcome, rounds: 0, forced: true, party: fighters.map((i) => ({ name: s.party[i].name, status: 'standing', xp: 0 })) });
    // Explored, not fought: a capture takes those who were in the fight, as a real one would.
    if (outcome === 'defeat' && fight.capture) capture(run, [...fighters.map((i) => s.party[i].name), ...s.companions]);
    return outcome;
  }
  const engine = combatEngine();
  if (!engine) throw new CombatUnavailable(`section ${run.sectionId} has a fight, and the combat engine is not part of this build`);
  const map = engine.parseMap(mapDef.text, mapDef.file ?? fight.map);
  const figures: EncounterFigure[] = [];
  const ids = new Map<string, number>();
  const used = new Set<string>();
  const idFor = (name: string) => {
    const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'figure';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  for (const i of fighters) {
    const id = idFor(s.party[i].name);
    ids.set(id, i);
    const player = run.chooser.combat.playerOf?.(s.party[i].name) ?? null;
    figures.push({ id, side: 'party', character: structuredClone(s.party[i]), control: run.chooser.combat.control, ...(player !== null ? { player } : {}), ...(fight.partyZone ? { zone: fight.partyZone } : {}) });
  }
  /** Figure ids by the names the fight gives its foes, for `ends: { fallen }` and wounds kept. */
  const foeIds = new Map<string, string>();
  const keepers = new Map<string, string>();
  const add = (f: Foe, side: 'foes' | 'party', round: number | null) => {
    if (side === 'foes' && gone(f)) return;
    const creature = creatureNamed(run, f.creature);
    if (!creature) throw new Error(`creature ${f.creature} vanished from the bestiary`);
    const n = many(f);
    for (let k = 0; k < n; k++) {
      const name = figureName(f, k, n);
      // Unnamed, they keep the creature's name: the engine numbers all of one name together.
      const named = f.name ? { ...creature, name } : creature;
      const id = idFor(f.name ?? creature.name);
      const zone = f.zone ?? (side === 'party' ? fight.partyZone : null);
      const wounds = f.keepsWounds && f.name !== null ? own(s.wounds, f.name) : 0;
      if (side === 'foes' && f.name) foeIds.set(name, id);
      if (f.keepsWounds && f.name !== null) keepers.set(id, f.name);
      figures.push({ id, side, creature: named, control: 'ai', ...(zone ? { zone } : {}), ...(wounds > 0 ? { damage: wounds } : {}), ...(round !== null ? { round } : {}) });
    }
  };
  // The companions with the party fight beside it under the AI, with the wounds they carry.
  const companionIds = new Map<string, string>();
  for (const name of s.companions) {
    const creature = run.adventure.companions.get(name);
    if (!creature || own(s.wounds, name) >= creature.st) continue;
    const id = idFor(name);
    companionIds.set(id, name);
    const wounds = own(s.wounds, name);
    figures.push({ id, side: 'party', creature, control: 'ai', companion: true, ...(fight.partyZone ? { zone: fight.partyZone } : {}), ...(wounds > 0 ? { damage: wounds } : {}) });
  }
  for (const f of fight.allies) add(f, 'party', null);
  for (const f of fight.foes) add(f, 'foes', null);
  for (const group of fight.reinforcements) for (const f of group.foes) add(f, 'foes', group.round);
  const ends = fight.ends ? { rounds: fight.ends.after, fallen: fight.ends.fallen.map((n) => foeIds.get(n) ?? `absent:${n}`) } : null;
  let result: Awaited<ReturnType<typeof engine.runEncounter>>;
  try {
    result = await engine.runEncounter({
      map,
      figures,
      // The adventure's own weapons (a magic sword), carried in the pack under their item names.
      arms: [...run.adventure.items.values()].flatMap((d) => (d.weapon ? [d.weapon] : [])),
      // And its own armors (elven mail), worn in place of the sheet's armor by whoever has one.
      armors: [...run.adventure.items.values()].flatMap((d) => (d.armor ? [d.armor] : [])),
      // And its healing items, which the party may give one lying dying when the fight is over.
      remedies: [...run.adventure.items.values()].flatMap((d) => remedyOf(d) ?? []),
      // The packs of those with the party who lay unconscious before it, not in the fight.
      packs: fallenMembers(s).filter((i) => !fighters.includes(i)).map((i) => ({ holder: s.party[i].name, items: s.party[i].items })),
      surprise: fight.surprise,
      io: run.chooser.combat.io ?? silentIo(),
      dice: run.dice,
      rng: run.rng,
      canFlee: fight.fled !== null,
      ...(ends ? { ends } : {}),
      ...(fight.capture ? { capture: true } : {}),
      quiet: run.chooser.combat.quiet,
      ...(run.chooser.combat.tape ? { tape: run.chooser.combat.tape } : {}),
      ...(run.chooser.combat.watch ? { onEvent: run.chooser.combat.watch } : {}),
      ...(run.chooser.combat.undone ? { onUndo: run.chooser.combat.undone } : {}),
      ...(run.chooser.combat.karmaCall ? { karmaCall: run.chooser.combat.karmaCall } : {}),
    });
  } catch (e) {
    // A fight that cannot be set up (no room on the map for every figure): a fault of the
    // adventure the loader could not see, said as such rather than as a crash.
    if (e instanceof Error && e.name === 'EncounterError') throw new AdventureStuck(run.sectionId, `section ${run.sectionId}: the fight on map "${fight.map}" (line ${fight.at.line}) cannot be set up: ${e.message}`);
    throw e;
  }
  // What was given to the dying out of the packs of those not in the fight leaves their sheets.
  for (const g of result.fromPacks ?? []) {
    const i = s.party.findIndex((c) => c.name === g.holder);
    if (i >= 0) takeItem(s.party[i], g.item, 1);
  }
  // The fight took its rounds of the game's time (docs/rulings.md, "A round's length").
  s.time += fightMinutes(result.rounds);
  for (const p of result.party) {
    const i = ids.get(p.id);
    if (i === undefined) continue;
    const before = s.party[i].xp;
    const karmaBefore = s.party[i].karma;
    s.party[i] = { ...structuredClone(p.character), adventure: s.party[i].adventure };
    // Karma bought re-rolls in the fight: a bard's points went first.
    if (s.party[i].karma < karmaBefore) karmaSpent(s, i, karmaBefore - s.party[i].karma);
    // What the fight gave is held to what a sheet can hold, like every reward (docs/rulings.md).
    for (const field of clampSheet(s.party[i])) noteCapped(run, s.party[i], field);
    s.xpEarned[i] += Math.max(0, s.party[i].xp - before);
    // The fight's aftermath (deaths, wishes) was settled by the combat engine.
    if (!isAlive(s.party[i])) run.reportedDead.add(i);
  }
  run.emit({
    kind: 'fight-end',
    at: fight.at,
    outcome: result.outcome,
    rounds: result.rounds,
    forced: false,
    party: result.party.map((p) => ({ name: p.character.name, status: p.status, xp: p.xp })),
    shown: !run.chooser.combat.quiet && run.chooser.combat.io !== null,
  });
  // A fight that was shown has said who fell unconscious, and its last line says who lies so:
  // the adventure does not say it a third time ('Ysolde falls unconscious.' after the fight).
  if (!run.chooser.combat.quiet && run.chooser.combat.io !== null) {
    for (let i = 0; i < s.party.length; i++) if (isAlive(s.party[i]) && !isConscious(s.party[i])) run.reportedOut.add(i);
  }
  for (const p of result.party) if (p.status === 'dead') run.emit({ kind: 'dead', member: p.character.name });
  // Foes that keep their wounds take them to the next fight (the dead stay dead: their damage reached their ST).
  for (const f of [...result.foes, ...(result.allies ?? [])]) {
    const name = keepers.get(f.id);
    if (name !== undefined) setOwn(s.wounds, name, f.damage);
  }
  // Companions keep their wounds too; one killed is gone from the party.
  for (const a of result.allies ?? []) {
    const name = companionIds.get(a.id);
    if (name === undefined) continue;
    setOwn(s.wounds, name, a.damage);
    if (a.status === 'dead') {
      s.companions = s.companions.filter((c) => c !== name);
      (s.fallen ??= []).push(name);
      run.emit({ kind: 'dead', member: name });
    }
  }
  if (result.outcome === 'defeat' && fight.capture) {
    const taken = result.party.filter((p) => p.status !== 'dead' && p.status !== 'fled').map((p) => p.character.name);
    for (const a of result.allies ?? []) if (companionIds.has(a.id) && a.status !== 'dead' && a.status !== 'fled') taken.push(companionIds.get(a.id)!);
    capture(run, taken);
  }
  return result.outcome;
}

/** A defeat that captures: who was taken, said now and kept for `{captured}` in the text that follows. */
function capture(run: Run, names: string[]): void {
  run.s.captured = names;
  if (names.length > 0) run.emit({ kind: 'captured', members: names });
}

async function afterFight(run: Run, fight: Fight, outcome: FightEndKind): Promise<Exit> {
  await run.settleHarm();
  if (outcome === 'fled') await carryFallen(run);
  if (outcome === 'victory') return run.runFlow(fight.victory, NO_SCOPE);
  if (outcome === 'fled' && fight.fled) return run.runFlow(fight.fled, NO_SCOPE);
  // The fight's own end; one without it cannot end so (the engine is told of no end).
  if (outcome === 'ended' && fight.ends) return run.runFlow(fight.ends.flow, NO_SCOPE);
  if (fight.defeat) return run.runFlow(fight.defeat, NO_SCOPE);
  return { kind: 'end', ending: { title: 'Defeated', kind: 'defeat' } };
}

/**
 * Carrying the fallen away from a flight (a ruling, docs/rulings.md): each conscious member carries
 * one fallen companion, as a grappler carries a man who does not resist (MOVEMENT, Drag), and the
 * player says whom when there are more fallen than carriers. Those nobody carries are left behind
 * in the foes' hands (CAMPAIGNING: foes "killed, captured or routed", the other way round), out of
 * the adventure until it ends.
 */
async function carryFallen(run: Run): Promise<void> {
  const s = run.s;
  const carriers = consciousMembers(s);
  let fallen = fallenMembers(s);
  if (carriers.length === 0) return; // nobody got away on his feet: nobody to carry, none to leave
  for (const by of carriers) {
    if (fallen.length === 0) return;
    let k = 0;
    if (fallen.length > 1 && fallen.length > carriers.length - carriers.indexOf(by)) {
      k = await run.chooser.choose({
        key: `carry ${run.sectionId}`,
        message: `${s.party[by].name} can carry one of the fallen away. Whom?`,
        items: fallen.map((i) => ({ label: s.party[i].name, tag: 'member' as const })),
      });
    }
    run.emit({ kind: 'carried', member: s.party[fallen[k]].name, by: s.party[by].name });
    fallen = fallen.filter((_, j) => j !== k);
  }
  for (const i of fallen) {
    s.leftBehind.push(i);
    run.emit({ kind: 'left-behind', member: s.party[i].name });
  }
}

/** An Io for fights nobody watches: it shows nothing and must never be asked anything. */
export function silentIo(): Io {
  const ask = async (): Promise<never> => {
    throw new Error('a silent fight asked a question: every figure must be under AI control');
  };
  return { interactive: false, style: PLAIN, say: () => undefined, choose: ask, askNumber: ask, askText: ask, confirm: ask };
}

/** The outcomes a fight can have, in the order the testers name them. */
export function fightOutcomes(f: Fight): Array<'victory' | 'fled' | 'ended' | 'defeat'> {
  return ['victory', ...(f.fled ? ['fled' as const] : []), ...(f.ends ? ['ended' as const] : []), 'defeat'];
}

/** The flows a fight goes on by: victory, flight, its own end, defeat (those it has). */
export function fightFlows(f: Fight): Flow[] {
  return [f.victory, ...(f.fled ? [f.fled] : []), ...(f.ends ? [f.ends.flow] : []), ...(f.defeat ? [f.defeat] : [])];
}

/** The name a fight gives the k-th (from 0) of a line of foes: "Grosh", or "Goblin 2" among several. */
function figureName(f: Foe, k: number, count: number): string {
  const base = f.name ?? f.creature;
  return count > 1 ? `${base} ${k + 1}` : base;
}

export const fightWay: WayReader = {
  key: 'fight',
  read: readsAs(readFight, (fight) => ({ kind: 'fight', fight })),
  schema: () => ref('fight'),
  definitions: fightSchema,
};

export const fightNext: NextRule<'fight'> = {
  run: (run, next) => runFight(run, next.fight),
  outcomes: (next) => fightFlows(next.fight),
  shape({ fight: f }, w) {
    // The foes as the fight names them, and those who come later.
    const line = (x: Foe) => {
      const who = x.name ?? x.creature;
      return x.countOf ? `${who} x(${formatCondition(x.countOf)})` : x.count > 1 ? `${x.count} ${who}` : who;
    };
    const later = f.reinforcements.map((g) => `round ${g.round}: ${g.foes.map(line).join(', ')}`);
    w.shape.fights.push([f.foes.map(line).join(', '), ...later].join('; then '));
    w.visit(f.victory, 'victory', 'fight');
    if (f.fled) w.visit(f.fled, 'fled', 'fight');
    if (f.ends) w.visit(f.ends.flow, 'the fight ends', 'fight');
    if (f.defeat) w.visit(f.defeat, 'defeat', 'fight');
    else w.shape.endings.push({ section: w.shape.id, title: 'Defeated', kind: 'defeat', at: f.at });
  },
  chance: ({ fight: x }) => ({ kind: 'fight', text: `fight on ${x.map}`, at: x.at, outcomes: fightOutcomes(x) }),
  preview: () => ({ says: '(It comes to a fight.)' }),
};
