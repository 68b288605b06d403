// Asking a figure's controller: the AI answers at once; a person's answer is asked of the driver
// (protocol.ts: the answer given so far, or the fight stops until it is given).
import type { Figure } from './figure';
import type { Decision } from './protocol';
import type { Ctx } from './state';

export function decide(ctx: Ctx, fig: Figure, decision: Decision): unknown {
  if (fig.control === 'ai') return ctx.ai(ctx, fig, decision);
  return ctx.ask({ kind: 'decide', figure: fig, decision });
}
