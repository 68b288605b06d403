// TapeIo (src/io/tape-io.ts): the record of a section's answers that lets a game stopped in a fight
// resume at the very question, and what it does with answers that do not fit.
import { RecordedIo, TapeIo } from '../../src/io';

const choices = [
  { name: 'a', value: 'A' },
  { name: 'b (shut)', value: 'B', disabled: 'shut' },
  { name: 'b', value: 'B' },
];

test('answers are recorded as the place of the choice, a yes or no, a number or text', async () => {
  // Scripted mode numbers only the choices that can be picked: 2 is the open 'b'.
  const tape = new TapeIo(new RecordedIo(['2', 'y', '7', 'hello']));
  expect(await tape.choose('?', choices)).toBe('B');
  expect(await tape.confirm('ok?')).toBe(true);
  expect(await tape.askNumber('n?', { min: 1, max: 9 })).toBe(7);
  expect(await tape.askText('t?')).toBe('hello');
  // The first choice with that value that could be picked: the shut one is passed over.
  expect(tape.answers).toEqual([2, true, 7, 'hello']);
});

test('recorded answers are given back unseen; the lines since the last of them are shown when it runs out', async () => {
  const inner = new RecordedIo(['1']);
  const tape = new TapeIo(inner, [2, false]);
  tape.clear();
  tape.say('before the first question');
  expect(await tape.choose('first?', choices)).toBe('B');
  tape.say('after the first answer');
  expect(await tape.confirm('second?')).toBe(false);
  tape.say('the screen at the third question');
  expect(tape.replaying).toBe(false);
  expect(await tape.choose('third?', choices)).toBe('A');
  expect(inner.output).not.toContain('before the first question');
  expect(inner.output).not.toContain('after the first answer');
  expect(inner.output).toContain('the screen at the third question');
  expect(tape.answers).toEqual([2, false, 0]);
});

test('an answer that does not fit its question ends the replay there: the held screen is shown and the player answers', async () => {
  const inner = new RecordedIo(['1']);
  const tape = new TapeIo(inner, [true, 4.5, 'x']);
  tape.clear();
  tape.say('held');
  // A choice is asked where a yes-or-no was recorded.
  expect(await tape.choose('which?', choices)).toBe('A');
  expect(inner.output).toContain('held');
  expect(tape.replaying).toBe(false);
  // A number that is not whole never fits a question for a number.
  const t2 = new TapeIo(new RecordedIo(['5']), [4.5]);
  expect(await t2.askNumber('n?')).toBe(5);
});

test('answers left over when a later section begins are dropped (the section went another way), and finish() shows what was held', async () => {
  const inner = new RecordedIo([]);
  const tape = new TapeIo(inner, [3, 1]);
  tape.clear();
  tape.say('the fight, fought by the AI');
  // The resumed section ended without asking: the next section must not be answered from the record.
  tape.clear();
  expect(tape.replaying).toBe(false);
  expect(inner.output).toContain('the fight, fought by the AI');
  const shown = new RecordedIo([]);
  const quiet = new TapeIo(shown, [1]);
  quiet.clear();
  quiet.say('still held');
  quiet.finish();
  expect(quiet.replaying).toBe(false);
  expect(shown.output).toContain('still held');
});

test('a page read at a card table (pageThrough) is no answer: never taped, not shown while replaying, and absent over an Io that pages nothing', async () => {
  const paged: string[][] = [];
  const inner = new RecordedIo(['1']);
  const pager = Object.assign(inner, { pageThrough: async (lines: readonly string[]) => void paged.push([...lines]) });
  const tape = new TapeIo(pager, [2]);
  await tape.pageThrough!(['while replaying']);
  expect(await tape.choose('first?', choices)).toBe('B');
  await tape.pageThrough!(['live']);
  expect(paged).toEqual([['live']]);
  expect(tape.answers).toEqual([2]);
  expect(new TapeIo(new RecordedIo([])).pageThrough).toBeUndefined();
});
