// Dragon's Bluff at a terminal: what happened in words (events.ts), menu lines, the questions a
// person is asked, and the table as plain text within 80 columns.
import type { Choice, Io, ScreenSize } from '../../io/io';
import { foldLine } from '../../io/fold-line';
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

/**
 * Game End: every card laid face down, turned up, so that each player sees why he scored what he
 * did: under each display card by whom (a card that matches its dragon marked =), then in front.
 */
function laidLines(e: Extract<Event, { type: 'scored' }>, names: readonly string[]): string[] {
  const lines: string[] = [];
  e.display.forEach((dragon, d) => {
    const col = e.under[d];
    if (col.length === 0) return;
    const laid = col.map((c) => `${names[c.by]} ${c.card}${c.card === dragon ? '=' : ''}`).join(', ');
    lines.push(...foldLine(`  Under ${d + 1} ${cardName(dragon)}: ${laid}.`, '      '));
  });
  const down = names.flatMap((name, i) => (e.down[i].length ? [`${name} ${e.down[i].join(', ')}`] : []));
  if (down.length) lines.push(...foldLine(`  Face down in front: ${down.join('; ')}.`, '      '));
  return lines.length ? ['The cards laid face down (= a match):', ...lines] : lines;
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
        ...laidLines(e, names),
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

/** A column of `width`, the text cut to leave at least one space (a cut name ends in ~). */
const cell = (text: string, width: number) => (text.length >= width ? `${text.slice(0, width - 2)}~` : text).padEnd(width);

/** The display's column, then one column a seat: as wide as the longest name, within 80 columns. */
const FIRST_COLUMN = 22;
const columnWidth = (short: readonly string[]) => Math.max(9, Math.min(Math.floor((80 - FIRST_COLUMN) / short.length), Math.max(...short.map((s) => s.length)) + 1));

/**
 * The table as the seat sees it: the display with who laid how many under each, the seats, the own
 * cards. Given a small `room`, the same table with the lines of the seat's own cards joined and
 * the face-up cards on one line.
 */
export function showView(v: View, style: Style, room?: ScreenSize): string {
  const n = v.names.length;
  const short = v.names.map((name, i) => (i === v.seat ? 'you' : name));
  const w = columnWidth(short);
  const lines: string[] = [];
  const round = v.rounds > 1 ? `, round ${v.round} of ${v.rounds}` : '';
  lines.push(style.bold(`Dragon's Bluff${round}. Turn: ${v.over ? '-' : v.names[v.turn]}.`));
  lines.push(`${cell('Display', FIRST_COLUMN)}${short.map((s) => cell(s, w)).join('')}`);
  for (let d = 0; d < DISPLAY_SIZE; d++) {
    const col = v.under[d];
    const counts = short.map((_, i) => col.filter((c) => c.by === i).length);
    const mark = v.display[d] === v.identity ? '*' : ' ';
    lines.push(`${mark}${cell(`${d + 1} ${cardName(v.display[d])}`, FIRST_COLUMN - 1)}${counts.map((c) => cell(c ? String(c) : '.', w)).join('')}`);
  }
  lines.push(`${cell(' hand', FIRST_COLUMN)}${v.handSizes.map((c) => cell(String(c), w)).join('')}`);
  lines.push(`${cell(' face down in front', FIRST_COLUMN)}${v.downCounts.map((c) => cell(String(c), w)).join('')}`);
  lines.push(`${cell(' face up in front', FIRST_COLUMN)}${v.penalties.map((p) => cell(String(p.length), w)).join('')}`);
  if (v.rounds > 1) lines.push(`${cell(' total of past rounds', FIRST_COLUMN)}${v.totals.map((t) => cell(String(t), w)).join('')}`);
  const mine = v.under.flatMap((col, d) => col.filter((c) => c.by === v.seat).map((c) => `${c.card} under ${d + 1}`));
  const faceUp = v.names.flatMap((name, i) => (v.penalties[i].length ? [`${name} ${cards(v.penalties[i])}`] : []));
  const own = [
    ...(mine.length ? [`Your cards under the display: ${mine.join(', ')}`] : []),
    ...(v.myDown.length ? [`Your face-down cards in front: ${cards(v.myDown)}`] : []),
  ];
  const full = [
    ...lines,
    ...v.names.flatMap((name, i) => (v.penalties[i].length ? [`  ${name}'s face-up cards: ${cards(v.penalties[i])}`] : [])),
    ...own,
    `You are the ${style.bold(cardName(v.identity))}${v.identity === HYDRA ? '' : ' (marked *)'}.`,
    `Your hand: ${cards(v.hand)}.`,
  ];
  if (!room || full.length <= room.rows || n === 0) return full.map((l) => l.trimEnd()).join('\n');
  // The face-up counts said by the line that names those cards (none: no line), and who he is
  // said short, so that the newest of what happened has rows above (played at 80x24).
  const you = `You: ${style.bold(cardName(v.identity))}${v.identity === HYDRA ? '' : ' (*)'}.`;
  const compact = [
    ...lines.filter((l) => !l.startsWith(' face up in front')),
    ...(faceUp.length ? foldLine(`Face up in front: ${faceUp.join('; ')}`, '    ', room.columns) : []),
    ...own.flatMap((l) => foldLine(l, '    ', room.columns)),
    ...foldLine(`${you} Your hand: ${cards(v.hand)}.`, '    ', room.columns),
  ];
  if (compact.length <= room.rows) return compact.map((l) => l.trimEnd()).join('\n');
  // Tighter still when a long menu leaves few rows (a card to choose among seven kinds): the hand
  // and face-down counts share a row, the cards in front of the seats and under the display a
  // line, and the hand is said in one, so that what happened since his last move (his call's
  // result above all) keeps rows on the screen (played at 80x24).
  const placed = [...mine, ...(v.myDown.length ? [`${cards(v.myDown)} face down in front`] : [])];
  const yours = [...(faceUp.length ? [`Face up in front: ${faceUp.join('; ')}.`] : []), ...(placed.length ? [`Yours: ${placed.join(', ')}.`] : [])];
  const tight = [
    ...lines.filter((l) => !/^ (hand|face down in front|face up in front)/.test(l)),
    `${cell(' hand, face down', FIRST_COLUMN)}${v.handSizes.map((c, i) => cell(`${c}, ${v.downCounts[i]}`, w)).join('')}`,
    ...(yours.length ? foldLine(yours.join(' '), '    ', room.columns) : []),
    ...foldLine(`${you} Hand: ${cards(v.hand)}.`, '    ', room.columns),
  ];
  return tight.map((l) => l.trimEnd()).join('\n');
}

/** Rows a question takes: whether to call, or which card (a kind a line) and then where. */
export const questionRows = (v: View): number => (v.pending ? 6 : 9);

export const TERMINAL: TerminalFace<Action, View, Event> = { tell, ending, describe: describeAction, ask: askAction, show: showView, questionRows };
