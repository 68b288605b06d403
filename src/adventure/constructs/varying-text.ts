// Text that varies (docs/adventure-format.md, "Text that varies"): inside a text, a part shown under
// a condition, or either of two (`{if with(Mags): Mags grins. | Nobody grins.}`), and a word that
// agrees with a count or a pronoun (`{captured} {captured: wakes | wake}`, `{tolls} {tolls: toll |
// tolls}`, `{He} {he: draws | draw}`), as ink's `{cond: a|b}` and ChoiceScript's @{n a|b} do. The
// forms are read once, with the text (text.ts), into parts; each condition keeps its place in the
// file for the explorer and the lint.
import type { AdventureReader } from '../reader';
import type { AnyNode } from '../yaml-reader';
import type { Cond } from '../condition';
import { ConditionError, evaluate, parseCondition } from '../condition';
import type { Character } from '../../character';
import type { Pos } from '../model';
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import { condEnv, livingMembers, roleMembers } from '../state';
import { allEffects, constantTruth } from './conditional-effects';
import type { Effect } from './verbs';
import { ROLE_RE } from './who';

/** Who or what a word agrees with. */
export type Subject =
  /** Names listed by a placeholder (`{party}`, `{captured}`, `{diver}`): one name, or none ("nobody"), takes the first form. */
  | { kind: 'people'; name: string }
  /** The roller's pronoun (`{he}`): "they" takes the second form. */
  | { kind: 'pronoun' }
  /** A number (a counter, `count(Torch)`): exactly one (or minus one) takes the first form. */
  | { kind: 'number'; value: Cond; text: string };

/** A piece of a text: words as written, a placeholder, or a form whose parts depend on the game. */
export type TextPart =
  | string
  | { kind: 'place'; name: string }
  | { kind: 'if'; cond: Cond; at: Pos; then: TextPart[]; else: TextPart[] }
  | { kind: 'agree'; subject: Subject; at: Pos; one: TextPart[]; many: TextPart[] };

/** What the reader is told of a text's braces, to check each against what it may name. */
export interface TemplateChecks {
  /** A placeholder's name at an offset of the text (`{hero}`, `{tolls}`). */
  place(name: string, raw: string, offset: number): void;
  /** A condition or a value read from the game, at the offset of its text. */
  cond(text: string, offset: number, use: 'if' | 'value'): Cond | null;
  /** Whether a word's subject names a role (a counter of the same shape is a number). */
  isRole(name: string): boolean;
  /** A fault of the form itself. */
  fault(message: string, offset: number): void;
  /** The place in the file of an offset of the text. */
  at(offset: number): Pos;
}

/** The people a subject may name besides a role: the placeholders that list names. */
const PEOPLE = ['party', 'captured'];

/**
 * The parts of a text. Outside a form `{{` and `}}` are braces and `{name}` a placeholder, as ever;
 * a form is `{if COND: A}`, `{if COND: A | B}` or `{SUBJECT: ONE | MANY}`, whose alternatives may hold
 * placeholders and forms of their own. A brace that closes nothing, or a group with braces inside
 * that is not a form, stays as written (what version 2 did with it).
 */
export function readParts(text: string, checks: TemplateChecks, base = 0): TextPart[] {
  const parts: TextPart[] = [];
  let lit = '';
  const flush = () => {
    if (lit !== '') parts.push(lit);
    lit = '';
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('{{', i)) {
      lit += '{';
      i += 2;
      continue;
    }
    if (text.startsWith('}}', i)) {
      lit += '}';
      i += 2;
      continue;
    }
    if (text[i] !== '{') {
      lit += text[i++];
      continue;
    }
    const close = matching(text, i);
    const inner = close < 0 ? null : text.slice(i + 1, close);
    // A group with braces inside is a form only when it begins as one.
    if (inner === null || (/[{}]/.test(inner) && formHead(inner) === null)) {
      lit += text[i++];
      continue;
    }
    flush();
    parts.push(readBrace(inner, checks, base + i + 1));
    i = close + 1;
  }
  flush();
  return parts;
}

/** The offset of the brace that closes the one at `open`, counting those inside; -1 when none does. */
function matching(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === '{') depth++;
    else if (text[j] === '}' && --depth === 0) return j;
  }
  return -1;
}

/** Where a form's head ends (the colon after `if COND` or after a subject), or null when it is no form. */
function formHead(inner: string): { kind: 'if' | 'agree'; head: string; colon: number } | null {
  const m = /^\s*if\s/.exec(inner);
  let depth = 0;
  for (let j = m ? m[0].length : 0; j < inner.length; j++) {
    const ch = inner[j];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '{' || ch === '}' || ch === '|') return null;
    else if (ch === ':' && depth === 0) return { kind: m ? 'if' : 'agree', head: inner.slice(m ? m[0].length : 0, j), colon: j };
  }
  return null;
}

/** What is inside one pair of braces, whose text begins at `at` (an offset of the whole text). */
function readBrace(inner: string, checks: TemplateChecks, at: number): TextPart {
  const form = formHead(inner);
  if (!form) {
    if (/^\s*if(\s|$)/.test(inner)) checks.fault(`"{${shorten(inner)}}" needs a colon after its condition: {if COND: text}`, at);
    // At its opening brace, as version 2 placed it.
    else checks.place(inner.trim(), inner, at - 1);
    return { kind: 'place', name: inner.trim() };
  }
  const sides = alternatives(inner, form.colon + 1);
  if (sides.length > 2) checks.fault(`"{${shorten(inner)}}" has ${sides.length} alternatives; a form has one or two, split by |`, at + sides[2].start);
  const [first, second] = [sides[0], sides[1] ?? { text: '', start: inner.length }];
  const one = readParts(first.text, checks, at + first.start);
  const other = readParts(second.text, checks, at + second.start);
  const headAt = at + inner.indexOf(form.head);
  if (form.kind === 'if') {
    const cond = checks.cond(form.head, headAt, 'if');
    return { kind: 'if', cond: cond ?? { kind: 'num', value: 0 }, at: checks.at(headAt), then: one, else: other };
  }
  const name = form.head.trim();
  if (sides.length < 2) checks.fault(`"{${shorten(inner)}}" gives one form; a word that agrees gives two, split by |: {${name}: wakes | wake}`, at + inner.length);
  let subject: Subject;
  if (name === 'he' || name === 'He') subject = { kind: 'pronoun' };
  else if (PEOPLE.includes(name)) subject = { kind: 'people', name };
  else {
    // A counter or any value of the condition language; a role's name is known only once all is read.
    checks.place(`agree:${name}`, name, at - 1);
    const value = checks.isRole(name) ? null : checks.cond(name, headAt, 'value');
    subject = value ? { kind: 'number', value, text: name } : { kind: 'people', name };
  }
  return { kind: 'agree', subject, at: checks.at(headAt), one, many: other };
}

/** The alternatives after the colon, split by `|` outside braces, with the spaces around each taken off. */
function alternatives(inner: string, from: number): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let depth = 0;
  let start = from;
  const push = (end: number) => {
    const raw = inner.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    out.push({ text: raw.trim(), start: start + lead });
  };
  for (let j = from; j < inner.length; j++) {
    if (inner[j] === '{') depth++;
    else if (inner[j] === '}') depth--;
    else if (inner[j] === '|' && depth === 0) {
      push(j);
      start = j + 1;
    }
  }
  push(inner.length);
  return out;
}

const shorten = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}...` : s);

/** The text has forms of its own (not placeholders alone): it needs its parts to be shown. */
export function hasForms(parts: readonly TextPart[]): boolean {
  return parts.some((p) => typeof p !== 'string' && p.kind !== 'place');
}

/**
 * Reads a text's forms for the reader of the file: every placeholder checked as ever (`place`), every
 * condition at its place in the file, a condition that reads nothing of the game warned of (LAW0113).
 * `posOf` gives the place of an offset of the text. Returns null when the text has no form.
 */
export function readForms(a: AdventureReader, v: AnyNode, text: string, where: string, posOf: (offset: number) => Pos, place: (name: string, raw: string, at: Pos) => void): TextPart[] | null {
  if (!text.includes('{')) return null;
  const parts = readParts(text, {
    place: (name, raw, offset) => {
      // A subject that is no value of the language is a role, checked as {diver} is.
      if (name.startsWith('agree:')) {
        const subject = name.slice('agree:'.length);
        if (ROLE_RE.test(subject) && !a.counterNames.has(subject)) a.rolePlaceholders.push({ role: subject, at: posOf(offset), where, raw: subject });
        return;
      }
      place(name, raw, posOf(offset));
    },
    cond: (condText, offset, use) => {
      try {
        const { cond, refs } = parseCondition(condText);
        const lead = condText.length - condText.trimStart().length;
        for (const ref of refs) a.conditionRef(ref, null, where, posOf(offset + ref.offset));
        if (use === 'if') {
          const always = constantTruth(cond);
          if (always !== null) a.r.error('LAW0113', posOf(offset + lead), `${where}: "{if ${shorten(condText.trim())}: ...}" is always ${always}, so one of its sides is never shown`, 'write the text itself, or a condition that can change in play');
        }
        return cond;
      } catch (e) {
        if (!(e instanceof ConditionError)) throw e;
        a.r.error('LAW0009', posOf(offset + e.offset), `${where}: ${e.message} in "{${use === 'if' ? 'if ' : ''}${shorten(condText.trim())}: ...}"`, e.hint);
        return null;
      }
    },
    isRole: (name) => ROLE_RE.test(name) && !a.counterNames.has(name),
    fault: (message, offset) => a.r.error('LAW0022', posOf(offset), `${where}: ${message}`, 'a form is {if COND: text}, {if COND: text | other text}, or a word that agrees, {captured: wakes | wake}; write {{ and }} for braces'),
    at: posOf,
  });
  return hasForms(parts) ? parts : null;
}

/** Every condition of a text's forms, with its place: for the explorer and the lint. */
export function textConditions(parts: readonly TextPart[] | undefined): Array<{ cond: Cond; at: Pos }> {
  const out: Array<{ cond: Cond; at: Pos }> = [];
  for (const p of parts ?? []) {
    if (typeof p === 'string' || p.kind === 'place') continue;
    if (p.kind === 'if') out.push({ cond: p.cond, at: p.at }, ...textConditions(p.then), ...textConditions(p.else));
    else out.push(...textConditions(p.one), ...textConditions(p.many));
  }
  return out;
}

/** The conditions of the forms in paragraphs of text. */
export function paragraphsTextConditions(ps: readonly { parts?: TextPart[] }[]): Array<{ cond: Cond; at: Pos }> {
  return ps.flatMap((p) => textConditions(p.parts));
}

/** The conditions of the forms in the text of `say` among effects, those under `if` too. */
export function effectsTextConditions(effects: readonly Effect[]): Array<{ cond: Cond; at: Pos }> {
  return allEffects(effects).flatMap((e) => (e.kind === 'say' ? textConditions(e.parts) : []));
}

/**
 * The parts shown now: each condition looked at (and told to the explorer), each word agreeing with
 * what it names; `place` fills a placeholder. A form that shows nothing takes the space before it
 * away when what follows is a space or a stop: "the gulls {if with(Mags): and Mags}." reads "the gulls."
 */
export function renderParts(run: Run, parts: readonly TextPart[], scope: Scope, place: (name: string) => string, pronoun: () => Character['pronoun']): string {
  let out = '';
  let emptied = false;
  for (const p of parts) {
    if (typeof p === 'string') {
      if (emptied && out.endsWith(' ') && /^[\s.,;:!?)]/.test(p)) out = out.slice(0, -1);
      out += p;
      emptied = false;
      continue;
    }
    if (p.kind === 'place') {
      out += place(p.name);
      emptied = false;
      continue;
    }
    const chosen = p.kind === 'if' ? (run.holds(p.cond, p.at) ? p.then : p.else) : agreesWithOne(run, p.subject, pronoun) ? p.one : p.many;
    const shown = renderParts(run, chosen, scope, place, pronoun);
    out += shown;
    emptied = shown === '';
  }
  return out;
}

/** Whether the subject takes the first form: one person or nobody, one of a number, a pronoun not "they". */
function agreesWithOne(run: Run, subject: Subject, pronoun: () => Character['pronoun']): boolean {
  const s = run.s;
  switch (subject.kind) {
    case 'pronoun':
      return pronoun() !== 'they';
    case 'people': {
      const n = subject.name === 'party' ? livingMembers(s).length : subject.name === 'captured' ? s.captured.length : roleMembers(s, subject.name).length;
      return n <= 1;
    }
    case 'number':
      return Math.abs(evaluate(subject.value, condEnv(s))) === 1;
  }
}

