// The terminal's menus are numbered as scripted mode numbers them (issue 16, "Words": the tutorial
// says "pick an option by its number"), so a number typed at a terminal picks what it would pick
// in a script. Tested through the configuration handed to inquirer.
import { EventEmitter } from 'node:events';
import { Separator } from '@inquirer/prompts';
import { TerminalIo } from '../../src/io';
import { fitChoice } from '../../src/io/terminal-io';
import { COLOUR, PLAIN } from '../../src/io/style';

test('enabled choices are numbered 1, 2, ...; a disabled one is a line between them that no number picks; typing a number or a name\'s first letters is said', async () => {
  let seen: { choices: unknown[]; theme: { indexMode: string; style: { keysHelpTip: (keys: [string, string][]) => string } } } | null = null;
  const select = (async (config: { choices: unknown[]; theme: { indexMode: string; style: { keysHelpTip: (keys: [string, string][]) => string } } }) => {
    seen = config;
    return 'b';
  }) as never;
  const io = new TerminalIo(() => {}, PLAIN, { select, number: (async () => 1) as never, input: (async () => '') as never, confirm: (async () => true) as never, Separator });
  const picked = await io.choose('Which?', [
    { name: 'Alpha', value: 'a' },
    { name: 'Raise ST', value: 'x', disabled: 'needs 14 XP' },
    { name: 'Beta', value: 'b', description: 'the second' },
  ]);
  expect(picked).toBe('b');
  const items = seen!.choices;
  // Inquirer numbers them (its index counts separators out); the name starts the line, so that
  // typing "be" finds Beta.
  expect(seen!.theme.indexMode).toBe('number');
  expect(seen!.theme.style.keysHelpTip([['↑↓', 'navigate']])).toBe('↑↓ navigate • 1-9 by number • a-z by name');
  expect(items[0]).toEqual({ name: 'Alpha', short: 'Alpha', value: 'a', description: undefined });
  expect(items[1]).toBeInstanceOf(Separator);
  expect((items[1] as Separator).separator).toBe('   -  Raise ST (needs 14 XP)');
  expect(items[2]).toEqual({ name: 'Beta', short: 'Beta', value: 'b', description: 'the second' });
});

test('a refused answer is said and asked afresh, with an empty field (manual dice: "9" then "4" is 4, not 94)', async () => {
  const said: string[] = [];
  const answers = ['9', '4'];
  const configs: Array<{ default?: string; validate?: unknown }> = [];
  const input = (async (config: { default?: string; validate?: unknown }) => {
    configs.push(config);
    return answers.shift()!;
  }) as never;
  const io = new TerminalIo((t) => said.push(t), PLAIN, { select: (async () => null) as never, number: (async () => 1) as never, input, confirm: (async () => true) as never, Separator });
  const got = await io.askText('Roll 1D6', { validate: (t) => (Number(t) <= 6 ? null : 'a die shows 1 to 6') });
  expect(got).toBe('4');
  expect(said).toEqual(['  ! a die shows 1 to 6\n']);
  expect(configs.every((c) => c.validate === undefined && c.default === undefined)).toBe(true);
});

test('a menu takes the room the terminal has under what was said just before it (a fight\'s board stays in view on 80x24, issue 16), at least 5 lines', async () => {
  const sizes: number[] = [];
  const select = (async (config: { pageSize: number }) => {
    sizes.push(config.pageSize);
    return 'a';
  }) as never;
  const prompts = { select, number: (async () => 1) as never, input: (async () => '') as never, confirm: (async () => true) as never, Separator };
  for (const rows of [40, 10, undefined]) await new TerminalIo(() => {}, PLAIN, prompts, () => rows).choose('Which?', [{ name: 'Alpha', value: 'a' }]);
  // Under the menu: the question, a blank line and the help line.
  expect(sizes).toEqual([37, 7, 15]);
  const io = new TerminalIo(() => {}, PLAIN, prompts, () => 24);
  io.say(Array.from({ length: 17 }, (_, i) => `board line ${i}`).join('\n'));
  await io.choose('What now?', [{ name: 'Alpha', value: 'a' }]);
  // Answered, the board is still on the screen, above the answer: the next menu has the room under
  // both (a fight's "Which of your figures acts next?", then the chosen one's menu).
  await io.choose('Which?', [{ name: 'Alpha', value: 'a' }]);
  io.say(Array.from({ length: 10 }, (_, i) => `board line ${i}`).join('\n'));
  await io.choose('Then?', [{ name: 'Alpha', value: 'a' }]);
  await io.choose('And then?', [{ name: 'Alpha', value: 'a' }]);
  // A text taller than the terminal: its first screenful, then (after "Enter goes on", pager.ts) the
  // rest, 7 lines, and the menus under them have the room left under those.
  io.say(Array.from({ length: 30 }, () => 'a long text').join('\n'));
  await io.choose('And?', [{ name: 'Alpha', value: 'a' }]);
  await io.choose('And again?', [{ name: 'Alpha', value: 'a' }]);
  expect(sizes.slice(3)).toEqual([5, 5, 11, 10, 14, 13]);
  // A choice's description shows under the menu while it is highlighted: the longest one's lines
  // (two, at 80 columns) are kept free too.
  await new TerminalIo(() => {}, PLAIN, prompts, () => 24, () => 80).choose('Where?', [
    { name: 'b2', value: 'a', description: 'next to Giant Rat 1' },
    { name: 'c2', value: 'a', description: 'x'.repeat(100) },
  ]);
  expect(sizes[sizes.length - 1]).toBe(19);
});
test('issue 16, 80 columns: a menu line wider than the terminal keeps its name and first chance on the line, the rest as its description', async () => {
  const attack = "Throw Club at Goblin 1: 3/DX needs 11, 62.50%; D6 damage; expect 1.6 damage, 0.00% to drop Goblin 1 (it lands in Goblin 1's hex)";
  let seen: { choices: Array<{ name: string; description?: string }> } | null = null;
  const select = (async (config: { choices: Array<{ name: string; description?: string }> }) => {
    seen = config;
    return 'a';
  }) as never;
  const prompts = { select, number: (async () => 1) as never, input: (async () => '') as never, confirm: (async () => true) as never, Separator };
  await new TerminalIo(() => {}, PLAIN, prompts, () => 24, () => 80).choose('What now?', [
    { name: 'Move (then act)', value: 'm' },
    { name: attack, value: 'a' },
  ]);
  expect(seen!.choices[0]).toMatchObject({ name: 'Move (then act)', description: undefined });
  expect(seen!.choices[1]).toMatchObject({ name: 'Throw Club at Goblin 1 (62.50%)', short: 'Throw Club at Goblin 1 (62.50%)', description: "3/DX needs 11, 62.50%; D6 damage; expect 1.6 damage, 0.00% to drop Goblin 1 (it lands in Goblin 1's hex)" });
  // A wide terminal shows it whole.
  await new TerminalIo(() => {}, PLAIN, prompts, () => 50, () => 200).choose('What now?', [{ name: attack, value: 'a' }]);
  expect(seen!.choices[0]).toMatchObject({ name: attack, description: undefined });
});

test('issue 16, odds that mean what they say: the menu line of a long choice shows the whole action\'s chance, whatever brackets its name has', () => {
  const cast =
    'Cast Magic Fist at Goblin 1 (X=1: D6-2): 3/IQ needs 12, 74.07%, then 3/DX needs 11, 62.50%: 46.30% in all; expect 0.5 damage, 0.00% to drop Goblin 1; 1 fatigue';
  expect(fitChoice(cast, undefined, 73)).toEqual({
    name: 'Cast Magic Fist at Goblin 1 (X=1: D6-2) (46.30%)',
    description: '3/IQ needs 12, 74.07%, then 3/DX needs 11, 62.50%: 46.30% in all; expect 0.5 damage, 0.00% to drop Goblin 1; 1 fatigue',
  });
  // A hit that needs no roll is sure; the chance to drop the target is never the line's chance.
  const grapple = 'Hit Goblin 2 in the grapple with Unarmed: hits automatically; D3 fatigue; expect 2.0 fatigue, 0.00% to drop Goblin 2, and more words to make it long';
  expect(fitChoice(grapple, undefined, 73).name).toBe('Hit Goblin 2 in the grapple with Unarmed (sure)');
  const noOdds = 'Shove Goblin 2 out of the hex he is in: expect 0.5 fatigue, 12.00% to drop Goblin 2, and more words to make it long enough';
  expect(fitChoice(noOdds, undefined, 73).name).toBe('Shove Goblin 2 out of the hex he is in');
});

test('issue 16, words: a line wider than the terminal is folded at spaces, not cut mid-word by the terminal; colour takes no room', () => {
  const said: string[] = [];
  const io = new TerminalIo((t) => said.push(t), PLAIN, undefined, () => 24, () => 40);
  io.say('A short first adventure: the miller of Fennick has trouble in his cellar.\n  Ysolde casts Magic Fist: 3/IQ needs 12: 74.07% - rolled 4+2+2 = 8, pass');
  expect(said.join('')).toBe(
    [
      'A short first adventure: the miller of',
      '  Fennick has trouble in his cellar.',
      '  Ysolde casts Magic Fist: 3/IQ needs',
      '    12: 74.07% - rolled 4+2+2 = 8, pass',
      '',
    ].join('\n'),
  );
  const coloured: string[] = [];
  new TerminalIo((t) => coloured.push(t), COLOUR, undefined, () => 24, () => 40).say(`\x1b[1m${'x'.repeat(20)}\x1b[22m ${'y'.repeat(19)}`);
  expect(coloured).toEqual([`\x1b[1m${'x'.repeat(20)}\x1b[22m ${'y'.repeat(19)}\n`]);
});

test('a menu longer than the room it has says how many more lie below (inquirer shows no mark of them)', async () => {
  let tip = '';
  const select = (async (config: { theme: { style: { keysHelpTip: (keys: [string, string][]) => string } } }) => {
    tip = config.theme.style.keysHelpTip([['↑↓', 'navigate']]);
    return 'a';
  }) as never;
  const prompts = { select, number: (async () => 1) as never, input: (async () => '') as never, confirm: (async () => true) as never, Separator };
  const io = new TerminalIo(() => {}, PLAIN, prompts, () => 24, () => 80);
  io.say(Array.from({ length: 16 }, (_, i) => `board line ${i}`).join('\n'));
  await io.choose('What now?', Array.from({ length: 9 }, (_, i) => ({ name: `Choice ${i + 1}`, value: 'a' })));
  expect(tip).toBe('↑↓ navigate • ↕ 9 choices, scroll • 1-9 by number • a-z by name');
  await io.choose('Which?', [{ name: 'Alpha', value: 'a' }]);
  expect(tip).toBe('↑↓ navigate • 1-9 by number • a-z by name');
});

test('issue 26, item 8: ":" typed in a GM\'s menu opens his tools (never picks the highlighted option); the line holds the ":", and Enter goes back to the same menu', async () => {
  const keys = new EventEmitter();
  let menus = 0;
  const select = ((_config: unknown, context?: { signal?: AbortSignal }) => {
    menus += 1;
    if (menus > 1) return Promise.resolve('stay');
    return new Promise((_resolve, reject) => {
      context!.signal!.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortPromptError' })));
      keys.emit('keypress', ':');
    });
  }) as never;
  const typed = [':help', ''];
  const prefills: Array<string | undefined> = [];
  const input = (async (config: { default?: string }) => {
    prefills.push(config.default);
    return typed.shift()!;
  }) as never;
  const io = new TerminalIo(() => {}, PLAIN, { select, number: (async () => 1) as never, input, confirm: (async () => true) as never, Separator }, () => 24, () => 80, keys);
  const ran: string[] = [];
  io.setCommands(async (line) => {
    ran.push(line);
  });
  expect(await io.choose('What do you do?', [{ name: 'Go down to the harbour', value: 'go' }, { name: 'Stay', value: 'stay' }])).toBe('stay');
  expect(ran).toEqual([':help']);
  expect(prefills[0]).toBe(':');
  expect(menus).toBe(2);
  // The listener is gone with the menu: a ":" typed later opens nothing.
  expect(keys.listenerCount('keypress')).toBe(0);
});

test('issue 29: a choice marked selected is where the cursor starts (the party picker starts on "Set out"), never a disabled one', async () => {
  const defaults: unknown[] = [];
  const select = (async (config: { default?: unknown }) => {
    defaults.push('default' in config ? config.default : 'none');
    return 'done';
  }) as never;
  const io = new TerminalIo(() => {}, PLAIN, { select, number: (async () => 1) as never, input: (async () => '') as never, confirm: (async () => true) as never, Separator });
  await io.choose('Who else goes?', [{ name: 'Ysolde', value: 'ysolde' }, { name: 'Set out with this party', value: 'done', selected: true }]);
  await io.choose('Which?', [{ name: 'Alpha', value: 'a' }, { name: 'Beta', value: 'b', disabled: 'no', selected: true }]);
  expect(defaults).toEqual(['done', 'none']);
});

test('the mission, "a player never needs the scrollback": what would push unread lines off the screen waits for Enter, a screenful at a time, before the next question (io/pager.ts)', async () => {
  const written: string[] = [];
  const asked: string[] = [];
  const input = (async (config: { message: string }) => {
    asked.push(config.message);
    written.push('<Enter>');
    return '';
  }) as never;
  const select = (async (config: { message: string }) => {
    written.push(`<menu ${config.message}>`);
    return 'a';
  }) as never;
  const io = new TerminalIo((t) => written.push(...t.replace(/\n$/, '').split('\n')), PLAIN, { select, number: (async () => 1) as never, input, confirm: (async () => true) as never, Separator }, () => 24, () => 80);
  const lines = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} ${i + 1}`).join('\n');
  // A check and its roll (4 lines), then the section it leads to (26): 23 rows are shown, a row is
  // kept for "Enter goes on", and the rest waits for the menu.
  io.say(lines(4, 'check'));
  io.say(lines(26, 'section'));
  expect(written.length).toBe(23);
  expect(written[22]).toBe('section 19');
  await io.choose('What do you do?', [
    { name: 'On', value: 'a' },
    { name: 'Back', value: 'b' },
  ]);
  expect(asked).toEqual(['(more: Enter goes on)']);
  expect(written.slice(23)).toEqual(['<Enter>', 'section 20', 'section 21', 'section 22', 'section 23', 'section 24', 'section 25', 'section 26', '<menu What do you do?>']);
  // What fits above the menu does not wait; 21 unread lines and a menu that needs 4 rows do: the
  // lines are read first, then the menu scrolls them away.
  written.length = 0;
  io.say(lines(15, 'short'));
  await io.choose('Then?', [{ name: 'On', value: 'a' }]);
  expect(written).toEqual([...Array.from({ length: 15 }, (_, i) => `short ${i + 1}`), '<menu Then?>']);
  written.length = 0;
  io.say(lines(21, 'tall'));
  await io.choose('And then?', [{ name: 'On', value: 'a' }]);
  expect(written.slice(21)).toEqual(['<Enter>', '<menu And then?>']);
  // At the end of a command what is held is shown too, after Enter; written at once when law writes
  // past the Io (an error, a report).
  written.length = 0;
  io.say(lines(30, 'ending'));
  await io.showHeld();
  expect(written.slice(23)).toEqual(['<Enter>', 'ending 24', 'ending 25', 'ending 26', 'ending 27', 'ending 28', 'ending 29', 'ending 30']);
  written.length = 0;
  io.say(lines(24, 'tail'));
  await io.choose('Go?', [{ name: 'On', value: 'a' }]);
  // A text that fits on one screen (a character's sheet) is never cut in two: it waits whole.
  written.length = 0;
  io.say(lines(12, 'first sheet'));
  io.say(lines(12, 'second sheet'));
  expect(written).toEqual(Array.from({ length: 12 }, (_, i) => `first sheet ${i + 1}`));
  await io.choose('Next?', [{ name: 'On', value: 'a' }]);
  expect(written.slice(12)).toEqual(['<Enter>', ...Array.from({ length: 12 }, (_, i) => `second sheet ${i + 1}`), '<menu Next?>']);
  written.length = 0;
  io.say(lines(30, 'error'));
  io.writeHeld();
  expect(written).toEqual(Array.from({ length: 30 }, (_, i) => `error ${i + 1}`));
});

test('before a card table\'s screen drawn in place: what stands unread is read first, then what happened, on cleared pages of 23 lines at 24 rows, each after Enter (pageThrough)', async () => {
  const written: string[] = [];
  const input = (async (config: { message: string }) => {
    written.push(`<${config.message}>`);
    return '';
  }) as never;
  const io = new TerminalIo((t) => written.push(...t.replace(/\n$/, '').split('\n').map((l) => (l.startsWith('\x1b[H\x1b[2J') ? '<clear>' : l))), PLAIN, { select: (async () => 'a') as never, number: (async () => 1) as never, input, confirm: (async () => true) as never, Separator }, () => 24, () => 80);
  const lines = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} ${i + 1}`);
  // An adventure's text before its card game stands unread: read before the first page clears it.
  io.say('Hob deals the cards.');
  await io.pageThrough(lines(30, 'happened'));
  expect(written).toEqual(['Hob deals the cards.', '<(more: Enter goes on)>', '<clear>', ...lines(23, 'happened'), '<(more: Enter goes on)>', '<clear>', ...lines(30, 'happened').slice(23), '<(more: Enter goes on)>']);
  // Nothing unread and nothing to page: no wait.
  written.length = 0;
  await io.pageThrough([]);
  expect(written).toEqual([]);
  // A line wider than the terminal takes two rows of the page: 23 rows, never 24.
  await io.pageThrough([`${'wide '.repeat(20)}end`, ...lines(22, 'short')]);
  expect(written.slice(0, 25)).toEqual(['<clear>', expect.stringMatching(/^wide .*wide$/), '  wide wide wide wide end', ...lines(21, 'short'), '<(more: Enter goes on)>']);
});
