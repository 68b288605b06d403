// The end of an adventure, for its own things: the items an adventure declares (its `items:` list,
// not the rules' weapons, armor, shields or a new character's belongings) belong to it and stay
// behind when it ends, so that a key or a charm of one adventure opens nothing in the next (ruling,
// docs/rulings.md). Each member keeps as many of each as he set out with.
import type { Character, Item } from '../character';
import type { Adventure } from './model';

export interface LeftBehind {
  /** The party as it comes home, without the adventure's own items. */
  party: Character[];
  /** What each member left, in party order ("Abbey Key", "Sallow's Charm"). */
  left: string[][];
}

function countOf(items: readonly Item[], name: string): number {
  let n = 0;
  for (const i of items) if (i.name === name) n += i.count;
  return n;
}

/**
 * Whether an item stays with the adventure when it ends: one it declares, unless marked `keeps: true`
 * (a reward, the hero's to take home like the rules' own things). A shop says so before it sells one.
 */
export function staysBehind(adventure: Adventure, name: string): boolean {
  const def = adventure.items.get(name);
  return def !== undefined && !def.builtin && !def.keeps;
}

/** `started[i]` is member i as he set out (absent in saves of older laws: then he had none of them). */
export function leaveBehind(adventure: Adventure, party: readonly Character[], started: readonly Character[] | undefined): LeftBehind {
  const own = new Set<string>();
  for (const def of adventure.items.values()) if (staysBehind(adventure, def.name)) own.add(def.name);
  const left: string[][] = [];
  const home = party.map((c, i) => {
    const gone: string[] = [];
    const items: Item[] = [];
    for (const item of c.items) {
      if (!own.has(item.name)) {
        items.push(item);
        continue;
      }
      const keep = Math.min(item.count, countOf(started?.[i]?.items ?? [], item.name));
      if (keep < item.count) gone.push(item.name);
      if (keep > 0) items.push({ ...item, count: keep });
    }
    left.push(gone);
    return gone.length === 0 ? c : { ...c, items };
  });
  return { party: home, left };
}
