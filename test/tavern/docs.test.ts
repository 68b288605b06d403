// docs/tavern.md gives each game's rules as `law tavern rules GAME` prints them (rulesText, the
// variants included): the two cannot drift.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { GAME_IDS, loadGame, rulesText } from '../../src/tavern';

const doc = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'tavern.md'), 'utf8');

describe('docs/tavern.md', () => {
  test.each([...GAME_IDS])('holds the rules of %s exactly as the game states them', (id) => {
    const game = loadGame(id);
    expect(doc).toContain(`### ${game.title}\n\n\`\`\`text\n${rulesText(game)}\n\`\`\``);
  });

  test('names every command of the tavern', () => {
    for (const c of ['law tavern deceptidice', 'law tavern sim', 'law tavern rules', '--resume', '--deck', '--seats', '--auto', '--json']) expect(doc).toContain(c);
  });
});
