// A question of the table drawn as a form: a button for each choice (large, for a thumb), a number or
// a text field, yes and no; "Back" starts a decision asked in steps again. The answer is POSTed once:
// the buttons are off until the table says whether it was taken.
import { el } from './dom.js';
import { postAnswer } from './live.js';
import type { Question } from './wire.js';

export type { Question };

/** The form of `q`. */
export function questionForm(q: Question): HTMLElement {
  const error = el('p.error', { role: 'alert' });
  const form = el('section.question', { 'aria-live': 'polite' }, el('h2', {}, q.prompt));
  const buttons: HTMLButtonElement[] = [];
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
      form.append(el('div.choices', {}, ...q.choices.map((c, i) => button(c.label, { choice: i }, c))));
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
      form.append(el('div.entry', {}, input, ok));
      break;
    }
  }
  if (q.step > 1) form.append(button('Back to the first question', { restart: true }, { spec: 'button.back' }));
  form.append(error);
  return form;
}
