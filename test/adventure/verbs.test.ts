// The one table of effect verbs (src/adventure/constructs/verbs.ts, issue 27): the loader, the schema
// and the runtime read it, so what an author may write, what the schema accepts and what play does
// cannot drift apart; and the GM's :fatigue goes through the same fatigue verb as an author's effect.
import Ajv from 'ajv';
import type { GameEvent } from '../../src/adventure';
import { adventureSchema, loadAdventureText, newGame } from '../../src/adventure';
import { Run } from '../../src/adventure/interpreter';
import { AMOUNT_LIMITS, EFFECT_KEYS, PARTY_EFFECTS, VERBS } from '../../src/adventure/constructs/verbs';
import { SHEET_LIMITS } from '../../src/adventure/state';
import { runConsoleLine } from '../../src/gm/console';
import type { ConsoleHost } from '../../src/gm/console';
import { hero, load } from './helpers';

const validate = new Ajv({ allowUnionTypes: true, strictRequired: false }).compile(adventureSchema());

/** A one-section adventure whose section does `effect`. */
const withEffect = (effect: string): string => `law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\ncounters: { alarms: 0 }\ncompanions: { Old Tam: { st: 10, dx: 10, iq: 10, armor: 0, weapon: Club, description: x } }\nsections:\n  1:\n    do:\n      - ${effect}\n    end: Over\n`;
const loads = (effect: string): boolean => loadAdventureText(withEffect(effect), 't.yaml').adventure !== null;
const schemaTakes = (effect: string): boolean => {
  const doc = { law: 1, id: 't', title: 'T', version: '1', start: 1, sections: { 1: { do: [Object.fromEntries([effect.split(': ')].map(([k, v]) => [k, /^-?\d+$/.test(v) ? Number(v) : v]))], end: 'Over' } } };
  return validate(doc) as boolean;
};

describe('the table of effect verbs (docs/adventure-format.md, "Effects")', () => {
  test('every verb of the table is a key the loader reads, in the order its messages list them', () => {
    expect(EFFECT_KEYS).toEqual(Object.keys(VERBS));
    expect(EFFECT_KEYS).toEqual(['damage', 'fatigue', 'heal', 'gold', 'xp', 'karma', 'wishes', 'curse', 'lift-curse', 'gain', 'lose', 'plotword', 'clear-plotword', 'time', 'sleep', 'rest', 'set', 'add', 'say', 'join', 'leave', 'choose', 'split', 'rejoin', 'if']);
    const r = loadAdventureText(withEffect('dance: 1'), 't.yaml');
    expect(r.diagnostics.map((d) => d.hint).join('\n')).toContain(`takes: ${[...EFFECT_KEYS, 'then', 'else', 'who'].join(', ')}`);
  });

  test('an amount verb may be negative in the file exactly when its row says so, for the loader and the schema alike', () => {
    const amounts = EFFECT_KEYS.filter((k) => VERBS[k].limit !== undefined);
    expect(amounts).toEqual(['damage', 'fatigue', 'heal', 'gold', 'xp', 'karma', 'wishes', 'curse', 'lift-curse']);
    for (const verb of amounts) {
      const negative = VERBS[verb].negative === true;
      expect([verb, loads(`${verb}: -1`)]).toEqual([verb, negative]);
      expect([verb, loads(`${verb}: -1D6`)]).toEqual([verb, negative]);
      expect([verb, schemaTakes(`${verb}: -1`)]).toEqual([verb, negative]);
      expect([verb, loads(`${verb}: 2`), schemaTakes(`${verb}: 2`)]).toEqual([verb, true, true]);
    }
    expect(amounts.filter((k) => VERBS[k].negative)).toEqual(['gold', 'xp', 'karma', 'wishes']);
  });

  test('one effect gives at most what a character sheet holds (docs/rulings.md, "What a sheet can hold"), by the row', () => {
    expect(AMOUNT_LIMITS).toEqual({ damage: SHEET_LIMITS.damage, fatigue: SHEET_LIMITS.fatigue, heal: SHEET_LIMITS.damage, gold: SHEET_LIMITS.gold, xp: SHEET_LIMITS.xp, karma: SHEET_LIMITS.karma, wishes: SHEET_LIMITS.wishes, curse: SHEET_LIMITS.curses, 'lift-curse': SHEET_LIMITS.curses });
    for (const [verb, limit] of Object.entries(AMOUNT_LIMITS)) {
      expect([verb, loads(`${verb}: ${limit}`), loads(`${verb}: ${limit + 1}`)]).toEqual([verb, true, false]);
      expect([verb, schemaTakes(`${verb}: ${limit + 1}`)]).toEqual([verb, false]);
    }
  });

  test('"all" is an amount of heal alone; a verb of the whole party takes no "who"', () => {
    expect(loads('heal: all')).toBe(true);
    expect(loads('damage: all')).toBe(false);
    expect(loadAdventureText(withEffect('damage: all'), 't.yaml').diagnostics.map((d) => d.message)).toContain('an effect of section 1: "all" is an amount only for heal');
    for (const verb of PARTY_EFFECTS) expect(VERBS[verb as keyof typeof VERBS].party).toBe(true);
    expect([...PARTY_EFFECTS]).toEqual(['plotword', 'clear-plotword', 'time', 'sleep', 'rest', 'set', 'add', 'say', 'join', 'leave', 'choose', 'split', 'rejoin', 'if']);
    const r = loadAdventureText(withEffect('{ time: 1 hour, who: leader }'), 't.yaml');
    expect(r.diagnostics.map((d) => d.message)).toContain('an effect of section 1: "time" concerns the whole party, so it takes no "who"');
  });

  test('the schema describes each verb with its row\'s words', () => {
    const effect = (adventureSchema().definitions as Record<string, { properties: Record<string, { description: string }> }>).effect;
    for (const verb of EFFECT_KEYS) expect([verb, effect.properties[verb].description]).toEqual([verb, VERBS[verb].text]);
  });
});

describe("the GM's tools change the game through the adventure's own effects (docs/gm.md)", () => {
  /** A run of the first section, and a console host that keeps what the GM is told. */
  function table(fatigue: number): { run: Run; said: string[]; events: GameEvent[] } {
    const adventure = load('law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\nsections:\n  1:\n    options:\n      - { option: Go, end: Over }\n');
    const events: GameEvent[] = [];
    const state = newGame(adventure, [hero({ name: 'Brannoc', fatigue })], 'gm');
    const chooser = { choose: async () => 0, confirm: async () => false, combat: { control: 'ai' as const, io: null, quiet: true }, extras: false };
    const run = new Run(adventure, state, { chooser, emit: (e) => events.push(e) });
    return { run, said: [], events };
  }
  const host = (t: { run: Run; said: string[] }): ConsoleHost => ({ run: () => t.run, inFight: () => false, say: (x) => t.said.push(x), log: () => undefined, announce: () => undefined, map: () => 'no maps', maps: () => [] });

  test('INJURY & EXHAUSTION, Fatigue: ":fatigue NAME N" is the fatigue effect, and a negative N is fatigue recovered, said as an effect', async () => {
    const t = table(3);
    await runConsoleLine(host(t), ':fatigue Brannoc 2');
    expect(t.run.s.party[0].fatigue).toBe(5);
    await runConsoleLine(host(t), ':fatigue Brannoc -4');
    expect(t.run.s.party[0].fatigue).toBe(1);
    // No more than he has is taken away.
    await runConsoleLine(host(t), ':fatigue Brannoc -3');
    expect(t.run.s.party[0].fatigue).toBe(0);
    const said = t.events.flatMap((e) => (e.kind === 'effect' ? [e.text] : []));
    expect(said).toEqual(['Brannoc suffers 2 fatigue', 'Brannoc recovers 4 fatigue', 'Brannoc recovers 1 fatigue']);
    expect(t.said).toEqual([]);
  });
});
