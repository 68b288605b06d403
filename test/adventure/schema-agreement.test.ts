// The published JSON Schema and the loader agree: a real JSON Schema validator (ajv) runs the schema
// over every fixture and bundled adventure and over a list of small wrong documents, and its verdict
// is compared with the loader's. Where JSON Schema cannot say what the loader checks, the exception
// is listed below with why.
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import type { Diagnostic } from '../../src/adventure';
import { adventureSchema, loadAdventureFile, loadAdventureText } from '../../src/adventure';
import { ROOT } from '../helpers/cli';

// Strict, with two patterns of plain JSON Schema allowed by name: union types (`type: [string,
// number]`), and "exactly one way on" written as `oneOf: [{ required: [goto] }, ...]` beside the
// properties that define those keys (strictRequired wants them defined inside each branch).
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
const validate = ajv.compile(adventureSchema());

/**
 * Loader errors that a JSON Schema cannot express, so the schema accepts what they refuse:
 * - references across the file or to the rules and the file system: a section, item, skill, spell,
 *   creature, map, counter or table that must exist (LAW0006, LAW0010-LAW0014, LAW0020, LAW0021),
 *   a map file to read and parse (LAW0015, LAW0026), a tavern game's variant and seats (LAW0027-LAW0030);
 * - relations between values: random-table rows that must cover the dice without a gap or an
 *   overlap (LAW0016), names that must be unique (LAW0023), and `party: { min, max }` with
 *   min <= max (LAW0025, min above max: JSON Schema draft-07 compares a value with constants only);
 * - the condition language (LAW0009) and text placeholders (LAW0022): their grammar is the
 *   loader's own parser, not a pattern;
 * - what YAML does before there is a value: syntax (LAW0001), anchors and aliases (LAW0031,
 *   refused by the loader; a validator sees the value they stand for), nesting depth (LAW0032).
 */
const BEYOND_SCHEMA = new Set(['LAW0001', 'LAW0006', 'LAW0009', 'LAW0010', 'LAW0011', 'LAW0012', 'LAW0013', 'LAW0014', 'LAW0015', 'LAW0016', 'LAW0020', 'LAW0021', 'LAW0022', 'LAW0023', 'LAW0026', 'LAW0027', 'LAW0028', 'LAW0029', 'LAW0030', 'LAW0031', 'LAW0032']);

const schemaErrors = (doc: unknown): string[] => (validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`));
const loaderErrors = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === 'error');

/**
 * Both verdicts, and whether they agree: the schema accepts what the loader accepts, and refuses
 * what the loader refuses, unless every error of the loader is one the schema cannot express.
 */
function verdicts(loader: readonly Diagnostic[], value: unknown): { agree: boolean; loader: string[]; schema: string[] } {
  const schema = schemaErrors(value);
  const structural = loader.filter((d) => !BEYOND_SCHEMA.has(d.code));
  const agree = loader.length === 0 ? schema.length === 0 : structural.length === 0 || schema.length > 0;
  return { agree, loader: loader.map((d) => d.code), schema };
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

const ADVENTURES = [...files(path.join(ROOT, 'adventures')), ...files(path.join(ROOT, 'test', 'fixtures'))].filter((f) => /^law:/m.test(fs.readFileSync(f, 'utf8')));

test('there are adventures to compare: every bundled one and every fixture', () => {
  expect(ADVENTURES.map((f) => path.relative(ROOT, f))).toEqual(expect.arrayContaining(['adventures/tutorial.yaml', 'test/fixtures/adventures/basics.yaml']));
  expect(ADVENTURES.length).toBeGreaterThanOrEqual(15);
});

describe.each(ADVENTURES.map((f) => [path.relative(ROOT, f), f]))('%s', (_name, file) => {
  test('the loader and the schema give the same verdict', () => {
    const r = loadAdventureFile(file, path.basename(file));
    const loader = loaderErrors(r.diagnostics);
    expect(verdicts(loader, parse(fs.readFileSync(file, 'utf8')))).toEqual({ agree: true, loader: loader.map((d) => d.code), schema: expect.anything() });
  });
});

const BASE = { law: 1, id: 'small', title: 'Small', version: '1', start: 1 };
/** A small adventure whose section 1 is `section` (and a second section, an ending). */
const doc = (section: Record<string, unknown>, top: Record<string, unknown> = {}) => ({ ...BASE, ...top, sections: { 1: section, 2: { end: 'Over' } } });
const yamlOf = (d: unknown) => JSON.stringify(d, null, 1);

/** Each: what is wrong, the document, and the code the loader gives. */
const WRONG: Array<[string, Record<string, unknown>, string]> = [
  ['a check with letters after the attribute: 3/DXX', doc({ check: { roll: '3/DXX', pass: 2, fail: 2 } }), 'LAW0007'],
  ['damage: all (only healing takes "all")', doc({ do: [{ damage: 'all' }], goto: 2 }), 'LAW0019'],
  ['"who" on a say effect', doc({ do: [{ say: 'Hello', who: 'roller' }], goto: 2 }), 'LAW0019'],
  ['a counter named gold (a word of the condition language)', doc({ goto: 2 }, { counters: { gold: 0 } }), 'LAW0025'],
  ['a one-letter plotword', doc({ do: [{ plotword: 'A' }], goto: 2 }), 'LAW0019'],
  ['dice with no dice: 0D6', doc({ do: [{ damage: '0D6' }], goto: 2 }), 'LAW0008'],
  ['healing a negative amount: heal: -5', doc({ do: [{ heal: -5 }], goto: 2 }), 'LAW0019'],
  ['a condition that is a number: if: 1', doc({ options: [{ option: 'Go', if: 1, goto: 2 }] }), 'LAW0009'],
  ['an unknown key', doc({ txt: 'hi', goto: 2 }), 'LAW0002'],
  ['a section with two ways on', doc({ goto: 2, end: 'Over' }), 'LAW0017'],
  ['a section with no way on', doc({ text: 'Nothing.' }), 'LAW0018'],
  ['format version 2', { ...doc({ goto: 2 }), law: 2 }, 'LAW0024'],
  ['a check of 0 dice', doc({ check: { roll: '0/DX', pass: 2, fail: 2 } }), 'LAW0007'],
  ['a check of 21 dice', doc({ check: { roll: '21/DX', pass: 2, fail: 2 } }), 'LAW0007'],
  ['a check against a number past 999', doc({ check: { roll: '3/1000', pass: 2, fail: 2 } }), 'LAW0007'],
  ['a check naming two skills', doc({ check: { roll: '3/ST+Climbing+Swimming', pass: 2, fail: 2 } }), 'LAW0007'],
  ['a skill on the other side of a contest', doc({ contest: { roll: '3/DX', against: { name: 'Orc', roll: '3/IQ+Climbing' }, win: 2, lose: 2 } }), 'LAW0007'],
  ['a one-sided die: 2D1', doc({ do: [{ damage: '2D1' }], goto: 2 }), 'LAW0008'],
  ['X dice in an effect: XD6', doc({ do: [{ damage: 'XD6' }], goto: 2 }), 'LAW0008'],
  ['negative damage', doc({ do: [{ damage: -2 }], goto: 2 }), 'LAW0019'],
  ['negative fatigue dice', doc({ do: [{ fatigue: '-1D6' }], goto: 2 }), 'LAW0019'],
  ['a curse taken away with a negative number', doc({ do: [{ curse: -1 }], goto: 2 }), 'LAW0019'],
  ['"who" on time', doc({ do: [{ time: '1 hour', who: 'leader' }], goto: 2 }), 'LAW0019'],
  ['a plotword named ST', doc({ do: [{ plotword: 'ST' }], goto: 2 }), 'LAW0019'],
  ['a plotword in lower case', doc({ do: [{ 'clear-plotword': 'bell' }], goto: 2 }), 'LAW0019'],
  ['a kept plotword of one letter', doc({ goto: 2 }, { plotwords: { Q: 'kept' } }), 'LAW0025'],
  ['a counter named and', doc({ goto: 2 }, { counters: { and: 0 } }), 'LAW0025'],
  ['a table rolling X dice', doc({ random: { roll: 'XD6', results: { '1-6': 2 } } }), 'LAW0008'],
  ['a start time past midnight: 24:00', doc({ goto: 2 }, { 'start-time': '24:00' }), 'LAW0025'],
  ['a start time on day 0', doc({ goto: 2 }, { 'start-time': 'day 0 08:00' }), 'LAW0025'],
  ['a time in fortnights', doc({ do: [{ time: '1 fortnight' }], goto: 2 }), 'LAW0019'],
  ['a creature with neither attacks nor a weapon', doc({ goto: 2 }, { creatures: { Blob: { st: 8, dx: 8, iq: 3, armor: 0, description: 'A blob.' } } }), 'LAW0003'],
  ['a creature filling 2 hexes', doc({ goto: 2 }, { creatures: { Blob: { st: 8, dx: 8, iq: 3, armor: 0, weapon: 'Club', hexes: 2, description: 'A blob.' } } }), 'LAW0025'],
];

/** Each: a form the loader accepts; the schema must accept it too. */
const RIGHT: Array<[string, Record<string, unknown>]> = [
  ['checks as the rules write them', doc({ check: { roll: '4/iq-2', pass: 2, fail: { check: { roll: '3/ST+Climbing+1', pass: 2, fail: { check: { roll: '3/dx against Swimming - 2', pass: 2, fail: 2 } } } } } })],
  ['a check against a number', doc({ check: { roll: ' 3 / 11 ', pass: 2, fail: 2 } })],
  ['amounts: numbers, dice, margin, all', doc({ do: [{ heal: 'all' }, { xp: '2D6' }, { karma: 'margin' }, { gold: '-1D6+2' }, { gold: -5 }, { wishes: '-margin' }, { damage: 'd6' }, { fatigue: '+1D3' }, { damage: '1D6+0', who: 'roller' }], goto: 2 })],
  ['times and rests', doc({ do: [{ time: '2h' }, { time: '30 minutes' }, { time: '1 day' }, { time: '2 Hours' }, { time: '5 MIN' }, { rest: 2 }, { rest: '1 week' }], goto: 2 })],
  ['a start time with a day, in any case', doc({ goto: 2 }, { 'start-time': 'Day 2 07:05' })],
  ['table rows as single numbers and ranges', doc({ random: { roll: '2D6', results: { '2..6': 2, '7': 2, '8-10': 2, '11 to 12': 2 } } })],
  ['conditions: text, true, a list', doc({ options: [{ option: 'A', if: true, goto: 2 }, { option: 'B', needs: ['gold >= 1', 'party >= 1'], goto: 2 }] })],
  ['a party of one size, a counter shown with a label, a kept plotword', doc({ do: [{ add: { bells: 1 } }], goto: 2 }, { party: 2, counters: { bells: { start: 0, shown: true, label: 'Bell tolls' } }, plotwords: { 'BELL-NAME': 'for a sequel' } })],
  ['a creature of 4 hexes with an attack', doc({ goto: 2 }, { creatures: { Bear: { st: 30, dx: 11, iq: 6, armor: 2, hexes: 4, attacks: [{ name: 'claws', damage: '2D6+1' }], description: 'A bear.' } } })],
];

/**
 * Documents the loader refuses and the schema cannot: each with why. If the schema learns to refuse
 * one, move it to WRONG.
 */
const BEYOND: Array<[string, Record<string, unknown>, string]> = [
  // draft-07 compares a value with constants, never with another value of the document.
  ['party: { min: 3, max: 2 } (min must not exceed max)', doc({ goto: 2 }, { party: { min: 3, max: 2 } }), 'LAW0025'],
  // The sum of the terms is past 999; each term alone is within the pattern.
  ['a check whose modifiers add up past 999', doc({ check: { roll: '3/DX+500+500', pass: 2, fail: 2 } }), 'LAW0007'],
  // The most an amount of dice can give (count x sides + modifier) is arithmetic, not a pattern.
  ['damage dice that could roll past what a sheet holds', doc({ do: [{ damage: '100D100' }], goto: 2 }), 'LAW0025'],
  // A length of time is a number times a unit: past a year is arithmetic.
  ['time passing for more than a year', doc({ do: [{ time: '53 weeks' }], goto: 2 }), 'LAW0025'],
];


describe('small wrong documents: the loader and the schema both refuse them', () => {
  test.each(WRONG)('%s', (_what, d, code) => {
    const loader = loaderErrors(loadAdventureText(yamlOf(d), 'wrong.yaml').diagnostics);
    expect(loader.map((x) => x.code)).toContain(code);
    expect(schemaErrors(d)).not.toEqual([]);
  });
});

describe('forms the loader accepts: the schema accepts them too', () => {
  test.each(RIGHT)('%s', (_what, d) => {
    expect(loaderErrors(loadAdventureText(yamlOf(d), 'right.yaml').diagnostics)).toEqual([]);
    expect(schemaErrors(d)).toEqual([]);
  });
});

describe('what JSON Schema cannot express: the loader refuses, the schema accepts (see each why above)', () => {
  test.each(BEYOND)('%s', (_what, d, code) => {
    expect(loaderErrors(loadAdventureText(yamlOf(d), 'beyond.yaml').diagnostics).map((x) => x.code)).toEqual([code]);
    expect(schemaErrors(d)).toEqual([]);
  });
});
