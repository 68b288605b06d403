// A stand-in for the GM's-table pages until their real drawing lands (issue 28: the TV's board and
// the player's sheets are drawn by tv.ts and player.ts of their own): the story's end, who is waited
// for, and a player's question as a form, so that a table can already play from its phones.
import { el, fill } from '../common/dom.js';
import { follow } from '../common/live.js';
import { questionForm } from '../common/question.js';
import type { GmPage } from './wire.js';

export function startMinimalPage(): void {
  const app = document.getElementById('app')!;
  follow<GmPage>(
    (v) => {
      const story = v.story.slice(-30).map((l) => el(l.undone ? 'p.undone' : 'p', {}, l.text));
      fill(app, el('h1', {}, `${v.title}${v.section ? `: ${v.section}` : ''}`), v.time ? el('p', {}, v.time) : null, ...story, v.waiting ? el('p.status', {}, v.waiting) : null, v.question ? questionForm(v.question) : null);
    },
    () => {},
  );
}
