// `goto:`: on to another section without asking, to one section or by the first of a list of
// conditions that holds (docs/adventure-format.md, "Ways on and outcomes", "Branching without asking").
//
//   goto: 12                      goto: [{ if: BELL-NAME, to: 45 }, { if: gold >= 10, to: 46 }, 47]
import type { AdventureReader } from '../reader';
import type { Field, YAMLSeq, AnyNode } from '../yaml-reader';
import { isMap, isScalar, isSeq } from '../yaml-nodes';
import type { Cond } from '../condition';
import { formatCondition, holds } from '../condition';
import type { Pos, SectionId } from '../model';
import { condEnv } from '../state';
import type { NextRule, WayReader } from './construct';
import { object, ref } from '../schema-kit';
import { constructs } from '.';

/** One way of a branch: to a section when `if` holds (null: always, the default at the end). */
export interface Branch {
  at: Pos;
  if: Cond | null;
  to: SectionId;
}

export type GotoNext = { kind: 'goto'; to: SectionId; at: Pos };
/** Goes on by the first branch whose condition holds, without asking; the last has none. */
export type BranchNext = { kind: 'branch'; branches: Branch[]; at: Pos };

/** One way of a branching goto: `- { if: BELL-NAME, to: 45 }`. */
export const BRANCH_KEYS = ['if', 'to'] as const;

/** `goto:` as a list: the first `{ if: COND, to: N }` that holds, else the last, which has no `if`. */
function readBranches(a: AdventureReader, f: Field, where: string): BranchNext | null {
  const seq = f.value as YAMLSeq;
  const items = seq.items as AnyNode[];
  const at = a.r.pos(seq, f.pos);
  const branches: Branch[] = [];
  items.forEach((item, i) => {
    const w = `${where} goto ${i + 1}`;
    if (isScalar(item)) {
      // A section alone: the default, always taken when reached.
      const bAt = a.r.pos(item, at);
      const to = a.sectionRef(item, w, bAt);
      if (to !== null) branches.push({ at: bAt, if: null, to });
    } else {
      const map = a.r.map(item, w, at);
      if (!map) return;
      const fields = a.r.fields(map, w, BRANCH_KEYS, ['to']);
      const bAt = a.r.pos(map);
      const cond = a.condition(fields.get('if'), w);
      const tf = fields.get('to');
      const to = tf ? a.sectionRef(tf.value, w, tf.pos) : null;
      if (to !== null && (cond !== null || !fields.has('if'))) branches.push({ at: bAt, if: cond, to });
    }
    const last = i === items.length - 1;
    const conditional = isMap(item) && item.items.some((p) => isScalar(p.key) && p.key.value === 'if');
    if (last && conditional) a.r.error('LAW0033', a.r.pos(item, at), `${where}: the last way of a branching goto has an "if"`, 'end the list with a section alone (- 46) or { to: 46 }: where the party goes when no condition holds');
    if (!last && !conditional && (isScalar(item) || isMap(item))) a.r.error('LAW0033', a.r.pos(item, at), `${where}: goto ${i + 1} has no "if", so the ways after it are never taken`, 'only the last way of a branching goto goes without a condition');
  });
  if (items.length === 0) {
    a.r.error('LAW0018', at, `${where} has an empty list under goto`, 'write "goto: 12", or a list of "- { if: COND, to: N }" ending with a section alone');
    return null;
  }
  return { kind: 'branch', branches, at };
}

export const gotoWay: WayReader = {
  key: 'goto',
  read(a, f, where) {
    if (isSeq(f.value)) return readBranches(a, f, where);
    const to = a.sectionRef(f.value, where, f.pos);
    return to === null ? null : { kind: 'goto', to, at: a.r.pos(f.value, f.pos) };
  },
  schema: () => ({ oneOf: [ref('sectionId'), ref('branches')] }),
  definitions: () => ({
    branches: {
      type: 'array',
      minItems: 1,
      items: { oneOf: [ref('sectionId'), object(BRANCH_KEYS, { if: ref('condition'), to: ref('sectionId') }, ['to'])] },
      description: 'Goes on without asking: the first { if: COND, to: N } that holds, else the last, a section alone.',
    },
  }),
};

export const gotoNext: NextRule<'goto'> = {
  async run(run, next, _scope, shop) {
    if (shop) await constructs.shop().offerShopBeforeGoto(run, shop);
    return { kind: 'goto', to: next.to };
  },
  outcomes: () => [],
  shape: (next, w) => w.edge(next.to, w.label, next.at),
  preview: (_run, next) => ({ to: next.to }),
};

export const branchNext: NextRule<'branch'> = {
  async run(run, next, _scope, shop) {
    if (shop) await constructs.shop().offerShopBeforeGoto(run, shop);
    const way = next.branches.find((b) => run.holds(b.if, b.at)) ?? next.branches[next.branches.length - 1];
    return { kind: 'goto', to: way.to };
  },
  outcomes: () => [],
  shape(next, w) {
    for (const b of next.branches) w.edge(b.to, [w.label, b.if ? `if ${formatCondition(b.if)}` : 'otherwise'].filter(Boolean).join(': '), b.at);
  },
  conditions: (next) => next.branches.flatMap((b) => (b.if ? [{ cond: b.if, at: b.at }] : [])),
  // A branch is read where it would go now (without telling the game it was looked at).
  preview: (run, next) => ({ to: (next.branches.find((b) => b.if === null || holds(b.if, condEnv(run.s))) ?? next.branches[next.branches.length - 1]).to }),
};
