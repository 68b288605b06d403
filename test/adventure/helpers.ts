// Small adventures played in tests: load a fixture, make heroes, play with recorded answers and
// fixed dice, and look at the transcript, the events and the final state.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Character } from '../../src/character';
import { SHEET_SCHEMA } from '../../src/character';
import type { Adventure, Chooser, GameEvent, GameResult, GameState, Prompt } from '../../src/adventure';
import { IoChooser, lintAdventure, loadAdventureText, newGame, playGame } from '../../src/adventure';
import type { DiceSource } from '../../src/dice';
import { ScriptedDice } from '../../src/dice';
import { RecordedIo } from '../../src/io';
import { renderEvent } from '../../src/render/adventure-events';
import type { CombatEngine, EncounterOptions } from '../../src/adventure/combat-port';
import { combatEngine } from '../../src/adventure/combat-port';

export const FIXTURES = path.join(__dirname, '..', 'fixtures', 'adventures');

export function fixtureText(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8');
}

/** Loads a fixture (or YAML text); fails the test with every diagnostic if it does not load. */
export function load(nameOrText: string, file = 'test.yaml'): Adventure {
  const isText = nameOrText.includes('\n');
  const r = loadAdventureText(isText ? nameOrText : fixtureText(nameOrText), isText ? file : `${nameOrText}.yaml`, {
    readFile: (rel) => fs.readFileSync(path.join(FIXTURES, rel), 'utf8'),
  });
  if (!r.adventure) throw new Error(`did not load:\n${r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`).join('\n')}`);
  return r.adventure;
}

export function hero(over: Partial<Character> = {}): Character {
  return {
    schema: SHEET_SCHEMA,
    name: 'Ajax',
    type: 'normal',
    st: 12,
    dx: 11,
    iq: 9,
    xp: 0,
    skills: {},
    spells: [],
    weapons: ['Short Sword'],
    armor: null,
    shield: null,
    staff: null,
    gold: 30,
    items: [{ name: 'Torch', count: 2 }],
    damage: 0,
    fatigue: 0,
    karma: 0,
    wishes: 0,
    curses: 0,
    adventure: null,
    save: null,
    ...over,
  };
}

export interface Played {
  output: string;
  events: GameEvent[];
  result: GameResult;
  state: GameState;
  io: RecordedIo;
}

export interface PlayOpts {
  answers?: string[];
  /** Faces of each roll in order; the dice come from the seed when not given. */
  rolls?: number[][];
  dice?: DiceSource;
  seed?: string;
  gm?: boolean;
  chooser?: Chooser;
  extras?: boolean;
  state?: GameState;
}

export async function play(adventure: Adventure, party: Character[], opts: PlayOpts = {}): Promise<Played> {
  const io = new RecordedIo(opts.answers ?? []);
  const events: GameEvent[] = [];
  const dice = opts.dice ?? (opts.rolls ? new ScriptedDice(opts.rolls) : undefined);
  const result = await playGame(adventure, opts.state ?? newGame(adventure, party, opts.seed ?? 'test'), [], {
    chooser: opts.chooser ?? new IoChooser(io, { extras: opts.extras ?? false, control: 'ai' }),
    dice,
    gm: opts.gm,
    emit: (e) => {
      events.push(e);
      const t = renderEvent(e);
      if (t !== null) io.say(t);
    },
  }).catch((e: unknown) => {
    // Out of answers: show where the game stood, so a failing test says what it asked.
    if (e instanceof Error && e.name === 'EndOfInput') throw new Error(`ran out of answers; the game so far:\n${io.output}`);
    throw e;
  });
  return { output: io.output, events, result, state: result.state, io };
}

/** Answers each prompt by the first open item whose label contains the next wanted text; confirms nothing. */
export function byLabel(wanted: string[], prompts: Prompt[] = []): Chooser {
  return {
    choose: async (p) => {
      prompts.push(p);
      const w = wanted.shift();
      if (w === undefined) throw Object.assign(new Error(`no answer for "${p.message}": ${p.items.map((i) => i.label).join(' | ')}`), { name: 'EndOfInput' });
      const k = p.items.findIndex((i) => i.label.includes(w) && !i.disabled);
      if (k < 0) throw new Error(`no open choice "${w}" in: ${p.items.map((i) => `${i.label}${i.disabled ? ` (closed: ${i.disabled})` : ''}`).join(' | ')}`);
      return k;
    },
    confirm: async () => false,
    combat: { control: 'ai', io: null, quiet: true },
    extras: false,
  };
}

/** The codes, lines and columns the loader and the lint give a YAML text. */
export function codes(text: string): Array<[string, number, number]> {
  const r = loadAdventureText(text, 't.yaml');
  const lint = r.adventure && r.uses ? lintAdventure(r.adventure, r.uses) : [];
  return [...r.diagnostics, ...lint].map((d) => [d.code, d.line, d.column]);
}

/** The ids of the sections entered, in order. */
export const sectionsOf = (events: GameEvent[]): string[] => events.filter((e) => e.kind === 'section').map((e) => (e as { id: string }).id);

/**
 * A stand-in combat engine: the real one's maps and bestiary, and fights won at once by the party as
 * it came, each fight's options kept in `asked` (what the adventure hands the engine).
 */
export function winningEngine(asked: EncounterOptions[]): CombatEngine {
  return {
    ...combatEngine()!,
    runEncounter: async (o) => {
      asked.push(o);
      return { outcome: 'victory', rounds: 2, party: o.figures.filter((f) => f.character).map((f) => ({ id: f.id, character: f.character!, status: 'standing', xp: 0 })), foes: [], allies: [] };
    },
  };
}
