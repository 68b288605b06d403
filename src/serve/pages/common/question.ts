// A question of the table drawn as a form: a button for each choice (large, for a thumb), a number or
// a text field, yes and no, real dice entered as their total or die by die; "Back" starts a decision
// asked in steps again. The answer is POSTed once: the buttons are off until the table says whether
// it was taken. The page only helps: the table checks every answer as the terminal does.
import { el } from './dom.js';
import { postAnswer } from './live.js';
import type { Question } from './wire.js';

export type { Question };

/** An answer a page offers beside the question's own form (a typed question's usual answers, as buttons). */
export interface Quick {
  readonly label: string;
  readonly value: string;
  readonly description?: string;
  /** A small button in a row of them (a count), not a full-width one. */
  readonly compact?: boolean;
  /** What a compact button says to a screen reader. */
  readonly aria?: string;
  /** Said above a row of compact buttons (the first one's). */
  readonly heading?: string;
}

/** A question's form, and what else on the page may answer it (a hex of the board tapped). */
export interface AskForm {
  readonly node: HTMLElement;
  /**
   * Answers with the choices at `indices` (a hex named by them): one is sent at once; several are
   * marked among the buttons and brought into sight, for the player to pick one.
   */
  pick(indices: readonly number[]): void;
}

/** The form of `q`. */
export function questionForm(q: Question, quick: readonly Quick[] = []): HTMLElement {
  return askForm(q, quick).node;
}

export function askForm(q: Question, quick: readonly Quick[] = []): AskForm {
  const error = el('p.error', { role: 'alert' });
  const form = el('section.question', { 'aria-live': 'polite' }, el('h2', {}, q.prompt));
  const buttons: HTMLButtonElement[] = [];
  const byChoice = new Map<number, HTMLButtonElement>();
  const send = async (body: Record<string, unknown>) => {
    for (const b of buttons) b.disabled = true;
    error.textContent = '';
    const refused = await postAnswer({ question: q.id, ...body });
    if (refused) {
      error.textContent = refused;
      for (const b of buttons) b.disabled = b.dataset.off === '1';
    }
  };
  const button = (label: string, body: Record<string, unknown>, extra?: { description?: string; disabled?: string; spec?: string }) => {
    const b = el(extra?.spec ?? 'button.choice', { type: 'button' }, label, extra?.description ? el('small', {}, extra.description) : null, extra?.disabled ? el('small', {}, `(${extra.disabled})`) : null) as HTMLButtonElement;
    if (extra?.disabled) {
      b.disabled = true;
      b.dataset.off = '1';
    }
    b.addEventListener('click', () => void send(body));
    buttons.push(b);
    return b;
  };
  switch (q.kind) {
    case 'choose':
      form.append(
        el(
          'div.choices',
          {},
          ...q.choices.map((c, i) => {
            const b = button(c.label, { choice: i }, c);
            byChoice.set(i, b);
            return b;
          }),
        ),
      );
      break;
    case 'confirm':
      form.append(el('div.choices', {}, button('Yes', { value: true }), button('No', { value: false })));
      break;
    case 'number':
    case 'text': {
      const input = el('input', { type: q.kind === 'number' ? 'number' : 'text', inputmode: q.kind === 'number' ? 'numeric' : 'text', 'aria-label': q.prompt }) as HTMLInputElement;
      if (q.kind === 'number') {
        if (q.min !== undefined) input.min = String(q.min);
        if (q.max !== undefined) input.max = String(q.max);
      }
      if (q.default !== undefined) input.value = String(q.default);
      const ok = el('button.choice', { type: 'button' }, 'OK') as HTMLButtonElement;
      buttons.push(ok);
      const submit = () => void send({ value: q.kind === 'number' ? Number(input.value) : input.value });
      ok.addEventListener('click', submit);
      input.addEventListener('keydown', (e) => e.key === 'Enter' && submit());
      // A typed question's usual answers as buttons (each still checked by the table as if typed).
      const wide = quick.filter((k) => !k.compact);
      const small = quick.filter((k) => k.compact);
      if (wide.length) form.append(el('div.choices.quick', {}, ...wide.map((k) => button(k.label, { value: k.value }, { description: k.description }))));
      if (small.length) {
        const row = el('div.faces.quick', {}, ...small.map((k) => button(k.label, { value: k.value }, { spec: 'button.face' })));
        small.forEach((k, i) => k.aria && row.children[i].setAttribute('aria-label', k.aria));
        if (small[0].heading) form.append(el('p.roll-or', {}, small[0].heading));
        form.append(row);
      }
      if (quick.length) form.append(el('p.roll-or', {}, 'or type it:'));
      form.append(el('div.entry', {}, input, ok));
      break;
    }
    case 'roll':
      form.append(rollEntry(q, (value) => void send({ value }), buttons));
      break;
  }
  if (q.step > 1) form.append(button('Back to the first question', { restart: true }, { spec: 'button.back' }));
  form.append(error);
  const pick = (indices: readonly number[]) => {
    const open = indices.filter((i) => byChoice.has(i) && byChoice.get(i)!.dataset.off !== '1');
    if (open.length === 1) {
      byChoice.get(open[0])!.click();
      return;
    }
    for (const [i, b] of byChoice) b.classList.toggle('picked', open.includes(i));
    if (open.length) byChoice.get(open[0])!.scrollIntoView({ block: 'nearest' });
  };
  return { node: form, pick };
}

type RollQuestion = Extract<Question, { kind: 'roll' }>;

/**
 * Real dice entered: each die's face tapped (a D3 is a D6's face, halved: the terminal's ruling), or,
 * for dice that are not halved, their total typed. What is sent is what the terminal takes typed: the
 * total, or the faces separated by spaces.
 */
function rollEntry(q: RollQuestion, send: (value: string) => void, buttons: HTMLButtonElement[]): HTMLElement {
  const count = Math.max(1, Math.min(12, Math.floor(q.dice)));
  // The dice rolled: a D3 is read from a D6.
  const sides = q.halves ? 6 : Math.max(2, Math.min(100, Math.floor(q.sides)));
  const faces: (number | null)[] = new Array(count).fill(null);
  const said = el('p.roll-sum', { 'aria-live': 'polite' });
  const sendFaces = el('button.choice.send', { type: 'button' }, count === 1 ? 'Send this face' : 'Send these faces') as HTMLButtonElement;
  sendFaces.disabled = true;
  buttons.push(sendFaces);
  const rows: HTMLElement[] = [];
  const refresh = () => {
    const all = faces.every((f) => f !== null);
    sendFaces.disabled = !all;
    const read = faces.map((f) => (f === null ? null : q.halves ? Math.ceil(f / 2) : f));
    const known = read.filter((f): f is number => f !== null);
    said.textContent = known.length === 0 ? '' : q.halves ? `D3: ${read.map((f) => (f === null ? '?' : String(f))).join(' + ')}${all ? ` = ${known.reduce((a, b) => a + b, 0)}` : ''}` : `${all ? 'Total' : 'So far'}: ${known.reduce((a, b) => a + b, 0)}`;
  };
  for (let d = 0; d < count; d++) {
    const label = count === 1 ? 'The die' : `Die ${d + 1}`;
    if (sides <= 12) {
      const faceButtons: HTMLButtonElement[] = [];
      for (let f = 1; f <= sides; f++) {
        const b = el('button.face', { type: 'button', 'aria-label': `${label}: ${f}`, 'aria-pressed': 'false' }, String(f)) as HTMLButtonElement;
        b.addEventListener('click', () => {
          faces[d] = f;
          for (const o of faceButtons) o.setAttribute('aria-pressed', String(o === b));
          refresh();
        });
        faceButtons.push(b);
        buttons.push(b);
      }
      rows.push(el('div.die-row', { role: 'group', 'aria-label': label }, el('span.die-name', {}, label), el('div.faces', {}, ...faceButtons)));
    } else {
      const input = el('input', { type: 'number', inputmode: 'numeric', min: '1', max: String(sides), 'aria-label': label }) as HTMLInputElement;
      input.addEventListener('input', () => {
        const n = Number(input.value);
        faces[d] = Number.isInteger(n) && n >= 1 && n <= sides ? n : null;
        refresh();
      });
      rows.push(el('div.die-row', {}, el('span.die-name', {}, label), input));
    }
  }
  sendFaces.addEventListener('click', () => {
    if (faces.every((f) => f !== null)) send(faces.join(' '));
  });
  const dice = `${count}D${sides}`;
  const how = q.halves
    ? `Roll ${count === 1 ? 'a D6' : `${count} D6`}: each is halved for a D3 (1-2: 1, 3-4: 2, 5-6: 3). Tap what ${count === 1 ? 'it shows' : 'each shows'}.`
    : count === 1
      ? `Roll a D${sides} and tap what it shows.`
      : `Roll ${dice}: tap each die's face, or type their total.`;
  const parts: (HTMLElement | null)[] = [el('p.roll-what', {}, el('strong.dice-count', {}, `${q.halves ? `${count}D3` : dice}`), q.what ? ` for ${q.what}` : null), el('p.roll-how', {}, how), ...rows, said, sendFaces];
  if (!q.halves && count > 1) {
    const input = el('input', { type: 'number', inputmode: 'numeric', min: String(count), max: String(count * sides), 'aria-label': `The total of ${dice}` }) as HTMLInputElement;
    const ok = el('button.choice', { type: 'button' }, 'Send the total') as HTMLButtonElement;
    buttons.push(ok);
    const submit = () => input.value.trim() !== '' && send(input.value.trim());
    ok.addEventListener('click', submit);
    input.addEventListener('keydown', (e) => e.key === 'Enter' && submit());
    parts.push(el('p.roll-or', {}, `or the total (${count} to ${count * sides}):`), el('div.entry', {}, input, ok));
  }
  return el('div.roll', {}, ...parts);
}
