// Treasure at a terminal: what happened in words (events.ts), menu lines, the small questions a
// person is asked, and the table as plain text within 80 columns.
import { foldLine } from '../../io/fold-line';
import type { Choice, Io, ScreenSize } from '../../io/io';
import type { Style } from '../../io/style';
import type { TerminalFace } from '../terminal/face';
import { fittedTable, winnersLine } from '../terminal/face';
import type { Combo, Kind, Meld, Tabled } from './combos';
import { comboLabel, holds, runStretches } from './combos';
import type { God } from './deck';
import { cardInfo, cardName, cardShort, GOD_NAMES, sortCards, SUIT_INFO, SUITS } from './deck';
import type { Event } from './events';
import type { Effects } from './gods';
import { effectLine } from './gods';
import type { SeatScore } from './scoring';
import { points } from './scoring';
import type { Action } from './state';
import type { View } from './view';

/** A hand or a pile as short codes, sorted (a pile keeps its order). */
export const cardList = (cards: readonly string[], sorted = true): string => (cards.length === 0 ? '-' : (sorted ? sortCards(cards) : cards).map(cardShort).join(' '));

/** A card on the table as it counts there: X=5 a changing card counted as a 5, G5=W a leaf warrior counted as wind. */
export function tabledShort(t: Tabled): string {
  const c = cardInfo(t.code);
  const short = cardShort(t.code);
  if (c.kind === 'changing') return t.rank !== null ? `X=${t.rank}` : t.colour ? `X=${t.colour}` : 'X';
  if (t.rank !== null && t.rank !== c.rank) return `${short}=${t.rank}`;
  if (t.colour !== null && t.colour !== c.colour) return `${short}=${t.colour}`;
  return short;
}

/** "run 4-7 (#2)", with the run part of a colour. */
export function comboTitle(c: Combo, index: number, minRun: number): string {
  const runs = c.kind === 'colour' ? runStretches(c, minRun) : [];
  return `#${index + 1} ${comboLabel(c)}${runs.length ? ` (with run ${runs.join(', ')})` : ''}`;
}

/** The cards of a combination, those laid by another seat marked with his name. */
function comboCards(c: Combo, names: readonly string[]): string {
  return c.cards.map((t) => (t.by === c.owner ? tabledShort(t) : `${tabledShort(t)}(${names[t.by]})`)).join(' ');
}

const cap = (t: string) => `${t[0].toUpperCase()}${t.slice(1)}`;

function scoreLine(name: string, p: SeatScore, hand: readonly string[]): string {
  return `  ${name}: ${p.total} (table ${points(p.table)} for ${p.tabled} card${p.tabled === 1 ? '' : 's'}, hand ${points(p.hand)}${hand.length ? `: ${cardList(hand)}` : ''}).`;
}

function scoredLines(e: Extract<Event, { type: 'scored' }>, names: readonly string[]): string[] {
  const why =
    e.reason === 'out'
      ? `${names[e.out!]} has no cards left: the hand is over.`
      : e.reason === 'stuck'
        ? 'The draw pile is used up and the discard pile holds one card: no new draw pile can be made, and the hand is over.'
        : `Nobody has gone out after ${e.turnsEach} turns each: the hand is over.`;
  const head = e.rounds > 1 ? ` Scores of hand ${e.round} of ${e.rounds}:` : ' Scores:';
  return [`${why}${head}`, ...names.map((n, i) => scoreLine(n, e.scores[i], e.hands[i]))];
}

/** An event as the lines a person reads. */
export function tell(e: Event, names: readonly string[]): string[] {
  switch (e.type) {
    case 'deal': {
      const head = e.rounds > 1 ? `Hand ${e.round} of ${e.rounds}: nine` : 'Nine';
      return [`${head} cards each; ${cardName(e.discard)} (${cardShort(e.discard)}) starts the discard pile. ${names[e.first]} begins.`];
    }
    case 'dealt':
      return [`Your hand: ${cardList(e.cards)}.`];
    case 'draw':
      return [`${names[e.seat]} draws a card (${e.left} left in the draw pile).`];
    case 'drew':
      return [`(You drew ${cardShort(e.card)}, ${cardName(e.card)}.)`];
    case 'take':
      if (!e.all) return [`${names[e.seat]} takes ${cardShort(e.cards[0])} from the discard pile.`];
      return [`${names[e.seat]} takes the whole discard pile, ${e.cards.length} cards: ${cardList(e.cards, false)}.`];
    case 'table':
      return [`${names[e.seat]} tables a ${comboLabel(e.combo)} (#${e.index + 1}): ${comboCards(e.combo, names)}.`];
    case 'add': {
      const whose = e.after.owner === e.seat ? 'the' : `${names[e.after.owner]}'s`;
      const before = comboLabel(e.before);
      const now = comboLabel(e.after);
      return [`${names[e.seat]} adds ${cardShort(e.card)} to ${whose} ${before} (#${e.index + 1})${now === before ? '' : `, now ${now.replace(/^run /, '')}`}.`];
    }
    case 'discard':
      return [`${names[e.seat]} discards ${cardShort(e.card)}.`];
    case 'rebuild':
      return [`The draw pile is used up: the discards but the top one are shuffled into a new draw pile (${e.size} cards).`];
    case 'builder':
      return ['The Builder lies in a set: everyone draws three cards.'];
    case 'draws':
      return [`${names[e.seat]} draws ${e.count} card${e.count === 1 ? '' : 's'}.`];
    case 'drewCards':
      return [`(You drew ${cardList(e.cards)}.)`];
    case 'cancelled':
      return [`${cap(GOD_NAMES[e.god])} is cancelled: all ${GOD_NAMES[e.god]}'s effects stop (cards already laid stay).`];
    case 'restored':
      return [`${cap(GOD_NAMES[e.god])}'s cancellation is cancelled: ${GOD_NAMES[e.god]}'s effects are back.`];
    case 'inForce':
      return [`Now in force: ${effectLine(e.effect)}.`];
    case 'scored':
      return scoredLines(e, names);
    case 'over':
      return [ending(e, names)];
  }
}

/** The end: the highest total wins (of all the hands, in the long variant); equal totals share the win. */
export function ending(e: Extract<Event, { type: 'over' }>, names: readonly string[]): string {
  return winnersLine(e, names, e.rounds > 1 ? 'in all' : 'points');
}

// ---- menus -------------------------------------------------------------------------------------

export function meldText(m: Meld): string {
  const cards = m.kind === 'run' ? m.cards.map((c, i) => (cardInfo(c).kind === 'changing' || cardInfo(c).rank !== m.lo + i ? `${cardShort(c)}=${m.lo + i}` : cardShort(c))) : m.cards.map((c) => {
    const info = cardInfo(c);
    if (m.kind === 'colour' && info.kind !== 'changing' && info.colour !== m.colour) return `${cardShort(c)}=${m.colour}`;
    if (m.kind === 'set' && info.kind !== 'changing' && info.rank !== m.rank) return `${cardShort(c)}=${m.rank}`;
    return cardShort(c);
  });
  return `${comboLabel(m)}: ${cards.join(' ')}`;
}

function addTarget(a: Extract<Action, { type: 'add' }>, v: View): string {
  const c = v.table[a.combo];
  const whose = c.owner === v.seat ? 'your' : `${v.names[c.owner]}'s`;
  const end = a.end ? `, at the ${a.end} end (as ${a.end === 'low' ? (c as { lo: number }).lo - 1 : (c as { hi: number }).hi + 1})` : '';
  return `${whose} ${comboLabel(c)} (#${a.combo + 1})${end}`;
}

export function describeAction(a: Action, v: View): string {
  switch (a.type) {
    case 'draw':
      return `Draw from the draw pile (${v.drawSize} cards)`;
    case 'take':
      return a.all ? `Take the whole discard pile (${v.discard.length} cards: ${cardList(v.discard, false)})` : `Take the top discard, ${cardShort(v.discard[v.discard.length - 1])}`;
    case 'table':
      return `Table a ${meldText(a.meld)}`;
    case 'add':
      return `Add ${cardShort(a.card)} to ${addTarget(a, v)}`;
    case 'discard':
      return v.hand.length === 1 ? `Discard ${cardShort(a.card)} and go out` : `Discard ${cardShort(a.card)} (${cardName(a.card)}) and end your turn`;
  }
}

type Back = { back: true };
const BACK: Back = { back: true };
const isBack = (x: unknown): x is Back => typeof x === 'object' && x !== null && 'back' in x;

/** One small question; a question with one answer is not asked. */
async function pick<T>(io: Io, message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
  if (choices.length === 1) return choices[0].value;
  return io.choose(message, choices);
}

const KIND_WORDS: Readonly<Record<Kind, string>> = { set: 'A set (cards of one rank)', run: 'A run (consecutive ranks)', colour: 'A colour (cards of one suit)' };

/** Narrows the melds of one set, run or colour card by card until few are left, then lists them. */
async function pickMeld(io: Io, melds: readonly Meld[]): Promise<Meld | Back> {
  let left = [...melds];
  const chosen: string[] = [];
  const rest = (m: Meld) => {
    const r = [...m.cards];
    for (const c of chosen) r.splice(r.indexOf(c), 1);
    return r;
  };
  while (left.length > 6) {
    const next = sortCards([...new Set(left.flatMap(rest))]);
    if (next.length <= 1) break;
    const c = await io.choose<string | Back>(`Which card${chosen.length ? ` besides ${cardList(chosen)}` : ' first'}? (${left.length} ways)`, [
      ...next.map((x) => ({ name: `${cardShort(x)} (${cardName(x)})`, value: x as string | Back })),
      { name: 'Back', value: BACK },
    ]);
    if (isBack(c)) return BACK;
    chosen.push(c);
    left = left.filter((m) => holds(m.cards, chosen));
  }
  return pick<Meld | Back>(io, 'Which cards?', [...left.map((m) => ({ name: meldText(m), value: m as Meld | Back })), { name: 'Back', value: BACK }]);
}

/** A person's move in small questions: draw or take; then table (kind, which, cards), add (card, where) or discard (card). */
export async function askAction(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  const listed = (message: string, actions: readonly Action[]) => pick(io, message, actions.map((a) => ({ name: describeAction(a, v), value: a })));
  if (v.phase === 'draw') return listed(`${name}, draw or take from the discard pile?`, legal);
  for (;;) {
    const tables = legal.filter((a): a is Extract<Action, { type: 'table' }> => a.type === 'table');
    const adds = legal.filter((a): a is Extract<Action, { type: 'add' }> => a.type === 'add');
    const discards = legal.filter((a) => a.type === 'discard');
    type What = 'table' | 'add' | 'discard';
    const whats: Choice<What>[] = [];
    if (tables.length) whats.push({ name: `Table a new combination (${tables.length} possible)`, value: 'table' });
    if (adds.length) whats.push({ name: `Add a card to a combination on the table (${adds.length} possible)`, value: 'add' });
    whats.push({ name: v.hand.length === 1 ? 'Discard your last card and go out' : 'Discard a card and end your turn', value: 'discard' });
    if (whats.length === 1 && discards.length === 1 && v.hand.length === 1) {
      // Nothing else can be done with the last card: said, and asked for, rather than done unseen.
      const last = (discards[0] as { card: string }).card;
      return io.choose(`${name}, your last card can only be discarded: you go out.`, [{ name: `Discard ${cardShort(last)} (${cardName(last)}) and go out`, value: discards[0] }]);
    }
    const what = await pick(io, `${name}, what now?`, whats);
    if (what === 'discard') {
      const cards = discards.map((a) => (a as { card: string }).card);
      const byHand = sortCards(cards);
      const chosen = await pick<string | Back>(io, 'Which card do you discard?', [
        ...byHand.map((c) => ({ name: `${cardShort(c)} (${cardName(c)})`, value: c as string | Back })),
        ...(whats.length > 1 ? [{ name: 'Back', value: BACK }] : []),
      ]);
      if (isBack(chosen)) continue;
      return discards.find((a) => (a as { card: string }).card === chosen)!;
    }
    if (what === 'add') {
      const cards = sortCards([...new Set(adds.map((a) => a.card))]);
      const card = await pick<string | Back>(io, 'Which card do you add?', [...cards.map((c) => ({ name: `${cardShort(c)} (${cardName(c)})`, value: c as string | Back })), { name: 'Back', value: BACK }]);
      if (isBack(card)) continue;
      const where = await pick<Action | Back>(io, `Add ${cardShort(card)} to which combination?`, [
        ...adds.filter((a) => a.card === card).map((a) => ({ name: addTarget(a, v), value: a as Action | Back })),
        { name: 'Back', value: BACK },
      ]);
      if (isBack(where)) continue;
      return where;
    }
    const kinds = (['set', 'run', 'colour'] as const).filter((k) => tables.some((a) => a.meld.kind === k));
    const kind = await pick<Kind | Back>(io, 'What kind of combination?', [...kinds.map((k) => ({ name: KIND_WORDS[k], value: k as Kind | Back })), { name: 'Back', value: BACK }]);
    if (isBack(kind)) continue;
    const ofKind = tables.filter((a) => a.meld.kind === kind).map((a) => a.meld);
    const keyOf = (m: Meld) => comboLabel(m);
    const groups = [...new Set(ofKind.map(keyOf))];
    const group = await pick<string | Back>(io, kind === 'set' ? 'A set of which rank?' : kind === 'run' ? 'Which run?' : 'A colour of which suit?', [
      ...groups.map((g) => ({ name: g, value: g as string | Back })),
      { name: 'Back', value: BACK },
    ]);
    if (isBack(group)) continue;
    const meld = await pickMeld(io, ofKind.filter((m) => keyOf(m) === group));
    if (isBack(meld)) continue;
    return tables.find((a) => a.meld === meld)!;
  }
}

// ---- the screen --------------------------------------------------------------------------------

/** A long line broken at spaces into lines of at most 80 columns, the later ones indented. */
/** A screen line within 80 columns, the lines after the first indented by four. */
export const fold = (line: string, indent = '    '): string[] => foldLine(line, indent);

const LEGEND = `Suits: ${SUITS.map((s) => `${s} ${SUIT_INFO[s].element}`).join(', ')}; X changing card; gods by name.`;

/** The gods' effects as the table stands: in force, and cancelled. */
export function effectLines(e: Effects): string[] {
  const lines: string[] = [];
  for (const id of e.present) {
    const g = id.split(':')[0] as God;
    lines.push(`  ${effectLine(id)}${e.cancelled.includes(g) ? ' (cancelled)' : ''}`);
  }
  const lengths: string[] = [];
  if (e.minRun !== 4) lengths.push(`runs of ${e.minRun}`);
  if (e.minColour !== 4) lengths.push(`colours of ${e.minColour}`);
  if (lengths.length) lines.push(`  Combinations may now be: ${lengths.join(', ')} cards.`);
  return lines;
}

/** The table as the seat sees it: piles, the gods at work, each seat's combinations and points, the own hand and score now. */
export function showView(v: View, style: Style, room?: ScreenSize): string {
  return fittedTable(fullView(v, style), room, (r) => compactView(v, style, r));
}

/**
 * The table on a small screen: the piles on one line, the gods at work on as few as they take, a line
 * a seat with its combinations after it, and the hand with its score; the codes' legend is left out.
 */
function compactView(v: View, style: Style, room: ScreenSize): string {
  const e = v.effects;
  const width = Math.min(80, room.columns);
  const fold = (line: string, indent = '    ') => foldLine(line, indent, width);
  const lines: string[] = [];
  const hand = v.rounds > 1 ? `, hand ${v.round} of ${v.rounds}` : '';
  lines.push(style.bold(`Treasure${hand}, turn ${Math.floor(v.turnsTaken / v.names.length) + 1}.`) + ` Draw pile ${v.drawSize}. Discard pile (${v.discard.length}, top last): ${cardList(v.discard, false)}`);
  const folded = fold(lines.pop()!);
  lines.push(...folded);
  if (e.present.length) lines.push(...fold(`Gods: ${effectLines(e).map((l) => l.trim()).join('; ')}`));
  v.names.forEach((name, i) => {
    const who = i === v.seat ? 'You' : name;
    const cards = i === v.seat ? '' : `, ${v.handSizes[i]} in hand`;
    const known = i !== v.seat && v.known[i].length ? ` (holds ${cardList(v.known[i])})` : '';
    const total = v.rounds > 1 ? `; ${v.totals[i]} before` : '';
    const combos = v.table.flatMap((c, k) => (c.owner === i ? [`${comboTitle(c, k, e.minRun)}: ${comboCards(c, v.names)}`] : []));
    const mark = i === v.turn && !v.over ? '> ' : '  ';
    lines.push(...fold(`${mark}${who}: ${points(v.tablePoints[i])}${cards}${known}${total}${combos.length ? `; ${combos.join('; ')}` : ''}`));
  });
  const me = v.ifEnded;
  lines.push(...fold(`Your hand (${v.hand.length}): ${cardList(v.hand)}. If the hand ended now: ${points(me.table)} ${me.hand < 0 ? '-' : '+'} ${points(Math.abs(me.hand))} = ${me.total}.`));
  if (v.known[v.seat].length && lines.length < room.rows) lines.push(...fold(`  (the others saw you take ${cardList(v.known[v.seat])})`));
  if (v.takenTop && v.turn === v.seat && v.phase === 'meld' && v.hand.length > 1 && lines.length < room.rows) lines.push(style.dim(`(${cardShort(v.takenTop)} came from the discard pile's top: it cannot go straight back.)`));
  return lines.map((l) => l.trimEnd()).join('\n');
}

function fullView(v: View, style: Style): string {
  const e = v.effects;
  const lines: string[] = [];
  const hand = v.rounds > 1 ? `, hand ${v.round} of ${v.rounds}` : '';
  const doing = v.over ? 'the game is over' : `${v.names[v.turn]} to ${v.phase === 'draw' ? 'draw' : 'table or discard'}`;
  lines.push(style.bold(`Treasure${hand}, turn ${Math.floor(v.turnsTaken / v.names.length) + 1}: ${doing}.`));
  lines.push(...fold(`Draw pile ${v.drawSize}. Discard pile (${v.discard.length}, top last): ${cardList(v.discard, false)}`));
  if (e.present.length) {
    lines.push('Gods at work:');
    lines.push(...effectLines(e));
  }
  v.names.forEach((name, i) => {
    const who = i === v.seat ? 'You' : name;
    const cards = i === v.seat ? '' : `, ${v.handSizes[i]} in hand`;
    const known = i !== v.seat && v.known[i].length ? ` (holds ${cardList(v.known[i])})` : '';
    const total = v.rounds > 1 ? `; ${v.totals[i]} from past hands` : '';
    const line = `${who}: ${points(v.tablePoints[i])} on the table${cards}${known}${total}`;
    lines.push(...fold(i === v.turn && !v.over ? `${line}  <` : line));
    v.table.forEach((c, k) => {
      if (c.owner !== i) return;
      lines.push(...fold(`  ${comboTitle(c, k, e.minRun)}: ${comboCards(c, v.names)}`, '      '));
    });
  });
  const me = v.ifEnded;
  lines.push(...fold(`Your hand (${v.hand.length}): ${cardList(v.hand)}`));
  if (v.known[v.seat].length) lines.push(...fold(`  (the others saw you take ${cardList(v.known[v.seat])})`));
  lines.push(`Your score if the hand ended now: ${points(me.table)} on the table, ${points(me.hand)} in hand: ${me.total}.`);
  if (v.takenTop && v.turn === v.seat && v.phase === 'meld' && v.hand.length > 1) lines.push(style.dim(`(${cardShort(v.takenTop)} came from the discard pile's top: it cannot go straight back.)`));
  // The codes once a turn, before the draw.
  if (v.phase === 'draw') lines.push(style.dim(LEGEND));
  return lines.map((l) => l.trimEnd()).join('\n');
}

/** Rows a question takes under the table: the draw is a short menu, a turn's first menu and its page more. */
export const questionRows = (v: View): number => (v.phase === 'draw' ? 7 : 9);

export const TERMINAL: TerminalFace<Action, View, Event> = { tell, ending, describe: describeAction, ask: askAction, show: showView, questionRows };
