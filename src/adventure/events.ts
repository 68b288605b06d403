// What the interpreter reports as it plays: events, not text. The terminal renders them
// (src/render/adventure-events.ts); the testers count them; nothing in the engine prints.
import type { Character } from '../character';
import type { CheckSpec, ContestResult, ContestSide, Roll } from '../dice';
import type { Ending, Pos, SectionId } from './model';
import type { EncounterResult } from './combat-port';
import type { CounterLine } from './state';

export type GameEvent =
  | { kind: 'section'; id: SectionId; title: string | null; visit: number; time: number }
  | { kind: 'text'; text: string }
  | { kind: 'gm'; text: string }
  /** One line about what happened to someone: "Brannoc takes 4 damage (1D6: 4)". */
  | { kind: 'effect'; member: string | null; text: string }
  /** A check about to be rolled, with its target and exact odds (RESOLVING UNCERTAINTY). */
  | { kind: 'check'; at: Pos; roller: string; check: string; spec: CheckSpec; /** What the roll is for, said after the roller: "casts Heal Wounds". */ purpose: string | null; target: number; chance: number; allowed: boolean; helper: string | null; curses: number }
  | { kind: 'throw'; roller: string; roll: Roll; total: number; curses: number; passed: boolean; margin: number; reroll: 'karma' | 'wish' | null }
  /** Where a check led for one roller: pass, fail, pass-by N or fail-by N. */
  | { kind: 'outcome'; at: Pos; roller: string; outcome: string; passed: boolean; forced: boolean }
  | { kind: 'contest'; at: Pos; roller: string; check: string; target: number; opponent: string; opponentCheck: string; opponentTarget: number; win: number; lose: number; draw: number; drawLoses: boolean }
  | { kind: 'contest-throw'; roller: string; a: ContestSide; b: ContestSide; result: ContestResult; reroll: 'karma' | 'wish' | null }
  | { kind: 'contest-outcome'; at: Pos; roller: string; outcome: 'win' | 'lose' | 'tie'; forced: boolean }
  | { kind: 'random'; at: Pos; table: string | null; dice: string; total: number | null; row: string; forced: boolean }
  | { kind: 'fight'; at: Pos; map: string; foes: string[]; surprise: 'party' | 'foes' | null; party: string[] }
  | { kind: 'fight-end'; at: Pos; outcome: EncounterResult['outcome']; rounds: number; forced: boolean; party: Array<{ name: string; status: string; xp: number }>; /** The fight's own log was shown, and said how it ended. */ shown?: boolean }
  /** A member sits down at a tavern game (the game itself speaks through the Io as it is played). */
  | { kind: 'tavern'; at: Pos; game: string; title: string; player: string; opponents: string[]; stake: number }
  /** How the game ended for him: win, loss or draw; forced when the explorer chose it; `ending`: the game's own line for it, with the scores. */
  | { kind: 'tavern-end'; at: Pos; player: string; title: string; outcome: 'win' | 'loss' | 'draw'; forced: boolean; ending?: string }
  | { kind: 'plotword'; word: string; xp: number }
  | { kind: 'killed'; member: string }
  | { kind: 'wish'; member: string }
  | { kind: 'dead'; member: string }
  | { kind: 'unconscious'; member: string }
  | { kind: 'helpless' }
  /** After a flight: a conscious member carries a fallen one away (docs/rulings.md, "Carrying the fallen away"). */
  | { kind: 'carried'; member: string; by: string }
  /** After a flight: a fallen member nobody could carry is left behind, and the foes take him. */
  | { kind: 'left-behind'; member: string }
  /** After a defeat that captures: the fallen the foes took alive (docs/rulings.md, "Taken captive"). */
  | { kind: 'captured'; members: string[] }
  | { kind: 'reading'; spell: 'Read Mind' | 'See Future'; caster: string; option: string; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'condition'; at: Pos; value: boolean }
  /**
   * An effect that can come to nothing (lose an item nobody carries, cross out a plotword not set)
   * says whether it did anything: the explorer warns of one that never does (LAW0111). Not shown.
   */
  | { kind: 'effect-result'; at: Pos; effect: string; did: boolean }
  | { kind: 'chose'; section: SectionId; number: number; label: string; talk: boolean }
  /** The sheets view: the party, the time, the plotwords and the counters shown (all of them for a GM). */
  | { kind: 'sheets'; party: Character[]; time: number; plotwords: string[]; counters: CounterLine[]; leftBehind: string[]; companions?: Array<{ name: string; st: number; dx: number; iq: number; damage: number }> }
  | { kind: 'end'; section: SectionId; ending: Pick<Ending, 'title' | 'kind'> };

export type Emit = (e: GameEvent) => void;
