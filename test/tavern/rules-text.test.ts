// The rules of every game as `law tavern rules GAME` and the tavern's menu print them (rulesText):
// within 80 columns, and each variant told once, under its id, after the game's own text.
import { GAME_IDS, loadGame, rulesText } from '../../src/tavern';

describe('the rules texts', () => {
  test.each([...GAME_IDS])('%s: every line fits 80 columns, and each variant is listed once', (id) => {
    const game = loadGame(id);
    const text = rulesText(game);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    // The game's own text tells no variant: the list after it is the one place.
    expect(game.rules).not.toMatch(/--variant/i);
    for (const v of game.variants) expect(text.match(new RegExp(`^ {2}${v.id} +\\S`, 'gm'))).toHaveLength(1);
    expect(text.match(/^Variants/gm)?.length ?? 0).toBe(game.variants.length ? 1 : 0);
  });

  test('a long variant folds under its first word; a list in it keeps its own indent', () => {
    const text = rulesText(loadGame('deceptidice'));
    expect(text).toContain('  straights    "N cards in numeric order, including E" (N 2-6). It beats a guess\n               when N or E');
    expect(text).toMatch(/\n {17}PAIRS {3}Two Pairs, value 3: .*\n {21}\S/);
  });
});
