// The god cards' effects (the bullets of the Treasure text), as data: one row for each god and kind
// of combination it can be tabled in, and the effects in force on a table, worked out from the
// cards on it. An effect starts as soon as its god lies in a combination of that kind and lasts
// while it lies there (nothing ever leaves the table), unless its god is cancelled.
//
// Rulings (docs/rulings.md, "Treasure"):
// - A god in a colour that also holds a run (the colour's run part, combos.ts) is in a colour and in
//   a run: both its effects work ("the gods in that run effect the scoring twice").
// - An effect is on or off: two copies of a god in the same kind of combination (two decks) do
//   not apply it twice.
// - A god is cancelled while an odd number of its canceller's copies lie in the cancelling kind:
//   one cancels, a second identical one cancels the cancellation (two decks). A cancelled god's
//   effects are all off; cards laid under them stay where they are.
// - The Builder in a colour lets runs be built of three cards (the text says "sets", which are
//   three cards already; see rulings.md).
import type { Combo, Kind } from './combos';
import { runPart } from './combos';
import type { God } from './deck';
import { cardInfo, GOD_NAMES } from './deck';

export type EffectId = `${God}:${Kind}`;

/** A score factor on tabled cards of a kind of combination, or on cards of a suit or of rank 9 (in hand too). */
export type Target = Kind | 'W' | 'G' | 'R' | 'fools';

export interface EffectRow {
  readonly god: God;
  readonly kind: Kind;
  /** What it does, in our words, for the screen and the rules. */
  readonly text: string;
  readonly factor?: { readonly target: Target; readonly by: 2 | 0.5 };
  /** Players may add cards to other players' combinations of this kind. */
  readonly permit?: Kind;
  /** Cancels every effect of this god. */
  readonly cancels?: God;
  /** Combinations of this kind may be built of three cards. */
  readonly three?: Kind;
  /** Everyone draws three cards when the first such god is tabled. */
  readonly draw?: number;
  /** Cards that may count as another suit (when tabled in a colour) or another rank (in a set or run). */
  readonly change?: { readonly what: 'suit' | 'rank'; readonly rank?: number; readonly suit?: 'P' | 'B' };
  /** Cards in hand are worth 0. */
  readonly handZero?: boolean;
}

/** Every effect of the text, in its order (the Builder in a set has two bullets: one row with both). */
export const EFFECTS: readonly EffectRow[] = [
  { god: 'lady', kind: 'set', text: 'runs are worth double', factor: { target: 'run', by: 2 } },
  { god: 'lady', kind: 'run', text: "anyone may add cards to other players' runs", permit: 'run' },
  { god: 'lady', kind: 'colour', text: 'wind cards (W) are worth double', factor: { target: 'W', by: 2 } },
  { god: 'darklord', kind: 'set', text: 'runs are worth half', factor: { target: 'run', by: 0.5 } },
  { god: 'darklord', kind: 'run', text: 'the Lady is cancelled', cancels: 'lady' },
  { god: 'darklord', kind: 'colour', text: 'wind cards (W) are worth half', factor: { target: 'W', by: 0.5 } },
  { god: 'builder', kind: 'set', text: 'colours may be built of three cards; everyone drew three cards', three: 'colour', draw: 3 },
  { god: 'builder', kind: 'colour', text: 'runs may be built of three cards', three: 'run' },
  { god: 'thief', kind: 'set', text: 'warriors (rank 5) may change colour', change: { what: 'suit', rank: 5 } },
  { god: 'thief', kind: 'run', text: 'rock cards (P) may change rank', change: { what: 'rank', suit: 'P' } },
  { god: 'thief', kind: 'colour', text: 'cards in hand are worth 0', handZero: true },
  { god: 'protectress', kind: 'set', text: 'leaf cards (G) are worth double', factor: { target: 'G', by: 2 } },
  { god: 'protectress', kind: 'run', text: 'colours are worth double', factor: { target: 'colour', by: 2 } },
  { god: 'protectress', kind: 'colour', text: "anyone may add cards to other players' colours", permit: 'colour' },
  { god: 'seductress', kind: 'set', text: 'leaf cards (G) are worth half', factor: { target: 'G', by: 0.5 } },
  { god: 'seductress', kind: 'run', text: 'colours are worth half', factor: { target: 'colour', by: 0.5 } },
  { god: 'seductress', kind: 'colour', text: 'the Protectress is cancelled', cancels: 'protectress' },
  { god: 'minion', kind: 'set', text: 'the Friend is cancelled', cancels: 'friend' },
  { god: 'minion', kind: 'run', text: 'flame cards (R) are worth half', factor: { target: 'R', by: 0.5 } },
  { god: 'minion', kind: 'colour', text: 'sets are worth half', factor: { target: 'set', by: 0.5 } },
  { god: 'friend', kind: 'set', text: "anyone may add cards to other players' sets", permit: 'set' },
  { god: 'friend', kind: 'run', text: 'flame cards (R) are worth double', factor: { target: 'R', by: 2 } },
  { god: 'friend', kind: 'colour', text: 'sets are worth double', factor: { target: 'set', by: 2 } },
  { god: 'changeling', kind: 'set', text: 'wave cards (B) may change rank', change: { what: 'rank', suit: 'B' } },
  { god: 'changeling', kind: 'run', text: 'fools (rank 9) are worth double', factor: { target: 'fools', by: 2 } },
  { god: 'changeling', kind: 'colour', text: 'queens (rank 1) may change colour', change: { what: 'suit', rank: 1 } },
];

const ROWS = new Map<EffectId, EffectRow>(EFFECTS.map((e) => [`${e.god}:${e.kind}` as EffectId, e]));

/** The god that cancels `god`, and the kind it must lie in. */
export const CANCELLERS: ReadonlyArray<{ readonly god: God; readonly by: God; readonly kind: Kind }> = EFFECTS.filter((e) => e.cancels).map((e) => ({ god: e.cancels!, by: e.god, kind: e.kind }));

/** What the table does to the game now. */
export interface Effects {
  /** Each god and kind it lies in (a god in a colour's run part: both), in the order of EFFECTS. */
  readonly present: EffectId[];
  /** The present effects of gods not cancelled. */
  readonly active: EffectId[];
  readonly cancelled: God[];
  readonly minSet: number;
  readonly minRun: number;
  readonly minColour: number;
  /** Rock cards may count as any rank (the Thief in a run). */
  readonly rockAnyRank: boolean;
  /** Wave cards may count as any rank (the Changeling in a set). */
  readonly waveAnyRank: boolean;
  /** Warriors (rank 5, the Protectress too) may count as any suit (the Thief in a set). */
  readonly warriorAnySuit: boolean;
  /** Queens (rank 1, the Lady too) may count as any suit (the Changeling in a colour). */
  readonly queenAnySuit: boolean;
  /** Kinds of other players' combinations anyone may add to. */
  readonly permit: Readonly<Record<Kind, boolean>>;
  readonly handZero: boolean;
  /** The product of the factors in force on each target. */
  readonly factor: Readonly<Record<Target, number>>;
}

/** Where each god card on the table lies: its god and the kinds it counts in. */
export function godPlacements(table: readonly Combo[], minRun: number): Array<{ god: God; kinds: Kind[] }> {
  const out: Array<{ god: God; kinds: Kind[] }> = [];
  for (const c of table) {
    const inRun = c.kind === 'colour' ? runPart(c, minRun) : null;
    c.cards.forEach((t, i) => {
      const info = cardInfo(t.code);
      if (info.kind !== 'god') return;
      const kinds: Kind[] = [c.kind];
      if (inRun && inRun[i]) kinds.push('run');
      out.push({ god: info.god!, kinds });
    });
  }
  return out;
}

/** The effects in force on `table`. */
export function effectsOf(table: readonly Combo[]): Effects {
  // The Builder in a colour sets the length of a run, which the run parts of colours depend on; it
  // counts by the colour alone (it has no effect in a run), so there is no circle.
  const builderColour = table.some((c) => c.kind === 'colour' && c.cards.some((t) => t.code === 'builder'));
  const minRun = builderColour ? 3 : 4;
  const places = godPlacements(table, minRun);
  const here = new Set<string>();
  for (const p of places) for (const k of p.kinds) here.add(`${p.god}:${k}`);
  const present = EFFECTS.map((e) => `${e.god}:${e.kind}` as EffectId).filter((id) => here.has(id));
  const cancelled: God[] = [];
  for (const c of CANCELLERS) {
    const copies = places.filter((p) => p.god === c.by && p.kinds.includes(c.kind)).length;
    if (copies % 2 === 1) cancelled.push(c.god);
  }
  const active = present.filter((id) => !cancelled.includes(id.split(':')[0] as God));
  const on = (id: EffectId) => active.includes(id);
  const factor: Record<Target, number> = { set: 1, run: 1, colour: 1, W: 1, G: 1, R: 1, fools: 1 };
  for (const id of active) {
    const f = ROWS.get(id)!.factor;
    if (f) factor[f.target] *= f.by;
  }
  return {
    present,
    active,
    cancelled,
    minSet: 3,
    minRun,
    minColour: on('builder:set') ? 3 : 4,
    rockAnyRank: on('thief:run'),
    waveAnyRank: on('changeling:set'),
    warriorAnySuit: on('thief:set'),
    queenAnySuit: on('changeling:colour'),
    permit: { run: on('lady:run'), colour: on('protectress:colour'), set: on('friend:set') },
    handZero: on('thief:colour'),
    factor,
  };
}

const KIND_IN: Readonly<Record<Kind, string>> = { set: 'in a set', run: 'in a run', colour: 'in a colour' };

/** "The Lady in a set: runs are worth double". */
export function effectLine(id: EffectId): string {
  const [god, kind] = id.split(':') as [God, Kind];
  const row = ROWS.get(id)!;
  const name = GOD_NAMES[god];
  return `${name[0].toUpperCase()}${name.slice(1)} ${KIND_IN[kind]}: ${row.text}`;
}
