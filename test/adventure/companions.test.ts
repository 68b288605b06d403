// Issue 15, item 3, the rest of companions: a condition that asks whether one is with the party, the
// players' screen that shows him, and healing him. Played on test/fixtures/adventures/companions.yaml.
import { explore, loadAdventureText, newGame } from '../../src/adventure';
import { Reporter } from '../../src/gm/report';
import { drawScreen } from '../../src/gm/screen';
import { viewOf } from '../../src/gm/view';
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
    expect(new Reporter(adv, []).party(withTam({})).companions).toEqual([{ name: 'Old Tam', status: 'unhurt' }]);
    const entry = new Reporter(adv, []).party(withTam({ 'Old Tam': 3 }));
    expect(entry.companions).toEqual([{ name: 'Old Tam', status: 'wounded' }]);
    expect(JSON.stringify(entry.companions)).not.toMatch(/"st"|"dx"|"iq"|"damage"|Spear|ferryman/);
    const screen = drawScreen(viewOf([entry])).lines.join('\n');
    expect(screen).toContain('With the party: Old Tam (wounded)');
  });

  test('without companions the entry has none and the screen no line for them', () => {
    const entry = new Reporter(adv, []).party(newGame(adv, [hero()], 's'));
    expect(entry.companions).toBeUndefined();
    expect(drawScreen(viewOf([entry])).lines.join('\n')).not.toContain('With the party');
  });
});

describe('healing a companion (docs/rulings.md, "Companions")', () => {
  const adv = (effects: string) =>
    load(`${HEAD}${TAM}sections:\n  1:\n    do:\n      - join: Old Tam\n${effects}    end: X\n`);

  test('heal with who: Old Tam heals his wounds and no member\'s; "all" heals them all; one not with the party is not healed', async () => {
    const state = (wounds: Record<string, number>) => ({ ...newGame(adv(''), [hero({ damage: 2 })], 's'), wounds });
    const p = await play(adv('      - heal: 2\n        who: Old Tam\n'), [], { state: state({ 'Old Tam': 5 }) });
    expect(p.state.wounds).toEqual({ 'Old Tam': 3 });
    expect(p.state.party[0].damage).toBe(2);
    expect(p.output).toContain('Old Tam heals 2 damage');
    const all = await play(adv('      - heal: all\n        who: old tam\n'), [], { state: state({ 'Old Tam': 5 }) });
    expect(all.state.wounds).toEqual({ 'Old Tam': 0 });
    const gone = await play(adv('      - leave: Old Tam\n      - heal: 2\n        who: Old Tam\n'), [], { state: state({ 'Old Tam': 5 }) });
    expect(gone.state.wounds).toEqual({ 'Old Tam': 5 });
  });

  test('INJURY & EXHAUSTION, Recovery: a week of rest heals a companion by the margin of 3/ST on his own ST, at least 1', async () => {
    const state = { ...newGame(adv(''), [hero()], 's'), wounds: { 'Old Tam': 6 } };
    // Ajax is unhurt and rolls nothing; Old Tam rolls 2+2+3 = 7 against his ST 11: margin 4.
    const p = await play(adv('      - rest: 1 week\n'), [], { state, rolls: [[2, 2, 3]] });
    expect(p.state.wounds).toEqual({ 'Old Tam': 2 });
    expect(p.output).toContain('Old Tam rests a week: 3/ST needs 11, rolled 7; recovers 4 damage');
  });

  test('who on heal names a companion declared under "companions:" (LAW0013, at the name); no other effect takes a companion (LAW0025)', () => {
    const text = (effect: string) => `${HEAD}${TAM}sections:\n  1:\n    do:\n      - ${effect}\n    end: X\n`;
    expect(codes(text('heal: 2\n        who: Old Tam'))).toEqual([]);
    expect(codes(text('heal: 2\n        who: Old Tom'))).toEqual([['LAW0013', 12, 14]]);
    expect(codes(text('damage: 2\n        who: Old Tam')).map((c) => c[0])).toEqual(['LAW0025']);
  });
});
