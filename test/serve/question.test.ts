// A seat's questions asked through an Io and answered from its page (issue 28): an answer must name
// the question asked now and pick one of its choices (or a number in its range), it is taken once,
// anything else in the body is refused; a decision asked in steps may start again.
import { readAnswer, SeatQuestions, StartOver } from '../../src/serve/question';
import { EndOfInput } from '../../src/io/io';

function seat() {
  let changes = 0;
  const q = new SeatQuestions('run1', () => changes++);
  return { q, io: q.io('Ana', () => {}), changes: () => changes };
}

describe('a seat\'s questions', () => {
  test('a choice is shown with its labels (the name that heads the prompt left out), taken once, then refused', async () => {
    const { q, io, changes } = seat();
    const asked = io.choose('Ana, which card?', [{ name: 'Red 3', value: 'R3' }, { name: 'Blue 5', value: 'B5', disabled: 'not now' }, { name: 'Gold', value: 'G' }]);
    const shown = q.question!;
    expect(shown).toMatchObject({ kind: 'choose', prompt: 'Which card?', step: 1, choices: [{ label: 'Red 3' }, { label: 'Blue 5', disabled: 'not now' }, { label: 'Gold' }] });
    expect(shown.id).toMatch(/^run1-/);
    expect(q.answer({ question: shown.id, choice: 1 })).toMatchObject({ status: 422 });
    expect(q.answer({ question: shown.id, choice: 3 })).toMatchObject({ status: 422 });
    expect(q.answer({ question: shown.id, choice: -1 })).toMatchObject({ status: 422 });
    expect(q.answer({ question: 'run1-99', choice: 0 })).toMatchObject({ status: 409 });
    expect(q.answer({ question: shown.id, choice: 2 })).toBeNull();
    await expect(asked).resolves.toBe('G');
    // The same answer again (a second tab, a replay): nothing is asked any more.
    expect(q.answer({ question: shown.id, choice: 0 })).toMatchObject({ status: 409 });
    expect(q.question).toBeNull();
    expect(changes()).toBe(2);
  });

  test('numbers in range, texts that pass the check, yes or no', async () => {
    const { q, io } = seat();
    const n = io.askNumber('How many?', { min: 1, max: 6 });
    const id = q.question!.id;
    for (const bad of [0, 7, 2.5, '3']) expect(q.answer({ question: id, value: bad })).toMatchObject({ status: 422 });
    expect(q.answer({ question: id, value: 4 })).toBeNull();
    await expect(n).resolves.toBe(4);
    const t = io.askText('Name?', { validate: (s) => (s.length < 3 ? 'too short' : null) });
    expect(q.answer({ question: q.question!.id, value: 'Al' })).toEqual({ status: 422, error: 'too short' });
    expect(q.answer({ question: q.question!.id, value: ' Alma ' })).toBeNull();
    await expect(t).resolves.toBe('Alma');
    const c = io.confirm('Sure?');
    expect(q.answer({ question: q.question!.id, value: 'yes' })).toMatchObject({ status: 422 });
    expect(q.answer({ question: q.question!.id, value: true })).toBeNull();
    await expect(c).resolves.toBe(true);
  });

  test('the body: a JSON object of known fields only, one of choice, value or restart', () => {
    const ok = { question: 'q', choice: 0 };
    expect(readAnswer(ok)).toEqual(ok);
    for (const bad of [null, 3, 'x', [1], {}, { question: 'q' }, { question: 'q', choice: 0, value: 1 }, { question: 'q', choice: '0' }, { question: 'q'.repeat(65), choice: 0 }, { question: 'q', choice: 1e300 }, { question: 'q', restart: false }, { question: 'q', value: { a: 1 } }, JSON.parse('{"__proto__": {"x": 1}, "question": "q", "choice": 0}'), { constructor: 1, question: 'q', choice: 0 }]) {
      expect(readAnswer(bad)).toMatchObject({ status: 400 });
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  test('a decision in steps starts again from its second step on; stopping ends what is asked', async () => {
    const { q, io } = seat();
    q.begin();
    const first = io.choose('Kind?', [{ name: 'a', value: 1 }]);
    expect(q.answer({ question: q.question!.id, restart: true })).toMatchObject({ status: 422 });
    expect(q.answer({ question: q.question!.id, choice: 0 })).toBeNull();
    await first;
    const second = io.choose('How many?', [{ name: '2', value: 2 }]);
    expect(q.question!.step).toBe(2);
    expect(q.answer({ question: q.question!.id, restart: true })).toBeNull();
    await expect(second).rejects.toBeInstanceOf(StartOver);
    const third = io.choose('Again?', [{ name: 'x', value: 0 }]);
    q.stop();
    await expect(third).rejects.toBeInstanceOf(EndOfInput);
    await expect(io.choose('After?', [{ name: 'x', value: 0 }])).rejects.toBeInstanceOf(EndOfInput);
  });
});
