// The tavern's menu (`law tavern` with no game): reading a game's rules at a terminal waits for the
// reader before the menu comes back (playtest: some 70 lines scrolled away under the menu at once).
import { Readable } from 'node:stream';
import { RecordedIo } from '../../src/io';
import { makeContext } from '../../src/cli/context';
import { tavernMenu } from '../../src/cli/commands/tavern-run';
import { tempHome } from '../helpers/cli';

/** Recorded answers, but as if a person sat at a terminal. */
function terminalLike(answers: string[]): RecordedIo {
  const io = new RecordedIo(answers);
  Object.defineProperty(io, 'interactive', { value: true });
  return io;
}

const context = () =>
  makeContext({ env: { LAW_HOME: tempHome('law-tavern-menu-') }, cwd: process.cwd(), stdin: Readable.from([]), stdout: { write: () => true }, stderr: { write: () => true }, now: () => 0 });

describe('the tavern menu: Read the rules', () => {
  test('at a terminal the rules wait for Enter before the menu asks again', async () => {
    // Deceptidice (1), Read the rules (2), Enter, Leave the tavern (5).
    const io = terminalLike(['1', '2', '', '5']);
    await tavernMenu(context(), io);
    const out = io.output;
    const rules = out.indexOf('DECEPTIDICE - ');
    const pause = out.indexOf('Press Enter to go back', rules);
    expect(rules).toBeGreaterThan(0);
    expect(pause).toBeGreaterThan(rules);
    expect(out.indexOf('Which game?', rules)).toBeGreaterThan(pause);
  });

  test('scripted input does not wait: the next line answers the menu', async () => {
    const io = new RecordedIo(['1', '2', '5']);
    await tavernMenu(context(), io);
    expect(io.output).toContain('DECEPTIDICE - ');
    expect(io.output).not.toContain('Press Enter');
    expect(io.answers.consumed).toBe(3);
  });
});
