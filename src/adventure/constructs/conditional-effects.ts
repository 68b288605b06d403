// Effects under a condition (docs/adventure-format.md, "Effects under a condition"): the verb `if`,
// with `then` and `else` beside it, so that an effect happens only when something holds instead of
// a section written twice (ink's `{cond: ...}`, ChoiceScript's *if, SugarCube's <<if>>).
//
//   do: [{ if: with(Mags), then: [plotword: MAGS-SAW], else: [{ say: You are alone. }] }]
import type { Cond } from '../condition';
import { evaluate } from '../condition';
import type { Pos } from '../model';
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import type { Json } from '../schema-kit';
import { ref } from '../schema-kit';
import type { EffectOf, VerbValue } from './construct';
import type { Effect } from './verbs';

/** The keys that go with `if` in one effect. */
export const CONDITIONAL_KEYS = ['then', 'else'] as const;

/** `if: COND` with `then: [...]` and perhaps `else: [...]`: the effects of the side the condition takes. */
export function readConditional(v: VerbValue<'if'>): EffectOf<'if'> | null {
  const { a, where: w } = v;
  const cond = a.condition(v.field, `the condition of ${w}`);
  const thenF = v.fields.get('then');
  const elseF = v.fields.get('else');
  if (!thenF) {
    a.r.error('LAW0003', v.base.at, `${w} has "if" but no "then"`, 'write the effects that happen when it holds under "then:", and those when it does not under "else:"');
    return null;
  }
  // Those inside are effects of the same place: "an effect of section 2, under then".
  const place = w.replace(/^an effect of /, '');
  const then = a.effects(thenF, `${place}, under "then"`);
  const otherwise = elseF ? a.effects(elseF, `${place}, under "else"`) : [];
  if (cond === null) return null;
  const always = constantTruth(cond);
  if (always !== null && (always || elseF)) {
    a.r.error('LAW0113', a.r.pos(v.value, v.field.pos), `${w}: the condition is always ${always}, so ${always ? '"else"' : '"then"'} is never done`, `write the effects without "if", or a condition that can change in play`);
  }
  return { ...v.base, kind: 'if', cond, then, else: otherwise };
}

/** Does the side the condition takes now, in the scope of the effect (the roller's, after a check). */
export async function applyConditional(run: Run, e: EffectOf<'if'>, scope: Scope): Promise<void> {
  await run.applyEffects(run.holds(e.cond, e.at) ? e.then : e.else, scope);
}

/** The truth of a condition that reads nothing of the game (`true`, `2 > 1`), or null when it does. */
export function constantTruth(c: Cond): boolean | null {
  const reads = () => {
    throw new Error('reads the game');
  };
  try {
    return evaluate(c, { keyword: reads, attr: reads, plotword: reads, counter: reads, count: reads, skill: reads, spell: reads, visited: reads, with: reads, dead: reads, won: reads }) !== 0;
  } catch {
    return null;
  }
}

/** Every condition among effects, in those under `if` too, with its place: for the explorer and the lint. */
export function effectConditions(effects: readonly Effect[]): Array<{ cond: Cond; at: Pos }> {
  const out: Array<{ cond: Cond; at: Pos }> = [];
  for (const e of effects) {
    if (e.kind !== 'if') continue;
    out.push({ cond: e.cond, at: e.at }, ...effectConditions(e.then), ...effectConditions(e.else));
  }
  return out;
}

/** Every effect among effects, those under `if` too, in the order written. */
export function allEffects(effects: readonly Effect[]): Effect[] {
  return effects.flatMap((e) => (e.kind === 'if' ? [e, ...allEffects(e.then), ...allEffects(e.else)] : [e]));
}

/** The schema of `then` and `else` beside `if`. */
export const CONDITIONAL_SCHEMA: Record<(typeof CONDITIONAL_KEYS)[number], Json> = {
  then: { type: 'array', items: ref('effect'), description: 'With "if": the effects done when the condition holds.' },
  else: { type: 'array', items: ref('effect'), description: 'With "if": the effects done when it does not.' },
};
