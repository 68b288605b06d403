// A GM's-table page's view (serve/gm/page.ts, issue 28): made from the players' stream by viewOf, so
// that nothing the GM keeps is on any page (GM notes, hidden counters, foes' statistics, his secret
// rolls), a whisper is on its player's page alone, and a question is on the phone of the player it is
// for (or on every player's, for the whole table's), never on the TV.
import * as path from 'node:path';
import type { StreamEvent } from '../../src/gm/stream';
import { gmPage } from '../../src/serve/gm/page';
import type { LiveQuestion } from '../../src/serve/gm/page';
import { TABLE } from '../../src/gm/view';
import { STORY_MOST } from '../../src/serve/pages/gm/wire';
import { ROOT } from '../helpers/cli';
import { load, playersStream } from '../helpers/players-stream';

const NOBODY = new Set<string>();

describe('the pages of a served GM session show what the players may see, each his own (issue 28)', () => {
  test("nothing of the GM's on any page of games played with his secrets: whispers to Ana on her page alone, foes' numbers nowhere", async () => {
    const file = path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-secrets.yaml');
    const { events } = await playersStream(load(file), 6, 2, true);
    let whispered = 0;
    let fights = 0;
    // Every page as it stood after each of many moments of the evening.
    for (let n = 1; n <= events.length; n += 7) {
      const so = events.slice(0, n);
      const tv = JSON.stringify(gmPage({ events: so, audience: TABLE, online: NOBODY, live: null }));
      const ana = JSON.stringify(gmPage({ events: so, audience: { player: 'Ana' }, online: NOBODY, live: null }));
      const ben = gmPage({ events: so, audience: { player: 'Ben' }, online: NOBODY, live: null });
      for (const page of [tv, ana, JSON.stringify(ben)]) expect(page).not.toMatch(/GMSECRET|gmsecret_weather/i);
      expect(tv).not.toContain('WHISPERED');
      expect(JSON.stringify(ben)).not.toContain('WHISPERED');
      if (ana.includes('WHISPERED')) whispered++;
      if (ben.fight) {
        fights++;
        expect(ben.fight.figures.filter((f) => f.side === 'foes').every((f) => f.numbers.every((x) => x === null))).toBe(true);
        expect(ben.fight.labels).toHaveLength(ben.fight.map.width * ben.fight.map.height);
      }
    }
    expect(whispered).toBeGreaterThan(0);
    expect(fights).toBeGreaterThan(0);
  }, 60_000);

  const seats = [
    { player: 'Ana', heroes: ['Brannoc'] },
    { player: 'Ben', heroes: ['Ysolde'] },
  ];
  const member = (name: string, player: string) => ({ name, player, st: 12, dx: 11, iq: 9, damage: 0, fatigue: 0, gold: 5, karma: 1, xp: 0, items: [], status: 'standing' as const });
  const base: StreamEvent[] = [
    { t: 'start', v: 2, title: 'Rats', resumed: false, seats },
    { t: 'section', id: '1', title: 'The mill', time: 1080, step: 1 },
    { t: 'party', time: 1080, members: [member('Brannoc', 'Ana'), { ...member('Ysolde', 'Ben'), spells: [{ name: 'Light', cost: '1F' }] }], counters: [{ label: 'Torches', value: 2 }] },
    { t: 'text', text: 'The wheel is still.' },
    { t: 'whisper', to: 'Ben', text: 'You hear scratching.' },
  ];
  const toBen: StreamEvent = { t: 'question', q: { id: 5, key: 'roll', to: { player: 'Ben', hero: 'Ysolde' }, ask: 'roll', text: 'roll 3D6', roll: { dice: 3, sides: 6, what: '3/IQ' } } };
  const live: LiveQuestion = { question: { id: 'r-1', prompt: 'roll 3D6', step: 1, kind: 'roll', dice: 3, sides: 6, what: '3/IQ' }, to: 'Ben' };

  test("a player's question is on his page alone; the TV and the others see whom the table waits for", () => {
    const events = [...base, toBen];
    const page = (audience: { player: string } | typeof TABLE) => gmPage({ events, audience, online: new Set(['Ben']), live });
    const [tv, ana, ben] = [page(TABLE), page({ player: 'Ana' }), page({ player: 'Ben' })];
    expect(ben.question).toEqual(live.question);
    expect(ana.question).toBeNull();
    expect(tv.question).toBeNull();
    for (const p of [tv, ana, ben]) expect(p.waiting).toBe('Ben: roll 3D6 for Ysolde (3/IQ)');
    expect(tv).toMatchObject({ page: 'gm-tv', you: null, title: 'Rats', section: 'The mill', time: 'day 1, 18:00', counters: [{ label: 'Torches', value: 2 }] });
    expect(tv.seats).toEqual([
      { player: 'Ana', heroes: ['Brannoc'], online: false },
      { player: 'Ben', heroes: ['Ysolde'], online: true },
    ]);
    // His own heroes first, with their spells and what they cost.
    expect(ben.party.map((m) => m.name)).toEqual(['Ysolde', 'Brannoc']);
    expect(ben.party[0].spells).toEqual([{ name: 'Light', cost: '1F' }]);
    expect(tv.party.map((m) => m.name)).toEqual(['Brannoc', 'Ysolde']);
    // The whisper: on Ben's page alone.
    expect(ben.story.map((l) => l.text)).toContain('GM, to Ben alone: You hear scratching.');
    for (const p of [tv, ana]) expect(JSON.stringify(p)).not.toContain('scratching');
    // The whole table's question is on every player's page, never on the TV.
    const all: LiveQuestion = { question: { id: 'c-2', prompt: 'What do you do?', step: 1, kind: 'choose', choices: [{ label: 'Go in' }] }, to: null };
    const table: StreamEvent = { t: 'question', q: { id: 5, key: 'menu 1', to: { player: null, hero: null }, ask: 'choose', text: 'What do you do?', options: [{ label: 'Go in' }] } };
    expect(gmPage({ events: [...base, table], audience: { player: 'Ana' }, online: NOBODY, live: all }).question).toEqual(all.question);
    expect(gmPage({ events: [...base, table], audience: TABLE, online: NOBODY, live: all }).question).toBeNull();
    // Every page lists the table's options, as the players' screen does; a roll or a fight's menu has none to list.
    const withOdds: StreamEvent = { t: 'question', q: { ...(table as { q: object }).q, options: [{ label: 'Go in' }, { label: 'Climb', detail: '3/DX' }] } } as StreamEvent;
    expect(gmPage({ events: [...base, withOdds], audience: TABLE, online: NOBODY, live: all }).choices).toEqual(['Go in', 'Climb (3/DX)']);
    expect(tv.choices).toBeNull();
    const fightMenu: StreamEvent = { t: 'question', q: { id: 6, key: 'fight turn', to: { player: 'Ana', hero: 'Brannoc' }, ask: 'choose', text: 'what now?', options: [{ label: 'Attack' }] } };
    expect(gmPage({ events: [...base, fightMenu], audience: TABLE, online: NOBODY, live: null }).choices).toBeNull();
    // Answered (at the terminal): the stream asks nothing, and no page has the question.
    const answered = [...events, { t: 'answered', id: 5 } as StreamEvent, { t: 'roll', hero: 'Ysolde', check: '3/IQ', total: 9, faces: null, passed: true, typed: true, again: null } as StreamEvent];
    const after = gmPage({ events: answered, audience: { player: 'Ben' }, online: NOBODY, live });
    expect(after.question).toBeNull();
    expect(after.waiting).toBeNull();
    expect(after.story[after.since].text).toBe('Ysolde rolls 3/IQ: 9, passes (real dice).');
  });

  test('a long evening: the page is sent the newest lines of the story, and where the new ones begin', () => {
    const many: StreamEvent[] = Array.from({ length: STORY_MOST + 50 }, (_, i) => ({ t: 'text', text: `line ${i}` }));
    const events = [...base, ...many, { t: 'chose', label: 'Go on' } as StreamEvent, { t: 'text', text: 'new' } as StreamEvent];
    const tv = gmPage({ events, audience: TABLE, online: NOBODY, live: null });
    expect(tv.story).toHaveLength(STORY_MOST);
    expect(tv.story[tv.story.length - 1].text).toBe('new');
    expect(tv.story[tv.since].text).toBe('new');
    expect(tv.story[0].at).toBeGreaterThan(0);
  });
});

test("an adventure's prose and the GM's words are sent flowed, a paragraph a line (the page wraps them to its width); other lines as the terminal says them", () => {
  const events: StreamEvent[] = [
    { t: 'start', v: 2, title: 'A Test', resumed: false, seats: [{ player: 'Ana', heroes: ['Brannoc'] }] },
    { t: 'section', id: '1', title: 'The gate', time: null, step: 1 },
    { t: 'text', text: 'Rain runs off the\nold stones.\n\n  A sign: KEEP OUT\nThe gate is shut.' },
    { t: 'say', text: 'Mind\nthe stairs' },
  ];
  const story = gmPage({ events, audience: TABLE, online: NOBODY, live: null }).story;
  expect(story.map((l) => [l.kind, l.text])).toEqual([
    ['section', expect.stringContaining('The gate')],
    ['text', 'Rain runs off the old stones.\n\n  A sign: KEEP OUT\nThe gate is shut.'],
    ['say', expect.stringContaining('Mind the stairs')],
  ]);
});
