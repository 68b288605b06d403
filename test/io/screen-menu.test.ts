// Issue 29 and issue 26, item 20: the keys of a screen question, without a terminal (io/screen-menu.ts).
import type { MenuEntry, MenuKey, MenuState, MenuStep } from '../../src/io/screen-menu';
import { groupLine, menuRows, pressKey, startState } from '../../src/io/screen-menu';

/** Types the keys one after another; the last step (a pick or the menu as it stands). */
function type(entries: readonly MenuEntry[], keys: Array<MenuKey | string>, folded = false, state: MenuState = startState(entries)): MenuStep {
  let step: MenuStep = { state };
  for (const k of keys) {
    if ('picked' in step) throw new Error(`picked ${step.picked} before the last key`);
    const key: MenuKey = typeof k === 'string' && k.length === 1 ? { char: k } : (k as MenuKey);
    step = pressKey(entries, folded, step.state, key);
  }
  return step;
}

const chars = (s: string) => s.split('');

const hexes: MenuEntry[] = ['Stay here', 'h2', 'h3', 'g2', 'g3', 'g4', 'f2', 'f3', 'g5', 'e2', 'e3', 'e4'].map((name) => ({ name, detail: 'a hex' }));

test('a typed hex picks that hex, however fast the keys come: "f2" and Enter is f2, not Stay here (issue 26, item 20)', () => {
  expect(type(hexes, [...chars('f2'), 'enter'])).toEqual({ picked: 6 });
  expect(type(hexes, [...chars('F3'), 'enter'])).toEqual({ picked: 7 });
  expect(type(hexes, [...chars('e3'), 'enter'])).toEqual({ picked: 10 });
});

test('a typed name not on the list is said so, and the question stays with nothing picked', () => {
  const step = type(hexes, [...chars('f9'), 'enter']);
  expect(step).toMatchObject({ state: { problem: '"f9" is not one of the choices', typed: '' } });
  // Asked again: the next keys are a new answer.
  expect(type(hexes, [...chars('g3'), 'enter'], false, (step as { state: MenuState }).state)).toEqual({ picked: 4 });
  expect(type(hexes, [...chars('zz'), 'enter'])).toMatchObject({ state: { problem: '"zz" is not one of the choices' } });
});

test('a number picks the choice of that number, 10 and up too; one past the end is said so', () => {
  expect(type(hexes, ['1', '2', 'enter'])).toEqual({ picked: 11 });
  expect(type(hexes, ['1', '0', 'enter'])).toEqual({ picked: 9 });
  expect(type(hexes, ['7', 'enter'])).toEqual({ picked: 6 });
  expect(type(hexes, ['4', '0', 'enter'])).toMatchObject({ state: { problem: 'there is no choice 40: they are numbered 1 to 12' } });
  // Backspace takes a digit back: "12", backspace, is 1.
  expect(type(hexes, ['1', '2', 'backspace', 'enter'])).toEqual({ picked: 0 });
});

const turn: MenuEntry[] = [
  { name: 'Move (then act)' },
  { name: 'Cast Shadow-1... (2 choices)', group: 'Cast' },
  { name: 'Cast Sleep-1... (2 choices)', group: 'Cast' },
  { name: 'Cast Blur on Mira (74.07%)', group: 'Cast' },
  { name: 'Strike Giant Rat 1 with staff (62.50%)' },
  { name: 'Change weapons: put away the staff', group: 'Other' },
  { name: 'Pass', group: 'Other' },
  { name: 'Let the AI fight the rest of this fight', group: 'Other' },
  { name: 'Save and quit', group: 'Other' },
];

test('folded, a long menu shows its groups as one line each, in the place of their first choice', () => {
  const rows = menuRows(turn, true, null);
  expect(rows.map((r) => r.kind)).toEqual(['entry', 'group', 'entry', 'group']);
  expect(menuRows(turn, false, null)).toHaveLength(turn.length);
  expect(menuRows(turn, true, 'Cast').map((r) => r.kind)).toEqual(['entry', 'entry', 'entry', 'back']);
});

test('a group\'s line names what it holds in at most three words each, none ending on a little word ("Pick up", not "Pick up the")', () => {
  const entries: MenuEntry[] = [
    { name: 'Change weapons: put away the staff, ready the Dagger', group: 'Other' },
    { name: 'Pick up the Club (a3)', group: 'Other' },
    { name: 'Pass', group: 'Other' },
    { name: 'Let the AI fight the rest of this fight', group: 'Other' },
  ];
  const group = menuRows(entries, true, null).find((r) => r.kind === 'group')!;
  expect(groupLine(entries, group as Extract<typeof group, { kind: 'group' }>)).toBe('Other... (Change weapons, Pick up, Pass, Let the AI)');
});

test('typed letters reach any name with that start, or a word of it: "s" then "l" is Sleep-1, not Shadow-1, and opens the folded Cast group', () => {
  const s = type(turn, ['s'], true);
  // "s" alone: "Strike..." starts with it.
  expect(s).toMatchObject({ state: { cursor: { entry: 4 }, open: null } });
  const sl = type(turn, ['s', 'l'], true);
  expect(sl).toMatchObject({ state: { cursor: { entry: 2 }, open: 'Cast', typed: 'sl' } });
  expect(type(turn, ['s', 'l', 'enter'], true)).toEqual({ picked: 2 });
  expect(type(turn, [...chars('sh'), 'enter'], true)).toEqual({ picked: 1 });
  expect(type(turn, [...chars('pass'), 'enter'], true)).toEqual({ picked: 6 });
});

test('a folded group opens with Enter or its number; Esc and Back close it; numbers count the rows shown', () => {
  // Folded rows: 1 Move, 2 Cast..., 3 Strike, 4 Other...
  const open = type(turn, ['4', 'enter'], true);
  expect(open).toMatchObject({ state: { open: 'Other', cursor: { entry: 5 } } });
  const state = (open as { state: MenuState }).state;
  expect(type(turn, ['4', 'enter'], true, state)).toEqual({ picked: 8 });
  expect(type(turn, ['escape'], true, state)).toMatchObject({ state: { open: null, cursor: { group: 'Other' } } });
  expect(type(turn, ['5', 'enter'], true, state)).toMatchObject({ state: { open: null } });
  expect(type(turn, ['down', 'down', 'enter'], true)).toEqual({ picked: 4 });
});

test('Esc in a menu with a way back takes it; a choice that cannot be taken is passed over', () => {
  const targets: MenuEntry[] = [{ name: 'Cast Sleep-1 on Giant Rat 1' }, { name: 'Cast Sleep-1 on Giant Rat 2', disabled: 'asleep' }, { name: 'Back' }];
  expect(type(targets, ['escape'])).toEqual({ picked: 2 });
  expect(type(targets, ['down', 'enter'])).toEqual({ picked: 2 });
  expect(type(targets, ['2', 'enter'])).toEqual({ picked: 2 });
});
