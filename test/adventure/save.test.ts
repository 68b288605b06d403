// Saves, resume and undo: a saved game continues exactly; a save from a changed adventure is refused.
import type { GameState, HistoryEntry } from '../../src/adventure';
import { formatSave, IoChooser, loadAdventureText, makeSave, newGame, playGame, readSave, saveMismatch, undo } from '../../src/adventure';
import { RecordedIo } from '../../src/io';
import { renderEvent } from '../../src/render/adventure-events';
import { fixtureText, hero, load } from './helpers';

async function run(answers: string[], state: GameState, history: HistoryEntry[] = [], extras = false) {
  const adv = load('basics');
  const io = new RecordedIo(answers);
  const saves: Array<{ state: GameState; history: HistoryEntry[] }> = [];
  let result = null;
  try {
    result = await playGame(adv, state, history, {
      chooser: new IoChooser(io, { extras, control: 'ai' }),
      emit: (e) => {
        const t = renderEvent(e);
        if (t !== null) io.say(t);
      },
      onSection: (s, h) => saves.push({ state: structuredClone(s), history: structuredClone(h) }),
    });
  } catch (e) {
    if (!(e instanceof Error && e.name === 'EndOfInput')) throw e;
  }
  return { io, saves, result };
}

test('a save holds the adventure, seed, party, plotwords, time and dice state, and reads back the same', async () => {
  const adv = load('basics');
  const state = newGame(adv, [hero()], 'seed-1');
  const { saves } = await run(['1'], state);
  const last = saves[saves.length - 1];
  expect(last.state.plotwords).toEqual(['KEY-FOUND']);
  const save = makeSave(adv, 'seed-1', 'auto', ['Ajax'], last.state, last.history);
  const back = readSave(formatSave(save), 'x.json');
  expect(back.state).toEqual(last.state);
  expect(back.history).toEqual(last.history);
  expect(back.adventure).toMatchObject({ id: 'basics', version: '1.0', digest: adv.digest });
  expect(saveMismatch(back, adv)).toBeNull();
});

test('a resumed game goes on exactly as the game would have, dice included', async () => {
  const adv = load('basics');
  const answers = ['1', '1', '2', '2', '2', '2', '2', '2', '2', '2'];
  const whole = await run(answers, newGame(adv, [hero()], 'seed-2'));
  expect(whole.result?.state.ended?.title).toBe('Inside');
  // Stop after two answers (the game is saved at the entry of the next section), and go on from the save.
  const first = await run(answers.slice(0, 2), newGame(adv, [hero()], 'seed-2'));
  const saved = first.saves[first.saves.length - 1];
  const reread = readSave(formatSave(makeSave(adv, 'seed-2', 'auto', ['Ajax'], saved.state, saved.history)), 'x.json');
  const rest = await run(answers.slice(2), reread.state, reread.history);
  expect(rest.result?.state).toEqual(whole.result?.state);
  expect(rest.io.output).toBe(whole.io.output.slice(whole.io.output.length - rest.io.output.length));
});

test('a save from another adventure, another version or a changed text is refused, saying which', () => {
  const adv = load('basics');
  const save = makeSave(adv, 's', 'auto', ['Ajax'], newGame(adv, [hero()], 's'), []);
  const edited = loadAdventureText(fixtureText('basics').replace('Nobody answers', 'Nobody at all answers'), 'basics.yaml').adventure!;
  expect(saveMismatch(save, edited)).toBe('"Basics" (basics.yaml) has been changed since the game was saved, though its version is still 1.0');
  const newer = loadAdventureText(fixtureText('basics').replace('version: "1.0"', 'version: "1.1"'), 'basics.yaml').adventure!;
  expect(saveMismatch(save, newer)).toBe('it was saved with version 1.0 of "Basics", and basics.yaml is now version 1.1');
  const other = load('talk');
  expect(saveMismatch(save, other)).toBe('it is a game of "Basics" (basics), not of "Talk" (talk)');
});

test('a damaged or foreign save file is refused with its name and the fault', () => {
  expect(() => readSave('{ nope', 'a.json')).toThrow(/^a\.json: not a saved game/);
  expect(() => readSave('{"format": 9, "adventure": {}}', 'b.json')).toThrow('b.json: saved by a newer law (save format 9; this one reads 1)');
  const adv = load('basics');
  const save = makeSave(adv, 's', 'auto', ['Ajax'], newGame(adv, [hero()], 's'), []);
  const broken = JSON.parse(formatSave(save));
  broken.state.rng = { c: 'x' };
  expect(() => readSave(JSON.stringify(broken), 'c.json')).toThrow('c.json: state: the dice state is damaged');
  broken.state.rng = save.state.rng;
  broken.state.party[0].st = 'strong';
  expect(() => readSave(JSON.stringify(broken), 'c.json')).toThrow('c.json: state: party member 1: st: must be a whole number, not "strong"');
});

test('undo steps back one choice: to the last section where the player chose, with the dice as they were', async () => {
  const adv = load('basics');
  // Knock (section 1 -> 2 -> 1), then undo at section 1: back at section 1 as it was first.
  const { io, result } = await run(['1', 'Undo the last choice', '2'], newGame(adv, [hero()], 'u'), [], true);
  const out = io.output;
  expect(out).toContain('5) Undo the last choice\n   6) Save and quit\n> Undo the last choice');
  expect(result?.state.ended?.title).toBe('Inside');
  const sections = out.match(/== \d+/g);
  expect(sections).toEqual(['== 1', '== 2', '== 1', '== 1', '== 3']);
  // After the undo the key found in section 2 is gone again.
  expect(out.split('> Undo the last choice')[1]).not.toContain('Use the key');
});

test('undo finds the last section with a choice, skipping sections passed through', () => {
  const s = (at: string) => ({ at }) as GameState;
  const history: HistoryEntry[] = [
    { state: s('1'), chose: true },
    { state: s('2'), chose: false },
    { state: s('3'), chose: true },
    { state: s('4'), chose: false },
  ];
  expect(undo(history)?.state.at).toBe('3');
  expect(undo(history)?.history).toHaveLength(2);
  expect(undo([{ state: s('1'), chose: false }])).toBeNull();
});
