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
 * how it ended ("Old Maeve wins with 31 points (Brannoc 24, Tobin 12)"), for the story to keep.
 */
export async function playHeroTable(io: Io, style: Style, spec: TableSpec, hero: string, seed: string, watch?: TavernWatch): Promise<{ outcome: TableOutcome; result: TavernResult; ending: string | null }> {
  const m = heroMatch(spec, hero, 'me', seed);
  io.say(`${m.game.title}: ${m.options.names.join(', ')}.`);
  watch?.start(m, hero);
  try {
    // The game's last event already says how it ended.
    const result = await playAtTable(m, { io, style, ...(watch ? { afterAction: () => watch.moved() } : {}) });
    return { outcome: heroOutcome(result), result, ending: endingOf(loadFace(m.game.id), m) };
  } finally {
    watch?.end();
  }
}
