// Legends and Lies in words: the events of play, menu lines, the small questions a person is asked
// (draw or take? meld, add, anomaly or discard? which cards?), and the table as plain text within 80
// columns.
import { foldLine } from '../../io/fold-line';
import type { Choice, Io } from '../../io/io';
import type { Style } from '../../io/style';
import type { TavernEvent } from '../frame/game';
import type { Creature, Species } from './deck';
import { CREATURE_NAMES, expeditionValue, info, meldValue, naturalOf, SPECIES, SPECIES_INFO, sortCards } from './deck';
import type { Meld } from './melds';
import type { HandRecord } from './scoring';
import { placesOf } from '../frame/places';
import { standing, TARGET, TEAM_TARGET } from './scoring';
import type { Action, State } from './state';
import type { View } from './view';
import { listed } from '../../render/words';

export const cardName = (code: string): string => info(code).name;

const creatureName = (c: Creature): string => CREATURE_NAMES[c];

const list = (cards: readonly string[]): string => (cards.length ? cards.join(' ') : '-');

const meldPoints = (m: Meld): number => m.cards.reduce((s, c) => s + meldValue(c, m.creature), 0);

// ---- events ----------------------------------------------------------------------------------------

type Table = Pick<State, 'names' | 'teams' | 'handNo' | 'dealer' | 'hands' | 'tabloids' | 'totals' | 'extra'>;

export function dealEvents(s: Table): TavernEvent[] {
  const n = s.names.length;
  const each = s.hands[0].length;
  return [
    { text: `Hand ${s.handNo}${s.extra ? ' (the extra hand)' : ''}: ${s.names[s.dealer]} deals ${each} cards each; ${cardName(s.tabloids[0])} starts the Tabloids.` },
    ...s.names.map((_, seat) => ({ text: `Your hand: ${list(sortCards(s.hands[seat]))}.`, only: [seat] })),
    ...(s.teams ? [{ text: 'Each player passes a card face down to his partner.' }] : [{ text: `${s.names[(s.dealer + 1) % n]} begins.` }]),
  ];
}

export function passEvents(s: Pick<State, 'names'>, seat: number, card: string): TavernEvent[] {
  return [{ text: `${s.names[seat]} chooses a card for ${s.names[(seat + 2) % 4]}.` }, { text: `(You pass ${cardName(card)}.)`, only: [seat] }];
}

export function passedEvents(s: Pick<State, 'names' | 'given'>): TavernEvent[] {
  return s.names.map((_, seat) => ({ text: `(${s.names[(seat + 2) % 4]} passed you ${cardName(s.given[seat][s.given[seat].length - 1])}.)`, only: [seat] }));
}

export function reshuffleEvent(s: Pick<State, 'unknown' | 'tabloids'>): TavernEvent {
  return { text: `The Unknown has run out: the Tabloids but their top card are shuffled into a new Unknown (${s.unknown.length} cards).` };
}

export function ranOutEvent(s: Pick<State, 'names'>, seat: number): TavernEvent {
  return { text: `The Unknown has run out a second time: the hand ends. Everyone makes a final discard, ${s.names[seat]} first.` };
}

export function tooLongEvent(s: Pick<State, 'names' | 'handTurns'>, seat: number): TavernEvent {
  return { text: `${s.handTurns} turns have been played: the hand ends. Everyone makes a final discard, ${s.names[seat]} first.` };
}

export function wentOutEvent(s: Pick<State, 'names'>, seat: number): TavernEvent {
  return { text: `${s.names[seat]} goes out! Each other player makes a final discard.` };
}

export function meldEvent(s: Pick<State, 'names'>, seat: number, creature: Creature, cards: readonly string[]): TavernEvent {
  return { text: `${s.names[seat]} melds ${creatureName(creature)}: ${cards.join(' ')}.` };
}

export function addEvent(s: Pick<State, 'names' | 'melds'>, seat: number, creature: Creature, card: string): TavernEvent {
  const m = s.melds[seat].find((x) => x.creature === creature)!;
  const name = s.names[seat];
  if (m.cards.length === 1) return { text: `${name} plays ${cardName(card)} on the ${creatureName(creature)} (${name}'s first card of it).` };
  return { text: `${name} adds ${cardName(card)} to ${name}'s ${creatureName(creature)} (${m.cards.length} cards).` };
}

export function anomalyEvent(s: Pick<State, 'names'>, seat: number, code: string): TavernEvent {
  return { text: `${s.names[seat]} plays ${cardName(code)}: ${BRIEF[code]}.` };
}

export function hoaxEvents(s: Pick<State, 'names'>, seat: number, target: number, creature: Creature, gone: readonly string[]): TavernEvent[] {
  const out: TavernEvent[] = [{ text: `${s.names[seat]} plays Hoax! on ${s.names[target]}'s ${creatureName(creature)}: ${cardName(gone[0])} goes to the Tabloids.` }];
  if (gone.length > 1) out.push({ text: `  Left unattached, ${listed(gone.slice(1).map(cardName))} go${gone.length > 2 ? '' : 'es'} to the Tabloids too.` });
  return out;
}

function partsLine(r: HandRecord, seat: number): string {
  const p = r.parts[seat];
  if (p.zeroed) return '0 (shut out)';
  const bits = [`melds ${p.melds}`];
  if (p.front) bits.push(`in front ${p.front}`);
  if (p.hand) bits.push(`hand ${p.hand}`);
  return `${p.total} (${bits.join(', ')})`;
}

export function handEndEvents(s: Pick<State, 'names' | 'teams' | 'totals'>, r: HandRecord): TavernEvent[] {
  const out: TavernEvent[] = [];
  const lost = Object.entries(r.discredited).filter(([, n]) => n);
  out.push({ text: `End of hand ${r.hand}.${r.wentOut === null ? '' : ` ${s.names[r.wentOut]} takes the Tabloids.`}` });
  out.push({ text: lost.length ? `  Discredited by the Tabloids: ${lost.map(([c, n]) => `${creatureName(c as Creature)} ${n} card${n === 1 ? '' : 's'}`).join(', ')}.` : '  The Tabloids discredit nothing.' });
  if (r.doubled.length) out.push({ text: `  Acknowledged by science (cards count double): ${r.doubled.map(creatureName).join(', ')}.` });
  if (r.shutout) out.push({ text: `  The mother ship lands: ${listed(r.shutout.map((i) => s.names[i]))} ${r.shutout.length > 1 ? 'are' : 'is'} the aliens' liaison${r.shutout.length > 1 ? 's' : ''}; everyone else scores 0.` });
  s.names.forEach((name, seat) => out.push({ text: `  ${name}: ${partsLine(r, seat)}; total ${s.totals[seat]}.` }));
  if (s.teams) {
    const st = standing(s);
    out.push({ text: `  Teams: ${s.names[0]} & ${s.names[2]} ${st[0]}, ${s.names[1]} & ${s.names[3]} ${st[1]}.` });
  }
  return out;
}

export function extraHandEvent(s: Pick<State, 'teams'>): TavernEvent {
  return { text: `A tie at the top${s.teams ? ' between the teams' : ''}: one more hand is played.` };
}

export function finalSummary(s: Pick<State, 'names' | 'teams' | 'totals'>): string {
  const scores = standing(s);
  const places = placesOf(scores);
  if (s.teams) {
    const teams = `${s.names[0]} & ${s.names[2]} ${scores[0]}, ${s.names[1]} & ${s.names[3]} ${scores[1]}`;
    if (scores[0] === scores[1]) return `The game is a draw (${teams}).`;
    const w = scores[0] > scores[1] ? 0 : 1;
    return `${s.names[w]} and ${s.names[w + 2]} win with ${scores[w]} points (${teams}).`;
  }
  const best = s.names.filter((_, i) => places[i] === 1);
  const all = s.names.map((n, i) => `${n} ${scores[i]}`).join(', ');
  return best.length === 1 ? `${best[0]} wins with ${Math.max(...scores)} points (${all}).` : `The game is a draw between ${listed(best)} (${all}).`;
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

/** One small question; a question with a single answer is not asked. */
async function pick<T>(io: Io, message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
  if (choices.length === 1) return choices[0].value;
  return io.choose(message, choices);
}

const BACK = 'back' as const;

/** The cards of one kind of action, as choices of one small question, with a way back. */
async function withBack(io: Io, message: string, choices: ReadonlyArray<Choice<Action>>): Promise<Action | typeof BACK> {
  if (choices.length === 1) return choices[0].value;
  return io.choose<Action | typeof BACK>(message, [...choices, { name: '(back)', value: BACK }]);
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
    const step = await pick(io, `${name}, meld, add, play an anomaly, or discard?`, steps);
    let chosen: Action | typeof BACK;
    if (step === 'discard') {
      chosen = await withBack(io, 'Which card do you discard?', discards.map((a) => ({ name: cardName(a.card), value: a })));
    } else if (step === 'meld') {
      const creatures = [...new Set(melds.map((a) => a.creature))];
      const creature = await pick<Creature | typeof BACK>(io, 'Which creature?', [...creatures.map((c) => ({ name: creatureName(c), value: c as Creature | typeof BACK })), ...(creatures.length > 1 ? [{ name: '(back)', value: BACK }] : [])]);
      if (creature === BACK) continue;
      chosen = await withBack(io, 'Which three cards?', melds.filter((a) => a.creature === creature).map((a) => ({ name: `${a.cards.join(' ')}${usesAnomaly(a.cards) ? ' (your anomaly play)' : ''}`, value: a })));
    } else if (step === 'add') {
      const cards = [...new Set(adds.map((a) => a.card))];
      const card = await pick<string>(io, 'Which card?', [...cards.map((c) => ({ name: cardName(c), value: c })), ...(cards.length > 1 ? [{ name: '(back)', value: BACK as string }] : [])]);
      if (card === BACK) continue;
      chosen = await withBack(io, 'On which creature?', adds.filter((a) => a.card === card).map((a) => ({ name: describeAction(a, v), value: a })));
    } else {
      const plays = anomalies.filter((a) => a.type === 'anomaly');
      const hoaxes = anomalies.filter((a): a is Extract<Action, { type: 'hoax' }> => a.type === 'hoax');
      type Pick = Action | 'hoax' | typeof BACK;
      const first: Choice<Pick>[] = plays.map((a) => ({ name: describeAction(a, v), value: a }));
      if (hoaxes.length) first.push({ name: `Play Hoax!: ${BRIEF.hoax}`, value: 'hoax' });
      if (first.length > 1) first.push({ name: '(back)', value: BACK });
      const got = await pick<Pick>(io, 'Which anomaly?', first);
      if (got === BACK) continue;
      if (got !== 'hoax') return got;
      const seats = [...new Set(hoaxes.map((a) => a.seat))];
      const target = await pick<number>(io, 'Whose card does the Hoax! target?', [...seats.map((i) => ({ name: i === v.seat ? 'Your own' : v.names[i], value: i })), { name: '(back)', value: -1 }]);
      if (target < 0) continue;
      chosen = await withBack(io, 'Which card?', hoaxes.filter((a) => a.seat === target).map((a) => ({ name: `${cardName(a.card)} of the ${creatureName(a.creature)}`, value: a })));
    }
    if (chosen !== BACK) return chosen;
  }
}

export async function askAction(v: View, legal: readonly Action[], io: Io, name: string): Promise<Action> {
  const listed = (message: string) => pick(io, message, legal.map((a) => ({ name: describeAction(a, v), value: a })));
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
      const got = await pick(io, question, first);
      if (got !== 'swap') return got;
      return pick(io, 'Which card do you pass?', swaps.map((a) => ({ name: cardName((a as { card: string }).card), value: a })));
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

/** An event's text within 80 columns. */
export const fitEvent = (e: TavernEvent): TavernEvent => (e.text.length <= 80 ? e : { ...e, text: foldLine(e.text, '  ').join('\n') });

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

/** The hand sorted by creature: one line per creature, then the wilds, then the anomalies. */
function handLines(hand: readonly string[]): string[] {
  const out: string[] = [];
  const bySpecies = new Map<Species, string[]>();
  const wild: string[] = [];
  const anomalies: string[] = [];
  for (const c of sortCards(hand)) {
    const i = info(c);
    if (i.species && (i.kind === 'expedition' || i.kind === 'proof')) bySpecies.set(i.species, [...(bySpecies.get(i.species) ?? []), c]);
    else if (c === 'expert' || c === 'blurry') wild.push(c);
    else anomalies.push(c);
  }
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
export function showView(v: View, style: Style): string {
  const lines: string[] = [];
  const n = v.names.length;
  const who = (i: number) => (i === v.seat ? 'You' : v.names[i]);
  const target = v.teams ? TEAM_TARGET : TARGET;
  lines.push(style.bold(`Legends and Lies, hand ${v.handNo}${v.extra ? ' (extra)' : ''}, to ${target}. Dealer: ${who(v.dealer)}.`));
  if (!v.over) lines.push(`Turn: ${who(v.toAct ?? v.turn)}, ${PHASE_WORDS[v.phase]}.${v.phase === 'play' && v.anomalyUsed ? ' (Anomaly played this turn.)' : ''}`);
  const st = standing(v);
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
