// A person's guess rather than the safest one: the normal bot says any guess up to RAISE_JUMP cards
// above its safest that it believes nearly as likely to hold (within a slack drawn afresh each turn,
// up to RAISE_SLACK), picked at random. So an opening names something its own top cards show, at a
// count they make likely, and a raise jumps only when its hand makes a higher guess nearly as safe.
// Written once: the normal bot says it (bots.ts), and the hard bot's play-outs draw it for the
// players they model (hard-bot.ts), each with its own reckoning of the chances.
import type { Guess } from './guesses';
import { statedNumber } from './guesses';

export const RAISE_SLACK = 0.05;
export const RAISE_JUMP = 1;

/** The slack a person allows this turn, from a uniform draw `u` in [0, 1). */
export const slackOf = (u: number): number => RAISE_SLACK * u;

/** Whether `g` is a guess a person weighs beside its safest guess `best`: at most RAISE_JUMP cards higher. */
export const withinJump = (g: Guess, best: Guess): boolean => statedNumber(g) <= statedNumber(best) + RAISE_JUMP;

/** Whether a guess believed to hold with chance `p` is nearly as likely as the safest (chance `score`) within `slack`. */
export const nearlyAsLikely = (p: number, score: number, slack: number): boolean => p >= score - slack;
