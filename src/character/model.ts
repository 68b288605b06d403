// The character sheet: attributes and what the character knows (CHARACTERS), carries (WEAPONS, ARMOR)
// and suffers or gains in play (INJURY & EXHAUSTION, CAMPAIGNING). Stored as JSON with a schema version.

export const SHEET_SCHEMA = 1;

export type CharacterType = 'normal' | 'mage';

export interface Staff {
  /** Points of power the staff holds when full: bought with 2 XP a point, up to IQ. */
  capacity: number;
  /** Points left now; refilled overnight. */
  charge: number;
}

export interface Item {
  name: string;
  count: number;
}

export interface Character {
  schema: number;
  name: string;
  type: CharacterType;
  /** Permanent attributes, before armor restriction. */
  st: number;
  dx: number;
  iq: number;
  xp: number;
  /** Skill (rules name) to level, each at least 1. */
  skills: Record<string, number>;
  /** Spells learned (rules names); lesser and greater hex versions follow from these (MAGIC). */
  spells: string[];
  /** Weapons carried (rules names); the first is in hand. An empty list fights unarmed. */
  weapons: string[];
  armor: string | null;
  shield: string | null;
  staff: Staff | null;
  gold: number;
  items: Item[];
  damage: number;
  fatigue: number;
  karma: number;
  wishes: number;
  curses: number;
  /** The adventure under way, or null between adventures, when skills and spells may be bought. */
  adventure: string | null;
  /**
   * While away: the saved game that holds the character (its file), so that one adventure at a time
   * has him, and its end gives its rewards exactly once. Null between adventures.
   */
  save: string | null;
  /**
   * How the adventure's text speaks of him: {he}, {him}, {his} (docs/adventure-format.md, "Text").
   * Absent on most sheets: "he", as the rules text speaks of any character (docs/rulings.md).
   */
  pronoun?: Pronoun;
  /**
   * The printed adventure he is playing (law character begin), with the reader's bookmark and the
   * book's plotwords. Absent between printed adventures and on older sheets.
   */
  book?: Book;
  /** What a book asked the player to keep in mind ("the hermit's word is ASH"), in the order noted. Absent when none. */
  notes?: string[];
}

/**
 * A printed adventure under way beside law (docs/companion.md): its title as the player gave it, the
 * section he is at, and its plotwords (CAMPAIGNING, Experience Points: one XP each, once).
 */
export interface Book {
  title: string;
  /** The section he is at, as the book numbers it ("41", "12a"); null before he has noted one. */
  section: string | null;
  /** Plotwords the book gave, not crossed out, in the order given. */
  plotwords: string[];
  /** Every plotword given in this adventure, crossed out or not: each gives its XP once. */
  earned: string[];
}

export const PRONOUNS = ['he', 'she', 'they'] as const;
export type Pronoun = (typeof PRONOUNS)[number];

export const ATTRIBUTE_KEYS = { ST: 'st', DX: 'dx', IQ: 'iq' } as const;
