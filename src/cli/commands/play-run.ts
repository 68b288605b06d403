// The work of `law play`: find the adventure and the party, then play section after section through
// the interpreter, saving at every section, until an ending (sheets written back) or the end of
// input (the save stands, ready for --resume).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import type { Character, CharacterStore, SheetFile } from '../../character';
import { createCharacter, isAlive, StoreError } from '../../character';
import { askCreation } from '../../render/character-creator';
import { claimFile, FileRefused, LockError, writeFileAtomic } from '../../files';
import type { Adventure } from '../../adventure/model';
import type { GameState } from '../../adventure/state';
import type { HistoryEntry } from '../../adventure/game';
import type { SaveFile } from '../../adventure/save';
import { AdventureError, formatDiagnostic } from '../../adventure/diagnostics';
import { adventureLoadedAhead } from '../../adventure/load-cache';
import { newGame } from '../../adventure/state';
import { playGame } from '../../adventure/game';
import { ENGINE_VERSION, formatSave, makeSave, readSave, saveMismatch } from '../../adventure/save';
import { leaveBehind } from '../../adventure/leave-behind';
import { IoChooser } from '../../adventure/io-chooser';
import type { DiceSource } from '../../dice';
import type { Io } from '../../io';
import { EndOfInput, gmLine, TapeIo } from '../../io';
import type { TapedAnswer } from '../../io';
import { renderEvent, wrapProse } from '../../render/adventure-events';
import type { Run } from '../../adventure/interpreter';
import type { DiceMode } from '../../adventure/save';
import { AutoDice, PlayersDice, Rng } from '../../dice';
import type { Seat } from '../../adventure/players';
import { seatedCharacters, withSheetNames } from '../../adventure/players';
import { renderSheet } from '../../render/character-sheet';
import { environmentProblem, UsageError, UserError } from '../errors';
import { diceSource, displayPath, openStore, sampleHeroes, seedFrom, userErrors } from '../shared';
import type { PlayOptions } from './play';
import { BUNDLED_DIR, bundledTitles, findAdventure } from './play-find';
import { beginTranscript, checkTranscriptFile, TranscriptIo } from './play-log';
import { abandonGame, bringHome, claimNewSave, clearOldHolds, markAway, partyCandidates, readSaveText, realPath, samePath } from './play-sheets';

export { SAMPLES_DIR } from '../shared';

/**
 * The adventure to play. `fromSave` names the save that recorded the file: a save is untrusted, so
 * the file it names is told to be unplayable without showing what is in it (a save may name any file).
 */
function loadPlayable(ctx: CliContext, name: string | undefined, fromSave?: string): Adventure {
  const found = findAdventure(ctx, name);
  // A bundled adventure as the build loaded it, while its files are unchanged (load-cache.ts).
  const ahead = path.dirname(found.file) === BUNDLED_DIR && ctx.env.LAW_CACHES !== 'off' ? adventureLoadedAhead(found.file, found.shown) : null;
  if (ahead) return ahead;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { loadAdventureFile } = require('../../adventure/files') as typeof import('../../adventure/files');
  const r = loadAdventureFile(found.file, found.shown);
  if (!r.adventure) {
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    if (fromSave !== undefined) throw new UserError(`cannot continue ${fromSave}: the adventure it was played from, ${found.shown}, cannot be played (law validate ${found.shown} shows why)`);
    throw new UserError(`${found.shown} has ${errors.length} error${errors.length === 1 ? '' : 's'} and cannot be played (law validate ${found.shown} shows them all):\n${errors.slice(0, 5).map(formatDiagnostic).join('\n')}`);
  }
  return r.adventure;
}


function deadWhy(c: Character): string | null {
  return !isAlive(c) ? `${c.name} is dead (damage ${c.damage}, ST ${c.st}): create a new hero with law character create` : null;
}

/**
 * A sample hero played for the first time is copied into the user's characters, to be written back.
 * The copy is on no adventure: a mark the sample carries (it was played where it ships) names a
 * game of another home.
 */
export function adopt(store: CharacterStore, c: Character): SheetFile {
  if (!store.exists(c.name)) {
    try {
      store.create({ ...c, adventure: null, save: null });
    } catch (e) {
      // Another law copied him first: his copy is the one.
      if (!(e instanceof StoreError && store.exists(c.name))) throw e;
    }
  }
  return store.open(c.name);
}

async function pickParty(ctx: CliContext, io: Io, store: CharacterStore, adventure: Adventure): Promise<SheetFile[]> {
  const party: SheetFile[] = [];
  const { min, max } = adventure.party;
  io.say(max > 1 ? `This adventure is for a party of ${min === max ? min : `${min} to ${max}`}.` : 'This adventure is for one hero.');
  for (;;) {
    // Holds that no game will settle (a game ended before the sheets were written, one that never
    // began) are settled first, so that only a hero truly away on a game is shown away.
    const saved = partyCandidates(store, (t) => io.say(t));
    const chosen = new Set(party.map((p) => p.character.name));
    type Pick = { kind: 'saved'; p: SheetFile } | { kind: 'sample'; c: Character } | { kind: 'create' } | { kind: 'done' };
    const choices: Array<{ name: string; value: Pick; disabled?: string; selected?: boolean }> = [];
    for (const p of saved) {
      const c = p.character;
      if (chosen.has(c.name)) continue;
      choices.push({ name: `${c.name} (${c.type}, ST${c.st} DX${c.dx} IQ${c.iq}, XP ${c.xp})`, value: { kind: 'saved', p: { file: p.file, character: c } }, disabled: deadWhy(c) ? 'dead' : (p.away ?? undefined) });
    }
    for (const c of sampleHeroes()) {
      if (chosen.has(c.name) || saved.some((x) => x.character.name === c.name)) continue;
      choices.push({ name: `${c.name}, a sample ${c.type === 'mage' ? 'magic user' : 'fighter'} (ST${c.st} DX${c.dx} IQ${c.iq})`, value: { kind: 'sample', c } });
    }
    choices.push({ name: 'Create a new character', value: { kind: 'create' } });
    // Enter alone sets out: a hero is added by choosing him (issue 29: the cursor on a hero added a companion).
    if (party.length >= min) choices.push({ name: party.length ? 'Set out with this party' : 'Set out', value: { kind: 'done' }, selected: true });
    const pick = await io.choose(party.length === 0 ? 'Who goes on this adventure?' : `Who else goes? (${party.map((p) => p.character.name).join(', ')} so far)`, choices);
    if (pick.kind === 'done') return party;
    if (pick.kind === 'create') {
      const input = await askCreation(io, { nameTaken: (n) => (store.exists(n) ? `a character named "${n}" is already saved` : null) });
      const report = createCharacter(input);
      if (!report.character) {
        io.say(`Cannot create ${input.name}: ${report.errors.join('; ')}`);
        continue;
      }
      let file: string;
      try {
        file = store.create(report.character);
      } catch (e) {
        if (!(e instanceof StoreError)) throw e;
        io.say(`Cannot save ${input.name}: ${e.message}`);
        continue;
      }
      io.say(renderSheet(report.character, ctx.style));
      party.push({ file, character: report.character });
    } else {
      party.push(pick.kind === 'sample' ? adopt(store, pick.c) : pick.p);
    }
    if (party.length >= max) return party;
  }
}

export async function playCommand(ctx: CliContext, adventureName: string | undefined, opts: PlayOptions): Promise<void> {
  // The game's save is claimed for as long as this law plays it: one writer for the file.
  const claims: Array<() => void> = [];
  /** What closes before the save is let go: a served table's server. */
  const closing: Array<() => Promise<void>> = [];
  try {
    await playClaimed(ctx, adventureName, opts, claims, closing);
  } finally {
    for (const close of closing) await close();
    for (const release of claims) release();
  }
}

async function playClaimed(ctx: CliContext, adventureName: string | undefined, opts: PlayOptions, claims: Array<() => void>, closing: Array<() => Promise<void>>): Promise<void> {
  const store = openStore(ctx);
  const claim = (file: string) => {
    try {
      claims.push(claimFile(file, displayPath(ctx, file)));
    } catch (e) {
      if (e instanceof LockError) throw new UserError(e.message);
      throw new UserError(`${displayPath(ctx, file)}: cannot take the saved game (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  };
  /** A saved game named by the user: it must be a file that exists; nothing is made on the way. */
  const existingSave = (given: string): string => {
    const file = realPath(path.resolve(ctx.cwd, given));
    let st: fs.Stats;
    try {
      st = fs.statSync(file);
    } catch (e) {
      throw new UserError(`${displayPath(ctx, file)}: cannot read the saved game (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    if (!st.isFile()) throw new UserError(`${displayPath(ctx, file)}: not a saved game (not a file)`);
    return file;
  };
  if (opts.abandon !== undefined) {
    if (adventureName !== undefined || opts.resume !== undefined || opts.character?.length) throw new UsageError('--abandon takes only the saved game to give up');
    // A save that is gone can still be given up: the heroes it held are freed.
    const named = realPath(path.resolve(ctx.cwd, opts.abandon));
    const file = fs.existsSync(named) ? existingSave(named) : named;
    if (fs.existsSync(file)) claim(file);
    userErrors(() => abandonGame(store, file, (t) => ctx.out(t)));
    return;
  }
  // Every path and flag is checked before anything is written.
  let logFile = opts.log !== undefined ? path.resolve(ctx.cwd, opts.log) : null;
  if (logFile) checkTranscriptFile(logFile, opts.log!, Boolean(opts.force));
  /** What a GM's table kept in the save (the karma's way, what the GM hid), checked when the table opens. */
  let tableKept: unknown;
  /** A served table's links kept in the save (law gm --serve): the same links when served again. */
  let linksKept: unknown;
  let adventure: Adventure;
  let state: GameState;
  let history: HistoryEntry[] = [];
  let seed: string;
  let characters: string[];
  let sheets: string[] | undefined;
  let started: Character[] | undefined;
  let saveFile: string;
  let dice: DiceMode = opts.dice;
  /** The players of a GM's table, when it has named ones. */
  let seats: Seat[] | null = opts.seats ?? null;
  /** Answers of the section under way when the game was saved in a fight. */
  let pending: TapedAnswer[] = [];
  /** A Game Master runs it (law gm): kept in the save, so that --resume goes on in GM mode. */
  let gm = opts.gm === true;
  if (opts.resume !== undefined) {
    saveFile = existingSave(opts.resume);
    claim(saveFile);
    let text: string;
    try {
      text = readSaveText(saveFile);
    } catch (e) {
      if (e instanceof FileRefused) throw new UserError(`${displayPath(ctx, saveFile)}: cannot read the saved game (${e.code})`);
      throw e;
    }
    const save = userErrors(() => {
      try {
        return readSave(text, displayPath(ctx, saveFile));
      } catch (e) {
        if (e instanceof Error && e.name === 'SaveError') throw new UserError(e.message);
        throw e;
      }
    });
    if (opts.character?.length) throw new UsageError('a resumed game goes on with its own party: leave out -c');
    if (save.state.ended) {
      // Ended, but killed before every sheet was given its rewards: give them now.
      const home = userErrors(() => bringHome(store, saveFile, save));
      if (home.some((h) => h.character || h.failed)) {
        ctx.out(`${displayPath(ctx, saveFile)} had ended (${save.state.ended.title}) before the sheets were written; they are written now.`);
        reportHome(ctx.io(), save.state, home);
        return;
      }
    }
    // The adventure the save was made from, where it was; else the bundled one of the same id.
    // Only an adventure file: a save edited to name another file (/etc/passwd) falls back to the id.
    const recorded = save.adventure.file && /\.ya?ml$/i.test(save.adventure.file) && fs.existsSync(save.adventure.file) ? save.adventure.file : save.adventure.id;
    adventure = loadPlayable(ctx, adventureName ?? recorded, adventureName === undefined ? displayPath(ctx, saveFile) : undefined);
    const why = saveMismatch(save, adventure);
    if (why) throw new UserError(`cannot continue ${displayPath(ctx, saveFile)}: ${why}. Start a new game with law play ${adventureName ?? save.adventure.id}`);
    if (save.state.ended) throw new UserError(`${displayPath(ctx, saveFile)} is a finished game (${save.state.ended.title}); start a new one with law play ${adventure.id}`);
    if (save.sheets) {
      for (const file of save.sheets) {
        const c = userErrors(() => store.loadFile(file));
        if (c.save === null || !samePath(c.save, saveFile)) {
          throw new UserError(`cannot continue ${displayPath(ctx, saveFile)}: ${c.name} is no longer held by it (${c.save ? `he is away on another game, ${displayPath(ctx, c.save)}` : 'he was freed'}), so it could not give him what he earns`);
        }
      }
    }
    state = save.state;
    history = save.history;
    pending = save.pending ?? [];
    // Answers recorded by another engine would be given to other questions: the section under way
    // begins again (save.ts, ENGINE_VERSION); what came before it is all in the save's state.
    if (pending.length > 0 && save.engine !== ENGINE_VERSION) {
      pending = [];
      ctx.err(`law: ${displayPath(ctx, saveFile)} was stopped in the middle of section ${save.state.at} by another version of law; that section begins again from its start (all before it is kept)`);
    }
    gm = gm || save.gm === true;
    seats = save.seats ?? null;
    tableKept = save.table;
    linksKept = save.links;
    // The transcript of the game goes on in the file it was begun in, unless another is named.
    if (logFile === null && save.log !== undefined) {
      try {
        checkTranscriptFile(save.log, displayPath(ctx, save.log), false);
        logFile = save.log;
      } catch (e) {
        if (!(e instanceof UserError || e instanceof UsageError)) throw e;
        ctx.err(`law: the transcript begun in ${displayPath(ctx, save.log)} does not go on (${e.message}); name one with --log FILE`);
      }
    }
    seed = save.seed;
    characters = save.characters;
    sheets = save.sheets;
    started = save.started;
    if (opts.dice === 'auto') dice = save.dice;
    // The answers of a fight under way were given with the save's own dice: it goes on with them.
    if (pending.length > 0 && dice !== save.dice) {
      dice = save.dice;
      ctx.err(`law: the fight under way in ${displayPath(ctx, saveFile)} goes on with ${dice} dice, as it began`);
    }
  } else {
    adventure = loadPlayable(ctx, adventureName);
    seed = seedFrom(ctx, opts.seed);
    let party: SheetFile[];
    const asked = seats ? seatedCharacters(seats) : opts.character;
    if (asked?.length) {
      party = asked.map((n) => {
        let p: SheetFile;
        try {
          p = userErrors(() => store.open(n));
        } catch (e) {
          const sample = sampleHeroes().find((x) => x.name.toLowerCase() === n.toLowerCase() || x.name.toLowerCase().startsWith(`${n.toLowerCase()} `));
          if (!sample) throw e;
          p = userErrors(() => adopt(store, sample));
        }
        const dead = deadWhy(p.character);
        if (dead) throw new UserError(dead);
        return p;
      });
      const twice = party.find((p, i) => party.findIndex((q) => q.character.name === p.character.name) !== i);
      if (twice) throw new UsageError(`${seats ? '--party' : '-c'}: ${twice.character.name} is named twice: each character can go only once`);
    } else {
      party = await pickParty(ctx, ctx.io(), store, adventure);
    }
    const { min, max } = adventure.party;
    if (party.length < min || party.length > max) {
      throw new UserError(`"${adventure.title}" is for a party of ${min === max ? min : `${min} to ${max}`}; ${party.length} given`);
    }
    party = userErrors(() => clearOldHolds(store, party, (t) => ctx.err(`law: ${t}`)));
    const claimed = userErrors(() => claimNewSave(store, path.join(ctx.home, 'saves'), adventure.id, party[0].character.name));
    saveFile = claimed.file;
    claims.push(claimed.release);
    // The sheets are marked as away on this game (skills and spells wait until it ends); the game
    // starts from them as they were marked.
    started = userErrors(() => markAway(store, party, adventure.id, saveFile));
    sheets = party.map((p) => p.file);
    state = newGame(adventure, started, seed);
    characters = started.map((c) => c.name);
    if (seats) seats = withSheetNames(seats, characters);
  }
  if (dice === 'players' && !seats) seats = characters.map((c) => ({ player: c, characters: [c] }));

  let io = ctx.io();
  // A GM's table served (law gm --serve): the players' questions go to their phones too, under the
  // transcript and the record of answers, so that an answer from a phone is kept as a typed one.
  // Loaded only with --serve (bench/README.md, "Start-up").
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const served = gm && opts.serve ? new (require('./gm-serve') as typeof import('./gm-serve')).ServedSession(ctx, opts.serve, adventure.title, (seats ?? []).map((s) => s.player), saveFile, linksKept) : null;
  if (served) {
    closing.push(() => served.close());
    io = served.io(io);
  }
  if (logFile) {
    try {
      beginTranscript(logFile, `${adventure.title}, seed ${seed}`, opts.resume !== undefined);
    } catch (e) {
      throw new UserError(`--log ${displayPath(ctx, logFile)}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    io = new TranscriptIo(io, logFile, (e) => ctx.err(`law: ${environmentProblem(e, (p) => displayPath(ctx, p)) ?? `cannot write ${displayPath(ctx, logFile!)} (${(e as Error).message})`}; the transcript stops here, and the game goes on`));
  }
  const shownSave = displayPath(ctx, saveFile);
  // A GM's table: the players' screen beside the save, and the GM's tools at every prompt.
  // Loaded for a GM only: the table and its tools (with the combat engine's orders) cost a plain
  // game a tenth of its start (bench/README.md, "Start-up").
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tables = gm ? (require('./gm-table') as typeof import('./gm-table')) : null;
  const table = tables ? tables.openTable(ctx, adventure, seats ?? [], saveFile, () => io, tables.keptTable(ctx, saveFile, tableKept)) : null;
  if (served && table) served.attach(table.session, table.files.stream);
  const saveOf = (s: GameState, h: HistoryEntry[], answers?: TapedAnswer[]): SaveFile => {
    const save: SaveFile = makeSave(adventure, seed, dice, characters, s, h);
    save.adventure.file = path.resolve(ctx.cwd, adventure.file);
    if (sheets && started) {
      save.sheets = sheets;
      save.started = started;
    }
    if (answers && answers.length > 0) save.pending = answers;
    if (gm) save.gm = true;
    if (seats) save.seats = seats;
    if (logFile) save.log = logFile;
    if (table) save.table = { ...table.session.table };
    if (served) save.links = { ...served.links };
    else if (linksKept !== undefined) save.links = linksKept as Record<string, unknown>;
    return save;
  };
  // The save as last written: the same text again (the first section's entry, a stop at its first
  // question) is not written again, each write being flushed to the disk (bench/README.md, "Start-up").
  let written = '';
  const write = (s: GameState, h: HistoryEntry[], answers?: TapedAnswer[]): SaveFile => {
    const save = saveOf(s, h, answers);
    const text = formatSave(save);
    if (text !== written) {
      try {
        // A GM's save holds his notes and secrets: his alone to read (issue 26).
        writeFileAtomic(saveFile, text, gm ? { mode: 0o600 } : {});
      } catch (e) {
        // The save as it was is whole: the game goes on from its last section once there is room.
        const problem = environmentProblem(e, (p) => displayPath(ctx, p));
        if (!problem) throw e;
        throw new UserError(written === '' && opts.resume === undefined ? `${problem}; nothing was played yet` : `${problem}; law ${gm ? 'gm' : 'play'} --resume ${shownSave} goes on from the last section saved`);
      }
    }
    written = text;
    return save;
  };
  if (opts.resume === undefined) write(state, history);
  /** A fight began in the section under way: a stop keeps the section's answers, so it is not fought again. */
  let fought = false;

  io.say(ctx.style.bold(adventure.title) + (adventure.author ? ` by ${adventure.author}` : '') + ` (version ${adventure.version})`);
  // The author's lines reflowed to the text's width, as every section's are.
  if (opts.resume === undefined && adventure.about) io.say(wrapProse(adventure.about));
  // At a table, who plays whom: "Ana plays Brannoc the Bold, Ben plays Ysolde" (issue 26).
  const who = tables && seats ? tables.seatsLine(seats) : ` with ${state.party.map((c) => c.name).join(', ')}`;
  io.say(`${opts.resume !== undefined ? 'Resuming' : 'Playing'}${who}; seed ${seed}${dice === 'manual' ? ', real dice' : ''}. The game is saved at every section in ${shownSave}.`);
  if (pending.length > 0) {
    const tools = pending.some((a) => gmLine(a) !== null);
    io.say(`The game was saved at a question of section ${state.at}, ${tools ? "after the GM's tools were used in it" : 'once its fight had begun'}: it goes on at that very question${tools ? ", and the tools do again what they did" : ''}.`);
    if (opts.autoFight) io.say('With --auto-fight the AI fights that fight from its start.');
  }
  // Every answer of the section under way is kept: a game saved in a fight goes on at the very
  // question where it stopped (the answers are given back first, io/tape-io.ts).
  const shown = io;
  const tape = new TapeIo(io, pending);
  io = tape;

  if (table) {
    table.session.start(adventure.title, opts.resume !== undefined);
    // A GM's tool goes on the record of answers in its place: a game saved later in the section
    // runs it again where it was used (io/tape-io.ts).
    ctx.io().setCommands?.((line) => tape.command(line, () => table.session.command(line)));
    tape.setCommandRunner((line) => table.session.command(line, true));
    // Said now, not held back with what the record's answers replay.
    shown.say(`The players' screen: ${ctx.law} view ${shownSave} (in a second terminal). GM tools: :help at any prompt${ctx.interactive ? ', or "GM tools" in any menu' : ''}.`);
    if (served) {
      try {
        await served.start(() => write(state, history, pending.length > 0 ? pending : undefined));
      } catch (e) {
        // The game is saved already (its heroes are on it): it goes on once the table can be served.
        if (e instanceof UserError) throw new UserError(`${e.message}; the game is saved: ${ctx.law} gm --resume ${shownSave} --serve goes on with it`);
        // Ctrl-C while the GM waited for the pages to open: the game is saved, as at any prompt.
        if (e instanceof EndOfInput) {
          ctx.err(`law: game saved in ${shownSave}; continue it with: law gm --resume ${shownSave} --serve (the same links)`);
          return;
        }
        throw e;
      }
    }
  }
  const typedIn = dice === 'manual' || dice === 'players' ? diceSource({ ...ctx, io: () => io } as CliContext, 'manual', seed) : undefined;
  // At a table, the players' screen says who rolls what while the GM waits for the dice.
  const typed = typedIn && table ? table.session.typedDice(typedIn) : typedIn;
  // With --dice players the players type their own characters' dice; the rest roll themselves.
  const source: DiceSource | undefined = dice === 'players' ? new PlayersDice(new AutoDice(Rng.fromState(state.rng)), typed!, new Map((seats ?? []).flatMap((s) => s.characters.map((c) => [c, s.player] as const)))) : typed;
  // Alone at his screen, the player is "you" at a card table (law tavern's lone player); at a GM's
  // table the hero keeps his name there, for all to read.
  const inner = new IoChooser(io, { control: opts.autoFight ? 'ai' : 'player', tape, asYou: !gm });
  const chooser = table ? table.session.chooser(inner) : inner;
  let last = state;
  let lastHistory = history;
  let result;
  try {
    result = await playGame(adventure, state, history, {
      chooser,
      dice: source,
      gm,
      ...(table ? { onRun: (run: Run) => table.session.onRun(run) } : {}),
      // At a terminal a section that went on by itself waits for the GM to have read it aloud.
      ...(table && ctx.interactive ? { beforeSection: () => (tape.replaying ? Promise.resolve() : table.session.pause(ctx.io())) } : {}),
      emit: (e) => {
        table?.session.onEvent(e);
        if (e.kind === 'fight') fought = true;
        const t = renderEvent(e, io.style, { clock: gm });
        if (t !== null) io.say(t);
      },
      onSection: (s, h) => {
        last = s;
        lastHistory = h;
        table?.session.onSection(s, h);
        tape.clear();
        fought = false;
        // A resumed game's first section keeps its answers in the save until they are given back.
        write(s, h, tape.replaying ? pending : undefined);
      },
    });
  } catch (e) {
    if (e instanceof EndOfInput) {
      // Stopped in a fight: the answers since the section began go into the save with it.
      tape.finish();
      write(last, lastHistory, fought || tape.usedTools ? tape.answers : undefined);
      ctx.err(`law: game saved in ${shownSave}; continue it with: law ${gm ? 'gm' : 'play'} --resume ${shownSave}${served ? ' --serve (the same links)' : ''}`);
      return;
    }
    if (e instanceof Error && (e.name === 'AdventureStuck' || e.name === 'CombatUnavailable')) throw new UserError(`${adventure.file}: ${e.message}`);
    if (e instanceof AdventureError) throw new UserError(e.message);
    throw e;
  }
  tape.finish();
  // The GM has a last prompt for his tools before the session closes (the share-out of the gold).
  if (table && result.how === 'ended') await table.session.lastWord(io);
  // At the end, what belongs to the adventure stays with it (adventure/leave-behind.ts).
  const behind = result.how === 'ended' ? leaveBehind(adventure, result.state.party, started) : null;
  const final = behind ? { ...result.state, party: behind.party } : result.state;
  // "Save and quit" in a section where the GM used his tools: the answers but the last (the quit
  // itself) go with the save, so what the tools did is done again on resume.
  const finalSave = write(final, result.history, result.how === 'quit' && tape.usedTools ? tape.answers.slice(0, -1) : undefined);
  if (result.how === 'quit') {
    io.say(`Saved. Continue with: ${ctx.law} ${gm ? 'gm' : 'play'} --resume ${shownSave}`);
    return;
  }
  // The end: what the adventure gave is added to each sheet as it is now.
  const home = userErrors(() => bringHome(store, saveFile, finalSave));
  io.say('');
  reportHome(io, final, home, behind?.left ?? []);
  io.say(`The sheets are saved. Between adventures a hero may buy skills, spells and attributes: ${ctx.law} character advance NAME.`);
}

/** What the end of an adventure brought each hero, as the sheets now say. */
function reportHome(io: Io, final: GameState, home: ReturnType<typeof bringHome>, left: string[][] = []): void {
  final.party.forEach((c, i) => {
    if (left[i]?.length) io.say(`${c.name} leaves behind what belongs to this adventure: ${left[i].join(', ')}.`);
    const back = home[i]?.character;
    const alive = c.damage < c.st;
    if (home[i]?.failed) {
      io.say(`${c.name}: his sheet could not be written (${home[i].failed}); what he earned waits in the save, and is written when it is resumed.`);
      return;
    }
    if (!back) {
      io.say(`${c.name}: his sheet had already been given this adventure's rewards.`);
      return;
    }
    io.say(`${c.name}: ${alive ? `${final.xpEarned[i]} XP earned, ${back.xp} XP to spend` : 'died on this adventure'}; karma ${back.karma}, wishes ${back.wishes}${back.curses ? `, curses ${back.curses}` : ''}.`);
    if (home[i].capped.length) io.say(`  Not all could be written: ${home[i].capped.join('; ')}.`);
  });
  if (final.plotwords.length) io.say(`Plotwords: ${final.plotwords.join(', ')}.`);
}

/** The main menu's "Play an adventure": continue an unfinished game, or start a bundled one. */
export async function playMenu(ctx: CliContext): Promise<void> {
  const io = ctx.io();
  type Pick = { kind: 'resume'; file: string } | { kind: 'new'; name: string } | { kind: 'back' };
  const choices: Array<{ name: string; value: Pick }> = [];
  const dir = path.join(ctx.home, 'saves');
  let files: string[] = [];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    // No saves yet.
  }
  for (const f of files) {
    try {
      const save = readSave(readSaveText(path.join(dir, f)), f);
      if (save.state.ended) continue;
      const who = save.state.party.map((c) => c.name).join(', ');
      choices.push({ name: `Continue ${save.adventure.title} with ${who} (section ${save.state.at})`, value: { kind: 'resume', file: path.join(dir, f) } });
    } catch {
      // A damaged save is left alone; law play --resume names its fault.
    }
  }
  for (const a of bundledTitles()) choices.push({ name: `New game: ${a.title}${a.name === 'tutorial' ? ' (the tutorial)' : ''}`, value: { kind: 'new', name: a.name } });
  choices.push({ name: 'Back', value: { kind: 'back' } });
  const pick = await io.choose('Which adventure?', choices);
  if (pick.kind === 'back') return;
  if (pick.kind === 'resume') await playCommand(ctx, undefined, { resume: pick.file, dice: 'auto' });
  else await playCommand(ctx, pick.name, { dice: 'auto' });
}
