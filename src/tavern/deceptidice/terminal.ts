// Deceptidice at a terminal: what happened in words (events.ts), an action as a menu line, the table
// as a compact text view, and the questions a person answers one small step at a time (challenge
// or guess? what kind? how many? which number or colour? plain or "less than"/"without"?) instead
// of one menu of every guess.
import { foldLine } from '../../io/fold-line';
import { listed } from '../../render/words';
import type { Choice, Io, ScreenSize } from '../../io/io';
import type { Style } from '../../io/style';
import type { TerminalFace } from '../terminal/face';
import type { Card, Colour } from './cards';
import { COLOUR_NAMES, sortCards } from './cards';
import type { Event } from './events';
import type { Guess, GuessKind } from './guesses';
import { cardMatches, cardsShowing, guessHolds, guessKey, guessText, isHigher, tally } from './guesses';
import { readGuess } from './typed-guess';
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
        `${showingWords(e.guess, e.tops.flat())}: the guess ${e.holds ? 'holds' : 'fails'}, ${names[e.loser]} loses the round.`,
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

/**
 * What a challenge turned up, said against the guess: "2 cards with number 5 show (B5 W)", "No
 * card without red shows", "The straight shows". A power guess names its combo, and whether the
 * guesser had rolled the card is for the rules to judge (a lie loses even when the combo shows).
 */
export function showingWords(g: Guess, tops: readonly Card[]): string {
  const n = cardsShowing(g, tally(tops));
  if (n === null) {
    // The combo alone: whether the guesser rolled a power card is the rules' to judge.
    const shows = guessHolds(g, tally(tops), true);
    return g.kind === 'straight' ? (shows ? 'Such a straight shows' : 'No such straight shows') : `Its combo ${shows ? 'shows' : 'does not show'}`;
  }
  const matching = g.kind === 'same' ? [] : sortCards(tops.filter((c) => cardMatches(g, c)));
  const what = g.kind === 'same' ? `of the same ${g.of}` : guessText({ ...g, count: 2 } as Guess).replace(/^2 cards /, '');
  const count = n === 0 ? 'No card' : `${n} card${n === 1 ? '' : 's'}`;
  // The cards themselves while they are few enough to read at a glance.
  return `${count} ${what} ${n <= 1 ? 'shows' : 'show'}${matching.length && matching.length <= 10 ? ` (${matching.join(' ')})` : ''}`;
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
    // A line broken after this part ends with ';': 79 columns and that one make 80.
    if (next.length > 79 && line !== head) {
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
export function show(v: View, style: Style, room?: ScreenSize): string {
  const full = fullTable(v, style);
  if (!room || full.length <= room.rows) return full.join('\n');
  return compactTable(v, style, room).join('\n');
}

/** A die as the table shows it: top card (? unseen, * revealed) and size. */
const dieText = (d: View['seats'][number]['dice'][number]) => `${d.top ?? '?'}${d.revealed ? '*' : ''}/${d.size}`;

function fullTable(v: View, style: Style): string[] {
  const lines: string[] = [];
  lines.push(style.bold(fold(`Deceptidice, round ${v.round}. Liar: ${v.seats[v.liar].name}. Draw pile: ${v.drawSize}.`)));
  if (v.variants.length) lines.push(fold(`Variants: ${v.variants.join(', ')}`));
  lines.push(style.dim(`  ${'player'.padEnd(16)}cards  dice (top/size; ? unseen, * revealed)`));
  v.seats.forEach((sv, o) => {
    const mark = o === v.seat ? '>' : ' ';
    const dice = sv.dice.map((d) => dieText(d).padEnd(9)).join('');
    const turn = v.turn === o ? ' <' : '';
    const line = `${mark} ${fit(sv.name, 15)} ${String(sv.cards).padStart(5)}  ${dice.trimEnd()}${turn}`;
    lines.push(o === v.seat ? style.bold(line) : line);
  });
  lines.push(...knownLines(v));
  const last = lastRound(v);
  if (last) lines.push(style.dim(fold(last)));
  if (v.guesses.length === 0) lines.push('No guess yet this round.');
  for (const g of v.guesses) lines.push(`  ${fit(v.seats[g.seat].name, 15).trimEnd()}: ${style.yellow(guessText(g.guess, true))}`);
  return lines.flatMap((l) => l.split('\n'));
}

/** The cards face up and what the seat knows of hands and the draw pile. */
function knownLines(v: View): string[] {
  const lines: string[] = [];
  const discards = v.seats.flatMap((sv) => (sv.discards.length ? [`${sv.name} ${cardList(sv.discards.flat())}`] : []));
  if (discards.length) lines.push(...wrap('Discarded: ', discards));
  const known = v.seats.flatMap((sv, o) => (o !== v.seat && sv.known.length ? [`${sv.name} ${cardList(sv.known)}`] : []));
  if (known.length) lines.push(...wrap('Known to be in hands: ', known));
  const mine = [...v.seats[v.seat].known, ...v.mySecret];
  if (mine.length) lines.push(`You know you hold: ${cardList(mine)}`);
  if (v.drawKnown.length) lines.push(`At the bottom of the draw pile: ${v.drawKnown.join(' ')}`);
  return lines;
}

/** How the last round ended, while it is the round before this one. */
function lastRound(v: View): string | null {
  const last = v.history[v.history.length - 1];
  if (!last || last.round !== v.round - 1) return null;
  const said = last.guesses[last.guesses.length - 1];
  return `Last round: ${v.seats[last.challenger].name} challenged ${v.seats[said.seat].name} (${guessText(said.guess, true)}); it ${last.holds ? 'held' : 'failed'}, ${v.seats[last.loser].name} lost.`;
}

/**
 * The table for a small screen (8 players at 80x24): each player's latest guess of the round on his
 * own line, the last one said marked, the face-up cards folded; what does not fit is left out last
 * round first.
 */
function compactTable(v: View, style: Style, room: ScreenSize): string[] {
  const width = Math.min(80, room.columns);
  const nameWidth = Math.min(15, Math.max(...v.seats.map((s) => s.name.length)) + 1);
  const diceWidth = Math.max(...v.seats.map((sv) => sv.dice.map(dieText).join(' ').length));
  const lastSaid = v.guesses.length ? v.guesses[v.guesses.length - 1] : null;
  const lines: string[] = [];
  lines.push(style.bold(`Deceptidice, round ${v.round}. Liar: ${v.seats[v.liar].name}. Draw pile: ${v.drawSize}.`));
  lines.push(style.dim(`  ${'player'.padEnd(nameWidth)}cards ${'dice'.padEnd(diceWidth)}  guess this round`));
  v.seats.forEach((sv, o) => {
    const mark = o === v.seat ? '>' : v.turn === o ? '<' : ' ';
    const said = [...v.guesses].reverse().find((g) => g.seat === o);
    const head = `${mark} ${fit(sv.name, nameWidth)}${String(sv.cards).padStart(5)} ${sv.dice.map(dieText).join(' ').padEnd(diceWidth)}  `;
    const guess = said ? fit(guessText(said.guess, true), Math.max(8, width - head.length)).trimEnd() : '';
    const line = `${head}${said === lastSaid && said ? style.yellow(guess) : guess}`.trimEnd();
    lines.push(o === v.seat ? style.bold(line) : line);
  });
  if (!lastSaid) lines.push('No guess yet this round.');
  const optional = [...knownLines(v).map((l) => foldLine(l, '  ', width)), ...[lastRound(v)].filter((l): l is string => l !== null).map((l) => foldLine(style.dim(l), '  ', width))];
  for (const block of optional) if (lines.length + block.length <= room.rows) lines.push(...block);
  return lines;
}

/** One small question; a question with a single answer is not asked. */
async function pick<T>(io: Io, message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
  if (choices.length === 1) return choices[0].value;
  return io.choose(message, choices);
}

const distinct = <T>(items: readonly T[]): T[] => [...new Set(items)];

const KIND_ORDER: readonly GuessKind[] = ['number', 'colour', 'same', 'straight', 'power'];

/** Why a guess that was read cannot be said now; null when it can. */
function refusal(g: Guess, legal: readonly Guess[], previous: Guess | null, dice: number): string | null {
  if (legal.some((x) => guessKey(x) === guessKey(g))) return null;
  const said = guessText(g, true);
  if (g.kind !== 'power' && (g.kind === 'straight' ? g.length : g.count) > dice) return `${said}: there are only ${dice} dice on the table`;
  if (previous && !isHigher(g, previous)) return `${said} is not higher than ${guessText(previous, true)}`;
  return `${said} is not a guess of this game's variants`;
}

/**
 * The guesses of one count (or of every count) as a menu, grouped by kind; a menu line reads as it is
 * typed, so a person learns to type it: "3 <5: 3 cards with a number less than 5".
 */
async function listGuesses(guesses: readonly Guess[], count: number | null, io: Io): Promise<Guess | null> {
  const countOf = (g: Guess) => (g.kind === 'straight' ? g.length : g.kind === 'power' ? null : g.count);
  const shown = guesses.filter((g) => count === null || countOf(g) === count).sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  if (count !== null && shown.length === 0) return null;
  if (count === null) {
    // Every count at once would be a long list: the counts first, then that count's guesses.
    const counts = [...new Set(guesses.map(countOf))];
    const picked = await io.choose<number | null | 'back'>('How many cards?', [
      ...counts.map((n) => ({ name: n === null ? 'A power card' : `${n} card${n === 1 ? '' : 's'}`, value: n })),
      { name: '(back)', value: 'back' },
    ]);
    if (picked === 'back') return null;
    return picked === null ? listPower(guesses, io) : listGuesses(guesses, picked, io);
  }
  const picked = await io.choose<Guess | null>(`Which guess of ${count} card${count === 1 ? '' : 's'}?`, [
    ...shown.map((g) => ({ name: `${typedForm(g)}: ${guessText(g, true)}`, value: g as Guess | null })),
    { name: '(back)', value: null },
  ]);
  return picked;
}

async function listPower(guesses: readonly Guess[], io: Io): Promise<Guess | null> {
  return io.choose<Guess | null>('Which power card?', [
    ...guesses.filter((g) => g.kind === 'power').map((g) => ({ name: guessText(g), value: g as Guess | null })),
    { name: '(back)', value: null },
  ]);
}

/** A guess as it may be typed (typed-guess.ts reads it back). */
export function typedForm(g: Guess): string {
  switch (g.kind) {
    case 'number':
      return g.less ? `${g.count} <${g.target}` : `${g.count} ${g.target}s`;
    case 'colour':
      return `${g.count} ${g.without ? 'without ' : ''}${COLOUR_NAMES[g.target]}`;
    case 'same':
      return `${g.count} same ${g.of}`;
    case 'straight':
      return `${g.length} in order ${g.element}`;
    case 'power':
      return g.card.toLowerCase();
  }
}

/**
 * A guess, or the challenge, in at most two steps (issue 29): typed whole ("3 red", "4 <6"), or a
 * count typed alone and then picked from that count's guesses. An empty answer lists the counts.
 */
async function askBid(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  const challenge = legal.find((a) => a.kind === 'challenge');
  const guesses = legal.flatMap((a) => (a.kind === 'guess' ? [a.guess] : []));
  const previous = v.guesses.length ? v.guesses[v.guesses.length - 1].guess : null;
  const dice = v.seats.reduce((n, s) => n + s.dice.length, 0);
  if (guesses.length === 0 && challenge) return challenge;
  // A count typed alone lists its guesses; one too low for what may be said now lists the least
  // count that may be ("1" when the bid is at 4 lists the guesses of 5): a player, or a script
  // answering 1 to everything, always gets a list to pick from.
  const counts = guesses.flatMap((g) => (g.kind === 'straight' ? [g.length] : g.kind === 'power' ? [] : [g.count]));
  const listedCount = (n: number): number | null => (counts.includes(n) ? n : counts.filter((c) => c > n).reduce<number | null>((m, c) => (m === null || c < m ? c : m), null));
  const validate = (text: string): string | null => {
    const t = readGuess(text);
    if (t.kind === 'unread') return t.why;
    if (t.kind === 'challenge') return challenge ? null : 'there is no guess to challenge yet';
    if (t.kind === 'list') return t.count !== null && listedCount(t.count) === null ? `no guess of ${t.count} card${t.count === 1 ? '' : 's'} or more can be said now` : null;
    return refusal(t.guess, guesses, previous, dice);
  };
  // Examples from what may be said now, so that none is refused: the least colour, number and "less than".
  const examples = (['colour', 'number', 'less'] as const).flatMap((k) => {
    const g = guesses.find((x) => (k === 'colour' ? x.kind === 'colour' && !x.without : x.kind === 'number' && x.less === (k === 'less')));
    return g ? [typedForm(g)] : [];
  });
  // "7 alone lists them": the count of the examples, typed alone, lists that count's guesses.
  const count = examples.length ? examples[0].split(' ')[0] : 'a count';
  const question = `${name}, your guess?${challenge ? ' c challenges;' : ''}${examples.length ? ` e.g. ${examples.join(', ')};` : ''} ${count} alone lists them`;
  for (;;) {
    const t = readGuess(await io.askText(question, { validate }));
    if (t.kind === 'challenge') return challenge!;
    if (t.kind === 'guess') return { kind: 'guess', guess: legal.flatMap((a) => (a.kind === 'guess' && guessKey(a.guess) === guessKey(t.guess) ? [a.guess] : []))[0] };
    if (t.kind === 'list') {
      const g = await listGuesses(guesses, t.count === null ? null : listedCount(t.count), io);
      if (g) return { kind: 'guess', guess: g };
    }
  }
}

export async function ask(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  const listed = (message: string, actions: readonly Action[]) => pick(io, message, actions.map((a) => ({ name: describe(a, v), value: a })));
  switch (v.phase) {
    case 'bid':
      return askBid(v, legal, io, name);
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

/**
 * Rows a question takes under the table: a guess is typed on one line (a refused one adds its reason
 * and the question again); the dice to reveal or discard are a short menu.
 */
export function questionRows(v: View): number {
  if (v.phase === 'bid') return 4;
  if (v.phase === 'reveal' || v.phase === 'discard') return v.seats[v.seat].dice.length + 4;
  return 9;
}

export const TERMINAL: TerminalFace<Action, View, Event> = { tell, ending, describe, ask, show, questionRows };
