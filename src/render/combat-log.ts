// The combat log: one line per event, every roll with its target and odds in the engine's dice
// format ("Brannoc strikes Goblin 1 with Broad Sword: 3/DX needs 11: 62.50% - rolled 4+3+2 = 9, pass
// (margin 2); 2D6 rolled 5+3 = 8 - 1 armor = 7 damage"). A hit and its damage share a line.
import type { CheckLog, CombatEvent, ContestLog, DamageLog, ThrowLog } from '../combat/events';
import { formatCurses, formatPercent } from '../dice';
import { formatDiceSum } from './dice';
import type { Style } from '../io/style';
import { PLAIN, capitalizeFirst } from '../io/style';
import { listed, midSentence } from './words';

/** What the log needs to know of the fight: names of figures and of cells. */
export interface LogView {
  name(id: string): string;
  cell(cell: number): string;
  /** ST of a figure (for "falls" lines). */
  st?(id: string): number;
  /** A weapon's name as said of the figure who has it (figure.ts, weaponWord: a mage's Club is "staff"); default the name. */
  weapon?(id: string, name: string): string;
  /** A practice fight (the arena): XP earned is not kept. */
  practice?: boolean;
}

function faces(f: readonly number[] | null, sum: number): string {
  if (f === null || f.length === 1) return String(sum);
  return `${f.join('+')} = ${sum}`;
}

function throwText(t: ThrowLog, curses: number, style: Style): string {
  const roll = curses > 0 ? `${t.faces ? t.faces.join('+') : t.sum}+${curses} curse${curses > 1 ? 's' : ''} = ${t.total}` : faces(t.faces, t.sum);
  const verdict = t.passed ? style.green(`pass (margin ${t.margin})`) : style.red(`fail (margin ${t.margin})`);
  return `${t.typed ? 'typed' : 'rolled'} ${roll}, ${verdict}`;
}

export function checkText(c: CheckLog, style: Style = PLAIN): string {
  const head = `${c.dice}/${c.attribute} needs ${c.target}${formatCurses(c.curses)}: ${formatPercent(c.chance)}`;
  const parts = c.throws.map((t, i) => (i === 0 ? '' : 'karma re-roll: ') + throwText(t, c.curses, style));
  return `${head} - ${parts.join('; ')}`;
}

export function contestText(c: ContestLog, view: LogView, style: Style = PLAIN): string {
  const side = (s: ContestLog['a']) => `${view.name(s.id)} rolled ${faces(s.faces, s.total)} (wins at ${s.target} or less)`;
  const who = c.winner === null ? style.yellow('nobody wins') : style.green(`${view.name(c.winner)} wins`);
  return `${side(c.a)} against ${side(c.b)}: ${who}`;
}

export function damageText(d: DamageLog): string {
  const extras = `${d.skill > 0 ? ` +${d.skill} skill` : ''}${d.stronger > 0 ? ' +1 stronger' : ''}`;
  const total = d.sum + d.modifier + d.skill + d.stronger;
  const kind = d.fatigue ? 'fatigue' : 'damage';
  const shown = formatDiceSum(d.faces, d.sum, d.modifier);
  const sum = extras !== '' ? `${shown}${extras} = ${total}` : shown;
  const how = d.typed ? 'typed' : 'rolled';
  // A roll of nothing or less does nothing (injury.ts counts it as 0): "D6-2 rolled 1-2 = -1: no damage", not "-1 damage" (issue 16).
  if (total <= 0) return `${d.expr} ${how} ${sum}: no ${kind}`;
  if (d.armor === 0) return `${d.expr} ${how} ${sum} ${kind}`;
  return `${d.expr} ${how} ${sum} - ${d.armor} armor = ${d.amount} ${kind}`;
}

const SIDE_NAME = { party: 'the party', foes: 'the foes' } as const;

/** The text of one event, or null for events the log does not show. */
export function eventText(e: CombatEvent, view: LogView, style: Style = PLAIN): string | null {
  const n = (id: string) => view.name(id);
  /** The weapon `name` of the figure `id`. */
  const w = (id: string, name: string) => view.weapon?.(id, name) ?? name;
  switch (e.t) {
    case 'begin':
      return `The fight begins${e.map ? ` at ${midSentence(e.map)}` : ''}.`;
    case 'surprise':
      return `Surprise! ${e.side === 'party' ? 'The party takes' : 'The foes take'} a free turn before anyone can answer.`;
    case 'streetwise':
      return `${n(e.figure)} watches for an ambush (Streetwise): ${contestText(e.contest, view, style)}: ${e.negated ? 'no surprise' : 'still surprised'}.`;
    case 'initiative':
      return `Initiative: the party rolled ${e.party}, the foes rolled ${e.foes}: ${e.winner === 'party' ? 'the party goes first' : e.winner === 'foes' ? 'the foes go first' : 'a tie, roll again'}.`;
    case 'tactician':
      return `${n(e.figure)} reads the field (Tactician): ${contestText(e.contest, view, style)}: ${e.stolen ? 'the initiative is stolen' : 'no change'}.`;
    case 'stalker':
      return `${n(e.figure)} stalks (Stalker): ${contestText(e.contest, view, style)}: ${e.freeTurn ? 'a free turn' : 'no free turn'}.`;
    case 'round':
      return style.bold(`-- Round ${e.round} --`);
    case 'side-turn':
      return e.free ? `${e.side === 'party' ? "The party's" : "The foes'"} free turn.` : null;
    case 'turn':
      return null;
    case 'skip':
      return e.why === 'reacted' ? `${n(e.figure)} gives up this turn for reacting earlier.` : `${n(e.figure)} loses this turn.`;
    case 'move': {
      const from = view.cell(e.path[0]);
      const to = view.cell(e.path[e.path.length - 1]);
      const steps = e.path.length - 1;
      return `${n(e.figure)} moves ${from} to ${to} (${steps} hex${steps === 1 ? '' : 'es'})${e.carried ? `, carrying ${n(e.carried)}` : ''}.`;
    }
    case 'attack': {
      const att = n(e.attacker);
      const def = n(e.defender);
      const bonus = e.skill > 0 && e.bonus ? ` (+${e.skill} ${e.bonus === 'hit' ? 'to hit' : 'damage'})` : '';
      const verb: Record<string, string> = {
        strike: `strikes ${def}`,
        shoot: `shoots at ${def}`,
        throw: `throws at ${def}`,
        grapple: `hits ${def} in the grapple`,
      };
      const back: Record<string, string> = {
        strike: `counterattacks ${def}`,
        shoot: `shoots back at ${def}`,
        throw: `throws back at ${def}`,
        grapple: `hits back at ${def} in the grapple`,
      };
      const head =
        e.role === 'counter'
          ? `${att} ${back[e.mode]}`
          : e.role === 'preempt'
            ? `${att} strikes first as ${def} comes in (+1 die)`
            : e.role === 'passed'
              ? `${att} ${verb[e.mode]} in passing`
              : `${att} ${verb[e.mode]}`;
      const weapon = ` with ${e.mode === 'throw' ? `the ${w(e.attacker, e.weapon)}` : w(e.attacker, e.weapon)}${bonus}`;
      if (e.check === null) return `${head}${weapon}: an automatic hit`;
      return `${head}${weapon}: ${checkText(e.check, style)}${e.hit ? '' : ', miss'}`;
    }
    case 'damage':
      return `${damageText(e.damage)}${e.left > 0 ? ` (${n(e.defender)} can take ${e.left} more)` : ''}`;
    case 'harm':
      return `${n(e.figure)} takes ${e.damage > 0 ? `${e.damage} damage` : ''}${e.damage > 0 && e.fatigue > 0 ? ' and ' : ''}${e.fatigue > 0 ? `${e.fatigue} fatigue` : ''} (${e.cause}).`;
    case 'dodge':
      return `${n(e.figure)} dodges: ${checkText(e.check, style)}${e.check.passed ? '' : ', hit anyway'}; gives up the next turn.`;
    case 'react':
      return e.kind === 'counter' || e.kind === 'enter' ? null : `${n(e.figure)} reacts to ${n(e.to)} (${e.kind}) and gives up the next turn.`;
    case 'enter':
      return e.role === 'action' ? `${n(e.figure)} rushes into ${n(e.target)}'s hex to grapple.` : `${n(e.figure)} answers by rushing into ${n(e.target)}'s hex to grapple (gives up the next turn).`;
    case 'drop':
      return `${n(e.figure)} drops ${listed(e.items.map((i) => `the ${w(e.figure, i)}`))}.`;
    case 'fall': {
      const mortal = e.damage >= 2 * e.st ? ' - twice the ST in damage: beyond saving' : e.damage >= e.st ? ' - dying unless healed after the fight' : '';
      return style.bold(`${n(e.figure)} falls unconscious (damage ${e.damage} + fatigue ${e.fatigue} >= ST ${e.st})${mortal}.`);
    }
    case 'drag':
      return `${n(e.figure)} tries to drag ${n(e.other)}: ${e.contest ? contestText(e.contest, view, style) : ''}${e.to !== null ? `: drags ${n(e.other)} to ${view.cell(e.to)}` : ': no'}.`;
    case 'escape':
      if (e.contest === null) return `${n(e.figure)} steps out of the grapple, twice as strong as ${n(e.other)}.`;
      return `${n(e.figure)} tries to escape ${n(e.other)}: ${contestText(e.contest, view, style)}${e.to !== null ? `: escapes to ${view.cell(e.to)}` : ': still held'}.`;
    case 'ready':
      return e.to === null ? `${n(e.figure)} puts the ${w(e.figure, e.from!)} away.` : `${n(e.figure)} readies the ${w(e.figure, e.to)}${e.from ? ` (puts the ${w(e.figure, e.from)} away)` : ''}.`;
    case 'pick-up':
      return `${n(e.figure)} picks up the ${w(e.owner, e.item)}${e.readied ? ' and holds it ready' : ''}.`;
    case 'reload':
      return `${n(e.figure)} reloads the ${e.weapon} (${e.done} of ${e.of})${e.done >= e.of ? ': loaded' : ''}.`;
    case 'flee':
      return `${n(e.figure)} flees the board from ${view.cell(e.from)}.`;
    case 'morale':
      return `${n(e.figure)} tries to hold ${SIDE_NAME[e.side]} together (${e.modifier >= 0 ? '+' : ''}${e.modifier} for the numbers): ${checkText(e.check, style)}: ${e.broke ? style.bold(`${SIDE_NAME[e.side]} break and flee`) : 'they stand'}.`;
    case 'pass':
      return `${n(e.figure)} waits.`;
    case 'effect':
      // An effect on a figure is said after his name, and its text does not name him again.
      return e.figure ? `${n(e.figure)}: ${e.text}` : e.text;
    case 'cast':
      // The casting roll's dice, like every other roll's.
      if (e.contest) return `${n(e.figure)} casts ${e.spell} on ${n(e.on!)}: IQ contest: ${contestText(e.contest, view, style)}: ${e.success ? 'the spell takes hold' : `${n(e.on!)} resists`}`;
      return `${n(e.figure)} casts ${e.spell}: ${e.check ? checkText(e.check, style) : ''}${e.success ? '' : ': the spell fails'}`;
    case 'stalemate':
      return `Nobody has been hurt for a long while: the fight breaks off after ${e.rounds} rounds.`;
    case 'arrive':
      return style.bold(`${e.figures.map(n).join(', ')} ${e.figures.length === 1 ? 'comes' : 'come'} onto the field.`);
    case 'end': {
      const r = `${e.rounds} round${e.rounds === 1 ? '' : 's'}`;
      const text: Record<string, string> = {
        victory: `The party wins after ${r}.`,
        defeat: `The party is beaten after ${r}.`,
        fled: `The party has fled after ${r}.`,
        draw: `Neither side wins after ${r}.`,
        ended: `The fight ends after ${r}, neither side beaten.`,
      };
      return style.bold(text[e.outcome] ?? `The fight ends after ${r}.`);
    }
    case 'recover':
      return `${n(e.figure)} recovers ${e.fatigue} fatigue point after the fight.`;
    case 'pick-up-after':
      return `${n(e.figure)} takes back ${listed(e.items.map((i) => `the ${w(e.figure, i)}`))}.`;
    case 'left-behind':
      return style.bold(`${n(e.figure)} leaves ${listed(e.items.map((i) => `the ${w(e.figure, i)}`))} on the field: lost.`);
    case 'medic':
      return `${n(e.medic)} treats ${n(e.patient)} (Medic): ${checkText(e.check, style)}${e.healed > 0 ? `: heals ${e.healed}` : ': no help'}.`;
    case 'wish':
      return `${n(e.figure)} spends a wish: all ${e.healed} damage is undone.`;
    case 'remedy': {
      const rolled = e.faces ? ` (rolled ${e.faces.join('+')})` : '';
      const now = e.damage >= e.st ? `; still dying (damage ${e.damage}, ST ${e.st})` : `; saved (damage ${e.damage}, ST ${e.st})`;
      return `${n(e.giver)} gives ${n(e.figure)} the ${e.item}${rolled}: heals ${e.healed}${now}.`;
    }
    case 'death':
      return style.bold(`${n(e.figure)} dies of the wounds${e.irreversible ? ' (twice the ST: beyond any healing)' : ''}.`);
    case 'xp':
      return view.practice ? `${n(e.figure)} earns ${e.xp} XP (not kept: the arena is practice).` : `${n(e.figure)} earns ${e.xp} XP.`;
  }
}

/**
 * Writes events as lines as they happen. A hit is held back until its damage comes, so that both
 * read as one line; anything else (a prompt included: call flush) lets it out first.
 */
export class CombatLog {
  private pending: { line: string; attacker: string; defender: string } | null = null;
  readonly lines: string[] = [];

  constructor(
    private readonly view: LogView,
    private readonly write: (line: string) => void,
    private readonly style: Style = PLAIN,
  ) {}

  event(e: CombatEvent): void {
    if (e.t === 'damage' && this.pending && this.pending.attacker === e.attacker && this.pending.defender === e.defender) {
      const line = `${this.pending.line}; ${eventText(e, this.view, this.style)}`;
      this.pending = null;
      this.out(line);
      return;
    }
    this.flush();
    const line = eventText(e, this.view, this.style);
    if (line === null) return;
    if (e.t === 'attack' && e.hit) this.pending = { line, attacker: e.attacker, defender: e.defender };
    else this.out(line);
  }

  flush(): void {
    if (this.pending) {
      const line = this.pending.line;
      this.pending = null;
      this.out(line);
    }
  }

  private out(text: string): void {
    // A line that opens with a creature's name ("drowned brother") is still a sentence.
    const line = capitalizeFirst(text);
    this.lines.push(line);
    this.write(line);
  }
}
