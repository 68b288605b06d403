// Issue 15, item 3, the rest of companions: a condition that asks whether one is with the party, the
// players' screen that shows him, and healing him. Played on test/fixtures/adventures/companions.yaml.
import { explore, loadAdventureText, newGame } from '../../src/adventure';
import { partyEntry } from '../../src/table/player-view';
import { renderScreen, screenOf } from '../../src/table/screen';
import { validateText } from '../../src/adventure/lint';
import { codes, fixtureText, hero, load, play, sectionsOf } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\n';
const TAM = 'companions:\n  Old Tam: { st: 11, dx: 11, iq: 10, armor: 1, weapon: Spear, description: A ferryman. }\n';

describe('with(COMPANION): is the companion with the party (docs/rulings.md, "Companions")', () => {
  test('with(Old Tam) holds after he joins and not before, in a branch and in a paragraph', async () => {
    const adv = load('companions');
    const along = await play(adv, [hero()], { answers: ['1'] });
    expect(sectionsOf(along.events)).toEqual(['1', '2', '3']);
    expect(along.output).toContain('Old Tam parts them with his spear.');
    const alone = await play(adv, [hero()], { answers: ['2'] });
    expect(sectionsOf(alone.events)).toEqual(['1', '2', '4']);
    expect(alone.output).not.toContain('Old Tam parts them');
  });

  test('with() names a companion declared under "companions:" (LAW0013, at the name), any case; with() empty is LAW0009', () => {
    const adv = (cond: string) => `${HEAD}${TAM}sections:\n  1:\n    do:\n      - join: Old Tam\n    options:\n      - option: Go\n        if: "${cond}"\n        end: X\n`;
    expect(codes(adv('with(Old Tam)'))).toEqual([]);
    expect(codes(adv('with(old tam)'))).toEqual([]);
    expect(codes(adv('with(Old Tom)'))).toEqual([['LAW0013', 14, 19]]);
    expect(codes(adv('with()'))).toEqual([['LAW0009', 14, 19]]);
  });

  test('the lint warns of a companion asked about whom no "join" brings in (LAW0112): the test is always false', () => {
    const text = `${HEAD}${TAM}sections:\n  1:\n    options:\n      - option: Go\n        if: with(Old Tam)\n        end: X\n      - option: Stay\n        end: Y\n`;
    const warned = validateText(text, 't.yaml').diagnostics.filter((d) => d.code === 'LAW0112');
    expect(warned.map((d) => [d.line, d.column, d.message])).toEqual([[12, 18, 'companion Old Tam is asked about but never joins']]);
  });

  test('the explorer takes both ways of a branch on with(): with Old Tam and without', async () => {
    const r = loadAdventureText(fixtureText('companions'), 'companions.yaml');
    const report = await explore(r.adventure!, r.uses);
    expect(report.unreached).toEqual([]);
    expect(report.endings.map((e) => e.title).sort()).toEqual(['Lost in the reeds', 'Through the reeds']);
  });
});

describe("the players' screen shows the companions with the party: name and state, no statistics (issue 12, \"Nobody peeks\")", () => {
  const adv = load('companions');
  const withTam = (wounds: Record<string, number>) => ({ ...newGame(adv, [hero()], 's'), companions: ['Old Tam'], wounds });

  test('the party entry names Old Tam and whether he is hurt; his stat block stays with the GM', () => {
    expect(partyEntry(adv, withTam({}), []).companions).toEqual([{ name: 'Old Tam', status: 'unhurt' }]);
    const entry = partyEntry(adv, withTam({ 'Old Tam': 3 }), []);
    expect(entry.companions).toEqual([{ name: 'Old Tam', status: 'wounded' }]);
    expect(JSON.stringify(entry.companions)).not.toMatch(/"st"|"dx"|"iq"|"damage"|Spear|ferryman/);
    const screen = renderScreen(screenOf([entry]));
    expect(screen).toContain('With the party: Old Tam (wounded)');
  });

  test('without companions the entry has none and the screen no line for them', () => {
    const entry = partyEntry(adv, newGame(adv, [hero()], 's'), []);
    expect(entry.companions).toBeUndefined();
    expect(renderScreen(screenOf([entry]))).not.toContain('With the party');
  });
});
