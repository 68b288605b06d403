// The players' stream and its views (issue 26): the story is kept, whose turn it is is said, what an
// undo took back is shown as such and left out of the recap, a resumed section is told once, a
// whisper reaches one player's view only, and the screen fits the terminal it is drawn in.
import type { StreamEvent } from '../../src/gm/stream';
import { parseStream, streamEvent } from '../../src/gm/stream';
import { resolve, TABLE, viewOf } from '../../src/gm/view';
import { drawScreen, storyLines } from '../../src/gm/screen';
import { recapOf } from '../../src/gm/recap';

const START: StreamEvent = { t: 'start', v: 2, title: 'The Lamp', resumed: false, seats: [{ player: 'Ana', heroes: ['Brannoc'] }, { player: 'Ben', heroes: ['Ysolde'] }] };
const member = (name: string, player: string, extra: Partial<Extract<StreamEvent, { t: 'party' }>['members'][number]> = {}) => ({ name, player, st: 12, dx: 11, iq: 10, damage: 0, fatigue: 0, gold: 30, karma: 0, xp: 0, items: [], status: 'standing' as const, ...extra });
const PARTY: StreamEvent = { t: 'party', time: 1020, members: [member('Brannoc', 'Ana'), member('Ysolde', 'Ben')], counters: [] };
const section = (id: string, step: number, title = `Section ${id}`): StreamEvent => ({ t: 'section', id, title, time: 1020, step });
const text = (t: string): StreamEvent => ({ t: 'text', text: t });

/** The lines of a drawn view. */
const screen = (events: StreamEvent[], opts: Parameters<typeof drawScreen>[1] = {}) => drawScreen(viewOf(events), opts).lines;

describe("the players' stream and its views (issue 26)", () => {
  test('item 1: the story is kept: sections that go on by themselves, a check and its result stay on the screen after the next section', () => {
    const events: StreamEvent[] = [
      START,
      PARTY,
      section('2', 2, "The Warden's house"),
      text('Hob turns his cup.'),
      { t: 'chose', label: '"Who gains, when the Lamp is dark?"' },
      section('8', 3, 'A hard question'),
      text('The question lands hard.'),
      { t: 'roll', hero: 'Ysolde', check: '3/IQ', total: 9, faces: [4, 3, 2], passed: true, typed: true, again: null },
      section('19', 4, "Hob's confession"),
      text('"Ness," says Hob at last.'),
      { t: 'plotword', word: 'NESS-NAMED', xp: 1 },
      section('2', 5, "The Warden's house"),
      text('Hob turns his cup.'),
    ];
    const lines = screen(events, { width: 80, height: 24 }).join('\n');
    for (const seen of ['The question lands hard.', 'Ysolde rolls 3/IQ: 9, passes (real dice).', '"Ness," says Hob at last.', 'Plotword: NESS-NAMED', '== The Warden\'s house ==']) expect(lines).toContain(seen);
    // The earlier story is reachable: everything is in the story, and the screen says what lies above.
    expect(storyLines(viewOf(events)).join('\n')).toContain('> "Who gains, when the Lamp is dark?"');
  });

  test("item 2: whose turn it is, by the player's name and the hero's: a roll of real dice, and a question for the table", () => {
    const roll: StreamEvent = { t: 'question', q: { id: 3, key: 'roll', to: { player: 'Ben', hero: 'Ysolde' }, ask: 'roll', text: 'roll 3D6', roll: { dice: 3, sides: 6, what: '3/IQ needs 12', halves: false } } };
    expect(screen([START, PARTY, roll], { height: 24 }).join('\n')).toContain('Ben: roll 3D6 for Ysolde (3/IQ needs 12)');
    const menu: StreamEvent = { t: 'question', q: { id: 3, key: 'menu 1', to: { player: null, hero: null }, ask: 'choose', text: 'What do you do?', options: [{ label: 'Go down to the harbour' }, { label: 'Look for an inn' }] } };
    const shown = screen([START, PARTY, menu], { height: 24 }).join('\n');
    expect(shown).toContain('The players choose: What do you do?\n  1) Go down to the harbour\n  2) Look for an inn');
    // Answered, the question leaves the foot of the screen.
    expect(screen([START, PARTY, menu, { t: 'answered', id: 3 }], { height: 24 }).join('\n')).not.toContain('What do you do?');
    // A player's own view marks his question as his.
    expect(drawScreen(viewOf([START, PARTY, roll], { player: 'Ben' })).lines.join('\n')).toContain('Your turn. Ben: roll 3D6 for Ysolde');
    expect(drawScreen(viewOf([START, PARTY, roll], { player: 'Ana' })).lines.join('\n')).not.toContain('Your turn');
  });

  test('item 2: a roll asked in the middle of a menu (a GM\'s :check) is answered, and the menu is the question again', () => {
    const menu: StreamEvent = { t: 'question', q: { id: 2, key: 'menu 9', to: { player: null, hero: null }, ask: 'choose', text: 'What do you do?', options: [{ label: 'Say goodnight' }] } };
    const roll: StreamEvent = { t: 'question', q: { id: 3, key: 'roll', to: { player: 'Ben', hero: 'Ysolde' }, ask: 'roll', text: 'roll 3D6', roll: { dice: 3, sides: 6, what: '3/DX needs 11' } } };
    expect(viewOf([START, PARTY, menu, roll]).question?.id).toBe(3);
    expect(viewOf([START, PARTY, menu, roll, { t: 'answered', id: 3 }]).question?.id).toBe(2);
    expect(viewOf([START, PARTY, menu, roll, { t: 'answered', id: 3 }, { t: 'answered', id: 2 }, { t: 'chose', label: 'Say goodnight' }]).question).toBeNull();
  });

  test('item 4: an undone decision stays in the story, marked undone, and is left out of the recap', () => {
    const events: StreamEvent[] = [START, PARTY, section('8', 2), { t: 'note', n: { k: 'move', who: 'Brannoc', to: 'c3' } }, { t: 'undo', from: 3, what: 'decision' }, { t: 'note', n: { k: 'move', who: 'Brannoc', to: 'd4' } }];
    const v = viewOf(events);
    expect(v.story.map((s) => [s.e.t, s.undone])).toEqual([
      ['section', false],
      ['note', true],
      ['note', false],
    ]);
    const lines = storyLines(v).join('\n');
    expect(lines).toContain('(undone) Brannoc moves to c3.');
    expect(lines).toContain('Brannoc moves to d4.');
  });

  test('item 24: a GM\'s undo of sections takes back what came since the section gone back to; the recap leaves it out', () => {
    const events: StreamEvent[] = [
      START,
      PARTY,
      section('1', 1, 'The road'),
      { t: 'chose', label: 'Go to the mill' },
      section('2', 2, 'The mill'),
      { t: 'chose', label: 'Break the door' },
      section('5', 3, 'The cellar'),
      { t: 'roll', hero: 'Brannoc', check: '3/ST', total: 14, faces: null, passed: false, typed: false, again: null },
      { t: 'undo', what: 'section' },
      section('2', 2, 'The mill'),
      { t: 'chose', label: 'Knock' },
      section('6', 3, 'The miller'),
    ];
    const undone = resolve(events)
      .filter((r) => r.undone)
      .map((r) => r.e.t);
    expect(undone).toEqual(['section', 'chose', 'section', 'roll']);
    const recap = recapOf(events, 'markdown');
    expect(recap).toContain('The party chose: Knock');
    expect(recap).not.toContain('Break the door');
    expect(recap).not.toContain('3/ST');
  });

  test('item 24: a section a resumed session played again from its start is told once, in the view and in the recap', () => {
    const fight: StreamEvent[] = [
      { t: 'fight', map: { width: 3, height: 2, terrain: '......' }, party: ['Brannoc'], foes: ['Goblin'], dark: false },
      { t: 'note', n: { k: 'round', round: 1 } },
      { t: 'note', n: { k: 'attack', who: 'Brannoc', at: 'Goblin', how: 'strike', hit: true, roll: { total: 7, target: 11 } } },
    ];
    const events: StreamEvent[] = [START, PARTY, section('8', 4, 'The rats come'), ...fight, { ...START, resumed: true }, PARTY, section('8', 4, 'The rats come'), ...fight, { t: 'fight-end', outcome: 'victory', rounds: 2, party: [{ name: 'Brannoc', status: 'standing', xp: 1 }] }];
    const v = viewOf(events);
    expect(v.story.filter((s) => s.e.t === 'fight')).toHaveLength(1);
    expect(v.story.every((s) => !s.undone)).toBe(true);
    expect(recapOf(events, 'text').match(/A fight against Goblin/g)).toHaveLength(1);
  });

  test('item 14: a whisper is in the view of the player it is for, and in no other', () => {
    const events: StreamEvent[] = [START, PARTY, section('3', 1), { t: 'whisper', to: 'Ben', text: 'You notice a bloodstain on the sill.' }];
    expect(storyLines(viewOf(events, { player: 'Ben' })).join('\n')).toContain('GM, to Ben alone: You notice a bloodstain on the sill.');
    expect(storyLines(viewOf(events, { player: 'Ana' })).join('\n')).not.toContain('bloodstain');
    expect(storyLines(viewOf(events, TABLE)).join('\n')).not.toContain('bloodstain');
    expect(recapOf(events, 'markdown')).not.toContain('bloodstain');
  });

  test('item 3: the screen fits the terminal it is drawn in: every line within the width, no more lines than rows, the newest line in view', () => {
    const events: StreamEvent[] = [START, PARTY];
    for (let k = 1; k <= 40; k++) events.push(section(String(k), k, `A rather long section title number ${k} of the adventure`), text(`Paragraph ${k}. `.repeat(30)));
    for (const [width, height] of [
      [80, 24],
      [100, 30],
      [132, 50],
    ]) {
      const lines = screen(events, { width, height });
      expect(lines.length).toBeLessThanOrEqual(height);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(width);
      expect(lines.join('\n')).toContain('Paragraph 40.');
      // Scrolled back, the earlier story comes into view.
      expect(screen(events, { width, height, scroll: 10_000 }).join('\n')).toContain('Paragraph 1.');
    }
  });

  test('item 2: in a fight the figure whose turn it is is marked on the players\' panel, from the fight\'s own turn line', () => {
    const fig = (id: string, letter: string, name: string, side: 'party' | 'foes', cell: number, player: string | null) => ({ id, letter, name, player, side, numbers: side === 'party' ? [12, 11, 10, 0, 0, 0] : [null, null, null, null, null, null], weapon: 'Club', state: 'standing', cell, size: 1, status: 'standing' as const, grapple: null });
    const fight: StreamEvent[] = [
      START,
      PARTY,
      { t: 'fight', map: { width: 4, height: 3, terrain: '.'.repeat(12) }, party: ['Brannoc', 'Ysolde'], foes: ['Wrecker'], dark: false },
      { t: 'board', board: { round: 1, active: null, figures: [fig('b', 'A', 'Brannoc', 'party', 0, 'Ana'), fig('y', 'B', 'Ysolde', 'party', 1, 'Ben'), fig('w', 'a', 'Wrecker', 'foes', 11, null)], floor: [], effects: [] } },
      { t: 'note', n: { k: 'turn', who: 'Ysolde', player: 'Ben' } },
    ];
    const lines = screen(fight, { width: 80, height: 24 });
    expect(lines.some((l) => /^>B\s+Ysolde\s+Ben/.test(l))).toBe(true);
    expect(lines.some((l) => /^>A/.test(l))).toBe(false);
  });

  test('item 23: before the story begins the screen says who plays whom', () => {
    expect(screen([START, PARTY]).join('\n')).toContain('Ana plays Brannoc, Ben plays Ysolde.');
  });

  test("a damaged line keeps its place, so an undo's and a question's numbers still point where they did", () => {
    const text = `${JSON.stringify(START)}\nnot json\n${JSON.stringify({ t: 'undo', from: 'x', what: 'decision' })}\n${JSON.stringify(section('1', 1))}\n`;
    const events = parseStream(text);
    expect(events.map((e) => e?.t ?? null)).toEqual(['start', null, null, 'section']);
    expect(streamEvent({ t: 'board', board: { round: 1, active: null, figures: [{ id: 'a' }], floor: [], effects: [] } })).toBeNull();
  });

  test('the recap tells the harm the party met: damage out of a fight, what each hero took in a fight, and the damage and fatigue each ends with', () => {
    const events: StreamEvent[] = [
      START,
      PARTY,
      section('3', 1, 'The stair'),
      { t: 'happened', hero: 'Brannoc', text: 'Brannoc takes 2 damage (a loose step).' },
      { t: 'happened', hero: 'Brannoc', text: 'Brannoc picks up the lantern.' },
      section('8', 2, 'The rats come'),
      { t: 'fight', map: { width: 3, height: 2, terrain: '......' }, party: ['Brannoc', 'Ysolde'], foes: ['Goblin'], dark: false },
      { t: 'note', n: { k: 'damage', who: 'Ysolde', amount: 3, fatigue: false } },
      { t: 'note', n: { k: 'harm', who: 'Ysolde', damage: 1, fatigue: 2, cause: 'a fall' } },
      // A foe's harm is not the party's.
      { t: 'note', n: { k: 'damage', who: 'Goblin', amount: 5, fatigue: false } },
      { t: 'fight-end', outcome: 'victory', rounds: 2, party: [{ name: 'Brannoc', status: 'standing', xp: 1 }, { name: 'Ysolde', status: 'standing', xp: 1 }] },
      { ...PARTY, members: [member('Brannoc', 'Ana', { damage: 2 }), member('Ysolde', 'Ben', { damage: 4, fatigue: 2 })] } as StreamEvent,
    ];
    const recap = recapOf(events, 'text');
    expect(recap).toContain('Brannoc takes 2 damage (a loose step)');
    expect(recap).not.toContain('picks up the lantern');
    expect(recap).toContain('Brannoc standing (+1 XP), Ysolde standing after 4 damage and 2 fatigue (+1 XP)');
    expect(recap).toMatch(/Brannoc \(Ana\): 0 XP; ends with 2 damage\n/);
    expect(recap).toMatch(/Ysolde \(Ben\): 0 XP; ends with 4 damage and 2 fatigue\n?/);
  });
});
