// Talk options and reading ahead (docs/adventure-format.md, "Talk options: Read Mind, See Future,
// Diplomacy"): an option marked `talk: true` is words spoken. Read Mind reads one talk option ahead,
// See Future any option (SEEING), without taking it; Diplomacy, after a talk option is chosen and
// read, may take another talk option instead (SOCIAL, Diplomacy).
import type { CheckSpec } from '../../dice';
import { formatCheck } from '../../dice';
import { outsideCastingProblem } from '../../magic/outside';
import type { Flow, SectionId } from '../model';
import type { Run } from '../interpreter';
import type { Exit } from '../run-shared';
import { NO_SCOPE } from '../run-shared';
import { consciousMembers } from '../state';
import { castOutside } from './casting';
import type { MenuEntry, MenuState, Option } from './options';
import { take } from './options';
import { paragraphs } from './text';
import { constructs } from '.';

/** What an option leads to, as read ahead: its own text, else the text of the section it goes to, else what it comes to. */
export function preview(run: Run, flow: Flow): { text: string; section: SectionId | null } {
  const parts = paragraphs(run, flow.text, flow.at);
  let section: SectionId | null = null;
  const read = run.rule(flow.next).preview(run, flow.next);
  if (read && 'to' in read) {
    const target = run.adventure.sections.get(read.to);
    if (target && parts.length === 0) {
      parts.push(...paragraphs(run, target.flow.text, target.flow.at));
      section = target.id;
    }
  } else if (read) parts.push(read.says);
  return { text: parts.join('\n\n') || '(Nothing can be read of it.)', section };
}

/**
 * A talk option chosen, with another talk option open and a member who knows Diplomacy: what it
 * brings is read, and he may try Diplomacy (3/IQ, the skill required) to take another talk option
 * instead. Undefined when Diplomacy has no part here (the option is then taken as any other); null
 * when it passed (the menu asks again, talk options only); else the way on of the option taken.
 */
export async function diplomacy(run: Run, o: Option, visible: readonly Option[], state: MenuState): Promise<Exit | null | undefined> {
  if (state.diplomacyTried) return undefined;
  const s = run.s;
  const others = visible.filter((x) => x !== o && x.talk && run.holds(x.needs, x.at));
  const rolls = constructs.rolls();
  const diplomat = rolls.bestAt(run, 'Diplomacy');
  if (diplomat === null || others.length === 0) return undefined;
  state.diplomacyTried = true;
  const read = preview(run, o.flow);
  run.emit({ kind: 'text', text: read.text });
  const c = s.party[diplomat];
  const spec: CheckSpec = { dice: 3, attribute: 'IQ', value: 0, skill: { name: 'Diplomacy', mode: 'required' }, modifier: 0 };
  const chance = rolls.chanceFor(run, spec, diplomat);
  if (await run.chooser.confirm('diplomacy', `${c.name} may try Diplomacy (${formatCheck(spec)}, ${(chance * 100).toFixed(2)}%) to take another talk option instead, escaping what this one brings. Try it?`, false)) {
    const r = await rolls.rollPlain(run, spec, diplomat, null);
    if (r.passed) {
      run.emit({ kind: 'note', text: `${c.name}'s words smooth it over: choose another talk option.` });
      state.removed.add(o.number);
      state.talkOnly = true;
      return null;
    }
    run.emit({ kind: 'note', text: `Diplomacy fails: what was said stands.` });
  }
  take(run, o);
  if (read.section) s.previewed = read.section;
  return run.runFlow(o.flow, NO_SCOPE, { skipText: true });
}

/**
 * The seeing spells on the menu (SEEING): read one talk option, or any option, ahead without taking
 * it. The magic engine says who may cast, rolls 3/IQ and takes the fatigue (a staff first).
 */
export function seeingEntries(run: Run, visible: readonly Option[], state: MenuState): MenuEntry[] {
  const s = run.s;
  const entries: MenuEntry[] = [];
  for (const [spell, cost, talkOnly, tag] of [['Read Mind', 1, true, 'read-mind'], ['See Future', 3, false, 'see-future']] as const) {
    const targets = visible.filter((o) => (!talkOnly || o.talk) && !state.read.has(o.number));
    if (targets.length === 0) continue;
    for (const i of consciousMembers(s)) {
      const c = s.party[i];
      if (outsideCastingProblem(c, spell) !== null) continue;
      entries.push({
        label: `${c.name} casts ${spell} (3/IQ, ${cost} fatigue): read ${talkOnly ? 'a talk option' : 'an option'} ahead`,
        tag,
        disabled: false,
        run: async () => {
          const which = await run.chooser.choose({
            key: `read ${run.sectionId}`,
            message: `Which option does ${c.name} read ahead?`,
            items: targets.map((x) => ({ label: x.label, tag: 'read' as const })),
          });
          const o = targets[which];
          if (await castOutside(run, i, spell)) {
            state.read.add(o.number);
            run.emit({ kind: 'reading', spell, caster: c.name, option: o.label, text: preview(run, o.flow).text });
          }
          return null;
        },
      });
    }
  }
  return entries;
}
