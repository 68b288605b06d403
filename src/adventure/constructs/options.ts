// `options:` (docs/adventure-format.md, "Options"): the numbered choices of a section, each shown
// under its condition (`if`), open under another (`needs`, with `why` it is closed), taken once for
// the game or the visit (`once`). The menu offers beside them what the party may do at any choice:
// the seeing spells and Diplomacy on talk options (talk.ts), Heal Wounds (casting.ts), an item's use
// (items.ts), the section's shop (shop.ts), five karma to lift a curse (karma.ts), and the sheets,
// undo and quit.
//
//   options: [{ option: Cross by the stones, check: { roll: 3/DX, pass: 2, fail: 3 } }, { option: Pay the troll, needs: gold >= 5, why: You have no gold., goto: 4 }]
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Cond } from '../condition';
import { formatCondition } from '../condition';
import type { Flow, Pos, Shop } from '../model';
import type { Run } from '../interpreter';
import type { PromptItem } from '../chooser';
import type { Exit } from '../run-shared';
import { AdventureStuck, MenuChanged, NO_SCOPE } from '../run-shared';
import { companionLines, counterLines, livingMembers } from '../state';
import type { NextRule, WayReader } from './construct';
import type { Json, SchemaContext } from '../schema-kit';
import { object, ref } from '../schema-kit';
import { diplomacy, seeingEntries } from './talk';
import { healWoundsEntries } from './casting';
import { useEntries } from './items';
import { liftCurseWithKarma, mayLiftCurse } from './karma';
import { constructs } from '.';

/** Once taken, an option is hidden for the rest of the game, or until the party leaves the section. */
export type Once = false | 'game' | 'visit';

export interface Option {
  at: Pos;
  /** Where it sits in its list, from 1, as people count options. */
  number: number;
  label: string;
  /** Shown only when this holds. */
  if: Cond | null;
  /** Shown always, but only choosable when this holds; `needsText` says why not. */
  needs: Cond | null;
  needsText: string | null;
  talk: boolean;
  /** Hidden once taken: for the whole game, or for this visit of the section. */
  once: Once;
  flow: Flow;
}

export type OptionsNext = { kind: 'options'; options: Option[]; at: Pos };

/** A line of the menu and what choosing it does: an exit, or null to ask again. */
export type MenuEntry = PromptItem & { run: () => Promise<Exit | null> };

/** The keys of an option besides those of a flow. */
export const OPTION_KEYS = ['option', 'if', 'needs', 'why', 'talk', 'once'] as const;
/** Once an option is taken it is hidden: `once: true` for the game, `once: visit` until the party leaves. */
export const ONCE_VALUES = [true, false, 'visit'] as const;

function readOnce(a: AdventureReader, f: Field | undefined, where: string): Once {
  if (!f) return false;
  const v = f.value;
  if (isScalar(v) && typeof v.value === 'boolean') return v.value ? 'game' : false;
  if (isScalar(v) && v.value === 'visit') return 'visit';
  a.r.error('LAW0025', a.r.pos(v, f.pos), `"once" of ${where} is true, false or visit, not ${a.r.kindOf(v)}`, 'once: true hides the option for the rest of the game once taken; once: visit until the party goes to another section');
  return false;
}

function readOption(a: AdventureReader, node: AnyNode, where: string, number: number, at: Pos): Option | null {
  const map = a.r.map(node, where, at);
  if (!map) return null;
  const fields = a.flowFields(map, where, OPTION_KEYS, ['option']);
  const label = a.r.str(fields.get('option'), `the label of ${where}`, { allowNumber: true });
  const cond = a.condition(fields.get('if'), where);
  const needs = a.condition(fields.get('needs'), where);
  const why = a.r.str(fields.get('why'), `the "why" of ${where}`);
  if (why !== null && !fields.has('needs')) a.r.error('LAW0025', fields.get('why')!.pos, `${where} says why it cannot be chosen, but has no "needs"`, '"why" explains a "needs" condition that fails');
  const talk = a.r.bool(fields.get('talk'), `"talk" of ${where}`) ?? false;
  const once = readOnce(a, fields.get('once'), where);
  const flow = a.flow(map, fields, where);
  return { at: a.r.pos(map), number, label: label ?? '?', if: cond, needs, needsText: why, talk, once, flow };
}

/** An option taken "once" already: in this game, or in this visit of the section. */
function taken(run: Run, o: Option): boolean {
  const key = `${run.sectionId}#${o.number}`;
  return o.once === 'game' ? run.s.taken.includes(key) : o.once === 'visit' ? run.s.visitTaken.includes(key) : false;
}

/** Notes an option taken, when it is taken "once". */
export function take(run: Run, o: Option): void {
  const key = `${run.sectionId}#${o.number}`;
  if (o.once === 'game') run.s.taken.push(key);
  else if (o.once === 'visit') run.s.visitTaken.push(key);
}

/** What the menu remembers while the party stays at it: options closed or read ahead, and Diplomacy's turn. */
export interface MenuState {
  /** Options taken back by Diplomacy: gone from this menu. */
  removed: Set<number>;
  /** Options read ahead by a seeing spell: not read again. */
  read: Set<number>;
  diplomacyTried: boolean;
  /** After Diplomacy passed, the party must take another talk option (SOCIAL, Diplomacy: a talk option replaces a talk option); the others wait until it has. */
  talkOnly: boolean;
}

/** The menu: the party chooses until one choice leads on (an option, undo, quit). */
async function menu(run: Run, options: Option[], shop: Shop | null): Promise<Exit> {
  const s = run.s;
  const state: MenuState = { removed: new Set(), read: new Set(), diplomacyTried: false, talkOnly: false };
  for (;;) {
    const visible = options.filter((o) => !state.removed.has(o.number) && !taken(run, o) && run.holds(o.if, o.at));
    const items: MenuEntry[] = [];
    for (const o of visible) {
      const open = run.holds(o.needs, o.at);
      // What the way on says of itself: a stake nobody can pay, a spell nobody can cast.
      const closed = open ? (run.rule(o.flow.next).closed?.(run, o.flow.next) ?? null) : null;
      items.push({
        label: o.label,
        tag: 'option',
        disabled: state.talkOnly && !o.talk ? 'Diplomacy: take another talk option' : !open ? (o.needsText ?? `needs ${formatCondition(o.needs!)}`) : (closed ?? false),
        run: async () => {
          run.emit({ kind: 'chose', section: run.sectionId, number: o.number, label: o.label, talk: o.talk });
          const talked = o.talk ? await diplomacy(run, o, visible, state) : undefined;
          if (talked !== undefined) return talked;
          take(run, o);
          return run.runFlow(o.flow, NO_SCOPE);
        },
      });
    }
    if (!items.some((i) => !i.disabled)) {
      throw new AdventureStuck(run.sectionId, `section ${run.sectionId} has no option open to this party (line ${options[0]?.at.line ?? '?'})`);
    }
    const casts = run.chooser.casts !== false;
    if (casts) items.push(...seeingEntries(run, visible, state), ...healWoundsEntries(run));
    items.push(...useEntries(run));
    if (shop) items.push(constructs.shop().tradeEntry(run, shop));
    for (const i of livingMembers(s)) {
      const c = s.party[i];
      if (mayLiftCurse(run, i)) items.push({ label: `${c.name} spends 5 karma to lift a curse`, tag: 'lift-curse', disabled: false, run: async () => (liftCurseWithKarma(run, i), null) });
    }
    if (run.chooser.extras) {
      items.push({ label: 'Character sheets', tag: 'sheets', disabled: false, run: async () => (run.emit({ kind: 'sheets', party: s.party, time: s.time, plotwords: s.plotwords, counters: counterLines(run.adventure, s, run.options.gm), leftBehind: s.leftBehind.map((i) => s.party[i].name), companions: companionLines(run.adventure, s) }), null) });
      if (run.options.canUndo) items.push({ label: 'Undo the last choice', tag: 'undo', disabled: false, run: async () => ({ kind: 'undo' }) });
      items.push({ label: 'Save and quit', tag: 'quit', disabled: false, run: async () => ({ kind: 'quit' }) });
    }
    let k: number;
    try {
      k = await run.chooser.choose({ key: `menu ${run.sectionId}`, message: 'What do you do?', items });
    } catch (e) {
      // The GM changed the party at this menu: it offers what the party can do now.
      if (e instanceof MenuChanged) continue;
      throw e;
    }
    const item = items[k];
    if (!item || item.disabled) throw new Error(`the chooser picked ${k}, which is not an open choice`);
    const exit = await item.run();
    if (exit) return exit;
  }
}

/** The option's schema, besides the keys of a flow (ctx.flowProps). */
function optionSchema(ctx: SchemaContext): Json {
  return {
    ...object(
      [...OPTION_KEYS, ...ctx.flowKeys],
      {
        ...ctx.flowProps,
        text: { ...ref('text'), description: 'Narration shown when the option is taken.' },
        option: { type: ['string', 'number'], description: 'The label of the choice.' },
        if: { ...ref('condition'), description: 'Shown only when this holds.' },
        needs: { ...ref('condition'), description: 'Shown always, choosable only when this holds.' },
        why: { type: 'string', description: 'Why a "needs" option cannot be chosen.' },
        talk: { type: 'boolean', description: 'Words spoken: Read Mind and Diplomacy work on talk options.' },
        once: { enum: [...ONCE_VALUES], description: 'Hidden once taken: true for the rest of the game, visit until the party goes to another section.' },
      },
      ['option'],
    ),
    ...ctx.oneWay,
  };
}

export const optionsWay: WayReader = {
  key: 'options',
  read(a, f, where) {
    const seq = a.r.seq(f.value, `the options of ${where}`, f.pos);
    if (!seq) return null;
    const options: Option[] = [];
    (seq.items as AnyNode[]).forEach((item, i) => {
      const o = readOption(a, item, `${where} option ${i + 1}`, i + 1, f.pos);
      if (o) options.push(o);
    });
    if (seq.items.length === 0) a.r.error('LAW0018', f.pos, `${where} has an empty list of options`, 'add at least one "- option: ..."');
    return { kind: 'options', options, at: f.pos };
  },
  schema: () => ({ type: 'array', items: ref('option'), minItems: 1, description: 'Numbered choices for the player.' }),
  definitions: (ctx) => ({ option: optionSchema(ctx) }),
};

export const optionsNext: NextRule<'options'> = {
  run: (run, next, _scope, shop) => menu(run, next.options, shop),
  outcomes: (next) => next.options.map((o) => o.flow),
  shape(next, w) {
    for (const o of next.options) {
      if (o.talk) w.shape.talk = true;
      const own = [...(o.if ? [`if ${formatCondition(o.if)}`] : []), ...(o.needs ? [`needs ${formatCondition(o.needs)}`] : [])];
      w.visit(o.flow, o.label, 'option', [...w.when, ...own]);
    }
  },
  preview: () => null,
};
