// Ruling (docs/rulings.md, the end of an adventure): the items an adventure declares stay behind when
// it ends; the rules' own gear and belongings, and what a hero had before, go home with him.
import type { Character } from '../../src/character';
import { leaveBehind } from '../../src/adventure/leave-behind';
import type { Adventure } from '../../src/adventure/model';

const at = { line: 1, column: 1 };
const adventure = {
  items: new Map([
    ['Abbey Key', { at, name: 'Abbey Key', description: '', builtin: false }],
    ['Healing Draught', { at, name: 'Healing Draught', description: '', builtin: false }],
    ['Torch', { at, name: 'Torch', description: '', builtin: true }],
  ]),
} as unknown as Adventure;
const member = (items: Character['items']) => ({ name: 'Ajax', items }) as unknown as Character;

test('the adventure\'s own items stay behind; its builtin belongings and what he set out with go home', () => {
  const end = [member([{ name: 'Abbey Key', count: 1 }, { name: 'Healing Draught', count: 3 }, { name: 'Torch', count: 2 }])];
  const start = [member([{ name: 'Healing Draught', count: 1 }, { name: 'Torch', count: 1 }])];
  const r = leaveBehind(adventure, end, start);
  expect(r.party[0].items).toEqual([{ name: 'Healing Draught', count: 1 }, { name: 'Torch', count: 2 }]);
  expect(r.left).toEqual([['Abbey Key', 'Healing Draught']]);
});

test('a member who gained none of them is left as he is, and a save without the starting sheets keeps none', () => {
  const plain = member([{ name: 'Torch', count: 1 }]);
  expect(leaveBehind(adventure, [plain], [plain]).party[0]).toBe(plain);
  expect(leaveBehind(adventure, [member([{ name: 'Abbey Key', count: 1 }])], undefined).party[0].items).toEqual([]);
});
