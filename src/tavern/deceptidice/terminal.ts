// Deceptidice at a terminal: what happened in words (events.ts), an action as a menu line, the table
// as a compact text view, and the questions a person answers one small step at a time (challenge
// or guess? what kind? how many? which number or colour? plain or "less than"/"without"?) instead
// of one menu of every guess.
import { foldLine } from '../../io/fold-line';
import { listed } from '../../render/words';
import type { Choice, Io } from '../../io/io';
import type { Style } from '../../io/style';
import type { TerminalFace } from '../terminal/face';
import type { Card, Colour } from './cards';
import { COLOUR_NAMES, sortCards } from './cards';
import type { Event } from './events';
import type { Guess, GuessKind } from './guesses';
import { guessText } from './guesses';
import type { Action } from './state';
import type { View } from './view';

/** An event as the lines a person reads. */
export function tell(e: Event, names: readonly string[]): string[] {
  switch (e.type) {
    case 'round':
      return [`Round ${e.round}: everyone rolls; ${names[e.liar]} is the Liar and guesses first.`];
    case 'rolled':
      return [`You roll: ${e.tops.join(', ')}`];
    case 'revealed':
      return [`${names[e.seat]} reveals a die: ${e.card}.`];
    case 'guessed':
      return [`${names[e.seat]} guesses: ${guessText(e.guess)}.`];
    case 'challenged':
      return [
        `${names[e.seat]} challenges ${names[e.guesser]}'s guess (${guessText(e.guess)}).`,
        `The dice show: ${e.tops.map((tops, o) => `${names[o]} ${tops.join(' ')}`).join('; ')}.`,
        e.holds ? `The guess holds: ${names[e.loser]} loses the round.` : `The guess fails: ${names[e.loser]} loses the round.`,
      ];
    case 'discarded': {
      const name = names[e.seat];
      const n = e.cards.length;
      return [`${name} discards a die of ${n} card${n === 1 ? '' : 's'}, face up: ${sortCards(e.cards).join(' ')}. ${name} has ${e.left} left.`];
    }
    case 'kept':
      return [`${names[e.seat]} swaps nothing.`];
    case 'swapped':
      return [e.other === null ? `${names[e.seat]} swaps ${e.gave} for the top card of the draw pile.` : `${names[e.seat]} swaps ${e.gave} for ${names[e.other]}'s ${e.took}.`];
    case 'drew':
      return [`You draw ${e.card}.`];
    case 'over':
      return [ending(e, names)];
  }
}

/** Objective: who is down to the fewest cards, and who has the most. */
export function ending(e: Extract<Event, { type: 'over' }>, names: readonly string[]): string {
  const { scores, places } = e;
  const low = Math.min(...scores);
  const out = listed(names.filter((_, i) => scores[i] === low));
  const winners = names.filter((_, i) => places[i] === 1);
  const top = Math.max(...scores);
  const many = scores.filter((x) => x === low).length > 1;
  return `${out} ${many ? 'have' : 'has'} only ${low} card${low === 1 ? '' : 's'} left: the game ends. ${listed(winners)} ${winners.length === 1 ? 'wins' : 'share the win'} with ${top} cards.`;
}

const cardList = (cards: readonly Card[]) => (cards.length ? sortCards(cards).join(' ') : '-');

export function describe(a: Action, v: View): string {
  const me = v.seats[v.seat];
  switch (a.kind) {
    case 'guess':
      return `Guess: ${guessText(a.guess)}`;
    case 'challenge': {
      const last = v.guesses[v.guesses.length - 1];
      return `Challenge ${v.seats[last.seat].name}'s guess (${guessText(last.guess)})`;
    }
    case 'reveal':
      return `Reveal die ${a.die + 1} (top ${me.dice[a.die].top}, ${me.dice[a.die].size} cards)`;
    case 'discard':
      return `Discard die ${a.die + 1} (${me.dice[a.die].size} card${me.dice[a.die].size === 1 ? '' : 's'}, top ${me.dice[a.die].top})`;
    case 'swap':
      return a.with === null ? `Swap your ${a.give} for the top card of the draw pile` : `Swap your ${a.give} for ${v.seats[a.with].name}'s ${a.take}`;
    case 'keep':
      return 'Swap nothing';
  }
}

/** `head` and the parts, joined by "; " and broken into lines of at most 80 columns. */
function wrap(head: string, parts: readonly string[]): string[] {
  const lines: string[] = [];
  let line = head;
  for (const p of parts) {
    const next = line === head ? `${line}${p}` : `${line}; ${p}`;
    if (next.length > 80 && line !== head) {
      lines.push(`${line};`);
      line = `  ${p}`;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** A long line broken at spaces into lines of at most 80 columns, the later ones indented. */
const fold = (text: string): string => foldLine(text, '  ').join('\n');

const fit = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}~` : s.padEnd(n));

/** The seat's view as a small table: one line a player, then what was said this round. */
export function show(v: View, style: Style): string {
  const lines: string[] = [];
  lines.push(style.bold(fold(`Deceptidice, round ${v.round}. Liar: ${v.seats[v.liar].name}. Draw pile: ${v.drawSize}.`)));
  if (v.variants.length) lines.push(fold(`Variants: ${v.variants.join(', ')}`));
  lines.push(style.dim(`  ${'player'.padEnd(16)}cards  dice (top/size; ? unseen, * revealed)`));
  v.seats.forEach((sv, o) => {
    const mark = o === v.seat ? '>' : ' ';
    const dice = sv.dice.map((d) => `${d.top ?? '?'}${d.revealed ? '*' : ''}/${d.size}`.padEnd(9)).join('');
    const turn = v.turn === o ? ' <' : '';
    const line = `${mark} ${fit(sv.name, 15)} ${String(sv.cards).padStart(5)}  ${dice.trimEnd()}${turn}`;
    lines.push(o === v.seat ? style.bold(line) : line);
  });
  const discards = v.seats.flatMap((sv) => (sv.discards.length ? [`${sv.name} ${cardList(sv.discards.flat())}`] : []));
  if (discards.length) lines.push(...wrap('Discarded: ', discards));
  const known = v.seats.flatMap((sv, o) => (o !== v.seat && sv.known.length ? [`${sv.name} ${cardList(sv.known)}`] : []));
  if (known.length) lines.push(...wrap('Known to be in hands: ', known));
  const mine = [...v.seats[v.seat].known, ...v.mySecret];
  if (mine.length) lines.push(`You know you hold: ${cardList(mine)}`);
  if (v.drawKnown.length) lines.push(`At the bottom of the draw pile: ${v.drawKnown.join(' ')}`);
  const last = v.history[v.history.length - 1];
  if (last && last.round === v.round - 1) {
    const said = last.guesses[last.guesses.length - 1];
    lines.push(style.dim(fold(`Last round: ${v.seats[last.challenger].name} challenged ${v.seats[said.seat].name} (${guessText(said.guess, true)}); it ${last.holds ? 'held' : 'failed'}, ${v.seats[last.loser].name} lost.`)));
  }
  if (v.guesses.length === 0) lines.push('No guess yet this round.');
  for (const g of v.guesses) lines.push(`  ${fit(v.seats[g.seat].name, 15).trimEnd()}: ${style.yellow(guessText(g.guess, true))}`);
  return lines.join('\n');
}

/** One small question; a question with a single answer is not asked. */
async function pick<T>(io: Io, message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
  if (choices.length === 1) return choices[0].value;
  return io.choose(message, choices);
}

const distinct = <T>(items: readonly T[]): T[] => [...new Set(items)];

const KIND_NAMES: Readonly<Record<GuessKind, string>> = {
  number: 'A number (N cards with number T, or less than T)',
  colour: 'A colour (N cards of colour T, or without T)',
  same: 'Vague (N cards of the same number or colour)',
  straight: 'A straight (N cards in numeric order including E)',
  power: 'A power card',
};

async function askGuess(guesses: readonly Guess[], io: Io, name: string): Promise<Guess> {
  const kinds = distinct(guesses.map((g) => g.kind));
  const kind = await pick(io, `${name}, what kind of guess?`, kinds.map((k) => ({ name: KIND_NAMES[k], value: k })));
  let left = guesses.filter((g) => g.kind === kind);
  if (kind === 'power') {
    return pick(io, 'Which power card?', left.map((g) => ({ name: guessText(g), value: g })));
  }
  if (kind === 'straight') {
    const straights = left as Array<Extract<Guess, { kind: 'straight' }>>;
    const length = await pick(io, 'How many cards in the straight?', distinct(straights.map((g) => g.length)).map((n) => ({ name: String(n), value: n })));
    const withLength = straights.filter((g) => g.length === length);
    return pick(io, 'Including which number?', withLength.map((g) => ({ name: String(g.element), value: g as Guess })));
  }
  const countOf = (g: Guess) => (g.kind === 'number' || g.kind === 'colour' || g.kind === 'same' ? g.count : 0);
  const count = await pick(io, 'How many cards?', distinct(left.map(countOf)).map((n) => ({ name: String(n), value: n })));
  left = left.filter((g) => countOf(g) === count);
  if (kind === 'same') return pick(io, 'Of the same ...', left.map((g) => ({ name: g.kind === 'same' ? g.of : '', value: g })));
  if (kind === 'number') {
    const numbers = left as Array<Extract<Guess, { kind: 'number' }>>;
    const target = await pick(io, 'Which number?', distinct(numbers.map((g) => g.target)).map((n) => ({ name: String(n), value: n })));
    const mods = numbers.filter((g) => g.target === target);
    return pick(io, 'Exactly that number, or less than it?', mods.map((g) => ({ name: g.less ? `less than ${target}` : `number ${target}`, value: g as Guess })));
  }
  const colours = left as Array<Extract<Guess, { kind: 'colour' }>>;
  const target = await pick(io, 'Which colour?', distinct(colours.map((g) => g.target)).map((c: Colour) => ({ name: COLOUR_NAMES[c], value: c })));
  const mods = colours.filter((g) => g.target === target);
  return pick(io, 'That colour, or without it?', mods.map((g) => ({ name: g.without ? `without ${COLOUR_NAMES[target]}` : COLOUR_NAMES[target], value: g as Guess })));
}

export async function ask(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  const listed = (message: string, actions: readonly Action[]) => pick(io, message, actions.map((a) => ({ name: describe(a, v), value: a })));
  switch (v.phase) {
    case 'bid': {
      const challenge = legal.find((a) => a.kind === 'challenge');
      const guesses = legal.flatMap((a) => (a.kind === 'guess' ? [a.guess] : []));
      if (challenge) {
        const choices: Array<Choice<'challenge' | 'guess'>> = [{ name: describe(challenge, v), value: 'challenge' }];
        if (guesses.length) choices.push({ name: 'Guess higher', value: 'guess' });
        if ((await pick(io, `${name}, challenge or guess higher?`, choices)) === 'challenge') return challenge;
      }
      return { kind: 'guess', guess: await askGuess(guesses, io, name) };
    }
    case 'swap': {
      const swaps = legal.filter((a) => a.kind === 'swap');
      if (swaps.length === 0) return legal[0];
      const wants = await pick(io, `${name}, you lost: swap one of your top cards?`, [
        { name: 'Swap nothing', value: false },
        { name: swaps[0].kind === 'swap' && swaps[0].with === null ? 'Swap with the draw pile' : 'Swap with another player', value: true },
      ]);
      if (!wants) return legal.find((a) => a.kind === 'keep')!;
      const give = await pick(io, 'Which of your cards do you give?', distinct(swaps.map((a) => (a.kind === 'swap' ? a.give : ''))).map((c) => ({ name: c, value: c })));
      let left = swaps.filter((a) => a.kind === 'swap' && a.give === give);
      const other = await pick(io, 'With whom?', distinct(left.map((a) => (a.kind === 'swap' ? a.with : null))).map((o) => ({ name: o === null ? 'the draw pile' : v.seats[o].name, value: o })));
      left = left.filter((a) => a.kind === 'swap' && a.with === other);
      return listed('Which card do you take?', left);
    }
    case 'reveal':
      return listed(`${name}, reveal which of your dice?`, legal);
    case 'discard':
      return listed(`${name}, you lost the round: discard which die?`, legal);
    case 'over':
      throw new Error('the game is over');
  }
}

export const TERMINAL: TerminalFace<Action, View, Event> = { tell, ending, describe, ask, show };
