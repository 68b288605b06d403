// Text (docs/adventure-format.md, "Text"): the prose of sections, options and outcomes, one paragraph
// or a list of them under conditions, with placeholders filled as it is shown ({hero}, {roller} and
// his pronouns, {gold}, a counter, a role) and the forms of text that varies (varying-text.ts); and
// the verb say, text shown at its point among effects.
import type { AdventureReader } from '../reader';
import type { AnyNode, Field, Scalar } from '../yaml-reader';
import { isMap, isScalar, isSeq } from '../yaml-nodes';
import type { Character } from '../../character';
import type { Flow, Paragraph, Pos } from '../model';
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import { leaderOf, livingMembers, own, partyGold, roleMembers } from '../state';
import { pronoun } from '../words';
import { listed } from '../../render/words';
import type { Json } from '../schema-kit';
import { object, ref } from '../schema-kit';
import type { EffectOf, VerbValue } from './construct';
import { ROLE_RE } from './who';
import type { TextPart } from './varying-text';
import { readForms, renderParts } from './varying-text';

/**
 * Text placeholders besides counters and roles. The roller's are the leader's outside a check's
 * outcomes; the pronouns are the roller's (the character sheet's own).
 */
export const PLACEHOLDERS = ['hero', 'party', 'roller', 'gold', 'captured', 'he', 'him', 'his', 'He', 'Him', 'His'] as const;

/** A paragraph of a list: `- { if: COND, text: ... }`. */
export const PARAGRAPH_KEYS = ['if', 'text'] as const;


/** A text as read: as written, and its parts when it has forms that vary (null: placeholders alone). */
export interface Template {
  text: string;
  parts: TextPart[] | null;
}

/** `say: The bell tolls {tolls} times.` */
export function readSay(v: VerbValue<'say'>): EffectOf<'say'> | null {
  const t = readTemplate(v.a, v.field, v.where);
  return t === null ? null : { ...v.base, kind: 'say', text: t.text, ...(t.parts ? { parts: t.parts } : {}) };
}

/** Filled in the scope the effect is applied in: `{roller}` in an item's `use` is who used it. */
export function say(run: Run, e: EffectOf<'say'>, scope: Scope): void {
  run.emit({ kind: 'text', text: show(run, e, scope) });
}

/** Text: one paragraph, or a list of them, each perhaps under a condition (`- { if: LIT, text: ... }`). */
export function readText(a: AdventureReader, f: Field | undefined, where: string): Paragraph[] {
  if (!f) return [];
  const v = f.value;
  if (isSeq(v)) {
    const out: Paragraph[] = [];
    for (const item of v.items as AnyNode[]) {
      if (isMap(item)) {
        const fields = a.r.fields(item, `a paragraph of ${where}`, PARAGRAPH_KEYS, ['text']);
        const t = readTemplate(a, fields.get('text'), where);
        const cond = a.condition(fields.get('if'), `a paragraph of ${where}`);
        if (t !== null) out.push(paragraph(t, cond));
      } else {
        const t = readTemplate(a, { key: item as Scalar, value: item, pos: a.r.pos(item, f.pos) }, where);
        if (t !== null) out.push(paragraph(t, null));
      }
    }
    return out;
  }
  const t = readTemplate(a, f, where);
  return t === null ? [] : [paragraph(t, null)];
}

const paragraph = (t: Template, cond: Paragraph['if']): Paragraph => ({ text: t.text, if: cond, ...(t.parts ? { parts: t.parts } : {}) });

/** One text, its placeholders checked: a word of the language, a counter, or (once all is read) a role. */
export function readTextScalar(a: AdventureReader, f: Field | undefined, where: string): string | null {
  return readTemplate(a, f, where)?.text ?? null;
}

/**
 * One text and its parts: every placeholder checked (a word of the language, a counter, or, once all
 * is read, a role), and the forms of text that varies read (varying-text.ts), each at its place.
 */
export function readTemplate(a: AdventureReader, f: Field | undefined, where: string): Template | null {
  if (!f) return null;
  const v = f.value;
  if (!isScalar(v) || (typeof v.value !== 'string' && typeof v.value !== 'number')) {
    a.r.error('LAW0004', a.r.pos(v, f.pos), `the text of ${where} must be text, not ${a.r.kindOf(v)}`, 'write long text as a block: "text: |" and the paragraphs indented below');
    return null;
  }
  const text = String(v.value).replace(/\s+$/, '');
  const parts = readForms(a, v, text, where, (offset) => a.r.posIn(v, offset, f.pos), (name, raw, at) => {
    if ((PLACEHOLDERS as readonly string[]).includes(name)) return;
    if (a.counterNames.has(name)) {
      a.noteUse(a.uses.countersInText, name, at);
      a.noteUse(a.uses.countersTested, name, at);
      return;
    }
    // Perhaps a role ({diver}: the names of those chosen), known only once the whole file is read.
    if (ROLE_RE.test(name)) {
      a.rolePlaceholders.push({ role: name, at, where, raw });
      return;
    }
    placeholderError(a, at, where, raw);
  });
  return { text, parts };
}

/** A placeholder that names nothing the text may show. */
export function placeholderError(a: AdventureReader, at: Pos, where: string, raw: string): void {
  a.r.error('LAW0022', at, `${where}: "{${raw.length > 40 ? `${raw.slice(0, 40)}...` : raw}}" is not a placeholder`, `the placeholders are ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}, a counter's name ({tolls}) and a role chosen with "choose" ({diver}); write {{ and }} for braces`);
}

/** The definition of text in the schema. */
export function textSchema(): Json {
  return {
    oneOf: [
      { type: 'string' },
      { type: 'array', items: { oneOf: [{ type: 'string' }, object(PARAGRAPH_KEYS, { if: ref('condition'), text: { type: 'string' } }, ['text'])] } },
    ],
    description: 'Prose; {hero} is the leader\'s name, {party} everyone\'s, {roller} who rolled, {gold} the party\'s gold, {he} {him} {his} the roller\'s pronouns, {COUNTER} a counter\'s value, {ROLE} the members chosen for a task; {if COND: text | other text} shows a part under a condition, {captured: wakes | wake} a word that agrees; {{ and }} are braces. A list of paragraphs may carry conditions.',
  };
}

/**
 * Who {roller} and the pronouns name: the first roller of the check this text follows, else the
 * leader; a companion who rolled, with the pronoun his declaration gives (he when none).
 */
function speaker(run: Run, scope: Scope): { name: string; pronoun?: Character['pronoun'] } {
  const s = run.s;
  if (scope.rollers.length === 0 && scope.companion !== undefined) {
    const p = run.adventure.companionPronouns?.get(scope.companion);
    return p ? { name: scope.companion, pronoun: p } : { name: scope.companion };
  }
  return s.party[scope.rollers[0] ?? leaderOf(s)];
}

/** A placeholder's words now: a word of the language, a pronoun, a role's members, a counter. */
function placeholder(run: Run, name: string, roller: { name: string; pronoun?: Character['pronoun'] }): string {
  const s = run.s;
  switch (name) {
    case 'hero':
      return s.party[leaderOf(s)].name;
    case 'party':
      return listed(livingMembers(s).map((i) => s.party[i].name));
    case 'roller':
      return roller.name;
    case 'gold':
      return String(partyGold(s));
    case 'captured':
      return listed(s.captured);
    default: {
      const word = pronoun(roller, name);
      if (word !== null) return word;
      // A role: the names of those chosen for it ("nobody" before anyone was).
      if (run.adventure.roles.includes(name)) {
        const chosen = roleMembers(s, name).map((i) => s.party[i].name);
        return chosen.length === 0 ? 'nobody' : listed(chosen);
      }
      // The loader let only counters through besides the words above.
      return String(own(s.counters, name));
    }
  }
}

/**
 * Text with its placeholders filled (docs/adventure-format.md, "Text"): the roller and his pronouns
 * are the first roller of the check this text follows, else the leader.
 */
export function fill(run: Run, text: string, scope: Scope = run.scope): string {
  const roller = speaker(run, scope);
  return text.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, raw: string | undefined) => {
    if (m === '{{') return '{';
    if (m === '}}') return '}';
    return placeholder(run, (raw ?? '').trim(), roller);
  });
}

/** A text as shown now: its forms worked out when it has any, its placeholders filled. */
export function show(run: Run, t: { text: string; parts?: TextPart[] | null }, scope: Scope = run.scope): string {
  if (!t.parts) return fill(run, t.text, scope);
  const roller = speaker(run, scope);
  return renderParts(run, t.parts, scope, (name) => placeholder(run, name, roller), () => roller.pronoun);
}

/** The paragraphs whose condition holds, filled. */
export function paragraphs(run: Run, ps: Paragraph[], at: Pos): string[] {
  return ps.filter((p) => run.holds(p.if, at)).map((p) => show(run, p));
}

/** A flow's text, and its GM note for a Game Master. */
export function showText(run: Run, flow: Flow): void {
  const texts = paragraphs(run, flow.text, flow.at);
  if (texts.length) run.emit({ kind: 'text', text: texts.join('\n\n') });
  if (flow.gm && run.options.gm) run.emit({ kind: 'gm', text: flow.gm });
}
