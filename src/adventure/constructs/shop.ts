// `shop:` (docs/adventure-format.md, "Shops"): a section's shop, offered beside its options (or
// before its goto): items and services bought from the party's purse, items sold, and a Merchant's
// haggling, an IQ contest against the shopkeeper (SKILLS, Merchant).
//
//   shop: { name: The Ferryman's Store, iq: 11, sells: [{ item: Rope, price: 2, stock: 3 }, { service: A hot meal, price: 1, do: [heal: 1] }], buys: [{ item: Dagger, price: 5 }] }
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import { skillLevel } from '../../character';
import type { CheckSpec, ContestSide } from '../../dice';
import type { Pos } from '../model';
import type { Run } from '../interpreter';
import { NO_SCOPE } from '../run-shared';
import { carried, consciousMembers, giveItem, leaderOf, livingMembers, MAX_ITEM_COUNT, own, partyGold, setOwn, takeGold, takeItem } from '../state';
import { staysBehind } from '../leave-behind';
import { inSentence } from '../words';
import type { PromptItem } from '../chooser';
import type { Json } from '../schema-kit';
import { object, ref } from '../schema-kit';
import type { Effect } from './verbs';
import { gainCapped } from './effect-kit';
import { bestAt } from './rolls';
import { contestFor } from './contest';
import type { MenuEntry } from './options';

export interface Ware {
  at: Pos;
  /** The item sold or bought, or the name of a service. */
  item: string;
  price: number;
  /** How many the shop has, or null for as many as wanted. */
  stock: number | null;
  /** A service (a meal, a night's rest): its effects on the party instead of an item. */
  service: Effect[] | null;
}

export interface Shop {
  at: Pos;
  name: string;
  /** The shopkeeper's IQ, against which a Merchant haggles (SKILLS, Merchant). */
  iq: number;
  sells: Ware[];
  buys: Ware[];
}

export const SHOP_KEYS = ['name', 'iq', 'sells', 'buys'] as const;
export const WARE_KEYS = ['item', 'service', 'price', 'stock', 'do'] as const;
export const BUY_KEYS = ['item', 'price'] as const;

/** A section's `shop:`: what it sells (items, or services with their effects) and buys, and its keeper's IQ. */
export function readShop(a: AdventureReader, f: Field | undefined, where: string): Shop | null {
  if (!f) return null;
  const w = `the shop of ${where}`;
  const map = a.r.map(f.value, w, f.pos);
  if (!map) return null;
  const fields = a.r.fields(map, w, SHOP_KEYS, ['name', 'sells']);
  const name = a.r.str(fields.get('name'), `the name of ${w}`);
  const iq = fields.has('iq') ? a.r.int(fields.get('iq'), `the shopkeeper's IQ in ${w}`, 1, 40) : 10;
  const wares = (key: 'sells' | 'buys'): Ware[] => {
    const wf = fields.get(key);
    if (!wf) return [];
    const seq = a.r.seq(wf.value, `"${key}" of ${w}`, wf.pos);
    const out: Ware[] = [];
    for (const item of (seq?.items ?? []) as AnyNode[]) {
      const wm = a.r.map(item, `a ware of ${w}`, wf.pos);
      if (!wm) continue;
      const wAt = a.r.pos(wm);
      // A shop buys items only; it sells items or services (a meal, a night's rest).
      const wfields = a.r.fields(wm, `a ware of ${w}`, key === 'buys' ? BUY_KEYS : WARE_KEYS, ['price']);
      const price = a.r.int(wfields.get('price'), `the price of a ware of ${w}`, 0, 1_000_000);
      const stock = wfields.has('stock') ? a.r.int(wfields.get('stock'), `the stock of a ware of ${w}`, 1, MAX_ITEM_COUNT) : null;
      const itemF = wfields.get('item');
      const serviceF = wfields.get('service');
      if (itemF && serviceF) {
        a.r.error('LAW0025', serviceF.pos, `a ware of ${w} is both an item and a service`, 'sell an item ("item: Rope") or a service ("service: A hot meal" with its effects under "do")');
        continue;
      }
      if (serviceF) {
        const name = a.r.name(serviceF.value, `the name of a service of ${w}`, serviceF.pos);
        const doF = wfields.get('do');
        if (!doF) a.r.error('LAW0003', wAt, `the service "${name ?? '?'}" of ${w} has no "do"`, 'say what it does: do: [heal: 1] for a meal, do: [sleep: night] for a bed');
        const effects = a.effects(doF, `the service "${name ?? '?'}" of ${w}`);
        if (name === null || price === null || !doF) continue;
        out.push({ at: wAt, item: name, price, stock, service: effects });
        continue;
      }
      if (wfields.has('do')) a.r.error('LAW0025', wfields.get('do')!.pos, `a ware of ${w} has "do" but is not a service`, 'effects belong to a service: "service: A hot meal"');
      if (!itemF) {
        a.r.error('LAW0003', wAt, `a ware of ${w} needs "item"${key === 'sells' ? ' or "service"' : ''}`);
        continue;
      }
      const itemName = a.r.name(itemF.value, `the item of a ware of ${w}`, itemF.pos);
      if (itemName === null || price === null) continue;
      const ware: Ware = { at: wAt, item: itemName, price, stock: key === 'buys' ? null : stock, service: null };
      a.refs.push({ kind: 'item', name: itemName, at: a.r.pos(itemF!.value, itemF!.pos), where: w, resolve: (c) => (ware.item = c) });
      out.push(ware);
    }
    return out;
  };
  const sells = wares('sells');
  const buys = wares('buys');
  if (name === null || iq === null) return null;
  return { at: a.r.pos(map), name, iq, sells, buys };
}

export function shopSchema(): Json {
  return object(
    SHOP_KEYS,
    {
      name: { type: 'string' },
      iq: { type: 'integer', minimum: 1, maximum: 40, description: 'The shopkeeper\'s IQ, against which a Merchant haggles (default 10).' },
      sells: {
        type: 'array',
        items: {
          ...object(WARE_KEYS, {
            item: { type: 'string' },
            service: { type: 'string', description: 'A service sold (a meal, a bed): its effects under "do".' },
            price: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            stock: { type: 'integer', minimum: 1, maximum: 1000 },
            do: { type: 'array', items: ref('effect'), description: 'What a service does to the party.' },
          }, ['price']),
          oneOf: [{ required: ['item'], not: { anyOf: [{ required: ['service'] }, { required: ['do'] }] } }, { required: ['service', 'do'], not: { required: ['item'] } }],
        },
      },
      buys: { type: 'array', items: object(BUY_KEYS, { item: { type: 'string' }, price: { type: 'integer', minimum: 0, maximum: 1_000_000 } }, ['item', 'price']) },
    },
    ['name', 'sells'],
  );
}

/** A service that only heals (a healer's care), while nobody it would heal is hurt: nothing to pay for. */
function healsNobody(run: Run, service: readonly Effect[]): boolean {
  const s = run.s;
  if (service.length === 0 || !service.every((e) => e.kind === 'heal')) return false;
  return service.every((e) => (e.kind === 'heal' && e.companion !== undefined ? !s.companions.includes(e.companion) || own(s.wounds, e.companion) === 0 : livingMembers(s).every((i) => s.party[i].damage === 0)));
}

/** A shop in a section that goes on by goto: offered once, before the party goes. */
export async function offerShopBeforeGoto(run: Run, shop: Shop): Promise<void> {
  if (await run.chooser.confirm(`shop ${run.sectionId}`, `Trade at ${inSentence(shop.name)} before going on?`, false)) await trade(run, shop);
}

/** SKILLS, Merchant: 10% off per level for the visit, after winning an IQ check against the shopkeeper. */
export function merchantPrice(list: number, discount: number): number {
  // Ruling: the price is rounded to the nearest gold piece, a half going the buyer's way.
  return Math.max(0, Math.ceil((list * (100 - discount)) / 100 - 0.5));
}

/** The party trades until it leaves the shop: buys, sells, and a Merchant may haggle once a visit. */
export async function trade(run: Run, shop: Shop): Promise<void> {
  const s = run.s;
  let discount = 0;
  let haggled = false;
  for (;;) {
    const entries: Array<PromptItem & { act: () => Promise<boolean> }> = [];
    for (const w of shop.sells) {
      const key = `${run.sectionId}#${w.item}`;
      const left = w.stock === null ? null : w.stock - own(s.sold, key);
      const price = merchantPrice(w.price, discount);
      entries.push({
        // What the buyer cannot take home is said before he pays (leave-behind.ts).
        label: `Buy ${w.item} for ${price} gold${shopNote([left !== null ? `${left} left` : '', !w.service && staysBehind(run.adventure, w.item) ? 'for this adventure only' : ''])}`,
        tag: 'buy',
        disabled: left === 0 ? 'sold out' : price > partyGold(s) ? `the party has ${partyGold(s)} gold` : w.service && healsNobody(run, w.service) ? 'nobody is hurt' : false,
        act: async () => {
          let taker = leaderOf(s);
          const members = consciousMembers(s);
          // The players say who buys: he pays, from his own purse first (docs/rulings.md).
          if (members.length > 1 && !w.service) {
            const k = await run.chooser.choose({ key: `taker ${run.sectionId}`, message: `Who buys the ${w.item} (${price} gold)?`, items: members.map((i) => ({ label: s.party[i].name, tag: 'member' as const, detail: `${s.party[i].gold} gold` })) });
            taker = members[k];
          }
          const { paid } = takeGold(s, price, w.service ? null : taker);
          setOwn(s.sold, key, own(s.sold, key) + 1);
          const others = paid.map((n, i) => (n > 0 && i !== taker ? `${s.party[i].name} ${n}` : '')).filter(Boolean);
          if (w.service) {
            // A service is paid in shares and done to the party (a meal, a night's rest).
            const who = paid.map((n, i) => (n > 0 ? `${s.party[i].name} ${n}` : '')).filter(Boolean);
            run.emit({ kind: 'effect', member: null, text: `The party pays ${price} gold for ${w.item}${who.length > 1 ? ` (${who.join(', ')})` : ''} (it has ${partyGold(s)} left)` });
            await run.applyEffects(w.service, NO_SCOPE);
            await run.settleHarm();
            return false;
          }
          giveItem(s.party[taker], w.item, 1);
          const c = s.party[taker];
          run.emit({ kind: 'effect', member: c.name, text: `${c.name} buys ${w.item} for ${price} gold${others.length ? ` (${others.join(', ')} helping)` : ''}${members.length > 1 ? ` (he has ${c.gold} left, the party ${partyGold(s)})` : ` (the party has ${partyGold(s)} left)`}` });
          return false;
        },
      });
    }
    for (const w of shop.buys) {
      const holder = livingMembers(s).find((i) => carried(s.party[i], w.item) > 0);
      if (holder === undefined) continue;
      entries.push({
        label: `Sell ${w.item} for ${w.price} gold`,
        tag: 'sell',
        disabled: false,
        act: async () => {
          const c = s.party[holder];
          takeItem(c, w.item, 1);
          run.emit({ kind: 'effect', member: c.name, text: `${c.name} sells ${w.item} for ${w.price} gold` });
          gainCapped(run, c, 'gold', w.price);
          return false;
        },
      });
    }
    const merchant = haggled ? null : bestAt(run, 'Merchant');
    if (merchant !== null) {
      entries.push({
        label: `${s.party[merchant].name} haggles (Merchant: an IQ contest against the shopkeeper's IQ ${shop.iq})`,
        tag: 'haggle',
        disabled: false,
        act: async () => {
          haggled = true;
          const c = s.party[merchant];
          const level = skillLevel(c, 'Merchant');
          const contest = {
            at: shop.at,
            spec: { dice: 3, attribute: 'IQ', value: 0, skill: { name: 'Merchant', mode: 'required' }, modifier: 0 } as CheckSpec,
            against: { name: 'the shopkeeper', spec: { dice: 3, attribute: null, value: shop.iq, skill: null, modifier: 0 } as CheckSpec, creature: null },
            tie: null,
          };
          const b: ContestSide = { name: 'the shopkeeper', dice: 3, target: shop.iq, attribute: shop.iq, curses: 0 };
          const r = await contestFor(run, contest, merchant, b);
          if (r.outcome === 'win') {
            discount = 10 * level;
            run.emit({ kind: 'note', text: `The shopkeeper gives way: ${discount}% off every price for this visit.` });
          } else run.emit({ kind: 'note', text: 'The shopkeeper will not come down.' });
          return false;
        },
      });
    }
    entries.push({ label: 'Leave the shop', tag: 'leave', disabled: false, act: async () => true });
    const k = await run.chooser.choose({ key: `shop ${run.sectionId}`, message: `${shop.name}: the party has ${partyGold(s)} gold.`, items: entries });
    if (await entries[k].act()) return;
  }
}

/** The menu's "Trade at ...", beside a section's options. */
export function tradeEntry(run: Run, shop: Shop): MenuEntry {
  return { label: `Trade at ${inSentence(shop.name)}`, tag: 'shop', disabled: false, run: async () => (await trade(run, shop), null) };
}

/** The notes after a shop's line, in brackets: " (2 left; for this adventure only)", or nothing. */
function shopNote(notes: readonly string[]): string {
  const said = notes.filter((n) => n !== '');
  return said.length > 0 ? ` (${said.join('; ')})` : '';
}
