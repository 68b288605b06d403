// What a GM's table keeps between stops, in the save beside the game: whether karma is asked after a
// roll or is the players' call, who has called it for his next roll, and what the GM changed in
// secret that the players have not yet learnt (a pickpocket's work: their screen still shows the
// purse and the pack as they knew them, until the GM reveals it).
import type { Character } from '../character';
import type { StreamMember } from './stream';

export interface Hidden {
  /** The member, by name. */
  name: string;
  /** Gold the players still see that is gone (negative: gold they have not seen come). */
  gold: number;
  /** Items likewise: how many more of each the players see than there are. */
  items: Array<{ name: string; count: number }>;
}

export interface TableState {
  /** ask: a hero who may re-roll is asked when a re-roll could change the result; call: he re-rolls when his player called it beforehand. */
  karma: 'ask' | 'call';
  /** Heroes whose players called karma for their next failed roll (:karma NAME). */
  armed: string[];
  hidden: Hidden[];
}

export function emptyTable(): TableState {
  return { karma: 'ask', armed: [], hidden: [] };
}

/** A member as his players know him: what the GM hid from them put back. */
export function maskMember(table: TableState, m: StreamMember): StreamMember {
  const h = table.hidden.find((x) => x.name === m.name);
  if (!h) return m;
  const items = m.items.map((i) => ({ ...i }));
  for (const hi of h.items) {
    const it = items.find((i) => i.name === hi.name);
    if (it) it.count += hi.count;
    else items.push({ name: hi.name, count: hi.count });
  }
  return { ...m, gold: Math.max(0, m.gold + h.gold), items: items.filter((i) => i.count > 0) };
}

/** Adds to what is hidden the difference a secret tool made between the party `before` and `after`. */
export function unmasked(table: TableState, before: readonly Character[], after: readonly Character[]): void {
  before.forEach((b, i) => {
    const a = after[i];
    if (!a || a.name !== b.name) return;
    let h = table.hidden.find((x) => x.name === b.name);
    const gold = b.gold - a.gold;
    const names = new Set([...b.items.map((x) => x.name), ...a.items.map((x) => x.name)]);
    const count = (c: Character, n: string) => c.items.filter((x) => x.name === n).reduce((s, x) => s + x.count, 0);
    const items = [...names].map((n) => ({ name: n, count: count(b, n) - count(a, n) })).filter((x) => x.count !== 0);
    if (gold === 0 && items.length === 0) return;
    if (!h) table.hidden.push((h = { name: b.name, gold: 0, items: [] }));
    h.gold += gold;
    for (const it of items) {
      const old = h.items.find((x) => x.name === it.name);
      if (old) old.count += it.count;
      else h.items.push(it);
    }
    h.items = h.items.filter((x) => x.count !== 0);
    if (h.gold === 0 && h.items.length === 0) table.hidden = table.hidden.filter((x) => x !== h);
  });
}

/** The most entries a table's lists hold in a save. */
const MOST = 1000;

/** A table's state from a save, checked field by field; null when it is not one. */
export function readTableState(v: unknown): TableState | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const str = (x: unknown): x is string => typeof x === 'string' && x.length <= 200;
  const int = (x: unknown): x is number => Number.isSafeInteger(x);
  if (o.karma !== 'ask' && o.karma !== 'call') return null;
  if (!Array.isArray(o.armed) || o.armed.length > MOST || !o.armed.every(str)) return null;
  if (!Array.isArray(o.hidden) || o.hidden.length > MOST) return null;
  const hidden: Hidden[] = [];
  for (const h of o.hidden) {
    if (typeof h !== 'object' || h === null) return null;
    const x = h as Record<string, unknown>;
    if (!str(x.name) || !int(x.gold) || !Array.isArray(x.items) || x.items.length > MOST) return null;
    const items: Hidden['items'] = [];
    for (const it of x.items) {
      const y = it as Record<string, unknown> | null;
      if (typeof y !== 'object' || y === null || !str(y.name) || !int(y.count)) return null;
      items.push({ name: y.name, count: y.count });
    }
    hidden.push({ name: x.name, gold: x.gold, items });
  }
  return { karma: o.karma, armed: [...(o.armed as string[])], hidden };
}
