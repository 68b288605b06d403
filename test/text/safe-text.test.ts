// Issue 30: text is shown, never obeyed. law's own colours reach a colour terminal; nothing else an
// adventure or a file holds does, on the terminal (inquirer's menus included) or in scripted output.
import { Separator } from '@inquirer/prompts';
import { LineIo, TerminalIo } from '../../src/io';
import { shownText, terminalText } from '../../src/text/safe-text';
import { ArrayLineSource } from '../../src/io/line-io';
import { COLOUR, PLAIN } from '../../src/io/style';

test('shownText: controls and direction overrides as symbols; tabs, line breaks, accents and direction marks stay', () => {
  expect(shownText('a\u001b]52;c;eA==\u0007b\r\u0000\u007f\u009b\u202e\u2066')).toBe('a␛]52;c;eA==␇b␍␀␡\uFFFD\uFFFD\uFFFD');
  expect(shownText('tab\tline\nÉowyn \u200f')).toBe('tab\tline\nÉowyn \u200f');
});

test("terminalText: law's own colours pass to a colour terminal, an adventure's other escapes never; nothing passes to a pipe", () => {
  const text = `${COLOUR.bold('Title')} \u001b[2J\u001b[8mhidden\u001b]0;t\u0007`;
  expect(terminalText(text, true)).toBe('\u001b[1mTitle\u001b[22m ␛[2J␛[8mhidden␛]0;t␇');
  expect(terminalText(text, false)).toBe('␛[1mTitle␛[22m ␛[2J␛[8mhidden␛]0;t␇');
  // A colour of law's palette turned on and never off (it would linger past law) is shown, not obeyed.
  expect(terminalText(`Key\u001b[7m and ${COLOUR.red('red')}`, true)).toBe('Key␛[7m and \u001b[31mred\u001b[39m');
  expect(terminalText('Go on \u001b[31min red\u001b[0m', true)).toBe('Go on ␛[31min red␛[0m');
});

test("a terminal's menu gets its question, choices and reasons as text; only law clears the screen", async () => {
  let seen: { message: string; choices: Array<{ name?: string; description?: string; separator?: string }> } | null = null;
  const select = (async (config: typeof seen) => {
    seen = config;
    return 1;
  }) as never;
  const prompts = { select, number: (async () => 1) as never, input: (async () => '') as never, confirm: (async () => true) as never, Separator };
  const said: string[] = [];
  const io = new TerminalIo((t) => said.push(t), COLOUR, prompts, () => 24, () => 80);
  await io.choose('Where\u001b[2J?', [
    { name: 'Go \u001b]0;x\u0007on', value: 1, description: 'far \u001b[5m' },
    { name: 'Shut', value: 2, disabled: 'locked \u001b[8m' },
  ]);
  expect(seen!.message).toBe('Where␛[2J?');
  expect(seen!.choices[0]).toMatchObject({ name: 'Go ␛]0;x␇on', description: 'far ␛[5m' });
  expect(seen!.choices[1].separator).toContain('Shut (locked ␛[8m)');
  io.say(`${COLOUR.red('hit')} \u001b[2J`);
  expect(said).toEqual(['\u001b[31mhit\u001b[39m ␛[2J\n']);
  io.clearScreen();
  expect(said[1]).toBe('\u001b[2J\u001b[3J\u001b[H');
});

test('scripted output shows an adventure\'s escapes as symbols, and a runaway line of input by its length', async () => {
  const out: string[] = [];
  const io = new LineIo(new ArrayLineSource(['x'.repeat(20_000), '2']), (t) => out.push(t), PLAIN);
  const v = await io.choose('Pick\u001b[2J', [
    { name: 'one\u0007', value: 1 },
    { name: 'two', value: 2 },
  ]);
  expect(v).toBe(2);
  expect(out.join('')).toBe(`Pick␛[2J\n   1) one␇\n   2) two\n> ${'x'.repeat(40)}... (20,000 characters)\n  ! an answer is at most 10,000 characters\n> 2\n`);
});
