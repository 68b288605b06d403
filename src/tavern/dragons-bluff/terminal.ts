// Dragon's Bluff at a terminal: what happened in words (events.ts), menu lines, the questions a
// person is asked, and the table as plain text within 80 columns.
import type { Choice, Io } from '../../io/io';
import type { Style } from '../../io/style';
import { listed } from '../../render/words';
import type { TerminalFace } from '../terminal/face';
import { winnersLine } from '../terminal/face';
import type { Card } from './deck';
import { cardName, DISPLAY_SIZE, HYDRA } from './deck';
import type { Event } from './events';
import type { ScoreParts } from './scoring';
import type { Action } from './state';
import { kindsIn } from './state';
import type { View } from './view';

const displayName = (s: { display: readonly Card[] }, d: number): string => `${cardName(s.display[d])} (${d + 1})`;

const cards = (list: readonly Card[]): string => (list.length === 0 ? '-' : list.join(', '));

function identityLine(name: string, id: Card): string {
  return id === HYDRA ? `${name} is the three-headed Hydra` : `${name} is the ${cardName(id)}`;
}

function partsLine(p: ScoreParts): string {
  const bits: string[] = [];
  if (p.display) bits.push(`display ${p.display}`);
  if (p.hydra) bits.push(`Hydra ${p.hydra}`);
  if (p.faceUp) bits.push(`face up ${p.faceUp}`);
  if (p.faceDown) bits.push(`face down ${p.faceDown}`);
  return bits.length ? bits.join(', ') : 'nothing';
}

/** An event as the lines a person reads. */
export function tell(e: Event, names: readonly string[]): string[] {
  switch (e.type) {
    case 'round': {
      // Short lines: the display named by colour, the hand on a line of its own (80 columns).
      const kinds = e.display.map((d) => cardName(d).replace(/ dragon$/, ''));
      return [`Round ${e.round}: on display, the ${listed(kinds)} dragons.`, `${names[e.first]} begins.`];
    }
    case 'dealt':
      return [`Your identity: the ${cardName(e.identity)}.`, `Your hand: ${cards(e.hand)}.`];
    case 'under':
      return [`${names[e.seat]} plays a card face down under the ${cardName(e.dragon)} (${e.display + 1}).`];
    case 'down':
      return [`${names[e.seat]} keeps a card back, face down in front (1 VP off at the end).`];
    case 'laid':
      return [`(It is your ${cardName(e.card)}.)`];
    case 'pass':
      // One line for the whole round of asking, when the last one asked lets the card lie.
      return [];
    case 'uncalled':
      return ['Nobody calls the bluff.'];
    case 'called':
      return [
        `${names[e.caller]} calls the bluff: ${names[e.by]} shows a ${cardName(e.card)}.`,
        e.matched ? `  A match: it goes face up in front of ${names[e.caller]}.` : `  Not a ${cardName(e.dragon)}: it goes face up in front of ${names[e.by]}.`,
      ];
    case 'hydra':
      return [`${names[e.seat]} reveals the three-headed Hydra: the round is over!`];
    case 'scored':
      return [
        e.rounds > 1 ? `End of round ${e.round} of ${e.rounds}.` : 'The game ends.',
        ...names.map((name, seat) => `  ${identityLine(name, e.identities[seat])}: ${e.scores[seat].total} VP (${partsLine(e.scores[seat])}).`),
      ];
    case 'over':
      return [ending(e, names)];
  }
}

/** Game End: the best total wins; equal totals share the win. */
export function ending(e: Extract<Event, { type: 'over' }>, names: readonly string[]): string {
  return winnersLine(e, names, 'VP');
}

export function describeAction(a: Action, v: View): string {
  switch (a.type) {
    case 'under':
      return `Play your ${cardName(a.card)} face down under the ${displayName(v, a.display)}`;
    case 'down':
      return `Lay your ${cardName(a.card)} face down in front of you (-1 VP)`;
    case 'call':
      return `Call the bluff on ${v.names[v.pending!.by]}'s card under the ${displayName(v, v.pending!.display)}`;
    case 'pass':
      return 'Do not call';
    case 'reveal':
      return 'Reveal yourself as the three-headed Hydra and end the round (10 VP)';
  }
}

/** A person's move in small questions: call or not; else which card (or the Hydra's reveal), then where. */
export async function askAction(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  if (v.pending) {
    return io.choose(
      `${name}, ${v.names[v.pending.by]} played under the ${displayName(v, v.pending.display)}. Call the bluff?`,
      legal.map((a) => ({ name: a.type === 'call' ? 'Call the bluff' : 'Do not call', value: a })),
    );
  }
  type First = { reveal: true } | { reveal: false; card: Card };
  const first: Choice<First>[] = kindsIn(v.hand).map((card) => ({ name: `${cardName(card)} (${v.hand.filter((c) => c === card).length} in hand)`, value: { reveal: false, card } }));
  const reveal = legal.find((a) => a.type === 'reveal');
  if (reveal) first.push({ name: 'Reveal yourself as the Hydra and end the round', value: { reveal: true } });
  const picked = await io.choose(`${name}, which card do you play?`, first);
  if (picked.reveal) return reveal!;
  const card = picked.card;
  const places: Choice<Action>[] = legal
    .filter((a): a is Extract<Action, { card: Card }> => (a.type === 'under' || a.type === 'down') && a.card === card)
    .map((a) => ({ name: a.type === 'under' ? `Under the ${displayName(v, a.display)}` : 'Face down in front of you (-1 VP)', value: a }));
  return io.choose(`Where does your ${cardName(card)} go?`, places);
}

/** A column of `width`, the text cut to leave at least one space. */
const cell = (text: string, width: number) => (text.length >= width ? text.slice(0, width - 1) : text).padEnd(width);

/** The table as the seat sees it: the display with who laid how many under each, the seats, the own cards. */
export function showView(v: View, style: Style): string {
  const n = v.names.length;
  const w = 9;
  const short = v.names.map((name, i) => (i === v.seat ? 'you' : name));
  const lines: string[] = [];
  const round = v.rounds > 1 ? `, round ${v.round} of ${v.rounds}` : '';
  lines.push(style.bold(`Dragon's Bluff${round}. Turn: ${v.over ? '-' : v.names[v.turn]}.`));
  lines.push(`${cell('Display', 22)}${short.map((s) => cell(s, w)).join('')}`);
  for (let d = 0; d < DISPLAY_SIZE; d++) {
    const col = v.under[d];
    const counts = short.map((_, i) => col.filter((c) => c.by === i).length);
    const mark = v.display[d] === v.identity ? '*' : ' ';
    lines.push(`${mark}${cell(`${d + 1} ${cardName(v.display[d])}`, 21)}${counts.map((c) => cell(c ? String(c) : '.', w)).join('')}`);
  }
  lines.push(`${cell(' hand', 22)}${v.handSizes.map((c) => cell(String(c), w)).join('')}`);
  lines.push(`${cell(' face down in front', 22)}${v.downCounts.map((c) => cell(String(c), w)).join('')}`);
  lines.push(`${cell(' face up in front', 22)}${v.penalties.map((p) => cell(String(p.length), w)).join('')}`);
  if (v.rounds > 1) lines.push(`${cell(' total of past rounds', 22)}${v.totals.map((t) => cell(String(t), w)).join('')}`);
  for (let i = 0; i < n; i++) if (v.penalties[i].length) lines.push(`  ${v.names[i]}'s face-up cards: ${cards(v.penalties[i])}`);
  const mine = v.under.flatMap((col, d) => col.filter((c) => c.by === v.seat).map((c) => `${c.card} under ${d + 1}`));
  if (mine.length) lines.push(`Your cards under the display: ${mine.join(', ')}`);
  if (v.myDown.length) lines.push(`Your face-down cards in front: ${cards(v.myDown)}`);
  lines.push(`You are the ${style.bold(cardName(v.identity))}${v.identity === HYDRA ? '' : ' (marked *)'}.`);
  lines.push(`Your hand: ${cards(v.hand)}.`);
  if (v.pending) lines.push(`${v.names[v.pending.by]} has just played under the ${displayName(v, v.pending.display)}.`);
  return lines.map((l) => l.trimEnd()).join('\n');
}

export const TERMINAL: TerminalFace<Action, View, Event> = { tell, ending, describe: describeAction, ask: askAction, show: showView };
