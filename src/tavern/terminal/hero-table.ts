// A hero's game at a tavern table inside an adventure, played by a person at the screen: the
// opponents are bots named by the adventure (frame/hero.ts deals the table).
import type { Io } from '../../io/io';
import type { Style } from '../../io/style';
import type { TavernResult } from '../frame/game';
import { endingOf, loadFace } from './face';
import type { TableOutcome, TableSpec } from '../frame/hero';
import { heroMatch, heroOutcome } from '../frame/hero';
import { playAtTable } from './people';
import type { TavernWatch } from '../../adventure/tavern-port';

/**
 * Plays the table with the hero's player answering through `io`. `ending`: the game's own line for
 * how it ended ("Old Maeve wins with 31 points (Brannoc 24, Tobin 12)"), for the story to keep: it
 * names the hero. `asYou`: the hero's player plays alone at his own screen, and the game speaks to
 * him as law tavern speaks to a lone player: his seat is "You" in what happened, on the table and
 * in the questions (people.ts, second-person.ts), where it once said "Ysolde begins." and "Ysolde,
 * draw ...?" over a table that said "You". Not when an opponent is called "You" (two seats would
 * read alike), nor at a GM's table, where the GM, the TV and the other players read the game.
 */
export async function playHeroTable(io: Io, style: Style, spec: TableSpec, hero: string, seed: string, at: { watch?: TavernWatch; asYou?: boolean } = {}): Promise<{ outcome: TableOutcome; result: TavernResult; ending: string | null }> {
  const { watch } = at;
  const you = at.asYou === true && !spec.opponents.some((o) => o.name.trim().toLowerCase() === 'you');
  // The names do not reach the deal or the bots: the cards and the moves are the same either way.
  const m = heroMatch(spec, you ? 'You' : hero, 'me', seed);
  io.say(`${m.game.title}: ${m.options.names.join(', ')}.`);
  watch?.start(m, hero);
  try {
    // The game's last event already says how it ended.
    const result = await playAtTable(m, { io, style, ...(watch ? { afterAction: () => watch.moved() } : {}) });
    return { outcome: heroOutcome(result), result, ending: endingOf(loadFace(m.game.id), m, [hero, ...spec.opponents.map((o) => o.name)]) };
  } finally {
    watch?.end();
  }
}
