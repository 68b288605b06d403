// Legends and Lies at a terminal: what happened in words (events.ts), menu lines, the small
// questions a person is asked (draw or take? meld, add, anomaly or discard? which cards?), and the
// table as plain text within 80 columns.
import { foldLine } from '../../io/fold-line';
import { listed } from '../../render/words';
import type { Choice, Io, ScreenSize } from '../../io/io';
import type { Style } from '../../io/style';
import type { TerminalFace } from '../terminal/face';
import { fittedTable, winnersLine } from '../terminal/face';
import type { Creature, Species } from './deck';
import { CREATURE_NAMES, expeditionValue, info, meldValue, naturalOf, SPECIES, SPECIES_INFO, sortCards } from './deck';
import type { Event } from './events';
import type { Meld } from './melds';
import type { HandRecord } from './scoring';
import { meldPoints } from './scoring';
import type { Action } from './state';
import type { View } from './view';

export const cardName = (code: string): string => info(code).name;

const creatureName = (c: Creature): string => CREATURE_NAMES[c];

/** "Bigfoot/Yeti x2, Loch Ness Monster": cards by name, alike ones counted (a page shows no legend of the codes). */
const named = (cards: readonly string[]): string => {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(cardName(c), (counts.get(cardName(c)) ?? 0) + 1);
  return cards.length ? [...counts].map(([name, n]) => (n > 1 ? `${name} x${n}` : name)).join(', ') : '-';
};


// ---- events ----------------------------------------------------------------------------------------

/** A line within 80 columns: a longer one folds, its later lines indented. */
const fit = (line: string): string => (line.length <= 80 ? line : foldLine(line, '  ').join('\n'));

function partsLine(r: HandRecord, seat: number): string {
  const p = r.parts[seat];
  if (p.zeroed) return '0 (shut out)';
  const bits = [`melds ${p.melds}`];
  if (p.front) bits.push(`in front ${p.front}`);
  if (p.hand) bits.push(`hand ${p.hand}`);
  return `${p.total} (${bits.join(', ')})`;
}

function scoredLines(e: Extract<Event, { type: 'scored' }>, names: readonly string[]): string[] {
  const r = e.record;
  const out: string[] = [];
  const lost = Object.entries(r.discredited).filter(([, n]) => n);
  out.push(`End of hand ${r.hand}.${r.wentOut === null ? '' : ` ${names[r.wentOut]} takes the Tabloids.`}`);
  out.push(lost.length ? `  Discredited by the Tabloids: ${lost.map(([c, n]) => `${creatureName(c as Creature)} ${n} card${n === 1 ? '' : 's'}`).join(', ')}.` : '  The Tabloids discredit nothing.');
  if (r.doubled.length) out.push(`  Acknowledged by science (cards count double): ${r.doubled.map(creatureName).join(', ')}.`);
  if (r.shutout) out.push(`  The mother ship lands: ${listed(r.shutout.map((i) => names[i]))} ${r.shutout.length > 1 ? 'are' : 'is'} the aliens' liaison${r.shutout.length > 1 ? 's' : ''}; everyone else scores 0.`);
  names.forEach((name, seat) => out.push(`  ${name}: ${partsLine(r, seat)}; total ${e.totals[seat]}.`));
  if (e.teams) out.push(`  Teams: ${names[0]} & ${names[2]} ${e.teams[0]}, ${names[1]} & ${names[3]} ${e.teams[1]}.`);
  return out;
}

/** An event's lines, each as a person reads it before folding. */
function lines(e: Event, names: readonly string[]): string[] {
  const name = 'seat' in e ? names[e.seat] : '';
  switch (e.type) {
    case 'deal':
      return [`Hand ${e.hand}${e.extra ? ' (the extra hand)' : ''}: ${names[e.dealer]} deals ${e.each} cards each; ${cardName(e.tabloid)} starts the Tabloids.`];
    case 'dealt':
      return [`Your hand: ${named(e.cards)}.`];
    case 'partners':
      return ['Each player passes a card face down to his partner.'];
    case 'begins':
      return [`${name} begins.`];
    case 'chose':
      return [`${name} chooses a card for ${names[e.partner]}.`];
    case 'passing':
      return [`(You pass ${cardName(e.card)}.)`];
    case 'passedYou':
      return [`(${names[e.from]} passed you ${cardName(e.card)}.)`];
    case 'draw':
      return [`${name} draws from the Unknown.`];
    case 'drawCards':
      return [`${name} draws ${e.count === 1 ? 'a card' : 'two cards'} from the Unknown.`];
    case 'drew':
      return [`(You draw ${e.cards.map(cardName).join(' and ')}.)`];
    case 'take':
      return [`${name} takes ${cardName(e.card)} from the Tabloids.`];
    case 'swap':
      return [`${name} passes a card face down to ${names[e.partner]} instead of drawing.`];
    case 'swapBack':
      return [`${name} passes a card back to ${names[e.player]}.`];
    case 'swappedBack':
      return [`(You pass ${cardName(e.gave)} and receive ${cardName(e.got)}.)`];
    case 'received':
      return [`(You receive ${cardName(e.card)}.)`];
    case 'meld':
      return [`${name} melds ${creatureName(e.creature)}: ${e.cards.join(' ')}.`];
    case 'add':
      if (e.size === 1) return [`${name} plays ${cardName(e.card)} on the ${creatureName(e.creature)} (${name}'s first card of it).`];
      return [`${name} adds ${cardName(e.card)} to ${name}'s ${creatureName(e.creature)} (${e.size} cards).`];
    case 'anomaly':
      return [`${name} plays ${cardName(e.card)}: ${BRIEF[e.card]}.`];
    case 'hoax': {
      const out = [`${name} plays Hoax! on ${names[e.target]}'s ${creatureName(e.creature)}: ${cardName(e.gone[0])} goes to the Tabloids.`];
      if (e.gone.length > 1) out.push(`  Left unattached, ${listed(e.gone.slice(1).map(cardName))} go${e.gone.length > 2 ? '' : 'es'} to the Tabloids too.`);
      return out;
    }
    case 'blast': {
      const k = e.moved;
      return [`${k === 0 ? 'No card' : k === 1 ? 'One card' : `${k} cards`} of the Tabloids ${k === 1 ? 'is' : 'are'} shuffled into the Unknown (${e.unknown} cards now).`];
    }
    case 'see':
      return [`(You see ${e.cards.map(cardName).join(', ')}.)`];
    case 'keep':
      return [`${name} keeps one and puts ${e.back === 1 ? 'one card' : `${e.back} cards`} back on top of the Unknown; ESP goes to the Tabloids.`];
    case 'kept':
      return [`(You keep ${cardName(e.card)}${e.top.length ? `; on top of the Unknown now: ${e.top.map(cardName).join(', ')}` : ''}.)`];
    case 'cropTake':
      return [`${name} takes ${cardName(e.card)} out of the Tabloids.`];
    case 'fish':
      return [`${name} discards ${cardName(e.card)} (Fish Falls).`];
    case 'fishEnd':
      return [`Fish Falls goes to the Tabloids (${name} has ${e.left === 1 ? '1 card' : `${e.left} cards`} left).`];
    case 'raise':
      return [`${name} raises ${cardName(e.card)} from the Tabloids.`];
    case 'raiseDiscard':
      return [`${name} discards ${cardName(e.card)}; Resurrection goes to the Tabloids.`];
    case 'discard':
      return [e.final ? `${name} makes a final discard: ${cardName(e.card)}.` : `${name} discards ${cardName(e.card)}.`];
    case 'reshuffle':
      return [`The Unknown has run out: the Tabloids but their top card are shuffled into a new Unknown (${e.unknown} cards).`];
    case 'ranOut':
      return [`The Unknown has run out a second time: the hand ends. Everyone makes a final discard, ${names[e.first]} first.`];
    case 'tooLong':
      return [`${e.turns} turns have been played: the hand ends. Everyone makes a final discard, ${names[e.first]} first.`];
    case 'out':
      return [`${name} goes out! Each other player makes a final discard.`];
    case 'scored':
      return scoredLines(e, names);
    case 'extraHand':
      return [`A tie at the top${e.teams ? ' between the teams' : ''}: one more hand is played.`];
    case 'over':
      return [ending(e, names)];
  }
}

/** An event as the lines a person reads, each within 80 columns. */
export function tell(e: Event, names: readonly string[]): string[] {
  return lines(e, names).map(fit);
}

/** Winning the Game: the largest total (a team's, with partners) wins; a tie after the extra hand is a draw. */
export function ending(e: Extract<Event, { type: 'over' }>, names: readonly string[]): string {
  const { scores, places } = e;
  if (e.teams) {
    const teams = `${names[0]} & ${names[2]} ${scores[0]}, ${names[1]} & ${names[3]} ${scores[1]}`;
    if (scores[0] === scores[1]) return `The game is a draw (${teams}).`;
    const w = scores[0] > scores[1] ? 0 : 1;
    return `${names[w]} and ${names[w + 2]} win with ${scores[w]} points (${teams}).`;
  }
  const best = names.filter((_, i) => places[i] === 1);
  if (best.length === 1) return winnersLine(e, names, 'points');
  return `The game is a draw between ${listed(best)} (${names.map((n, i) => `${n} ${scores[i]}`).join(', ')}).`;
}

// ---- menu lines ------------------------------------------------------------------------------------

/** What an anomaly played by itself does, in a few words, for the menus. */
const BRIEF: Record<string, string> = {
  crop: 'draw two, or take a card of the Tabloids',
  cattle: 'draw a card; +3',
  blast: 'the Tabloids into the Unknown; -3',
  esp: 'see three of the Unknown, keep one',
  fish: 'discard 1 to 3 cards',
  resurrect: 'raise an expedition card from the Tabloids',
  hoax: 'remove a card in play; +3',
};

const usesAnomaly = (cards: readonly string[]): boolean => cards.some((c) => ['proof', 'blurry'].includes(info(c).kind));

export function describeAction(a: Action, v: View): string {
  const partner = v.names[(v.seat + 2) % 4];
  switch (a.type) {
    case 'pass':
      return `Pass ${cardName(a.card)} to ${partner}`;
    case 'draw':
      return `Draw from the Unknown (${v.unknownSize} cards)`;
    case 'take':
      return `Take ${cardName(v.tabloids[v.tabloids.length - 1])} from the top of the Tabloids`;
    case 'swap':
      return `Pass ${cardName(a.card)} to ${partner} instead of drawing`;
    case 'swapBack':
      return `Pass ${cardName(a.card)} back to ${v.names[v.turn]}`;
    case 'meld':
      return `Meld ${creatureName(a.creature)}: ${a.cards.join(' ')}${usesAnomaly(a.cards) ? ' (your anomaly play)' : ''}`;
    case 'add': {
      const mine = v.melds[v.seat].some((m) => m.creature === a.creature);
      return mine ? `Add ${cardName(a.card)} to your ${creatureName(a.creature)}` : `Play ${cardName(a.card)} on the ${creatureName(a.creature)}`;
    }
    case 'anomaly':
      return `Play ${cardName(a.card)}: ${BRIEF[a.card]}`;
    case 'hoax': {
      const whose = a.seat === v.seat ? 'your' : `${v.names[a.seat]}'s`;
      // The creature is named when the card does not name it (wilds, Bigfoot/Yeti).
      const plain = naturalOf(a.card) !== null && a.creature !== 'bigfoot' && a.creature !== 'yeti';
      return `Hoax! ${whose} ${cardName(a.card)}${plain ? '' : ` (${creatureName(a.creature)})`}`;
    }
    case 'cropDraw':
      return `Draw ${v.unknownSize >= 2 ? 'two cards' : 'the last card'} from the Unknown`;
    case 'cropTake':
      return `Take ${cardName(a.card)} out of the Tabloids`;
    case 'keep':
      return `Keep ${cardName(a.card)}`;
    case 'fish':
      return `Discard ${cardName(a.card)} (Fish Falls)`;
    case 'fishStop':
      return 'Discard no more (Fish Falls)';
    case 'raise':
      return `Raise ${cardName(a.card)} from the Tabloids`;
    case 'raiseDiscard':
      return `Discard ${cardName(a.card)} (Resurrection)`;
    case 'discard': {
      const last = v.hand.length === 1 && v.phase !== 'final';
      return `Discard ${cardName(a.card)}${v.phase === 'final' ? ' (final discard)' : last ? ' and go out' : ''}`;
    }
  }
}

// ---- a person's questions -------------------------------------------------------------------------

/**
 * One small question, asked even when it has one answer: a person sees what he is about to do
 * before it is done (issue 29: "Meld" melded three cards nobody was shown). With `back`, a way back
 * to the question before, offered only where that question had something else to choose.
 */
async function offer<T>(io: Io, message: string, choices: ReadonlyArray<Choice<T>>, back = false): Promise<T | typeof BACK> {
  return io.choose<T | typeof BACK>(message, [...choices, ...(back ? [{ name: '(back)', value: BACK }] : [])]);
}

const BACK = 'back' as const;

/** A part of a choice that can be narrowed first only when there are several (a creature, a card, a seat). */
async function narrow<T>(io: Io, message: string, choices: ReadonlyArray<Choice<T>>): Promise<T | typeof BACK> {
  return choices.length === 1 ? choices[0].value : offer(io, message, choices, true);
}

async function askPlay(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  const of = <T extends Action['type']>(t: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === t);
  const melds = of('meld');
  const adds = of('add');
  const anomalies = legal.filter((a) => a.type === 'anomaly' || a.type === 'hoax');
  const discards = of('discard');
  for (;;) {
    type Step = 'meld' | 'add' | 'anomaly' | 'discard';
    const steps: Choice<Step>[] = [];
    if (melds.length) steps.push({ name: 'Meld a new expedition (three cards)', value: 'meld' });
    if (adds.length) steps.push({ name: 'Add a card to an expedition', value: 'add' });
    if (anomalies.length) steps.push({ name: 'Play an anomaly card (Proof! cards: meld or add)', value: 'anomaly' });
    steps.push({ name: discards.length === 1 && v.hand.length === 1 ? 'Discard your last card and go out' : 'Discard and end your turn', value: 'discard' });
    // With discarding the only thing to do, its cards are the question, and there is no way back.
    const back = steps.length > 1;
    const step = back ? await io.choose(`${name}, meld, add, play an anomaly, or discard?`, steps) : 'discard';
    let chosen: Action | typeof BACK;
    if (step === 'discard') {
      const question = back ? 'Which card do you discard?' : `${name}, which card do you discard${v.hand.length === 1 ? ' to go out' : ''}?`;
      chosen = await offer(io, question, discards.map((a) => ({ name: cardName(a.card), value: a as Action })), back);
    } else if (step === 'meld') {
      const creatures = [...new Set(melds.map((a) => a.creature))];
      const creature = await narrow(io, 'Which creature?', creatures.map((c) => ({ name: creatureName(c), value: c })));
      if (creature === BACK) continue;
      chosen = await offer(io, `Meld which three cards of ${creatureName(creature)}?`, melds.filter((a) => a.creature === creature).map((a) => ({ name: `${a.cards.join(' ')}${usesAnomaly(a.cards) ? ' (your anomaly play)' : ''}`, value: a as Action })), true);
    } else if (step === 'add') {
      const cards = [...new Set(adds.map((a) => a.card))];
      const card = await narrow(io, 'Which card?', cards.map((c) => ({ name: cardName(c), value: c })));
      if (card === BACK) continue;
      chosen = await offer(io, `Add ${cardName(card)} to which expedition?`, adds.filter((a) => a.card === card).map((a) => ({ name: describeAction(a, v), value: a as Action })), true);
    } else {
      const plays = anomalies.filter((a) => a.type === 'anomaly');
      const hoaxes = anomalies.filter((a): a is Extract<Action, { type: 'hoax' }> => a.type === 'hoax');
      type Pick = Action | 'hoax';
      const first: Choice<Pick>[] = plays.map((a) => ({ name: describeAction(a, v), value: a }));
      if (hoaxes.length) first.push({ name: `Play Hoax!: ${BRIEF.hoax}`, value: 'hoax' });
      const got = await offer<Pick>(io, 'Which anomaly?', first, true);
      if (got === BACK) continue;
      if (got !== 'hoax') return got;
      const seats = [...new Set(hoaxes.map((a) => a.seat))];
      const target = await narrow(io, 'Whose card does the Hoax! target?', seats.map((i) => ({ name: i === v.seat ? 'Your own' : v.names[i], value: i })));
      if (target === BACK) continue;
      chosen = await offer(io, `Which of ${target === v.seat ? 'your' : `${v.names[target]}'s`} cards does the Hoax! remove?`, hoaxes.filter((a) => a.seat === target).map((a) => ({ name: `${cardName(a.card)} of the ${creatureName(a.creature)}`, value: a as Action })), true);
    }
    if (chosen !== BACK) return chosen;
  }
}

export async function askAction(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  const listed = (message: string) => io.choose(message, legal.map((a) => ({ name: describeAction(a, v), value: a })));
  switch (v.phase) {
    case 'pass':
      return listed(`${name}, which card do you pass face down to ${v.names[(v.seat + 2) % 4]}?`);
    case 'draw': {
      const draw = legal.find((a) => a.type === 'draw');
      const take = legal.find((a) => a.type === 'take');
      const swaps = legal.filter((a) => a.type === 'swap');
      const top = v.tabloids.length ? cardName(v.tabloids[v.tabloids.length - 1]) : '';
      const first: Choice<Action | 'swap'>[] = [];
      if (draw) first.push({ name: `The Unknown (${v.unknownSize} cards)`, value: draw });
      if (take) first.push({ name: `The Tabloids: ${top}`, value: take });
      if (swaps.length) first.push({ name: `Pass a card face down to ${v.names[(v.seat + 2) % 4]} instead`, value: 'swap' });
      const question = take ? `${name}, draw from the Unknown or take the Tabloids' top card?` : `${name}, draw from the Unknown?`;
      const got = await io.choose(question, first);
      if (got !== 'swap') return got;
      return io.choose('Which card do you pass?', swaps.map((a) => ({ name: cardName((a as { card: string }).card), value: a })));
    }
    case 'swapBack':
      return listed(`${name}, pass which card back to ${v.names[v.turn]}?`);
    case 'play':
      return askPlay(v, legal, io, name);
    case 'crop':
      return listed(`${name}, Crop Circles: draw two, or take a card of the Tabloids?`);
    case 'esp':
      return listed(`${name}, ESP: which card do you keep?`);
    case 'fish':
      return listed(`${name}, Fish Falls: discard which card (${v.fished} so far, up to 3)?`);
    case 'raise':
      return listed(`${name}, Resurrection: raise which card from the Tabloids?`);
    case 'raiseDiscard':
      return listed(`${name}, Resurrection: which card do you discard?`);
    case 'final':
      return listed(`${name}, your final discard?`);
    default:
      throw new Error('the game is over');
  }
}

// ---- the screen -----------------------------------------------------------------------------------

const PHASE_WORDS: Record<string, string> = {
  pass: 'to pass a card to the partner',
  draw: 'to draw',
  swapBack: 'to pass a card back to the partner',
  play: 'to meld, add, play an anomaly or discard',
  crop: 'playing Crop Circles',
  esp: 'playing ESP',
  fish: 'playing Fish Falls',
  raise: 'playing Resurrection',
  raiseDiscard: 'playing Resurrection',
  final: 'to make a final discard',
  over: 'the game is over',
};

/** The hand sorted: each creature's cards, the wilds, the anomalies. */
function sortHand(hand: readonly string[]): { bySpecies: Map<Species, string[]>; wild: string[]; anomalies: string[] } {
  const bySpecies = new Map<Species, string[]>();
  const wild: string[] = [];
  const anomalies: string[] = [];
  for (const c of sortCards(hand)) {
    const i = info(c);
    if (i.species && (i.kind === 'expedition' || i.kind === 'proof')) bySpecies.set(i.species, [...(bySpecies.get(i.species) ?? []), c]);
    else if (c === 'expert' || c === 'blurry') wild.push(c);
    else anomalies.push(c);
  }
  return { bySpecies, wild, anomalies };
}

/** The hand sorted by creature: one line per creature, then the wilds, then the anomalies. */
function handLines(hand: readonly string[]): string[] {
  const out: string[] = [];
  const { bySpecies, wild, anomalies } = sortHand(hand);
  const row = (cards: readonly string[], what: string) => `  ${cards.join(' ').padEnd(30)} ${what}`;
  for (const sp of SPECIES) {
    const cards = bySpecies.get(sp);
    if (cards) out.push(row(cards, `${SPECIES_INFO[sp].name} (${SPECIES_INFO[sp].colour}, ${expeditionValue(sp)} each)`));
  }
  if (wild.length) out.push(row(wild, 'wilds'));
  if (anomalies.length) out.push(row(anomalies, 'anomalies'));
  return out;
}

/** The table as the seat sees it: scores, the piles, every player's melds and cards in front, the own hand. */
export function showView(v: View, style: Style, room?: ScreenSize): string {
  return fittedTable(fullView(v, style), room, (r) => compactView(v, style, r));
}

/**
 * The table on a small screen (4 players at 80x24): the scores and the piles on a line or two, a
 * line a player with his melds and the cards in front of him, and the hand grouped by creature on
 * as few lines as it takes. The creatures' totals, the whole Tabloids pile and what is known of the
 * Unknown follow while there is room.
 */
function compactView(v: View, style: Style, room: ScreenSize): string {
  const width = Math.min(80, room.columns);
  const n = v.names.length;
  const who = (i: number) => (i === v.seat ? 'You' : v.names[i]);
  const fold = (line: string) => foldLine(line, '    ', width);
  const cards = (k: number) => `${k} card${k === 1 ? '' : 's'}`;
  const scores = v.teams
    ? `${who(0)} & ${who(2)} ${v.standing[0]}, ${who(1)} & ${who(3)} ${v.standing[1]}`
    : v.names.map((_, i) => `${who(i)} ${v.totals[i]}`).join(', ');
  const top = v.tabloids.length ? cardName(v.tabloids[v.tabloids.length - 1]) : '-';
  const lines: string[] = [];
  lines.push(...foldLine(style.bold(`Legends and Lies, hand ${v.handNo}${v.extra ? ' (extra)' : ''}, to ${v.target}: ${scores}.`), '    ', width));
  lines.push(...fold(`Unknown ${cards(v.unknownSize)}${v.ranOut ? ' (made again once)' : ''}. Tabloids ${cards(v.tabloids.length)}, top ${top}.`));
  for (let k = 0; k < n; k++) {
    const i = (v.seat + k) % n;
    const side = v.teams ? (i % 2 === v.seat % 2 ? ', your side' : ', other side') : '';
    const melds = v.melds[i].map((m) => `${creatureName(m.creature)} ${m.cards.join(' ')} (${meldPoints(m)})`);
    const front = v.front[i].length ? [`in front ${v.front[i].map((c) => `${c} ${info(c).points >= 0 ? '+' : ''}${info(c).points}`).join(' ')}`] : [];
    const out = v.wentOut === i ? ', went out' : '';
    lines.push(...fold(`  ${who(i)} (${v.handSizes[i]} in hand${side}${out})${[...melds, ...front].length ? `: ${[...melds, ...front].join('; ')}` : ''}`));
  }
  lines.push(...foldLine(`Your hand (${cards(v.hand.length)}): ${handGroups(v.hand).join(' | ')}`, '    ', width));
  const optional: string[][] = [];
  if (v.myPass) optional.push(fold(`You pass: ${v.myPass}.`));
  if (v.look.length) optional.push(fold(`ESP, you see: ${v.look.join(' ')}.`));
  if (v.knownTop.length) optional.push(fold(`You know the top of the Unknown: ${v.knownTop.join(', ')}.`));
  const creatures = Object.entries(v.creatureTotals);
  if (creatures.length) optional.push(fold(`Creatures (10+ count double): ${creatures.map(([c, p]) => `${creatureName(c as Creature)} ${p}`).join(', ')}.`));
  if (v.tabloids.length > 1) optional.push(fold(`  Tabloids, bottom to top: ${v.tabloids.join(' ')}`));
  if (v.teams) {
    const p = (v.seat + 2) % 4;
    if (v.given[p].length) optional.push(fold(`${v.names[p]} holds what you passed: ${v.given[p].join(' ')}.`));
  }
  // What fits, in order of use, above the hand (the hand stays last, under the question's eye).
  const handLinesCount = lines.length;
  const extra: string[] = [];
  for (const block of optional) if (handLinesCount + extra.length + block.length <= room.rows) extra.push(...block);
  const handAt = lines.findIndex((l) => l.startsWith('Your hand ('));
  lines.splice(handAt, 0, ...extra);
  return lines.map((l) => l.trimEnd()).join('\n');
}

/** The hand in groups: a creature's cards together, then the wilds, then the anomalies. */
function handGroups(hand: readonly string[]): string[] {
  const { bySpecies, wild, anomalies } = sortHand(hand);
  return [...SPECIES.flatMap((sp) => (bySpecies.has(sp) ? [bySpecies.get(sp)!.join(' ')] : [])), ...(wild.length ? [wild.join(' ')] : []), ...(anomalies.length ? [anomalies.join(' ')] : [])];
}

function fullView(v: View, style: Style): string {
  const lines: string[] = [];
  const n = v.names.length;
  const who = (i: number) => (i === v.seat ? 'You' : v.names[i]);
  const target = v.target;
  lines.push(style.bold(`Legends and Lies, hand ${v.handNo}${v.extra ? ' (extra)' : ''}, to ${target}. Dealer: ${who(v.dealer)}.`));
  if (!v.over) lines.push(`Turn: ${who(v.toAct ?? v.turn)}, ${PHASE_WORDS[v.phase]}.${v.phase === 'play' && v.anomalyUsed ? ' (Anomaly played this turn.)' : ''}`);
  const st = v.standing;
  lines.push(...foldLine(v.teams
    ? `Scores: ${who(0)} & ${who(2)} ${st[0]} (${v.totals[0]} + ${v.totals[2]}), ${who(1)} & ${who(3)} ${st[1]} (${v.totals[1]} + ${v.totals[3]}).`
    : `Scores: ${v.names.map((_, i) => `${who(i)} ${v.totals[i]}`).join(', ')}.`));
  const top = v.tabloids.length ? v.tabloids[v.tabloids.length - 1] : null;
  const cards = (k: number) => `${k} card${k === 1 ? '' : 's'}`;
  lines.push(`Unknown: ${cards(v.unknownSize)}${v.ranOut ? ' (made again once)' : ''}. Tabloids: ${cards(v.tabloids.length)}, top ${top ? cardName(top) : '-'}.`);
  if (v.tabloids.length) lines.push(...foldLine(`  Tabloids, bottom to top: ${v.tabloids.join(' ')}`));
  lines.push('In play:');
  for (let k = 0; k < n; k++) {
    const i = (v.seat + k) % n;
    const team = v.teams ? (i % 2 === v.seat % 2 ? ' (your side)' : ' (other side)') : '';
    lines.push(`  ${who(i)}${team}: ${cards(v.handSizes[i])} in hand${v.wentOut === i ? ', went out' : ''}`);
    for (const m of v.melds[i]) lines.push(...foldLine(`    ${creatureName(m.creature)}: ${m.cards.join(' ')} (${meldPoints(m)} points)`));
    if (v.front[i].length) lines.push(...foldLine(`    in front: ${v.front[i].map((c) => `${c} ${info(c).points >= 0 ? '+' : ''}${info(c).points}`).join(', ')}`));
  }
  const creatures = Object.entries(v.creatureTotals);
  if (creatures.length) lines.push(...foldLine(`Creatures (10 or more points count double): ${creatures.map(([c, p]) => `${creatureName(c as Creature)} ${p}`).join(', ')}.`));
  if (v.knownTop.length) lines.push(`You know the top of the Unknown: ${v.knownTop.join(', ')}.`);
  if (v.teams) {
    const p = (v.seat + 2) % 4;
    if (v.given[p].length) lines.push(`${v.names[p]} holds what you passed: ${v.given[p].join(' ')}.`);
  }
  if (v.myPass) lines.push(`You pass: ${v.myPass}.`);
  if (v.look.length) lines.push(`ESP, you see: ${v.look.join(' ')}.`);
  lines.push(`Your hand (${cards(v.hand.length)}):`);
  lines.push(...handLines(v.hand));
  return lines.flatMap((l) => foldLine(l)).map((l) => l.trimEnd()).join('\n');
}

/** Rows a question takes under the table: the turn's first menu and its page, or a list of cards. */
export const questionRows = (v: View): number => (v.phase === 'play' ? 9 : v.phase === 'draw' ? 7 : 8);

export const TERMINAL: TerminalFace<Action, View, Event> = { tell, ending, describe: describeAction, ask: askAction, show: showView, questionRows };
