// Asking a figure's controller: the AI answers at once; a person's answer is awaited by the driver.
import type { Figure } from './figure';
import type { Decision, Gen } from './protocol';
import type { Ctx } from './state';

export function* decide(ctx: Ctx, fig: Figure, decision: Decision): Gen<unknown> {
  if (fig.control === 'ai') return ctx.ai(ctx, fig, decision);
  return yield { kind: 'decide', figure: fig, decision };
}
