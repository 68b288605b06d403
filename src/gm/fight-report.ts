// A fight as the players may know it (stream.ts): each event of the fight as a note, and the board
// after it, current after every event. The foes' statistics, rolls and targets stay with the GM, and
// a foe the party cannot see is not drawn nor named (docs/rulings.md, "What the party sees of a
// fight"): only figures some standing member of the party has in sight, and in the dark only those
// beside one. Used by the GM's session and by a kept fight of the arena (law arena --keep --view).
import type { CombatEvent } from '../combat/events';
import type { Figure } from '../combat/figure';
import { weaponWord } from '../combat/figure';
import type { CombatState } from '../combat/state';
import { footprint } from '../combat/state';
import { canSee } from '../combat/sight';
import { cellDistance, cellLabel, hasOpenRim, Terrain } from '../combat/map';
import type { HexMap } from '../combat/map';
import { hexEffectKind } from '../combat/effect-hooks';
import { panelRow } from '../render/combat-panel';
import type { BoardState, FightNote, MapShape, StreamEvent, StreamFigure } from './stream';

/** The map as the stream keeps it: one character a hex. */
export function mapShape(map: HexMap): MapShape {
  let terrain = '';
  for (let c = 0; c < map.cells; c++) {
    const t = map.terrain[c];
    terrain += t === Terrain.Wall ? '#' : t === Terrain.Obstacle ? '%' : t === Terrain.None ? '_' : '.';
  }
  return { width: map.width, height: map.height, terrain };
}

/** The hexes a figure fills. */
function cellsOf(map: HexMap, f: Figure): number[] {
  return f.size <= 1 ? [f.cell] : (footprint(map, f.cell, f.size) ?? [f.cell]);
}

export class FightReporter {
  /** The board last written: a new one goes in only when it differs. */
  private last = '';

  constructor(
    /** Fought where the party sees little: a foe is seen only beside a member. */
    private readonly dark: boolean,
  ) {}

  /** Can the party see this figure now? Its own figures always; a foe in some standing member's sight. */
  sees(state: CombatState, f: Figure): boolean {
    if (f.side === 'party') return true;
    if (f.status === 'fled' || f.cell < 0) return false;
    const mine = cellsOf(state.map, f);
    const view = { map: state.map, state };
    for (const m of state.figures) {
      if (m.side !== 'party' || m.status !== 'standing' || m.cell < 0) continue;
      for (const a of cellsOf(state.map, m)) {
        for (const b of mine) {
          if (this.dark ? cellDistance(state.map, a, b) <= 1 : canSee(view, a, b, m)) return true;
        }
      }
    }
    return false;
  }

  /** The fight's start: its map, the party, and the foes the party sees. */
  begin(state: CombatState): Extract<StreamEvent, { t: 'fight' }> {
    const seen = state.figures.filter((f) => this.sees(state, f));
    return {
      t: 'fight',
      map: mapShape(state.map),
      party: state.figures.filter((f) => f.side === 'party').map((f) => f.name),
      foes: seen.filter((f) => f.side === 'foes').map((f) => f.name),
      dark: this.dark,
    };
  }

  /** The board as the players see it now. */
  board(state: CombatState): BoardState {
    const wayOut = hasOpenRim(state.map);
    const figures: StreamFigure[] = state.figures
      .filter((f) => f.cell >= 0 && f.status !== 'fled' && this.sees(state, f))
      .map((f) => ({
        ...panelRow(f, state.figures, { hidden: f.side !== 'party', wayOut }),
        cell: f.cell,
        size: f.size,
        status: f.status,
        grapple: f.grapple,
      }));
    const shown = new Set(figures.map((f) => f.id));
    // A grapple with a figure out of sight is drawn with the one in sight alone.
    for (const f of figures) if (f.grapple !== null && !shown.has(f.grapple)) f.grapple = null;
    const active = state.active !== null && shown.has(state.active) ? state.active : null;
    return {
      round: state.round,
      active,
      figures,
      // A mage's dropped staff is "a staff" (figure.ts, weaponWord), a goblin's club "a Club".
      floor: state.floor.map((i) => {
        const owner = state.figures.find((f) => f.id === i.owner);
        return { cell: i.cell, word: owner ? weaponWord(owner, i.name) : i.name };
      }),
      effects: state.hexEffects.map((h) => ({ symbol: hexEffectKind(h.kind).symbol ?? '~', cells: [...h.cells] })),
    };
  }

  /** The stream's events for one event of the fight: its note, if the players learn of it, and the board if it changed. */
  event(e: CombatEvent, state: CombatState): StreamEvent[] {
    const out: StreamEvent[] = [];
    const n = this.note(e, state);
    if (n) out.push({ t: 'note', n });
    const board = this.board(state);
    const key = JSON.stringify(board);
    if (key !== this.last) {
      this.last = key;
      out.push({ t: 'board', board });
    }
    return out;
  }

  /** After an undo in the fight the board is written again, whatever it was. */
  forgetBoard(): void {
    this.last = '';
  }

  /** One event of the fight as the players know it, or null for what they do not learn. */
  note(e: CombatEvent, state: CombatState): FightNote | null {
    const fig = (id: string): Figure | undefined => state.figures.find((f) => f.id === id);
    /** A figure's name, or null for one the party cannot see. */
    const who = (id: string): string | null => {
      const f = fig(id);
      return f && this.sees(state, f) ? f.name : null;
    };
    const ours = (id: string) => fig(id)?.side === 'party';
    const cell = (c: number) => cellLabel(state.map, c);
    switch (e.t) {
      case 'round':
        return { k: 'round', round: e.round };
      case 'surprise':
        return { k: 'surprise', side: e.side };
      case 'initiative':
        return e.winner === null ? null : { k: 'initiative', side: e.winner };
      case 'side-turn': {
        // SEQUENCE OF PLAY: the side's players take their turns one after another, in their seats' order.
        const players: string[] = [];
        for (const f of state.figures) if (f.side === e.side && f.status === 'standing' && f.player !== null && !players.includes(f.player)) players.push(f.player);
        return { k: 'side', side: e.side, players };
      }
      case 'turn':
        return ours(e.figure) ? { k: 'turn', who: who(e.figure), player: fig(e.figure)?.player ?? null } : null;
      case 'move': {
        if (e.path.length === 0) return null;
        const to = e.path[e.path.length - 1];
        const seen = who(e.figure);
        // A foe who moves out of sight was last seen going; one who moves unseen is not heard of.
        return seen === null ? null : { k: 'move', who: seen, to: cell(to) };
      }
      case 'attack': {
        const roll = ours(e.attacker) && e.check ? { total: e.check.throws[e.check.throws.length - 1].total, target: e.check.target } : null;
        return { k: 'attack', who: who(e.attacker), at: who(e.defender), how: e.mode, hit: e.hit, roll };
      }
      case 'damage':
        return { k: 'damage', who: who(e.defender), amount: e.damage.amount, fatigue: e.damage.fatigue };
      case 'harm':
        return e.damage + e.fatigue > 0 ? { k: 'harm', who: who(e.figure), damage: e.damage, fatigue: e.fatigue, cause: e.cause } : null;
      case 'dodge':
        return { k: 'dodge', who: who(e.figure), from: who(e.attacker), dodged: e.check.passed };
      case 'fall':
        return { k: 'fall', who: who(e.figure) };
      case 'flee':
        return { k: 'flee', who: who(e.figure) };
      case 'drop':
        return who(e.figure) === null ? null : { k: 'drop', who: who(e.figure), items: [...e.items] };
      case 'ready':
        return e.to && who(e.figure) !== null ? { k: 'ready', who: who(e.figure), weapon: e.to } : null;
      case 'pick-up':
        return who(e.figure) === null ? null : { k: 'pick-up', who: who(e.figure), item: e.item };
      case 'morale':
        return e.broke ? { k: 'morale', side: e.side } : null;
      case 'effect':
        // An effect's text may carry a foe's targets and totals, or say that his creation is an
        // illusion: the players read the party's own, and of a foe only that something happened.
        if (e.figure === null || ours(e.figure)) return { k: 'effect', who: e.figure ? who(e.figure) : null, text: e.text };
        return who(e.figure) === null ? null : { k: 'effect', who: who(e.figure), text: null };
      case 'cast':
        // Who casts what, and whether it works: the foe's IQ and rolls stay off the players' screen.
        return { k: 'cast', who: who(e.figure), spell: e.spell, on: e.on ? who(e.on) : null, works: e.success };
      case 'death':
        return { k: 'death', who: who(e.figure) };
      case 'xp':
        return ours(e.figure) ? { k: 'xp', who: fig(e.figure)?.name ?? e.figure, xp: e.xp } : null;
      case 'medic':
        return { k: 'medic', who: fig(e.medic)?.name ?? e.medic, patient: fig(e.patient)?.name ?? e.patient, healed: e.healed };
      case 'wish':
        return { k: 'wish', who: fig(e.figure)?.name ?? e.figure };
      case 'remedy':
        return { k: 'effect', who: fig(e.giver)?.name ?? e.giver, text: `gives ${fig(e.figure)?.name ?? e.figure} the ${e.item}: ${e.healed} damage healed` };
      case 'stalemate':
        return { k: 'stalemate' };
      case 'arrive': {
        const seen = e.figures.map(who).filter((x): x is string => x !== null);
        return seen.length ? { k: 'arrive', who: seen } : null;
      }
      default:
        return null;
    }
  }
}
