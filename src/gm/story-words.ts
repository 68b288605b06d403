// The words of the players' stream: each event of the story (view.ts) as the sentence a face shows.
// The terminal's `law view`, the recap and a served page say the same things the same way, from here.
import type { FightNote, Question, StreamSeat } from './stream';
import type { StoryEvent } from './view';
import { listed } from '../render/words';

/** "someone" for a figure the party cannot see. */
const name = (who: string | null): string => who ?? 'someone';
const Name = (who: string | null): string => who ?? 'Someone';

/** A line of a fight. */
export function noteWords(n: FightNote): string | null {
  switch (n.k) {
    case 'round':
      return `-- Round ${n.round} --`;
    case 'surprise':
      return n.side === 'party' ? 'Surprise! The party strikes first.' : 'Surprise! The foes strike first.';
    case 'initiative':
      return `Initiative: ${n.side === 'party' ? 'the party goes' : 'the foes go'} first.`;
    case 'side':
      return n.side === 'party' && n.players.length > 1 ? `The party's turn: ${n.players.join(', then ')}.` : null;
    case 'turn':
      return null;
    case 'move':
      return `${Name(n.who)} moves to ${n.to ?? 'somewhere unseen'}.`;
    case 'attack': {
      const verb = n.how === 'grapple' ? 'grapples' : n.how === 'strike' ? 'strikes at' : n.how === 'shoot' ? 'shoots at' : 'throws at';
      return `${Name(n.who)} ${verb} ${name(n.at)}: ${n.hit ? 'a hit' : 'a miss'}${n.roll ? ` (${n.roll.total} against ${n.roll.target})` : ''}.`;
    }
    case 'damage':
      return `${Name(n.who)} takes ${n.amount} ${n.fatigue ? 'fatigue' : 'damage'}.`;
    case 'harm':
      return `${Name(n.who)} takes ${[n.damage ? `${n.damage} damage` : '', n.fatigue ? `${n.fatigue} fatigue` : ''].filter(Boolean).join(' and ')} (${n.cause}).`;
    case 'dodge':
      return `${Name(n.who)} ${n.dodged ? 'dodges' : 'fails to dodge'} ${name(n.from)}.`;
    case 'fall':
      return `${Name(n.who)} falls.`;
    case 'flee':
      return `${Name(n.who)} flees the field.`;
    case 'drop':
      return `${Name(n.who)} drops ${listed(n.items)}.`;
    case 'ready':
      return `${Name(n.who)} readies ${n.weapon}.`;
    case 'pick-up':
      return `${Name(n.who)} picks up ${n.item}.`;
    case 'morale':
      return `${n.side === 'party' ? 'The party' : 'The foes'} break and run.`;
    case 'effect':
      if (n.text === null) return `${Name(n.who)} does something.`;
      return `${n.who ? `${n.who}: ` : ''}${n.text}.`;
    case 'cast':
      return `${Name(n.who)} casts ${n.spell}${n.on ? ` on ${n.on}` : ''}: ${n.works ? 'it works' : n.on ? `${n.on} resists` : 'it fails'}.`;
    case 'death':
      return `${Name(n.who)} dies.`;
    case 'xp':
      return `${n.who} earns ${n.xp} XP.`;
    case 'medic':
      return `${n.who} treats ${n.patient}: ${n.healed} damage healed.`;
    case 'wish':
      return `${n.who} spends a wish and stands again.`;
    case 'stalemate':
      return 'Nobody can get at anyone: the fight peters out.';
    case 'arrive':
      return `${listed(n.who)} ${n.who.length === 1 ? 'comes' : 'come'} onto the field.`;
  }
}

/** How a fight ended, in a few words. */
export function fightOutcome(outcome: string): string {
  return outcome === 'victory' ? 'victory' : outcome === 'fled' ? 'the party flees' : outcome === 'ended' ? 'by itself, neither side beaten' : outcome === 'stalemate' ? 'a stalemate' : 'defeat';
}

/** One event of the story as lines of text (the read-aloud text as the author wrote it). */
export function storyWords(e: StoryEvent): string | null {
  switch (e.t) {
    case 'section':
      return `== ${e.title ?? `Section ${e.id}`} ==`;
    case 'text':
      return e.text;
    case 'say':
      return `GM: ${e.text}`;
    case 'whisper':
      return `GM, to ${e.to} alone: ${e.text}`;
    case 'chose':
      return `> ${e.label}`;
    case 'roll': {
      const again = e.again === 'karma' ? ' (karma re-roll)' : e.again === 'wish' ? ' (re-roll for a wish)' : '';
      return `${e.hero} rolls ${e.check || 'a check'}${again}: ${e.total}, ${e.passed ? 'passes' : 'fails'}${e.typed ? ' (real dice)' : ''}.`;
    }
    case 'contest': {
      const how = e.outcome === 'win' ? 'wins' : e.outcome === 'lose' ? 'loses' : 'nobody wins';
      return `${e.hero} tries ${e.check || 'a contest'} against ${e.against ?? 'someone'}: ${how}.`;
    }
    case 'happened':
      return `${e.text}.`.replace(/([.!?:])\.$/, '$1');
    case 'plotword':
      return `Plotword: ${e.word}${e.xp ? ` (each character gains ${e.xp} XP)` : ''}`;
    case 'fate':
      switch (e.fate) {
        case 'dead':
          return `${e.hero} is dead.`;
        case 'unconscious':
          return `${e.hero} falls unconscious.`;
        case 'wish':
          return `${e.hero} spends a wish: all damage is gone.`;
        case 'captive':
          return `${e.hero} is taken captive.`;
        case 'left-behind':
          return `${e.hero} is left behind in the foes' hands.`;
        case 'carried':
          return `${e.by ?? 'Someone'} carries ${e.hero} away.`;
      }
      return null;
    case 'fight':
      return `A fight: ${listed(e.party)} against ${e.foes.length ? listed(e.foes) : 'foes unseen'}${e.dark ? ', in the dark' : ''}.`;
    case 'note':
      return noteWords(e.n);
    case 'fight-end':
      return `The fight ends: ${fightOutcome(e.outcome)} after ${e.rounds} round${e.rounds === 1 ? '' : 's'}.`;
    case 'tavern':
      return `${e.hero} sits down to ${e.title}${e.stake > 0 ? ` for ${e.stake} gold` : ''}.`;
    case 'tavern-end':
      // The game's own words for its end carry every seat's score: the card game's panel is gone now.
      return e.ending ? `${e.title}: ${e.ending}` : `${e.hero} ${e.outcome === 'win' ? 'wins' : e.outcome === 'draw' ? 'draws' : 'loses'} at ${e.title}.`;
    case 'end':
      return `*** The end: ${e.title} ***`;
  }
}

/** "Ana plays Brannoc the Bold, Ben plays Ysolde and Wren." */
export function seatsWords(seats: readonly StreamSeat[]): string {
  return `${seats.map((s) => (s.heroes.length === 1 && s.heroes[0] === s.player ? `${s.player} plays himself` : `${s.player} plays ${listed(s.heroes)}`)).join(', ')}.`;
}

/** Who must do what now: "Ben: roll 3D6 for Ysolde (3/IQ)", "Ana decides for Brannoc the Bold", "The players choose". */
/**
 * The options a question offers that the whole table sees, in the terminal's words ("Force the door
 * (3/ST needs 12)"); null where it has none to show. A fight's menus are the acting player's own (his
 * screen or phone shows them): the table sees only whose turn it is.
 */
export function tableOptions(q: Question): string[] | null {
  if (!q.options || q.ask !== 'choose' || q.key.startsWith('fight')) return null;
  return q.options.map((o) => `${o.label}${o.detail ? ` (${o.detail})` : ''}`);
}

export function questionWords(q: Question): string {
  const who = q.to.player ?? 'The players';
  if (q.ask === 'roll' && q.roll) {
    const dice = `${q.roll.dice}D${q.roll.halves ? 6 : q.roll.sides}`;
    const half = q.roll.halves ? ', halved for a D3 (1-2: 1, 3-4: 2, 5-6: 3)' : '';
    return `${who}: roll ${dice}${q.to.hero ? ` for ${q.to.hero}` : ''}${q.roll.what ? ` (${q.roll.what})` : ''}${half}`;
  }
  if (q.to.player === null) return `The players choose: ${q.text}`;
  // "Ana (for Ysolde): ..." says whose question it is; a question that begins with the hero's name
  // ("Ysolde (A) at b2: what now?") says it already.
  const forHero = q.to.hero && q.to.hero !== q.to.player && !q.text.startsWith(q.to.hero);
  return `${who}${forHero ? ` (for ${q.to.hero})` : ''}: ${q.text}`;
}
