// What a section's run and the runs of the language's constructs (src/adventure/constructs/) share:
// the scope an outcome is played in, the ways out of a section, and the faults that stop a run. A
// leaf: the constructs import it, never the interpreter itself (which imports them).
import type { Ending, SectionId } from './model';

/** The adventure has a fault the loader could not see: every option of a section is closed. */
export class AdventureStuck extends Error {
  override name = 'AdventureStuck';
  constructor(
    readonly section: SectionId,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A GM's tool changed the game while a section's menu was open (law gm: ":damage Brannoc 4"): thrown
 * from the menu's prompt, the menu is built again, so what it offers follows the party as it is now
 * (Heal Wounds for one just hurt). Thrown the same way when the tool is run again from a save's record,
 * so a resumed game asks the same menus.
 */
export class MenuChanged extends Error {
  override name = 'MenuChanged';
  constructor() {
    super('a GM tool changed the game: the menu is built again');
  }
}

/** A fight, and no combat engine in this build. */
export class CombatUnavailable extends Error {
  override name = 'CombatUnavailable';
}

/** Thrown inside a run when the last living member dies: the game ends at once. */
export class PartyDead extends Error {
  override name = 'PartyDead';
}

/** Where a section's play goes on: another section, an ending, or the player's undo or quit. */
/** `back`: the party goes back to the section that sent it (constructs/returning.ts): no sending. */
export type Exit = { kind: 'goto'; to: SectionId; back?: true } | { kind: 'end'; ending: Pick<Ending, 'title' | 'kind'> } | { kind: 'undo' } | { kind: 'quit' };

/** The roller(s) of the check an outcome follows, and its margin: the default "who" of effects. */
export interface Scope {
  rollers: number[];
  margin: number | null;
  /** A companion who rolled instead (docs/rulings.md, "Companions who roll"): only a heal falls on him. */
  companion?: string;
}

/** The scope of what no roll came before: a section's own text and effects, an option taken. */
export const NO_SCOPE: Scope = { rollers: [], margin: null };
