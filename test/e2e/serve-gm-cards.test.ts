// A card game inside an adventure at a served GM's table (issue 28, "In the tavern": "a card game
// inside an adventure works the same way for the hero's player"), over plain HTTP against the built
// bin/law: the players choose who sits down at the tavern game (test/fixtures/adventures/
// tavern-table.yaml); the game's questions go to that hero's player's phone with his seat's view of
// the table (his hand, what happened since his move), the TV shows the table as everyone sees it and
// the other player's page nothing of the game: nobody's hand is on either. He plays the game to its
// end from his phone, and the adventure goes on by its outcome.
import * as path from 'node:path';
import { ROOT, tempHome } from '../helpers/cli';
import type { ServedRun } from '../helpers/served';
import { getJson, post, startServed, until } from '../helpers/served';
import type { GmPage } from '../../src/serve/pages/gm/wire';

jest.setTimeout(120_000);

const FILE = path.join(ROOT, 'test', 'fixtures', 'adventures', 'tavern-table.yaml');
const HERE = ['--serve', '--host', '127.0.0.1', '--port', '0'];

let run: ServedRun | null = null;
afterEach(async () => {
  if (run && run.child.exitCode === null) await run.stop();
  run = null;
});

const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));

/** The hidden parts of a Dragon's Bluff seat's view (wire.ts, DragonsBluffView): his hand, his face-down cards, who he is. */
const HIDDEN = ['hand', 'myDown', 'identity'];

test("law gm --serve: a tavern game in the adventure is played from the hero's player's phone, his hand on his page alone, the TV showing the table", async () => {
  const r = (run = await startServed(['gm', FILE, '--party', 'Ana:Brannoc,Ben:Ysolde', '--seed', '7', ...HERE], tempHome(), ['Ana', 'Ben'], {}, true));
  const { TV: tv, Ana: ana, Ben: ben } = r.links;

  // The whole table chooses to sit down, then who sits down: Ben's Ysolde.
  const a1 = await until<GmPage>(ana, (v) => v.question !== null);
  expect(a1.tavern ?? null).toBeNull();
  expect((await post(ana, { question: a1.question!.id, choice: 0 })).status).toBe(204);
  const a2 = await until<GmPage>(ana, (v) => v.question !== null && v.question.id !== a1.question!.id);
  expect(a2.question).toMatchObject({ kind: 'choose', prompt: "Who sits down to Dragon's Bluff?" });
  const q2 = a2.question!;
  const ysolde = q2.kind === 'choose' ? q2.choices.findIndex((c) => c.label === 'Ysolde') : -1;
  expect(ysolde).toBeGreaterThanOrEqual(0);
  expect((await post(ana, { question: a2.question!.id, choice: ysolde })).status).toBe(204);

  // Ben's phone: the game's question and the table as his seat sees it, his hand in it.
  const b = await until<GmPage>(ben, (v) => v.question !== null && v.tavern != null);
  expect(b.tavern).toMatchObject({ page: 'tavern-seat', you: 0, game: { id: 'dragons-bluff', title: "Dragon's Bluff" }, status: 'Your turn.' });
  expect(b.tavern!.seats.map((s) => s.name)).toEqual(['Ysolde', 'Hob', 'Pike']);
  const hand = (b.tavern!.view as { hand?: string[] }).hand!;
  expect(hand.length).toBeGreaterThan(0);
  expect(b.tavern!.question).toEqual(b.question);
  expect(b.question!.kind).toBe('choose');
  // Every card of his hand is named on his page (how the page draws it).
  for (const code of hand) expect(Object.hasOwn(b.tavern!.cards, code)).toBe(true);

  // Nobody peeks: Ana's page holds nothing of the game and no question; the TV the table, nobody's hand.
  const a3 = await getJson<GmPage>(ana);
  expect(a3.tavern).toBeNull();
  expect(a3.question).toBeNull();
  expect(a3.waiting).toBe("Ben (for Ysolde): a move at Dragon's Bluff");
  const t = await getJson<GmPage>(tv);
  expect(t.tavern).toMatchObject({ page: 'tavern-tv', you: null, question: null });
  // No page of Ben's is open (the test reads the views as JSON): the TV says whose phone it waits for.
  expect(t.tavern!.status).toBe("Ysolde's turn: waiting for Ysolde's phone.");
  for (const key of HIDDEN) {
    expect(JSON.stringify(t)).not.toContain(`"${key}"`);
    expect(JSON.stringify(a3)).not.toContain(`"${key}"`);
  }
  expect(t.tavern!.log.every((e) => !e.own)).toBe(true);

  // Ben plays the game to its end from his phone: the first legal choice each time.
  let answers = 0;
  let sawSince = false;
  for (let i = 0; i < 3000; i++) {
    const v = await getJson<GmPage>(ben);
    if (v.ended || (v.tavern == null && v.story.some((l) => l.kind === 'tavern-end'))) break;
    if (!v.question) {
      await pause(10);
      continue;
    }
    if (v.tavern) {
      expect(v.tavern.question).toEqual(v.question);
      if (v.tavern.since !== null) sawSince = true;
    }
    // A phone is offered only the choices that may be taken (phone-io.ts): the first is legal.
    const body = v.question.kind === 'choose' ? { question: v.question.id, choice: 0 } : v.question.kind === 'confirm' ? { question: v.question.id, value: true } : { question: v.question.id, value: '' };
    const got = await post(ben, body);
    if (got.status === 204) answers++;
    else if (got.status === 429) await pause(300);
    else expect(got.status).toBe(409);
  }
  expect(answers).toBeGreaterThan(1);
  // After his first move his page marks what happened since.
  expect(sawSince).toBe(true);

  // The game over, the pages are back to the story, which tells how it went; the adventure goes on by the outcome.
  const end = await until<GmPage>(tv, (v) => v.ended !== null);
  expect(end.tavern).toBeNull();
  const told = end.story.map((l) => l.text).join('\n');
  const outcome = end.story.find((l) => l.kind === 'tavern-end');
  expect(outcome).toBeDefined();
  // The game's own words for its end stay in the story, every seat's score with them.
  expect(outcome!.text).toMatch(/^Dragon's Bluff: .*(wins|share the win|draw).*\d+ VP/);
  expect(['Won at the barrel', 'Lost at the barrel', 'A round from Hob']).toContain(end.ended!.title);
  expect(told).toMatch(/Dragon's Bluff/);
  expect((await getJson<GmPage>(ben)).tavern).toBeNull();
  // The GM's terminal said who answered from his phone.
  expect(r.output()).toMatch(/Ben answered from his phone: /);
});
