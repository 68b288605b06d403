// Tavern games (docs/adventure-format.md, "Tavern games"): `tavern:` sits one member of the party at
// a card game of the tavern (src/tavern, through tavern-port.ts) against named bots, for a stake
// settled by the gold effect, and goes on by the win, the loss or the draw.
//
//   tavern: { game: deceptidice, opponents: [Old Sallow, { name: Mira, level: hard, style: bluffer }], stake: 5, win: 12, loss: 13 }
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Flow, Pos } from '../model';
import type { Run } from '../interpreter';
import type { Exit, Scope } from '../run-shared';
import { AdventureStuck } from '../run-shared';
import { consciousMembers } from '../state';
import type { TableOutcome } from '../tavern-port';
import { tavernPort } from '../tavern-port';
import type { Style } from '../../tavern/frame/game';
import { GAME_IDS, STYLES } from '../../tavern/frame/game';
import { MAX_SEAT_NAME } from '../../tavern/frame/seat-plan';
import { SAFE_NAME_PATTERN, unsafeCharacters } from '../../text/safe-text';
import type { NextRule } from './construct';
import { namedWay, readsAs } from './construct';
import { object, ref } from '../schema-kit';
import type { Effect } from './verbs';

/** A name at a tavern's table: shown on every screen of the game, so short and printable (LAW0025). */
const SEAT_NAME = { maxLength: MAX_SEAT_NAME, pattern: SAFE_NAME_PATTERN };

/** How well a tavern bot plays (the tavern's own levels). */
export type TavernLevel = 'easy' | 'normal' | 'hard';

/** How a tavern bot leans (the tavern's styles: steady, cautious, bold, bluffer). */
export type TavernStyle = Style;

/** Who of a party sits down at a tavern game: the player picks (the default), or the leader. */
export type WhoPlays = 'chosen' | 'leader';

export interface TavernOpponent {
  at: Pos;
  name: string;
  level: TavernLevel;
  /** How the bot leans (the tavern's styles); steady when not given. */
  style: Style;
}

/** A tavern card game played by one member of the party against named bots, for a stake. */
export interface TavernTable {
  at: Pos;
  /** The tavern's id of the game (deceptidice, dragons-bluff...). */
  game: string;
  /** Its title, as the tavern gives it. */
  title: string;
  variants: string[];
  /** In seat order after the hero, who sits first. */
  opponents: TavernOpponent[];
  /** Gold each player puts in the pot; the winner takes it. 0: a friendly game. */
  stake: number;
  who: WhoPlays;
  win: Flow;
  loss: Flow;
  /** A shared first place; the loss outcome when not given (the stake comes back either way). */
  draw: Flow | null;
}

export type TavernNext = { kind: 'tavern'; tavern: TavernTable };

export const TAVERN_KEYS = ['game', 'variants', 'opponents', 'stake', 'who', 'win', 'loss', 'draw'] as const;
export const OPPONENT_KEYS = ['name', 'level', 'style'] as const;
export const TAVERN_LEVELS: readonly TavernLevel[] = ['easy', 'normal', 'hard'];
export const WHO_PLAYS: readonly WhoPlays[] = ['chosen', 'leader'];

/** A game at a tavern table: the tavern says which games, seats and variants there are. */
function readTavern(a: AdventureReader, f: Field, where: string): TavernTable | null {
  const w = `the tavern game of ${where}`;
  const block = a.keyed(f, w, TAVERN_KEYS, ['game', 'opponents', 'win', 'loss']);
  if (!block) return null;
  const { fields, at } = block;
  const gameF = fields.get('game');
  const gameId = gameF ? a.r.str(gameF, `the game of ${w}`) : null;
  const gamePos = gameF ? a.r.pos(gameF.value, gameF.pos) : at;
  let facts = gameId === null ? null : tavernPort().facts(gameId.trim());
  if (facts && facts.status === 'unknown') {
    const close = a.r.closest(gameId!, facts.known);
    a.r.error('LAW0027', gamePos, `${w}: "${gameId}" is not a tavern game`, close.length ? `did you mean ${close.join(' or ')}?` : `the games are ${facts.known.join(', ')}`);
    facts = null;
  } else if (facts && facts.status === 'unavailable') {
    a.r.error('LAW0028', gamePos, `${w}: ${facts.why}`, 'law tavern lists the games that can be played');
    facts = null;
  }
  const ready = facts && facts.status === 'ready' ? facts : null;

  const variants: string[] = [];
  const vf = fields.get('variants');
  if (vf) {
    const seq = a.r.seq(vf.value, `the variants of ${w}`, vf.pos);
    for (const item of (seq?.items ?? []) as AnyNode[]) {
      const v = a.r.name(item, `a variant of ${w}`, vf.pos);
      if (v === null) continue;
      const vAt = a.r.pos(item, vf.pos);
      if (variants.includes(v)) a.r.error('LAW0023', vAt, `${w} names the variant "${v}" twice`, 'remove one of them');
      else if (ready && !ready.variants.includes(v)) {
        const close = a.r.closest(v, ready.variants);
        a.r.error('LAW0029', vAt, `${w}: ${ready.title} has no variant "${v}"`, close.length ? `did you mean ${close.join(' or ')}?` : ready.variants.length ? `its variants are ${ready.variants.join(', ')} (law tavern rules ${ready.id})` : `${ready.title} has no variants`);
      } else variants.push(v);
    }
  }

  const opponents: TavernOpponent[] = [];
  const of = fields.get('opponents');
  const seq = of ? a.r.seq(of.value, `the opponents of ${w}`, of.pos) : null;
  if (seq) {
    (seq.items as AnyNode[]).forEach((item, i) => {
      const o = readOpponent(a, item, `opponent ${i + 1} of ${w}`, of!.pos);
      if (!o) return;
      // A seat's name is shown on every screen of the game: as short as the tavern's, and shown as it is.
      const unsafe = unsafeCharacters(o.name);
      if (ready && (o.name.length > ready.maxName || unsafe)) a.r.error('LAW0025', o.at, `${w}: the name of opponent ${i + 1} ${unsafe ?? `is ${o.name.length} characters long`}`, `a name at the table is at most ${ready.maxName} printable characters`);
      if (opponents.some((x) => x.name.toLowerCase() === o.name.toLowerCase())) a.r.error('LAW0023', o.at, `${w}: two opponents are named "${o.name}"`, 'give each player at the table his own name');
      opponents.push(o);
      // won(NAME) may ask about him.
      a.opponentNames.add(o.name);
    });
    if (ready) {
      const players = seq.items.length + 1;
      const { min, max } = ready.players;
      if (players < min || players > max) {
        const span = (lo: number, hi: number) => (lo === hi ? `${lo}` : hi === lo + 1 ? `${lo} or ${hi}` : `${lo} to ${hi}`);
        a.r.error('LAW0030', a.r.pos(seq, of!.pos), `${w}: ${ready.title} is for ${span(min, max)} players, and this table has ${players} (the hero and ${seq.items.length} opponent${seq.items.length === 1 ? '' : 's'})`, `list ${span(min - 1, max - 1)} opponent${max - 1 === 1 ? '' : 's'}: the hero takes the other seat`);
      }
    }
  }

  const stake = fields.has('stake') ? a.r.int(fields.get('stake'), `the stake of ${w}`, 0, 1_000_000) : 0;
  const whoS = a.r.str(fields.get('who'), `"who" of ${w}`);
  let who: WhoPlays = 'chosen';
  if (whoS !== null) {
    if ((WHO_PLAYS as readonly string[]).includes(whoS)) who = whoS as WhoPlays;
    else a.r.error('LAW0025', a.r.pos(fields.get('who')!.value, fields.get('who')!.pos), `${w}: who plays is ${WHO_PLAYS.join(' or ')}, not "${whoS}"`, 'chosen: the player picks who sits down (the default); leader: the first member standing');
  }
  const win = a.outcome(fields.get('win'), `${where} on a win at the table`, false, at);
  const loss = a.outcome(fields.get('loss'), `${where} on a loss at the table`, false, at);
  const draw = a.outcome(fields.get('draw'), `${where} on a draw at the table`, false, at);
  if (gameId === null || !ready || !win || !loss || stake === null) return null;
  return { at, game: ready.id, title: ready.title, variants, opponents, stake, who, win, loss, draw };
}

/** An opponent's field that names one of `allowed` (its level, its style): `dflt` when absent; a wrong name is LAW0025 with the closest. */
function oneOf<T extends string>(a: AdventureReader, field: Field | undefined, where: string, what: string, allowed: readonly T[], dflt: T, hint: string): T {
  const text = a.r.str(field, `the ${what} of ${where}`);
  if (text === null) return dflt;
  if ((allowed as readonly string[]).includes(text)) return text as T;
  const close = a.r.closest(text, allowed);
  a.r.error('LAW0025', a.r.pos(field!.value, field!.pos), `${where}: the ${what} is one of ${allowed.join(', ')}, not "${text}"`, close.length ? `did you mean ${close[0]}?` : hint);
  return dflt;
}

function readOpponent(a: AdventureReader, node: AnyNode, where: string, at: Pos): TavernOpponent | null {
  // A name alone plays at the normal level.
  if (isScalar(node) && typeof node.value === 'string' && node.value.trim() !== '') return { at: a.r.pos(node, at), name: node.value.trim(), level: 'normal', style: 'steady' };
  const map = a.r.map(node, where, at);
  if (!map) return null;
  const fields = a.r.fields(map, where, OPPONENT_KEYS, ['name']);
  const name = a.r.str(fields.get('name'), `the name of ${where}`, { allowNumber: true });
  const level = oneOf(a, fields.get('level'), where, 'level', TAVERN_LEVELS, 'normal', 'easy bots play loosely, hard ones search ahead');
  const style = oneOf(a, fields.get('style'), where, 'style', STYLES, 'steady', 'a style changes how a bot plays, not how well');
  if (name === null || name.trim() === '') return null;
  return { at: a.r.pos(map), name: name.trim(), level, style };
}

/** The members who may be asked to a game: the leader alone (`who: leader`), or everyone standing. */
function tavernPool(run: Run, t: TavernTable): number[] {
  const members = consciousMembers(run.s);
  return t.who === 'leader' ? members.slice(0, 1) : members;
}

/** The members who may sit down at a game: in the pool, and carrying the stake themselves. */
function tavernPlayers(run: Run, t: TavernTable): number[] {
  return tavernPool(run, t).filter((i) => run.s.party[i].gold >= t.stake);
}

/** Why nobody can sit down at a game for its stake, or null when someone can. */
function stakeProblem(run: Run, t: TavernTable): string | null {
  if (t.stake === 0 || tavernPlayers(run, t).length > 0) return null;
  const pool = tavernPool(run, t);
  if (pool.length === 1) return `the stake is ${t.stake} gold; ${run.s.party[pool[0]].name} has ${run.s.party[pool[0]].gold}`;
  return `the stake is ${t.stake} gold, and nobody has that much`;
}

/**
 * A game at a tavern table (the tavern's rules, src/tavern): one member sits down with the stake,
 * the opponents are bots, the deal is seeded from the adventure's dice, and the pot is settled by
 * the gold effect (a win takes every opponent's stake, a loss gives up his own, a draw takes his
 * own back). The outcome's effects touch the member who played, as a check's touch its roller.
 */
async function playAtTable(run: Run, t: TavernTable): Promise<Exit> {
  const s = run.s;
  const seats = tavernPlayers(run, t);
  if (seats.length === 0) {
    throw new AdventureStuck(run.sectionId, `section ${run.sectionId}: nobody can sit down at the game of ${t.title} (line ${t.at.line}): ${stakeProblem(run, t) ?? 'nobody is standing'}`);
  }
  let seat = seats[0];
  if (t.who === 'chosen' && seats.length > 1) {
    const members = consciousMembers(s);
    const k = await run.chooser.choose({
      key: `who plays ${run.sectionId}`,
      message: `Who sits down to ${t.title}?`,
      items: members.map((i) => ({
        label: s.party[i].name,
        tag: 'member' as const,
        detail: t.stake > 0 ? `${s.party[i].gold} gold` : undefined,
        disabled: seats.includes(i) ? false : `has ${s.party[i].gold} gold`,
      })),
    });
    seat = members[k];
  }
  const c = s.party[seat];
  run.emit({ kind: 'tavern', at: t.at, game: t.game, title: t.title, player: c.name, opponents: t.opponents.map((o) => o.name), stake: t.stake });
  let outcome: TableOutcome;
  let forced = false;
  /** Who took the first place (`won(NAME)`): the seats' names in seat order, the hero's first. */
  const seated = [c.name, ...t.opponents.map((o) => o.name)];
  let firsts: string[];
  let ending: string | undefined;
  if (run.chooser.fate) {
    // The explorer follows every way the game can end, without playing it (a draw too: even
    // without an outcome of its own, it gives the stake back).
    const names: TableOutcome[] = ['win', 'loss', 'draw'];
    outcome = names[run.chooser.fate({ kind: 'tavern', at: t.at, outcomes: names })];
    forced = true;
    // And, where the adventure asks who won (won(NAME)), every opponent who can have taken the first place.
    const others = t.opponents.map((o) => o.name);
    const rival = outcome !== 'win' && others.length > 1 && run.adventure.tested.has('won') ? others[run.chooser.fate({ kind: 'tavern', at: t.at, outcomes: others })] : others[0];
    firsts = outcome === 'win' ? [c.name] : outcome === 'draw' ? [c.name, rival] : [rival];
  } else {
    // The deal comes from the adventure's dice: a replay, an undo or a resumed save deals the same cards.
    const seed = `${run.adventure.id} ${run.sectionId} ${run.rng.between(0, 2_147_483_646)}`;
    const table = { game: t.game, variants: t.variants, opponents: t.opponents.map((o) => ({ name: o.name, level: o.level, style: o.style })) };
    const setup = run.chooser.tavern;
    const port = tavernPort();
    const r = setup?.io ? await port.play(setup.io, table, c.name, seed, { watch: setup.watch, asYou: setup.asYou }) : port.auto(table, c.name, seed, setup?.level ?? 'easy');
    outcome = r.outcome;
    ending = r.ending;
    firsts = r.places ? seated.filter((_, k) => r.places![k] === 1) : outcome === 'loss' ? [] : [c.name];
  }
  run.s.tavernWinners = firsts;
  run.emit({ kind: 'tavern-end', at: t.at, player: c.name, title: t.title, outcome, forced, ...(ending ? { ending } : {}) });
  const scope: Scope = { rollers: [seat], margin: null };
  const pot = outcome === 'win' ? t.stake * t.opponents.length : outcome === 'loss' ? -t.stake : 0;
  if (pot !== 0) {
    const gold: Effect = { at: t.at, who: 'roller', kind: 'gold', amount: { kind: 'number', value: pot } };
    await run.applyEffects([gold], scope);
  } else if (t.stake > 0) {
    run.emit({ kind: 'effect', member: c.name, text: `${c.name} takes back the stake of ${t.stake} gold` });
  }
  const flow = outcome === 'win' ? t.win : outcome === 'draw' ? (t.draw ?? t.loss) : t.loss;
  return run.runFlow(flow, scope);
}

/** The outcomes of a tavern game: win, loss, and draw when it has its own. */
export function tavernFlows(t: TavernTable): Flow[] {
  return [t.win, t.loss, ...(t.draw ? [t.draw] : [])];
}

export const tavernWay = namedWay('tavern', readsAs(readTavern, (tavern) => ({ kind: 'tavern', tavern })), () =>
  object(
    TAVERN_KEYS,
    {
      game: { enum: [...GAME_IDS], description: 'The tavern game (law tavern lists those that can be played).' },
      variants: { type: 'array', items: { type: 'string' }, description: 'Variants of the game (law tavern rules GAME lists them).' },
      opponents: {
        type: 'array',
        minItems: 1,
        items: { oneOf: [{ ...SEAT_NAME, type: 'string', description: 'A name: a bot of the normal level.' }, object(OPPONENT_KEYS, { name: { ...SEAT_NAME, type: ['string', 'number'] }, level: { enum: [...TAVERN_LEVELS] }, style: { enum: [...STYLES] } }, ['name'])] },
        description: 'The other players, in seat order after the hero.',
      },
      stake: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'Gold each player puts in the pot; the winner takes it (default 0).' },
      who: { enum: [...WHO_PLAYS], description: 'Who of a party sits down: chosen (default), leader.' },
      win: ref('outcome'),
      loss: ref('outcome'),
      draw: ref('outcome'),
    },
    ['game', 'opponents', 'win', 'loss'],
    'A tavern card game: one member of the party against named bots, for a stake.',
  ),
);

export const tavernNext: NextRule<'tavern'> = {
  run: (run, next) => playAtTable(run, next.tavern),
  outcomes: (next) => tavernFlows(next.tavern),
  shape({ tavern: t }, w) {
    w.shape.games.push(`${t.title}${t.stake ? `, stake ${t.stake}` : ''}`);
    w.visit(t.win, `${t.title} win`, 'tavern');
    w.visit(t.loss, `${t.title} loss`, 'tavern');
    if (t.draw) w.visit(t.draw, `${t.title} draw`, 'tavern');
  },
  // A draw without its own outcome goes by the loss: it is not a separate way to follow.
  chance: ({ tavern: t }) => ({ kind: 'tavern', text: `game of ${t.title}`, at: t.at, outcomes: ['win', 'loss', ...(t.draw ? ['draw'] : [])] }),
  preview: (_run, next) => ({ says: `(It comes to a game of ${next.tavern.title}.)` }),
  // A game for a stake is offered only when someone who may sit down can pay it.
  closed: (run, next) => stakeProblem(run, next.tavern),
};
