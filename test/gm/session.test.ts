// Whom a question at a GM's table is put to (issue 12; SEQUENCE OF PLAY: each player decides for his
// own characters): a question about one character goes to his player, a choice among the members
// for the party to all of them.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Chooser, Prompt } from '../../src/adventure';
import { RecordedIo } from '../../src/io';
import { TableSession } from '../../src/gm/session';
import { StreamWriter } from '../../src/gm/stream';
import { newGame } from '../../src/adventure';
import { hero, load } from '../adventure/helpers';

test("issue 12: a bard's song is his player's question, who tries a check the players' together", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-session-'));
  const adventure = load('law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\nsections:\n  1:\n    end: Over\n');
  const seats = [
    { player: 'Ana', characters: ['Brannoc'] },
    { player: 'Ben', characters: ['Lyra'] },
  ];
  const session = new TableSession(adventure, seats, { stream: new StreamWriter(path.join(dir, 'g.view.jsonl')), gmLog: path.join(dir, 'g.gm.log') }, () => new RecordedIo(), { names: () => [], load: () => 'no maps' });
  const asked: string[] = [];
  const inner: Chooser = { choose: async (p: Prompt) => (asked.push(p.message), 0), confirm: async () => false, combat: { control: 'ai', io: null, quiet: true }, extras: false };
  const chooser = session.chooser(inner);
  const members = [{ label: 'Brannoc', tag: 'member' as const }, { label: 'Lyra', tag: 'member' as const }];
  await chooser.choose({ key: 'bard 1', message: 'Lyra sings for the party. Who takes a karma point for this adventure?', items: members });
  await chooser.choose({ key: 'who rolls 1', message: 'Who tries 3/ST?', items: members });
  expect(asked).toEqual(['Ben: Lyra sings for the party. Who takes a karma point for this adventure?', 'The players choose: Who tries 3/ST?']);
});

test('issue 26, item 12: a section read out that went on by itself waits for the GM before the next scrolls in; after a question, or at the end, it does not', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-session-'));
  const adventure = load('law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\nsections:\n  1:\n    end: Over\n');
  const session = new TableSession(adventure, [{ player: 'Ana', characters: ['Brannoc'] }], { stream: new StreamWriter(path.join(dir, 'g.view.jsonl')), gmLog: path.join(dir, 'g.gm.log') }, () => new RecordedIo(), { names: () => [], load: () => 'no maps' });
  const io = new RecordedIo(['', '']);
  // Nothing read out yet: no pause.
  await session.pause(io);
  expect(io.output).toBe('');
  // Text read out, and the section went on by itself: the GM says when he has read it aloud.
  session.onEvent({ kind: 'text', text: 'The stair turns and turns.' });
  await session.pause(io);
  expect(io.output).toContain('(Read aloud? Enter goes on to the next section; ":" for GM tools)');
  // A tool typed at the pause runs, and the pause asks again.
  session.onEvent({ kind: 'text', text: 'The stair turns again.' });
  const tools = new RecordedIo([':say Mind the step', '']);
  await session.pause(tools);
  expect(tools.output.match(/Read aloud\?/g)).toHaveLength(2);
  // Once: the next section does not wait again for the same text.
  const before = io.output.length;
  await session.pause(io);
  expect(io.output.length).toBe(before);
  // A question asked since (the players chose) means the GM was there: no pause.
  session.onEvent({ kind: 'text', text: 'A landing.' });
  const chooser = session.chooser({ choose: async () => 0, confirm: async () => false, combat: { control: 'ai', io: null, quiet: true }, extras: false });
  await chooser.choose({ key: 'menu 3', message: 'What do you do?', items: [{ label: 'Go on down', tag: 'option' }] });
  await session.pause(io);
  expect(io.output.length).toBe(before);
});

test("issue 26, item 2: real dice typed for a hero put his player's roll on the stream, with what it is for in the game's words", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-session-'));
  const adventure = load('law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\nsections:\n  1:\n    end: Over\n');
  const file = path.join(dir, 'g.view.jsonl');
  const session = new TableSession(adventure, [{ player: 'Ben', characters: ['Ysolde'] }], { stream: new StreamWriter(file), gmLog: path.join(dir, 'g.gm.log') }, () => new RecordedIo(), { names: () => [], load: () => 'no maps' });
  session.onRun({ s: newGame(adventure, [hero({ name: 'Ysolde' })], 'x') } as never);
  const typed = session.typedDice({ manual: true, roll: async (count: number, sides: number) => ({ count, sides, faces: [4, 4, 4], sum: 12, typed: true }) } as never);
  await typed.roll(3, 6, 'Ben: Ysolde, Slow, IQ contest: 3D6, wins at 12 or less', 'Ysolde');
  const q = fs.readFileSync(file, 'utf8').split('\n').find((l) => l.includes('"t":"question"'))!;
  expect(JSON.parse(q).q).toMatchObject({ to: { player: 'Ben', hero: 'Ysolde' }, ask: 'roll', roll: { dice: 3, sides: 6, what: 'Slow, IQ contest: 3D6, wins at 12 or less' } });
});
