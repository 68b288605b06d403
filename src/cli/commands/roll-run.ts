// The work of `law roll` and `law odds`, loaded only when one of them runs.
import type { CliContext } from '../context';
import type { CheckSpec, CheckSubject, ContestSide } from '../../dice';
import {
  checkOdds,
  checkTarget,
  contestOdds,
  diceTotal,
  fixDice,
  formatCheck,
  formatDice,
  formatPercent,
  NOBODY,
  parseCheck,
  parseDice,
  rollCheck,
  rollContest,
  sumDistribution,
} from '../../dice';
import { findSkill, SKILLS } from '../../rules';
import { checkSubject, unknownName } from '../../character';
import { formatCheckResult, formatContestResult, formatDiceSum } from '../../render/dice';
import { UserError } from '../errors';
import { diceSource, openStore, seedFrom, userErrors } from '../shared';

type Parsed =
  | { kind: 'dice'; text: string }
  | { kind: 'check'; spec: CheckSpec }
  | { kind: 'contest'; a: CheckSpec; b: CheckSpec };

function parseExpr(text: string): Parsed {
  const parts = text.split(/\s+vs\.?\s+/i);
  if (parts.length === 2) return { kind: 'contest', a: userErrors(() => parseCheck(parts[0])), b: userErrors(() => parseCheck(parts[1])) };
  if (parts.length > 2) throw new UserError(`"${text}": a contest has two sides, "3/12 vs 3/11"`);
  if (/^\s*\d+\s*\//.test(text)) return { kind: 'check', spec: userErrors(() => parseCheck(text)) };
  if (/d/i.test(text)) {
    userErrors(() => parseDice(text));
    return { kind: 'dice', text };
  }
  throw new UserError(`"${text}" is neither dice (2D6-1) nor a check (3/11, 3/DX with -c NAME) nor a contest ("3/12 vs 3/11")`);
}

function subjectFor(ctx: CliContext, spec: CheckSpec, characterName: string | undefined, curses: number | undefined, role: string): CheckSubject {
  if (spec.skill && !findSkill(spec.skill.name)) {
    throw new UserError(unknownName('a skill', spec.skill.name, SKILLS.map((s) => s.name)));
  }
  let subject: CheckSubject = NOBODY;
  if (characterName !== undefined) {
    const c = userErrors(() => openStore(ctx).load(characterName));
    subject = checkSubject(c);
  } else if (spec.attribute) {
    throw new UserError(`${formatCheck(spec)} names an attribute: say whose with ${role} NAME, or give a number (3/11)`);
  }
  if (curses !== undefined) subject = { ...subject, curses };
  return subject;
}

function contestSide(spec: CheckSpec, subject: CheckSubject, fallbackName: string): ContestSide {
  const t = checkTarget(spec, subject);
  if (!t.allowed) throw new UserError(`${subject.name ?? fallbackName} does not know ${spec.skill?.name}, which ${formatCheck(spec)} requires`);
  return { name: subject.name ?? fallbackName, dice: spec.dice, target: t.target, attribute: t.attributeValue, curses: subject.curses };
}

interface CommonOptions {
  character?: string;
  opponent?: string;
  curses?: number;
  json?: boolean;
}

export async function rollCommand(ctx: CliContext, text: string, opts: CommonOptions & { seed?: string; dice: 'auto' | 'manual' }): Promise<void> {
  const parsed = parseExpr(text);
  const seed = seedFrom(ctx, opts.seed);
  const dice = diceSource(ctx, opts.dice, seed);
  const seedField = opts.dice === 'auto' ? { seed } : { dice: 'manual' };
  switch (parsed.kind) {
    case 'dice': {
      const expr = userErrors(() => fixDice(parseDice(parsed.text)));
      const roll = await dice.roll(expr.count, expr.sides, `${formatDice(expr)}`);
      const total = diceTotal(expr, roll.faces ?? [roll.sum]);
      if (opts.json) {
        ctx.out(JSON.stringify({ expr: formatDice(expr), ...seedField, faces: roll.faces, modifier: expr.modifier, total }));
      } else {
        ctx.out(`${formatDice(expr)}: ${formatDiceSum(roll.faces, total - expr.modifier, expr.modifier)}`);
      }
      return;
    }
    case 'check': {
      const subject = subjectFor(ctx, parsed.spec, opts.character, opts.curses, '-c');
      const result = await rollCheck(parsed.spec, subject, dice);
      if (opts.json) {
        const t = result.throws[0];
        ctx.out(
          JSON.stringify({
            expr: formatCheck(parsed.spec),
            ...seedField,
            allowed: result.allowed,
            target: result.target,
            chance: result.chance,
            curses: result.curses,
            faces: t?.roll.faces ?? null,
            total: t?.total ?? null,
            passed: result.passed,
            margin: result.allowed ? result.margin : null,
          }),
        );
      } else {
        ctx.out(formatCheckResult(result, ctx.style));
      }
      if (!result.allowed) ctx.exitCode = 1;
      return;
    }
    case 'contest': {
      const a = contestSide(parsed.a, subjectFor(ctx, parsed.a, opts.character, opts.curses, '-c'), 'A');
      const b = contestSide(parsed.b, subjectFor(ctx, parsed.b, opts.opponent, undefined, '--opponent'), 'B');
      const r = await rollContest(a, b, dice);
      if (opts.json) {
        ctx.out(JSON.stringify({ expr: `${formatCheck(parsed.a)} vs ${formatCheck(parsed.b)}`, ...seedField, a: { ...a, ...r.a }, b: { ...b, ...r.b }, winner: r.winner, how: r.how, difference: r.difference }));
      } else {
        ctx.out(formatContestResult(a, b, r, ctx.style));
      }
      return;
    }
  }
}

export async function oddsCommand(ctx: CliContext, text: string, opts: CommonOptions): Promise<void> {
  const parsed = parseExpr(text);
  switch (parsed.kind) {
    case 'dice': {
      const expr = userErrors(() => parseDice(parsed.text));
      if (expr.count === 'X') throw new UserError(`${formatDice(expr)}: give X as a number to see its odds (for example ${formatDice({ ...expr, count: 2 })})`);
      const fixed = fixDice(expr);
      const dist = sumDistribution(fixed.count, fixed.sides);
      const rows = dist.ways.map((w, i) => ({ total: fixed.count + i + fixed.modifier, chance: w / dist.outcomes }));
      let atMost = 0;
      const table = rows.map((r) => {
        atMost += r.chance;
        return { ...r, atMost, atLeast: 1 - atMost + r.chance };
      });
      const mean = rows.reduce((s, r) => s + r.total * r.chance, 0);
      if (opts.json) {
        ctx.out(JSON.stringify({ expr: formatDice(fixed), mean, totals: table }));
        return;
      }
      ctx.out(`${formatDice(fixed)}: average ${mean.toFixed(2)}`);
      ctx.out('total  exactly   or less   or more');
      for (const r of table) {
        ctx.out(`${String(r.total).padStart(5)}  ${formatPercent(r.chance).padStart(7)}  ${formatPercent(r.atMost).padStart(8)}  ${formatPercent(r.atLeast).padStart(8)}`);
      }
      return;
    }
    case 'check': {
      const subject = subjectFor(ctx, parsed.spec, opts.character, opts.curses, '-c');
      const t = checkTarget(parsed.spec, subject);
      const chance = checkOdds(parsed.spec, subject);
      if (opts.json) {
        ctx.out(JSON.stringify({ expr: formatCheck(parsed.spec), allowed: t.allowed, target: t.target, curses: subject.curses, chance }));
      } else if (!t.allowed) {
        ctx.out(`${formatPercent(0)} (only a character who knows ${parsed.spec.skill?.name} may try)`);
      } else {
        ctx.out(formatPercent(chance));
      }
      return;
    }
    case 'contest': {
      const a = contestSide(parsed.a, subjectFor(ctx, parsed.a, opts.character, opts.curses, '-c'), 'A');
      const b = contestSide(parsed.b, subjectFor(ctx, parsed.b, opts.opponent, undefined, '--opponent'), 'B');
      const odds = contestOdds(a, b);
      if (opts.json) {
        ctx.out(JSON.stringify({ expr: `${formatCheck(parsed.a)} vs ${formatCheck(parsed.b)}`, a: { ...a, wins: odds.a }, b: { ...b, wins: odds.b }, neither: odds.neither }));
      } else {
        ctx.out(`${a.name} wins ${formatPercent(odds.a)}, ${b.name} wins ${formatPercent(odds.b)}, neither ${formatPercent(odds.neither)}`);
      }
      return;
    }
  }
}
