// Where dice come from: the seeded Rng, or a person at the table typing what real dice showed
// (`--dice manual`). The engine asks a DiceSource and never knows which one it has.
import type { Rng } from './rng';

export interface Roll {
  /** Each die, when known; a total typed in by hand leaves the faces unknown. */
  faces: readonly number[] | null;
  sum: number;
  /** Typed in by a person from real dice (absent: rolled by the engine); the log says which. */
  typed?: true;
}

export interface DiceSource {
  readonly manual: boolean;
  /**
   * Throws `count` dice of `sides` sides; `label` says who rolls and for what, `roller` names the
   * character whose dice they are (absent: the world's, a table's, a foe's).
   */
  roll(count: number, sides: number, label: string, roller?: string | null): Promise<Roll>;
  /**
   * The same dice drawing their automatic part from `rng`, the game's own generator (PlayersDice).
   * Absent: the source draws nothing from a generator, or from its own.
   */
  bind?(rng: Rng): DiceSource;
}

export class AutoDice implements DiceSource {
  readonly manual = false;
  constructor(readonly rng: Rng) {}

  /** The same throw as roll(), for code that cannot wait (the simulator, the AI's own games). */
  rollNow(count: number, sides: number): Roll {
    const faces = new Array<number>(count);
    let sum = 0;
    for (let i = 0; i < count; i++) sum += faces[i] = this.rng.die(sides);
    return { faces, sum };
  }

  // The label matters only to a person typing dice in; seeded dice ignore it.
  async roll(count: number, sides: number, _label?: string): Promise<Roll> {
    return this.rollNow(count, sides);
  }
}

/** Dice fixed in advance, for tests and worked examples: each roll takes the next faces. */
export class ScriptedDice implements DiceSource {
  readonly manual = false;
  private readonly queue: number[][];
  readonly log: Array<{ label: string; faces: number[] }> = [];

  constructor(rolls: ReadonlyArray<readonly number[]>) {
    this.queue = rolls.map((r) => [...r]);
  }

  get remaining(): number {
    return this.queue.length;
  }

  async roll(count: number, sides: number, label: string): Promise<Roll> {
    const faces = this.queue.shift();
    if (!faces) throw new Error(`scripted dice ran out at "${label}"`);
    if (faces.length !== count || faces.some((f) => f < 1 || f > sides)) {
      throw new Error(`scripted dice: "${label}" wants ${count}D${sides}, got [${faces.join(',')}]`);
    }
    this.log.push({ label, faces });
    return { faces, sum: faces.reduce((s, f) => s + f, 0) };
  }
}

/**
 * Reads what a person typed for `count` dice of `sides` sides: either the total, or every face
 * separated by spaces or commas. Returns the roll, or an error message that says what is accepted.
 */
export function parseManualRoll(text: string, count: number, sides: number): Roll | string {
  if (sides === 3) return parseD3FromD6(text, count);
  const parts = text.trim().split(/[\s,+]+/).filter((p) => p !== '');
  const expect =
    count === 1
      ? `a number from 1 to ${sides}`
      : `the total (${count} to ${count * sides}) or the ${count} faces (each 1 to ${sides})`;
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return `type ${expect}`;
  const nums = parts.map(Number);
  if (nums.length === 1) {
    const sum = nums[0];
    if (sum < count || sum > count * sides) return `${sum} cannot be rolled on ${count}D${sides}: type ${expect}`;
    return { faces: count === 1 ? [sum] : null, sum };
  }
  if (nums.length !== count) return `${nums.length} faces given for ${count} dice: type ${expect}`;
  const badFace = nums.find((f) => f < 1 || f > sides);
  if (badFace !== undefined) return `a D${sides} shows 1 to ${sides}, not ${badFace}: type ${expect}`;
  return { faces: nums, sum: nums.reduce((s, f) => s + f, 0) };
}

/**
 * A D3 as a table rolls it (docs/rulings.md, "A D3 at the table"): a D6, halved and rounded up, so 1-2
 * is 1, 3-4 is 2 and 5-6 is 3. What is typed is each D6's face; the roll keeps the D3s they make.
 */
export function d3OfD6(face: number): number {
  return Math.ceil(face / 2);
}

function parseD3FromD6(text: string, count: number): Roll | string {
  const parts = text.trim().split(/[\s,+]+/).filter((p) => p !== '');
  const expect = count === 1 ? "the D6's face, 1 to 6 (it is halved: 1-2 is 1, 3-4 is 2, 5-6 is 3)" : `the ${count} D6 faces, each 1 to 6 (each is halved: 1-2 is 1, 3-4 is 2, 5-6 is 3)`;
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return `type ${expect}`;
  const faces = parts.map(Number);
  if (faces.length !== count) return `${faces.length} faces given for ${count} dice: type ${expect}`;
  const bad = faces.find((f) => f < 1 || f > 6);
  if (bad !== undefined) return `a D6 shows 1 to 6, not ${bad}: type ${expect}`;
  const d3 = faces.map(d3OfD6);
  return { faces: d3, sum: d3.reduce((a, b) => a + b, 0) };
}

/** What ManualDice needs of the user interface: ask for text until `accept` returns null. */
export type AskLine = (message: string, accept: (text: string) => string | null) => Promise<string>;

export class ManualDice implements DiceSource {
  readonly manual = true;
  constructor(private readonly ask: AskLine) {}

  async roll(count: number, sides: number, label: string): Promise<Roll> {
    let roll: Roll | undefined;
    // A D3 is a D6 halved, as tables roll it (docs/rulings.md): the prompt says so.
    const prompt =
      sides === 3
        ? `${label}: roll ${count}D3 as ${count === 1 ? 'a D6' : `${count} D6`} and type ${count === 1 ? 'its face' : 'the faces'} (halved: 1-2 is 1, 3-4 is 2, 5-6 is 3)`
        : `${label}: roll ${count}D${sides}, type the ${count === 1 ? 'face' : 'total or the faces'}`;
    await this.ask(prompt, (text) => {
      const r = parseManualRoll(text, count, sides);
      if (typeof r === 'string') return r;
      roll = r;
      return null;
    });
    if (!roll) throw new Error('manual dice: no roll accepted');
    return { ...roll, typed: true };
  }
}

/**
 * Real dice for the players' own characters and the seeded dice for the rest: foes, tables and the
 * world (`--dice players`: each player rolls his characters' dice at the table and the GM types
 * them in; the monsters roll themselves).
 */
export class PlayersDice implements DiceSource {
  readonly manual = true;

  constructor(
    readonly auto: AutoDice,
    private readonly typed: DiceSource,
    /** Each player's character, with the name of his player (the roll is asked of him). */
    private readonly players: ReadonlyMap<string, string>,
  ) {}

  /** Whether a roll for `roller` is typed in. */
  typedFor(roller: string | null | undefined): boolean {
    return roller !== null && roller !== undefined && this.players.has(roller);
  }

  roll(count: number, sides: number, label: string, roller?: string | null): Promise<Roll> {
    if (!this.typedFor(roller)) return this.auto.roll(count, sides, label);
    const player = this.players.get(roller!)!;
    return this.typed.roll(count, sides, player === roller ? label : `${player}: ${label}`, roller);
  }

  bind(rng: Rng): PlayersDice {
    return new PlayersDice(new AutoDice(rng), this.typed, this.players);
  }
}
