// A player's question at a served GM's table (issue 28): asked at the terminal and on his phone at
// once, the first answer wins and the other is taken back; a phone's answer is recorded as a typed
// one (the record of answers a save keeps cannot tell them apart); an answer from two tabs is taken
// once, an illegal one refused, one to a question not his refused; real dice are checked as typed.
import { LineIo } from '../../src/io/line-io';
import type { LineSource } from '../../src/io/line-io';
import { EndOfInput } from '../../src/io/io';
import { TapeIo } from '../../src/io/tape-io';
import { ManualDice } from '../../src/dice';
import type { Question as StreamQuestion } from '../../src/gm/stream';
import { PhoneQuestions } from '../../src/serve/gm/questions';
import { PhoneIo } from '../../src/serve/gm/phone-io';

/** Lines typed at the terminal when the test says so. */
class Keyboard implements LineSource {
  private waiting: ((line: string | null) => void) | null = null;
  private typed: (string | null)[] = [];
  next(): Promise<string | null> {
    if (this.typed.length) return Promise.resolve(this.typed.shift()!);
    return new Promise((resolve) => (this.waiting = resolve));
  }
  type(line: string | null): void {
    const w = this.waiting;
    this.waiting = null;
    if (w) w(line);
    else this.typed.push(line);
  }
}

const tick = () => new Promise((r) => setImmediate(r));

function table() {
  const keys = new Keyboard();
  let shown = '';
  const terminal = new LineIo(keys, (t) => (shown += t));
  const phones = new PhoneQuestions('run', () => {});
  const phoneIo = new PhoneIo(terminal, phones, (p) => p === 'Ben');
  const tape = new TapeIo(phoneIo);
  return { keys, phones, phoneIo, tape, shown: () => shown };
}

const menu: StreamQuestion = { id: 3, key: 'menu 2', to: { player: 'Ben', hero: 'Ysolde' }, ask: 'choose', text: 'What does Ysolde do?', options: [{ label: 'Cast Light' }, { label: 'Wait' }] };
const choices = [
  { name: 'Cast Light', value: 'light' },
  { name: 'Character sheets', value: 'sheets' },
  { name: 'Wait', value: 'wait' },
  { name: 'Save and quit', value: 'quit' },
];

describe("a served GM's table: the terminal and the phone race for a player's question (issue 28)", () => {
  test("the phone answers first: the terminal's prompt is taken back, the answer recorded as the typed one, the next typed line goes to the next question", async () => {
    const t = table();
    const done = t.phones.offer(menu, [0, 2]);
    const asked = t.tape.choose('Ben: What does Ysolde do?', choices);
    await tick();
    const q = t.phones.live()!;
    // The phone is offered the players' options alone, each the terminal's own choice.
    expect(q).toMatchObject({ to: 'Ben', question: { kind: 'choose', prompt: 'What does Ysolde do?', choices: [{ label: 'Cast Light' }, { label: 'Wait' }] } });
    expect(t.shown()).toContain('(Waiting for Ben: the question is on his phone, or answer it here.)');
    // Another player, a wrong question, an illegal choice: refused, the question stays.
    expect(t.phones.answer('Ana', { question: q.question.id, choice: 0 })).toMatchObject({ status: 409 });
    expect(t.phones.answer('Ben', { question: 'run-99', choice: 0 })).toMatchObject({ status: 409 });
    expect(t.phones.answer('Ben', { question: q.question.id, choice: 2 })).toMatchObject({ status: 422 });
    expect(t.phones.answer('Ben', { question: q.question.id, __proto__: { x: 1 }, choice: 1 } as unknown)).toBeNull();
    // A second tab answering the same question: taken once.
    expect(t.phones.answer('Ben', { question: q.question.id, choice: 0 })).toMatchObject({ status: 409 });
    expect(await asked).toBe('wait');
    done();
    expect(t.shown()).toContain('Ben answered from his phone: Wait');
    // Recorded as typing "2" (the third choice, Wait) would have been: place 2 of the terminal's list.
    expect(t.tape.answers).toEqual([2]);
    expect(t.phones.live()).toBeNull();
    // The line typed now answers the next question, not the one taken back.
    const next = t.tape.confirm('Go on?');
    t.keys.type('y');
    expect(await next).toBe(true);
    expect(t.tape.answers).toEqual([2, true]);
  });

  test('the terminal answers first: the phone question goes away, and an answer to it then is refused', async () => {
    const t = table();
    const done = t.phones.offer(menu, [0, 2]);
    const asked = t.tape.choose('Ben: What does Ysolde do?', choices);
    await tick();
    const id = t.phones.live()!.question.id;
    t.keys.type('1');
    expect(await asked).toBe('light');
    done();
    expect(t.phones.live()).toBeNull();
    expect(t.phones.answer('Ben', { question: id, choice: 0 })).toMatchObject({ status: 409 });
    expect(t.tape.answers).toEqual([0]);
  });

  test('real dice from the phone are checked as typed ones: the total or the faces, a face that cannot be is refused', async () => {
    const t = table();
    const dice = new ManualDice((message, accept) => t.tape.askText(message, { validate: accept }));
    const roll: StreamQuestion = { id: 7, key: 'roll', to: { player: 'Ben', hero: 'Ysolde' }, ask: 'roll', text: 'roll 3D6', roll: { dice: 3, sides: 6, what: '3/IQ needs 12' } };
    const done = t.phones.offer(roll, null);
    const rolled = dice.roll(3, 6, 'Ysolde: 3/IQ needs 12');
    await tick();
    const q = t.phones.live()!;
    expect(q.question).toMatchObject({ kind: 'roll', dice: 3, sides: 6, what: '3/IQ needs 12' });
    expect(t.phones.answer('Ben', { question: q.question.id, value: '4 3 9' })).toMatchObject({ status: 422, error: expect.stringContaining('a D6 shows 1 to 6, not 9') });
    expect(t.phones.answer('Ben', { question: q.question.id, value: 19 })).toMatchObject({ status: 422 });
    expect(t.phones.answer('Ben', { question: q.question.id, value: '5 5 1' })).toBeNull();
    expect(await rolled).toEqual({ faces: [5, 5, 1], sum: 11, typed: true });
    done();
    expect(t.tape.answers).toEqual(['5 5 1']);
  });

  test("a GM's own question asked before the player's menu (a tool at the prompt) does not take the menu's place on the phone", async () => {
    const t = table();
    const done = t.phones.offer(menu, [0, 2]);
    const gm = t.tape.askText('GM tool?');
    await tick();
    expect(t.phones.live()).toBeNull();
    t.keys.type('');
    expect(await gm).toBe('');
    const asked = t.tape.choose('Ben: What does Ysolde do?', choices);
    await tick();
    expect(t.phones.live()).toMatchObject({ to: 'Ben', question: { kind: 'choose' } });
    expect(t.phones.answer('Ben', { question: t.phones.live()!.question.id, choice: 0 })).toBeNull();
    expect(await asked).toBe('light');
    done();
  });

  test('a question the GM asks in the middle of a player\'s holds it back on the phone until it is answered; the table closing ends both', async () => {
    const t = table();
    const done = t.phones.offer(menu, [0, 2]);
    const outer = t.tape.choose('Ben: What does Ysolde do?', choices);
    outer.catch(() => {});
    await tick();
    const id = t.phones.live()!.question.id;
    // The GM's own question (no offer) asked inside it: the phone's menu waits.
    const inner = t.phoneIo.confirm('Really?');
    inner.catch(() => {});
    await tick();
    expect(t.phones.live()).toBeNull();
    expect(t.phones.answer('Ben', { question: id, choice: 0 })).toMatchObject({ status: 409 });
    t.phoneIo.stop();
    await expect(inner).rejects.toBeInstanceOf(EndOfInput);
    await expect(outer).rejects.toBeInstanceOf(EndOfInput);
    done();
    await expect(t.tape.confirm('Again?')).rejects.toBeInstanceOf(EndOfInput);
  });
});
