// Mounting Expeditions (Melding) and the card explanations of the wilds: which cards may start a meld
// of a creature, which may be added to one, and when wilds are left unattached. Each function is a
// rule; the state machine, the bots and the tests call them.
import type { Creature, Species } from './deck';
import { CREATURES, creaturesOf, info, isAnomaly, naturalOf, speciesOf } from './deck';

/** A meld in front of a player: the cards of one creature, in the order they were played. */
export interface Meld {
  readonly creature: Creature;
  readonly cards: string[];
}

/** A card of the creature's own: its expedition cards and its coloured Proof!. */
export const isNaturalFor = (code: string, creature: Creature): boolean => naturalOf(code) === speciesOf(creature);

/**
 * A card that may lie in a meld of `creature`: its natural cards, "Expert" Opinion, and the Blurry
 * Photo except on Piltdown Man ("an archeological discovery").
 */
export function fitsCreature(code: string, creature: Creature): boolean {
  if (code === 'expert') return true;
  if (code === 'blurry') return creature !== 'piltdown';
  return isNaturalFor(code, creature);
}

/** An expedition card for the count of an initial meld: the creature's own or "Expert" Opinion. */
const isExpeditionFor = (code: string, creature: Creature): boolean =>
  code === 'expert' || (info(code).kind === 'expedition' && isNaturalFor(code, creature));

/**
 * Mounting Expeditions: an initial meld is three cards of one creature, at least two of them
 * expedition cards ("Expert" Opinion counts as one), at least one of them the creature's own card
 * (a meld of wilds alone is of no creature), and at most one Proof! (two expedition cards and a
 * Proof!). Ruling: every initial meld is made of exactly three cards; more may be added at once.
 */
export function isInitialMeld(cards: readonly string[], creature: Creature): boolean {
  if (cards.length !== 3) return false;
  if (!cards.every((c) => fitsCreature(c, creature))) return false;
  const expeditions = cards.filter((c) => isExpeditionFor(c, creature)).length;
  const naturals = cards.filter((c) => isNaturalFor(c, creature)).length;
  return expeditions >= 2 && naturals >= 1;
}

/** Distinct codes of a list, in order of first appearance. */
export const distinct = (cards: readonly string[]): string[] => [...new Set(cards)];

/** How many of `code` a list holds. */
export const count = (cards: readonly string[], code: string): number => {
  let n = 0;
  for (const c of cards) if (c === code) n++;
  return n;
};

/**
 * Every distinct initial meld of `creature` the hand can make, three cards each, sorted codes. A meld
 * with a Proof! needs the turn's anomaly play (`mayPlayAnomaly`).
 */
export function initialMelds(hand: readonly string[], creature: Creature, mayPlayAnomaly: (code: string) => boolean): string[][] {
  const kinds = distinct(hand).filter((c) => fitsCreature(c, creature) && (!isAnomaly(c) || mayPlayAnomaly(c))).sort();
  const out: string[][] = [];
  for (let i = 0; i < kinds.length; i++)
    for (let j = i; j < kinds.length; j++)
      for (let k = j; k < kinds.length; k++) {
        const cards = [kinds[i], kinds[j], kinds[k]];
        const need = new Map<string, number>();
        for (const c of cards) need.set(c, (need.get(c) ?? 0) + 1);
        if ([...need].some(([c, n]) => count(hand, c) < n)) continue;
        // One anomaly play a turn: at most one Proof! in a meld.
        if (cards.filter(isAnomaly).length > 1) continue;
        if (isInitialMeld(cards, creature)) out.push(cards);
      }
  return out;
}

/**
 * Wilds are unattached when their meld holds no card of its creature's own (the Feegee Mermaid
 * example of "Expert" Opinion): they must go to the Tabloids at once.
 */
export function isStranded(m: Meld): boolean {
  return !m.cards.some((c) => isNaturalFor(c, m.creature));
}

/** Whether anyone has a meld of `creature` in front of him. */
export function inPlay(melds: readonly (readonly Meld[])[], creature: Creature): boolean {
  return melds.some((ms) => ms.some((m) => m.creature === creature));
}

export function meldOf(melds: readonly Meld[], creature: Creature): Meld | undefined {
  return melds.find((m) => m.creature === creature);
}

/**
 * The creatures a card may be added to by a seat: its own melds of a creature the card fits, and
 * (played alone in front of him) a creature another has melded, for a card of the creature's own:
 * wilds never alone.
 */
export function addTargets(code: string, mine: readonly Meld[], all: readonly (readonly Meld[])[]): Creature[] {
  const out: Creature[] = [];
  for (const creature of CREATURES) {
    if (!fitsCreature(code, creature)) continue;
    if (meldOf(mine, creature)) out.push(creature);
    else if (isNaturalFor(code, creature) && inPlay(all, creature)) out.push(creature);
  }
  return out;
}

/** The creatures a species' cards discredit in the Tabloids: both Bigfoot and Yeti for Bigfoot/Yeti. */
export const discreditedBy = (sp: Species): Creature[] => creaturesOf(sp);
