// The players' view of a GM session, built for their seat (design: "Nobody peeks"): from each event
// of the game, only what the players may know. Every entry of the players' screen is made here, by
// naming what goes in (never by leaving out what must not): GM notes, hidden counters, the foes'
// statistics, the odds of their rolls and options the players cannot take have no way in.
import type { Adventure } from '../adventure/model';
import type { GameEvent } from '../adventure/events';
import type { GameState } from '../adventure/state';
import { companionLines, counterLines, isAlive, isConscious } from '../adventure/state';
import type { Prompt } from '../adventure/chooser';
import type { CombatEvent } from '../combat/events';
import type { Figure } from '../combat/figure';
import type { CombatState } from '../combat/state';
import { cellLabel, hasOpenRim } from '../combat/map';
import { renderBoard } from '../render/hex-map';
import { renderPanel } from '../render/combat-panel';
import { PLAIN } from '../io/style';
import type { Seat } from '../adventure/players';
import { playerOf } from '../adventure/players';
import type { ViewEntry, ViewMember } from './view-log';

/** The entries an event of the adventure gives the players' screen; none for what is the GM's. */
export function entriesOfEvent(e: GameEvent, lastCheck: { roller: string; check: string } | null): ViewEntry[] {
  switch (e.kind) {
    case 'section':
      return [{ t: 'section', id: e.id, title: e.title, time: e.time }];
    case 'text':
    case 'note':
      return [{ t: 'text', text: e.text }];
    case 'chose':
      return [{ t: 'chose', label: e.label }];
    case 'effect':
      // What happened to a member is seen by all; a line about no member may be the GM's
      // bookkeeping (a plotword crossed out), so only the party's purse and the passing of time go.
      if (e.member !== null || /^(The party pays|The party sleeps|A full night|The night is broken|\d+ (minute|hour|day|week))/.test(e.text)) return [{ t: 'line', text: e.text }];
      return [];
    case 'throw': {
      const check = lastCheck && lastCheck.roller === e.roller ? lastCheck.check : 'a check';
      const text = `${e.roller} rolls ${check}: ${e.total}, ${e.passed ? 'passes' : 'fails'}${e.roll.typed ? ' (typed)' : ''}`;
      return [{ t: 'check', roller: e.roller, check, total: e.total, passed: e.passed, typed: e.roll.typed === true }, { t: 'line', text }];
    }
    case 'contest-throw': {
      const who = e.result.winner === 'a' ? `${e.roller} wins` : e.result.winner === 'b' ? `${e.roller} loses` : 'nobody wins';
      return [{ t: 'line', text: `${e.roller} against ${e.b.name}: ${who}` }];
    }
    case 'random':
      return e.total === null ? [] : [{ t: 'line', text: `The dice decide: ${e.dice} rolled ${e.total}` }];
    case 'fight':
      return [{ t: 'fight', party: e.party, foes: e.foes }];
    case 'fight-end':
      return [{ t: 'fight-end', outcome: e.outcome, rounds: e.rounds, party: e.party }];
    case 'plotword':
      // Plotwords are told to the players as they are won, as a gamebook tells its reader (docs/rulings.md).
      return [{ t: 'plotword', word: e.word }];
    case 'killed':
    case 'dead':
      return [{ t: 'line', text: `${e.member} is dead.` }];
    case 'unconscious':
      return [{ t: 'line', text: `${e.member} falls unconscious.` }];
    case 'captured':
      return [{ t: 'line', text: `Taken captive: ${e.members.join(', ')}.` }];
    case 'wish':
      return [{ t: 'line', text: `${e.member} spends a wish: all damage is gone.` }];
    case 'tavern':
      return [{ t: 'line', text: `${e.player} sits down to ${e.title}${e.stake > 0 ? ` for ${e.stake} gold` : ''}.` }];
    case 'tavern-end':
      return [{ t: 'line', text: `${e.player} ${e.outcome === 'win' ? 'wins' : e.outcome === 'draw' ? 'draws' : 'loses'} at ${e.title}.` }];
    case 'end':
      return [{ t: 'end', title: e.ending.title, kind: e.ending.kind }];
    // The GM's alone: his notes, the odds before a roll, conditions, readings of the future, sheets.
    default:
      return [];
  }
}

/** The options the players may take now: those they can choose, without the GM's extras. */
export function optionsOfPrompt(prompt: Prompt): ViewEntry | null {
  const labels = prompt.items.filter((i) => i.tag === 'option' && !i.disabled).map((i) => i.label);
  return labels.length > 0 ? { t: 'options', labels } : null;
}

/** The party as its players know it, the clock, and the counters the adventure shows them. */
export function partyEntry(adventure: Adventure, s: GameState, seats: readonly Seat[]): Extract<ViewEntry, { t: 'party' }> {
  const members: ViewMember[] = s.party.map((c) => ({
    name: c.name,
    player: playerOf(seats, c.name),
    st: c.st,
    dx: c.dx,
    iq: c.iq,
    damage: c.damage,
    fatigue: c.fatigue,
    gold: c.gold,
    karma: c.karma,
    status: !isAlive(c) ? 'dead' : !isConscious(c) ? 'unconscious' : 'standing',
  }));
  const counters = counterLines(adventure, s, false).map((c) => ({ label: c.label, value: c.value }));
  // A companion's stat block is the author's, as a foe's is: the players see who is with them and
  // whether he is hurt, not his attributes nor how much damage he can still take.
  const companions = companionLines(adventure, s).map((c) => ({ name: c.name, status: c.damage > 0 ? ('wounded' as const) : ('unhurt' as const) }));
  return { t: 'party', time: s.time, members, counters, ...(companions.length ? { companions } : {}) };
}

// ---- fights ------------------------------------------------------------------------------------

/**
 * A line of a fight as the players see it: who moved, who hit whom and for how much, who fell. The
 * foes' targets, totals and what they have left stay with the GM.
 */
export function combatLine(e: CombatEvent, state: CombatState): string | null {
  const fig = (id: string): Figure | undefined => state.figures.find((f) => f.id === id);
  const n = (id: string) => fig(id)?.name ?? id;
  const ours = (id: string) => fig(id)?.side === 'party';
  switch (e.t) {
    case 'round':
      return `-- Round ${e.round} --`;
    case 'surprise':
      return e.side === 'party' ? 'Surprise! The party strikes first.' : 'Surprise! The foes strike first.';
    case 'initiative':
      return e.winner === null ? null : `Initiative: ${e.winner === 'party' ? 'the party' : 'the foes'} go first.`;
    case 'move':
      return e.path.length ? `${n(e.figure)} moves to ${cellLabel(state.map, e.path[e.path.length - 1])}.` : null;
    case 'attack':
      return `${n(e.attacker)} ${e.mode === 'grapple' ? 'grapples' : e.mode === 'strike' ? 'strikes at' : e.mode === 'shoot' ? 'shoots at' : 'throws at'} ${n(e.defender)}: ${e.hit ? 'a hit' : 'a miss'}${ours(e.attacker) && e.check ? ` (${e.check.throws[e.check.throws.length - 1].total} against ${e.check.target})` : ''}.`;
    case 'damage':
      return `${n(e.defender)} takes ${e.damage.amount} ${e.damage.fatigue ? 'fatigue' : 'damage'}.`;
    case 'harm':
      return e.damage + e.fatigue > 0 ? `${n(e.figure)} takes ${[e.damage ? `${e.damage} damage` : '', e.fatigue ? `${e.fatigue} fatigue` : ''].filter(Boolean).join(' and ')} (${e.cause}).` : null;
    case 'dodge':
      return `${n(e.figure)} ${e.check.passed ? 'dodges' : 'fails to dodge'} ${n(e.attacker)}.`;
    case 'fall':
      return `${n(e.figure)} falls.`;
    case 'flee':
      return `${n(e.figure)} flees the field.`;
    case 'drop':
      return `${n(e.figure)} drops ${e.items.join(' and ')}.`;
    case 'ready':
      return e.to ? `${n(e.figure)} readies ${e.to}.` : null;
    case 'pick-up':
      return `${n(e.figure)} picks up ${e.item}.`;
    case 'morale':
      return e.broke ? `${e.side === 'party' ? 'The party' : 'The foes'} break and run.` : null;
    case 'effect':
      // An effect's text may carry a foe's targets and totals, or say that his creation is an
      // illusion: the players read the party's own, and of a foe only that something happened.
      if (e.figure === null || ours(e.figure)) return `${e.figure ? `${n(e.figure)}: ` : ''}${e.text}.`;
      return `${n(e.figure)} does something.`;
    case 'cast':
      // Who casts what, and whether it works: the foe's IQ and rolls stay off the players' screen.
      return `${n(e.figure)} casts ${e.spell}${e.on ? ` on ${n(e.on)}` : ''}: ${e.success ? 'it works' : e.on ? `${n(e.on)} resists` : 'it fails'}.`;
    case 'death':
      return `${n(e.figure)} dies.`;
    case 'xp':
      return ours(e.figure) ? `${n(e.figure)} earns ${e.xp} XP.` : null;
    case 'medic':
      return `${n(e.medic)} treats ${n(e.patient)}: ${e.healed} damage healed.`;
    case 'wish':
      return `${n(e.figure)} spends a wish and stands again.`;
    case 'stalemate':
      return 'Nobody can get at anyone: the fight peters out.';
    case 'arrive':
      return `${e.figures.map(n).join(', ')} ${e.figures.length === 1 ? 'comes' : 'come'} onto the field.`;
    default:
      return null;
  }
}

/** The board as the players see it: the map, and a panel with the party's figures in full and the foes by name and state. */
export function playersBoard(state: CombatState): string {
  return `${renderBoard(state, {})}\n${renderPanel(state.figures, PLAIN, { players: true, wayOut: hasOpenRim(state.map) })}`;
}
