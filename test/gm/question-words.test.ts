// What the players' screen, the TV and every phone say of a question at a GM's table: whose it is,
// and for which hero, said once ("Ana: Ysolde (A) at b2: what now?", not "Ana (for Ysolde): Ysolde
// (A) at b2: ..."); a question that does not begin with the hero's name says whom it is for.
import type { Question } from '../../src/gm/stream';
import { questionWords } from '../../src/gm/story-words';

const ask = (text: string, player: string | null, hero: string | null): Question => ({ id: 1, key: 'menu 1', to: { player, hero }, ask: 'choose', text });

test("a question's words name the player, and the hero only where the question does not already begin with him", () => {
  expect(questionWords(ask('Ysolde (A) at b2: what now?', 'Ana', 'Ysolde'))).toBe('Ana: Ysolde (A) at b2: what now?');
  expect(questionWords(ask('Ysolde: Old Tam lies dying (damage 17, ST 12). Give Old Tam a healing item?', 'Ana', 'Ysolde'))).toBe('Ana: Ysolde: Old Tam lies dying (damage 17, ST 12). Give Old Tam a healing item?');
  expect(questionWords(ask("a move at Dragon's Bluff", 'Ben', 'Ysolde'))).toBe("Ben (for Ysolde): a move at Dragon's Bluff");
  expect(questionWords(ask('What do you do?', 'Ana', 'Ana'))).toBe('Ana: What do you do?');
  expect(questionWords(ask('What do you do?', null, null))).toBe('The players choose: What do you do?');
});
