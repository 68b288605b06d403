// `back:` (docs/adventure-format.md, "Sections that return"): on to the section that sent the party
// to this one, as ink's tunnels (`->->`) and SugarCube's <<return>> do, so one shared section (a
// night in the open, a wandering table, a healer's hut) serves every section that leads there. The
// section that sent the party is the last one whose way on led here; coming back is no sending, so a
// section returned to keeps its own sender. `back: true`, or `back: 12`: where to go when nothing sent
// the party here (it began the adventure here, or an event brought it).
//
//   back: true                    back: 12
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Adventure, Pos, SectionId } from '../model';
import type { GameState } from '../state';
import { senderOf } from '../state';
import { AdventureStuck } from '../run-shared';
import type { NextRule, WayReader } from './construct';
import { ref } from '../schema-kit';
import { constructs } from '.';
import { flowShape } from '../walk';

/** Back to the section that sent the party here; `otherwise` when none did (null: none given). */
export type BackNext = { kind: 'back'; otherwise: SectionId | null; at: Pos };

function readBack(a: AdventureReader, f: Field, where: string): BackNext | null {
  const at = a.r.pos(f.value, f.pos);
  if (isScalar(f.value) && f.value.value === true) return { kind: 'back', otherwise: null, at };
  const to = a.sectionRef(f.value, `${where} (back, when nothing sent the party there)`, f.pos);
  return to === null ? null : { kind: 'back', otherwise: to, at };
}

export const backWay: WayReader = {
  key: 'back',
  read: readBack,
  schema: () => ({
    oneOf: [{ const: true }, ref('sectionId')],
    description: 'On to the section that sent the party here (its last way on that led here); true, or the section to go to when none did.',
  }),
};

const returning = new WeakMap<Adventure, ReadonlySet<SectionId>>();

/** The sections whose ways on (their options, outcomes, tables' rows) hold a `back`: their senders are kept. */
export function returningSections(adventure: Adventure): ReadonlySet<SectionId> {
  let out = returning.get(adventure);
  if (!out) {
    out = new Set([...adventure.sections.values()].filter((s) => flowShape(s.id, s.flow).returns).map((s) => s.id));
    returning.set(adventure, out);
  }
  return out;
}

/**
 * The party goes from `from` to `to`: the section that sent it there is kept when `to` returns (a
 * way back is no sending). Called by the interpreter at every move.
 */
export function noteSender(adventure: Adventure, s: GameState, from: SectionId, to: SectionId, cameBack: boolean): void {
  if (cameBack || !returningSections(adventure).has(to)) return;
  s.sentBy = [...(s.sentBy ?? []).filter((e) => e.to !== to), { to, from }];
}

export const backNext: NextRule<'back'> = {
  async run(run, next, _scope, shop) {
    if (shop) await constructs.shop().offerShopBeforeGoto(run, shop);
    const to = senderOf(run.s, run.sectionId) ?? next.otherwise;
    if (to === null) throw new AdventureStuck(run.sectionId, `section ${run.sectionId} goes back (line ${next.at.line}), and no section sent the party here; give it one to go to then: "back: 12"`);
    return { kind: 'goto', to, back: true };
  },
  outcomes: () => [],
  shape(next, w) {
    w.shape.returns = true;
    if (next.otherwise === null) (w.shape.bare ??= []).push(next.at);
    if (next.otherwise !== null) w.edge(next.otherwise, [w.label, 'back, when nothing sent the party'].filter(Boolean).join(': '), next.at);
  },
  preview: (run, next) => {
    const to = senderOf(run.s, run.sectionId) ?? next.otherwise;
    return to ? { to } : { says: '(It goes back the way it came.)' };
  },
};
