// The words that say who in the language (docs/adventure-format.md, "Who", "Choosing who"): who
// rolls a check, who an effect falls on, and the roles the player fills with `choose:`. A role's
// name may not be one of those words. The reader's `who()` reads them (reader.ts).
import type { Target, WhoRolls } from '../model';

/** How a party decides who rolls a check or a contest (chosen is the default). */
export const WHO_ROLLS: readonly WhoRolls[] = ['chosen', 'best', 'each', 'leader'];
/** Who casts a spell in a scene: the player picks (the default), the best at it, or a role. */
export const WHO_CASTS: readonly WhoRolls[] = ['chosen', 'best'];
/** Who an effect falls on: the party (the default outside a check), the roller (after one)... */
export const TARGETS: readonly Target[] = ['party', 'roller', 'leader', 'chosen', 'random'];
/** A role's name (`choose: { as: well-diver }`): lower-case words joined by hyphens, none of the words "who" already takes. */
export const ROLE_RE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A role's name in the schema: ROLE_RE, none of the words "who" already takes. */
export const ROLE_SCHEMA = { type: 'string', pattern: '^(?!(party|roller|leader|chosen|random|best|each)$)[a-z][a-z0-9]*(-[a-z0-9]+)*$' };

/** A companion's name where "who" takes one (a heal, a check's roller): not a role's form, so it has a capital, a space or the like. */
export const COMPANION_NAME_SCHEMA = { type: 'string', pattern: '[^a-z0-9-]' };
