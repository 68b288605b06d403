// Issue 32: the adventure language, version 3. Each construct as an author writes it and as it plays:
// its errors at file:line:column, its run, and what the explorer, the random tester and the graph
// make of it. docs/adventure-format.md has a worked example of each (test/adventure/docs.test.ts
// loads them).
import type { Chooser } from '../../src/adventure';
import { explore, loadAdventureText, newGame, playtest, renderGraph } from '../../src/adventure';
import { setTavernPort, tavernPort } from '../../src/adventure/tavern-port';
import { byLabel, codes, hero, load, play } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 3 }\nstart: 1\n';

describe('issue 32, item 5: the state an author needs to test', () => {
  test('set and add take a value of the condition language, worked out as the effect is done (party size, a sum, a product)', async () => {
    const adv = load(`${HEAD}counters:\n  wreckers: 0\n  owed: 5\nsections:\n  1:\n    do:\n      - set: { wreckers: party + 1 }\n      - add: { owed: gold / 10 }\n      - add: { owed: wreckers * 2 }\n    goto: [{ if: wreckers = 4 and owed = 5 + 9 + 8, to: 2 }, 3]\n  2:\n    end: Right\n  3:\n    end: Wrong\n`);
    const p = await play(adv, [hero({ gold: 30 }), hero({ name: 'Bree', gold: 30 }), hero({ name: 'Cy', gold: 30 })]);
    expect(p.state.counters).toEqual({ wreckers: 4, owed: 22 });
    expect(p.state.ended?.title).toBe('Right');
  });

  test('a value of set or add is checked as a condition is, at its place (LAW0009, LAW0020)', () => {
    const adv = (v: string) => `${HEAD}counters:\n  wreckers: 0\nsections:\n  1:\n    do:\n      - set: { wreckers: ${v} }\n    end: X\n`;
    expect(codes(adv('party +'))).toEqual([['LAW0009', 12, 33]]);
    expect(codes(adv('party * wrekers'))).toEqual([['LAW0020', 12, 34]]);
    expect(codes(adv('party * 2'))).toEqual([['LAW0106', 12, 16]]);
  });

  test('won(NAME) holds for the opponent who took the first place at the last tavern table; the explorer follows each of them', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    options:\n      - option: Play\n        tavern:\n          game: deceptidice\n          opponents: [Old Sallow, Brisk Nell]\n          win: 4\n          loss: 2\n      - option: Walk on\n        goto: 4\n  2:\n    goto: [{ if: won(Old Sallow), to: 3 }, 4]\n  3:\n    end: Sallow took it\n  4:\n    end: Someone else\n`);
    const real = tavernPort();
    setTavernPort({ ...real, auto: () => ({ outcome: 'loss', places: [3, 1, 2] }), play: async () => ({ outcome: 'loss', places: [3, 1, 2] }) });
    try {
      const p = await play(adv, [hero()], { chooser: byLabel(['Play']) });
      expect(p.state.tavernWinners).toEqual(['Old Sallow']);
      expect(p.state.ended?.title).toBe('Sallow took it');
    } finally {
      setTavernPort(undefined);
    }
    const r = await explore(adv, null, { partySizes: [1] });
    expect(r.endings.map((e) => e.title).sort()).toEqual(['Sallow took it', 'Someone else']);
    expect(r.conditionsOneSided).toEqual([]);
  });
});

describe('issue 32, item 6: flags, plotwords that give no XP', () => {
  const adv = `${HEAD}plotwords:\n  MAGS-SAW: { note: Mags saw the wreck., xp: false }\n  WRECK-FOUND: The party found the wreck.\nsections:\n  1:\n    do:\n      - plotword: MAGS-SAW\n      - plotword: WRECK-FOUND\n    goto: [{ if: MAGS-SAW and WRECK-FOUND, to: 2 }, 3]\n  2:\n    do: [clear-plotword: MAGS-SAW]\n    goto: [{ if: MAGS-SAW, to: 3 }, 4]\n  3:\n    end: Wrong\n  4:\n    end: Right\n`;

  test('a plotword declared "xp: false" is set, tested and crossed out as a plotword is, gives no XP, and is not told to the players', async () => {
    const p = await play(load(adv), [hero({ name: 'Ajax' }), hero({ name: 'Bree' })]);
    expect(p.state.ended?.title).toBe('Right');
    expect(p.state.party.map((c) => c.xp)).toEqual([1, 1]);
    expect(p.output).toContain('Plotword WRECK-FOUND: each character gains 1 XP');
    expect(p.output).not.toContain('MAGS-SAW');
    expect(p.state.plotwords).toEqual(['WRECK-FOUND']);
  });

  test('a Game Master is told a flag was set', async () => {
    const p = await play(load(adv), [hero()], { gm: true });
    expect(p.output).toContain("[GM] Flag MAGS-SAW is set (no XP: the author's own mark).");
  });

  test('the long form takes a note and xp, nothing else (LAW0002 at the key, LAW0004 for a wrong value)', () => {
    expect(codes(`${HEAD}plotwords:\n  MAGS-SAW: { note: Mags saw it., xp: no }\nsections:\n  1:\n    do: [plotword: MAGS-SAW]\n    end: X\n`)).toEqual([['LAW0004', 8, 39]]);
    expect(codes(`${HEAD}plotwords:\n  MAGS-SAW: { nte: Mags saw it., xp: false }\nsections:\n  1:\n    do: [plotword: MAGS-SAW]\n    end: X\n`).map((c) => c[0])).toEqual(['LAW0002']);
  });

  test('the explorer tells flags apart as plotwords, and follows both ways of a branch on one', async () => {
    const r = await explore(load(adv), null, { partySizes: [1] });
    expect(r.unreached).toEqual(['3']);
    expect(r.endings.map((e) => e.title)).toEqual(['Right']);
  });
});
