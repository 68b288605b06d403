// `end:`: the adventure ends here, under a title and a kind (docs/adventure-format.md, "Endings").
//
//   end: Across                                  end: { title: Across, kind: victory }
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Pos } from '../model';
import type { NextRule, WayReader } from './construct';
import { readsAs } from './construct';
import { object, ref } from '../schema-kit';

export type EndingKind = 'victory' | 'defeat' | 'death' | 'neutral';
export const ENDING_KINDS: readonly EndingKind[] = ['victory', 'defeat', 'death', 'neutral'];

export interface Ending {
  at: Pos;
  title: string;
  kind: EndingKind;
}

export type EndNext = { kind: 'end'; end: Ending };

export const END_KEYS = ['title', 'kind'] as const;

/** `end: Title` (a neutral ending), or `end: { title, kind }`. */
export function readEnding(a: AdventureReader, f: Field, where: string): Ending | null {
  const v = f.value;
  const at = a.r.pos(v, f.pos);
  if (isScalar(v) && (typeof v.value === 'string' || typeof v.value === 'number')) return { at, title: String(v.value), kind: 'neutral' };
  const map = a.r.map(v, `the ending of ${where}`, f.pos);
  if (!map) return null;
  const fields = a.r.fields(map, `the ending of ${where}`, END_KEYS, ['title']);
  const title = a.r.str(fields.get('title'), `the title of the ending of ${where}`, { allowNumber: true });
  const kind = a.r.str(fields.get('kind'), `the kind of the ending of ${where}`) ?? 'neutral';
  if (!(ENDING_KINDS as readonly string[]).includes(kind)) {
    a.r.error('LAW0025', fields.get('kind')!.pos, `the ending of ${where}: kind is one of ${ENDING_KINDS.join(', ')}, not "${kind}"`);
  }
  return { at, title: title ?? '?', kind: kind as EndingKind };
}

export const endWay: WayReader = {
  key: 'end',
  read: readsAs(readEnding, (end) => ({ kind: 'end', end })),
  schema: () => ref('ending'),
  definitions: () => ({ ending: { oneOf: [{ type: ['string', 'number'] }, object(END_KEYS, { title: { type: ['string', 'number'] }, kind: { enum: [...ENDING_KINDS] } }, ['title'])] } }),
};

export const endNext: NextRule<'end'> = {
  run: async (_run, next) => ({ kind: 'end', ending: next.end }),
  outcomes: () => [],
  shape(next, w) {
    w.shape.endings.push({ section: w.shape.id, title: next.end.title, kind: next.end.kind, at: next.end.at });
  },
  preview: (_run, next) => ({ says: `(It ends the adventure: ${next.end.title}.)` }),
};
