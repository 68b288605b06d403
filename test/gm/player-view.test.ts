// What the players' screen takes of a fight's effect lines (issue 12, "Nobody peeks"): the party's
// own in full, a foe's only as something happening, since its text may carry the foe's IQ and roll
// or say that its creation is an illusion (MAGIC, Illusions: disbelief is the players' to try).
import { combatLine } from '../../src/gm/player-view';
import type { CombatState } from '../../src/combat/state';

const state = {
  figures: [
    { id: 'ysolde', name: 'Ysolde', side: 'party' },
    { id: 'shaman', name: 'Goblin Shaman', side: 'foes' },
  ],
} as unknown as CombatState;

test("issue 12, the players' screen: a foe's effect line is not shown word for word; the party's is", () => {
  expect(combatLine({ t: 'effect', figure: 'shaman', text: 'makes an illusion of a Wolf: 3/IQ needs 11, rolled 9' }, state)).toBe('Goblin Shaman does something.');
  expect(combatLine({ t: 'effect', figure: 'ysolde', text: 'casts Blur' }, state)).toBe('Ysolde: casts Blur.');
  expect(combatLine({ t: 'effect', figure: null, text: 'The GM ends the fight: the foes give up the field' }, state)).toBe('The GM ends the fight: the foes give up the field.');
});

test("issue 12, the players' screen: the author's paragraphs are joined and wrapped, not folded line by line", () => {
  const { renderScreen, screenOf } = jest.requireActual<typeof import('../../src/gm/screen')>('../../src/gm/screen');
  // As YAML gives it: a paragraph broken where the author's editor broke it, a blank line, another.
  const text = 'The cellar door is round the back,\nunder the wheel.\n\n"The key\'s lost," he admits.\n  (a line kept as written)';
  const screen = renderScreen(screenOf([{ t: 'text', text }]));
  expect(screen).toContain('The cellar door is round the back, under the wheel.\n\n"The key\'s lost," he admits.\n  (a line kept as written)');
});

test("the players' screen shows the party's sleep and its purse, never the GM's bookkeeping (review: a sleep until a set hour moved the clock with no line)", () => {
  const { entriesOfEvent } = jest.requireActual<typeof import('../../src/gm/player-view')>('../../src/gm/player-view');
  const line = (text: string) => entriesOfEvent({ kind: 'effect', member: null, text }, null);
  expect(line('The party sleeps until 06:00: all fatigue recovered')).toEqual([{ t: 'line', text: 'The party sleeps until 06:00: all fatigue recovered' }]);
  expect(line('A full night of sleep, waking at 06:00: all fatigue recovered')).toHaveLength(1);
  expect(line('Plotword TOBIN-PUNT crossed out')).toEqual([]);
});
