// SEEING: Reveal Magic in a fight; Read Mind and See Future work outside fights (../outside.ts).
import { emit } from '../../combat/state';
import { K } from '../core';
import { cast, where } from './handler';
import type { SpellHandler } from './handler';

/** SEEING, Reveal Magic: the log lists every spell in play, images and illusions named as such. */
export const revealHandler: SpellHandler = {
  options: (ctx, f, spell) => [cast(spell, {})],
  aim: () => 'around you',
  value: () => 0,
  resolve(ctx, f) {
    const seen: string[] = [];
    for (const t of ctx.state.figures) {
      if (t.status === 'fled') continue;
      for (const e of t.effects) if (e.kind.startsWith('magic:') && e.name && !['staff', 'Summoner'].includes(e.name) && e.kind !== K('staff-used')) seen.push(`${e.name} on ${t.name}`);
    }
    for (const h of ctx.state.hexEffects) if (h.kind.startsWith('magic:')) seen.push(`${h.name} at ${where(ctx, h.cells)}`);
    emit(ctx, { t: 'effect', figure: null, text: seen.length > 0 ? `${f.name} senses magic: ${[...new Set(seen)].join('; ')}` : `${f.name} senses no magic here` });
  },
};

/** Read Mind and See Future work on the adventure's options, not in a fight (see outside.ts). */
export const adventureOnly: SpellHandler = { options: () => [], aim: () => '', value: () => 0, *resolve() {} };
