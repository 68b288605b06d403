// Plotwords (docs/adventure-format.md, "Plotwords"): the words in capitals a party acquires
// (TROLL-PAID), declared under `plotwords:` if the author wishes, and the verbs plotword and
// clear-plotword. CAMPAIGNING, Experience Points: each character gains one XP for a plotword the
// party acquires. A condition tests one by its name. A word declared `xp: false` is a flag: the
// author's own mark, set and tested as a plotword is, that gives no XP and is not the players' to see.
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import { isMap, isScalar } from '../yaml-nodes';
import { isPlotwordName } from '../condition';
import type { Json } from '../schema-kit';
import { object } from '../schema-kit';
import type { Run } from '../interpreter';
import { isAlive, livingMembers } from '../state';
import type { EffectOf, VerbValue } from './construct';
import { gainCapped } from './effect-kit';

/** A plotword's name in the schema: capitals, digits and hyphens, not an attribute's name. */
export const PLOTWORD_SCHEMA = { type: 'string', pattern: '^[A-Z][A-Z0-9_]*(-[A-Z0-9_]+)*$', minLength: 2, not: { enum: ['ST', 'DX', 'IQ'] } };

/** A plotword's long form: `MAGS-SAW: { note: Mags saw the wreck., xp: false }`. */
export const PLOTWORD_KEYS = ['note', 'xp'] as const;

/**
 * `plotwords:`: the plotwords the adventure uses, each with what it means to the author, and the
 * flags among them (`xp: false`); once the list is there, a plotword not in it is a fault.
 */
export function readPlotwords(a: AdventureReader, plf: Field | undefined): { plotwords: Map<string, string>; flags: Set<string> } {
  const r = a.r;
  const plotwords = new Map<string, string>();
  const flags = new Set<string>();
  if (!plf) return { plotwords, flags };
  a.entries(plf, 'plotwords', 'a plotword', (name, v, k) => {
    if (!isPlotwordName(name)) {
      r.error('LAW0025', r.pos(k), `"${name}" is not a plotword name`, 'plotwords are written in capitals: TROLL-PAID');
      return;
    }
    if (!isMap(v)) {
      plotwords.set(name, isScalar(v) && typeof v.value === 'string' ? v.value : '');
      return;
    }
    const f = r.fields(v, `plotword ${name}`, PLOTWORD_KEYS);
    plotwords.set(name, r.str(f.get('note'), `the note of plotword ${name}`) ?? '');
    if (r.bool(f.get('xp'), `"xp" of plotword ${name}`) === false) flags.add(name);
  });
  return { plotwords, flags };
}

/** `plotwords:` at the top of the file, in the schema. */
export function plotwordsSchema(): Json {
  return {
    type: 'object',
    propertyNames: { pattern: PLOTWORD_SCHEMA.pattern, minLength: PLOTWORD_SCHEMA.minLength, not: PLOTWORD_SCHEMA.not },
    additionalProperties: {
      oneOf: [
        { type: ['string', 'null'], description: 'What the plotword means, for the author.' },
        object(PLOTWORD_KEYS, { note: { type: 'string', description: 'What it means, for the author.' }, xp: { type: 'boolean', description: 'false: a flag, the author\'s own mark, which gives no XP and is not shown to the players.' } }),
      ],
    },
  };
}

/** `plotword: TROLL-PAID`, `clear-plotword: TROLL-PAID`. */
export function readPlotwordEffect<K extends 'plotword' | 'clear-plotword'>(v: VerbValue<K>): EffectOf<K> | null {
  const { a, verb, where: w, at: vAt } = v;
  const word = a.r.name(v.value, `the plotword of ${w}`, v.field.pos);
  if (word === null) return null;
  if (!isPlotwordName(word)) {
    a.r.error('LAW0019', vAt, `${w}: "${word}" is not a plotword name`, `plotwords are written in capitals, letters, digits and hyphens: ${word.toUpperCase().replace(/[^A-Z0-9_-]+/g, '-')}`);
    return null;
  }
  if (verb === 'plotword') a.noteUse(a.uses.plotwordsSet, word, vAt);
  a.refs.push({ kind: 'plotword', name: word, at: vAt, where: w });
  return { ...v.base, kind: verb, word } as EffectOf<K>;
}

/** `plotword:`: the party acquires it; the first time, each character gains one XP. A flag: none, and it is not said. */
export function setPlotword(run: Run, e: EffectOf<'plotword'>): void {
  const s = run.s;
  if (run.adventure.flags.has(e.word)) {
    const flags = (s.flags ??= []);
    if (flags.includes(e.word)) return;
    flags.push(e.word);
    if (run.options.gm) run.emit({ kind: 'gm', text: `Flag ${e.word} is set (no XP: the author's own mark).` });
    return;
  }
  if (s.plotwords.includes(e.word)) return;
  s.plotwords.push(e.word);
  // A plotword crossed out and acquired again brings no more (ruling).
  const first = !s.plotwordsEver.includes(e.word);
  if (first) {
    s.plotwordsEver.push(e.word);
    // Those waiting behind a split party are still in the adventure: they have their XP too.
    const waiting = (s.waiting ?? []).filter((i) => isAlive(s.party[i]));
    for (const i of [...livingMembers(s), ...waiting]) s.xpEarned[i] += gainCapped(run, s.party[i], 'xp', 1);
  }
  run.emit({ kind: 'plotword', word: e.word, xp: first ? 1 : 0 });
}

/** `clear-plotword:`: crossed out; the explorer is told whether it was there to cross out. */
export function clearPlotword(run: Run, e: EffectOf<'clear-plotword'>): void {
  const s = run.s;
  if (run.adventure.flags.has(e.word)) {
    run.emit({ kind: 'effect-result', at: e.at, effect: `clear-plotword: ${e.word}`, did: (s.flags ?? []).includes(e.word) });
    s.flags = (s.flags ?? []).filter((w) => w !== e.word);
    return;
  }
  run.emit({ kind: 'effect-result', at: e.at, effect: `clear-plotword: ${e.word}`, did: s.plotwords.includes(e.word) });
  if (s.plotwords.includes(e.word)) {
    s.plotwords = s.plotwords.filter((w) => w !== e.word);
    run.emit({ kind: 'effect', member: null, text: `Plotword ${e.word} is crossed out` });
  }
}
