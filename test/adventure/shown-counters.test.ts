// Issue 16, "Adventures": a counter can be marked as shown to the players, and the sheets view lists
// the shown counters with their values (docs/adventure-format.md, "Counters the players see").
import * as fs from 'node:fs';
import * as path from 'node:path';
import { formatSchema, loadAdventureText, validateText } from '../../src/adventure';
import { renderEvent } from '../../src/render/adventure-events';
import { ROOT } from '../helpers/cli';
import { hero, load, play } from './helpers';

const HEAD = 'law: 1\nid: c\ntitle: C\nversion: "1"\nstart: 1\n';
const LOOP = 'sections:\n  1:\n    do: [add: { tolls: 1 }]\n    options:\n      - option: Wait\n        goto: 1\n      - option: Leave\n        if: tolls < 9 and bribes = 0\n        end: Over\n';

function diagnostics(counters: string) {
  return loadAdventureText(`${HEAD}counters:\n${counters}${LOOP}`, 'c.yaml').diagnostics;
}

describe('the counters: declaration', () => {
  test('a plain number starts a counter the players do not see; the long form shows it, under its label or its name', () => {
    const adv = load(`${HEAD}counters:\n  tolls: { start: 2, shown: true, label: Bell tolls }\n  bribes: 0\n  alarms: { shown: true }\n  quiet: { start: -1 }\n${LOOP}`);
    expect([...adv.counters]).toEqual([['tolls', 2], ['bribes', 0], ['alarms', 0], ['quiet', -1]]);
    expect([...adv.shownCounters]).toEqual([['tolls', 'Bell tolls'], ['alarms', 'alarms']]);
  });

  test('a label without "shown: true", a label used twice, an unknown key and a bad start are refused, one line each', () => {
    expect(diagnostics('  tolls: { start: 0, label: Bell tolls }\n  bribes: 0\n')).toMatchObject([
      { code: 'LAW0025', line: 7, message: 'counter "tolls" has a label but is not shown to the players', hint: 'add "shown: true", or remove the label' },
    ]);
    expect(diagnostics('  tolls: { shown: true, label: Bells }\n  bribes: { shown: true, label: bells }\n')).toMatchObject([
      { code: 'LAW0023', line: 8, message: 'counters "tolls" and "bribes" are both shown as "bells"' },
    ]);
    expect(diagnostics('  tolls: { start: 0, shwon: true }\n  bribes: 0\n')).toMatchObject([{ code: 'LAW0002', message: 'counter "tolls" has no key "shwon"' }]);
    expect(diagnostics('  tolls: { start: many, shown: true }\n  bribes: 0\n')).toMatchObject([{ code: 'LAW0004', message: 'the starting value of counter "tolls" must be a whole number, not the text "many"' }]);
    expect(diagnostics('  tolls: { shown: yes please }\n  bribes: 0\n')).toMatchObject([{ code: 'LAW0004', message: '"shown" of counter "tolls" must be true or false, not the text "yes please"' }]);
  });

  test('lint: a shown counter that is changed but never tested is no warning (the players read it); a hidden one is', () => {
    const text = (decl: string) => `${HEAD}counters:\n  tolls: ${decl}\nsections:\n  1:\n    do: [add: { tolls: 1 }]\n    end: Over\n`;
    expect(validateText(text('0'), 'c.yaml').diagnostics.map((d) => d.code)).toEqual(['LAW0106']);
    expect(validateText(text('{ start: 0, shown: true }'), 'c.yaml').diagnostics).toEqual([]);
  });

  test('the JSON Schema takes both forms, and ties "label" to "shown: true"', () => {
    const schema = JSON.parse(formatSchema()) as { properties: { counters: { additionalProperties: { oneOf: Array<Record<string, unknown>> } } } };
    const [plain, long] = schema.properties.counters.additionalProperties.oneOf;
    expect(plain).toMatchObject({ type: 'integer' });
    expect(long).toMatchObject({ type: 'object', additionalProperties: false, dependencies: { label: { required: ['shown'], properties: { shown: { const: true } } } } });
    expect(Object.keys(long.properties as object)).toEqual(['start', 'shown', 'label']);
  });

  test('The Bell Beneath Greywater shows its tolls as the sleepers taken since the party came, with the stake (issue 16: a toll heard before the party came is not one of them)', () => {
    const file = path.join(ROOT, 'adventures', 'the-bell-beneath-greywater.yaml');
    const adv = loadAdventureText(fs.readFileSync(file, 'utf8'), file, { readFile: (rel) => fs.readFileSync(path.join(ROOT, 'adventures', rel), 'utf8') }).adventure!;
    expect([...adv.shownCounters]).toEqual([['tolls', 'Sleepers the bell has taken since you came (at 5, Greywater is lost)']]);
  });
});

describe('the sheets view during play', () => {
  const adv = () => load(`${HEAD}counters:\n  tolls: { start: 0, shown: true, label: Bell tolls }\n  bribes: 0\n${LOOP}`);

  test('lists each shown counter with its value, and not the hidden ones', async () => {
    // Wait once (the bell tolls twice), then look at the sheets, then leave.
    const p = await play(adv(), [hero()], { answers: ['1', '3', '2'], extras: true });
    const sheets = p.events.find((e) => e.kind === 'sheets');
    expect(sheets).toMatchObject({ counters: [{ label: 'Bell tolls', value: 2, hidden: false }] });
    expect(p.output).toContain('It is day 1, 08:00. Plotwords: none.\nBell tolls: 2.\n');
    expect(p.output).not.toContain('bribes');
  });

  test('a Game Master sees every counter, those hidden from the players marked', async () => {
    const p = await play(adv(), [hero()], { answers: ['3', '2'], extras: true, gm: true });
    expect(p.output).toContain('Bell tolls: 1; bribes: 0 (GM only).');
  });

  test('with no counter shown, the view is as before', () => {
    expect(renderEvent({ kind: 'sheets', party: [], time: 0, plotwords: [], counters: [], leftBehind: [] })).toBe('It is day 1, 00:00. Plotwords: none.');
  });
});
