// The authors' tools: the section graph, the exhaustive explorer and the random-playthrough tester.
import { CoverageGuide, explore, exploreDiagnostics, formatDiagnostic, formatSizes, loadAdventureText, newGame, playGame, playtest, RandomChooser, randomCharacter, renderGraph } from '../../src/adventure';
import { createCharacter } from '../../src/character';
import { Rng } from '../../src/dice';
import { fixtureText, load } from './helpers';

describe('law graph', () => {
  test('mermaid: every section a node, checks as diamonds, endings as stadiums, edges labelled', () => {
    const g = renderGraph(load('basics'), 'mermaid');
    expect(g.startsWith('flowchart TD\n')).toBe(true);
    expect(g).toContain('  s_1{"1: The door<br/>3/ST+Climbing"}');
    expect(g).toContain('  s_2["2"]');
    expect(g).toContain('  s_3(["3<br/>END: Inside"])');
    expect(g).toContain('  s_1 -->|"Knock"| s_2');
    expect(g).toContain('  s_1 -->|"3/ST+Climbing pass"| s_3');
    expect(g).toContain('  s_1 -->|"3/ST+Climbing fail"| s_1');
    expect(g).toContain('  class s_1 start');
  });

  test('dot: a digraph with shapes by kind and dashed edges for checks', () => {
    const g = renderGraph(load('checks'), 'dot');
    expect(g.startsWith('digraph "checks" {')).toBe(true);
    expect(g).toContain('"margins" [label="margins\\n3/DX", shape=diamond');
    expect(g).toContain('"margins" -> "passed-well" [label="3/DX pass by 4+", style=dashed];');
    expect(g).toContain('"passed" [label="passed\\nEND: pass", shape=doublecircle');
    expect(g.trimEnd().endsWith('}')).toBe(true);
  });
});

describe('the exhaustive explorer', () => {
  test('follows every option and both sides of every check, and reports what it never reached', async () => {
    const text = `law: 1
id: maze
title: Maze
version: "1"
start: 1
items:
  Lamp: a lamp
sections:
  1:
    options:
      - option: Left
        goto: 2
      - option: Right (needs a lamp)
        if: has(Lamp)
        goto: 4
  2:
    check:
      roll: 3/IQ
      pass: 3
      fail: 5
      pass-by: { 20: 6 }
  3:
    end: { title: Out, kind: victory }
  4:
    end: { title: Secret, kind: victory }
  5:
    do: [gain: Lamp]
    goto: 1
  6:
    end: Impossible
`;
    const r = loadAdventureText(text, 'maze.yaml');
    const report = await explore(r.adventure!, r.uses);
    expect(report.crashes).toEqual([]);
    expect(report.unreached).toEqual(['6']);
    expect(report.outcomesNeverSeen).toEqual([expect.objectContaining({ section: '2', kind: 'check', missing: ['pass-by 20'] })]);
    expect(report.optionsNeverTaken).toEqual([]);
    expect(report.endings.map((e) => e.title).sort()).toEqual(['Out', 'Secret']);
  });

  test('reports a section where no option is open to the party', async () => {
    const text = `law: 1
id: stuck
title: Stuck
version: "1"
start: 1
sections:
  1:
    options:
      - option: Only for climbers
        if: skill(Climbing)
        end: Up
`;
    const r = loadAdventureText(text, 'stuck.yaml');
    const report = await explore(r.adventure!, r.uses);
    expect(report.stuck).toEqual([{ section: '1', message: expect.stringContaining('section 1 has no option open to this party'), sizes: [1] }]);
  });

  test('explores shops and tables: a bought item opens the option that needs it', async () => {
    const report = await explore(load('shop'), loadAdventureText(fixtureText('shop'), 'shop.yaml').uses);
    expect(report.crashes).toEqual([]);
    expect(report.unreached).toEqual([]);
    const random = await explore(load('random'), null);
    expect(random.outcomesNeverSeen).toEqual([]);
  });
});

describe('the random-playthrough tester', () => {
  test('randomCharacter makes valid new characters by the creation rules (CHARACTERS, New Characters)', () => {
    const rng = Rng.fromSeed('chars');
    for (let i = 0; i < 200; i++) {
      const c = randomCharacter(rng, `Hero ${i}`);
      expect(c.st + c.dx + c.iq).toBe(32);
      const again = createCharacter({ name: c.name, type: c.type, st: c.st, dx: c.dx, iq: c.iq, skills: c.skills, spells: c.spells, weapons: c.weapons, armor: c.armor, shield: c.shield });
      expect(again.errors).toEqual([]);
    }
  });

  test('N games, game i seeded from i: the same seeds give the same report; visits, endings and check rates', async () => {
    const adv = load('basics');
    const a = await playtest(adv, { runs: 40 });
    const b = await playtest(adv, { runs: 40 });
    expect(a).toEqual(b);
    expect(a.crashes).toEqual([]);
    expect(a.visits.get('1')).toBeGreaterThanOrEqual(40);
    expect(a.endings).toEqual([{ title: 'Inside', kind: 'victory', count: 40 }]);
    const climb = a.checks.find((c) => c.text.startsWith('3/ST+CLIMBING'))!;
    expect(climb.tries).toBeGreaterThan(0);
    expect(climb.passes).toBeLessThanOrEqual(climb.tries);
    expect(climb.expected).toBeGreaterThan(0.2);
    // Game 7 alone, replayed from its seed, is game 7 of the forty.
    const seven = await playtest(adv, { runs: 1, firstSeed: 7 });
    expect(seven.endings).toEqual([{ title: 'Inside', kind: 'victory', count: 1 }]);
  });

  test('a check whose modifier is worked out in play has a row for each modifier rolled, with its own tries and odds (issue 32, item 13)', async () => {
    const adv = load(`law: 1
id: lock
title: Lock
version: "1"
start: 1
counters:
  alarms: { start: 0 }
sections:
  1:
    check:
      roll: 3/DX-{alarms}
      pass: 2
      fail: { do: [add: { alarms: 1 }], goto: 1 }
  2:
    end: In
`);
    const r = await playtest(adv, { runs: 30 });
    const rows = r.checks.map((c) => [c.at, c.text]);
    expect(rows.slice(0, 2)).toEqual([
      ['11:7', '3/DX'],
      ['11:7', '3/DX-1'],
    ]);
    // Each row's odds are those of its own modifier: harder with every alarm.
    expect(r.checks[1].expected).toBeLessThan(r.checks[0].expected);
    // Every game rolls it first with no alarm; only those who failed roll it again, one alarm harder.
    expect(r.checks[0].tries).toBe(30);
    expect(r.checks[1].tries).toBe(r.checks[0].tries - r.checks[0].passes);
  });

  test('a game that never ends is reported as a loop, with its seed', async () => {
    const adv = load(`law: 1
id: loop
title: Loop
version: "1"
start: 1
sections:
  1:
    options:
      - option: Round again
        goto: 1
      - option: Out
        if: visited(1) > 1000
        end: Out
`);
    const r = await playtest(adv, { runs: 2, maxSteps: 50 });
    expect(r.loops).toEqual([0, 1]);
  });
});

describe('the explorer at every party size (law validate --explore, --party N)', () => {
  const text = fixtureText('party-branch');
  const { adventure, uses } = loadAdventureText(text, 'party-branch.yaml');

  test('by default every size the adventure allows: a "party >= 2" branch is reached, and its condition is not called always false', async () => {
    const report = await explore(adventure!, uses);
    expect(report.sizes).toEqual([1, 2, 3]);
    expect(report.unreached).toEqual([]);
    expect(report.conditionsOneSided).toEqual([]);
    // What is so at some sizes only is said with the sizes.
    expect(report.unreachedAtSomeSizes).toEqual([
      { section: '2', sizes: [1] },
      { section: '3', sizes: [1, 2] },
    ]);
    expect(report.conditionsBySize.map((c) => [c.section, c.seen.map((x) => `${x.size}:${x.seen}`).join(' ')])).toEqual([
      ['1', '1:false 2:true 3:true'],
      ['1', '1:false 2:false 3:true'],
    ]);
    expect(report.endings.map((e) => e.title).sort()).toEqual(['Round about', 'Through', 'Together']);
  });

  test('one size asked for: only that size is explored, and what it cannot reach is reported', async () => {
    const alone = await explore(adventure!, uses, { partySizes: [1] });
    expect(alone.sizes).toEqual([1]);
    expect(alone.unreached).toEqual(['2', '3']);
    expect(alone.conditionsOneSided.map((c) => [c.section, c.always])).toEqual([
      ['1', false],
      ['1', false],
    ]);
    const two = await explore(adventure!, uses, { partySizes: [2] });
    expect(two.unreached).toEqual(['3']);
  });

  test('the text report names the sizes', async () => {
    const { exploreText } = await import('../../src/cli/commands/validate-run');
    const out = exploreText(await explore(adventure!, uses));
    expect(out).toContain('with parties of 1-3:');
    expect(out).toContain('  section 2 was never reached with a party of 1');
    expect(out).toContain('  section 3 was never reached with parties of 1 and 2');
    expect(out).toContain("a condition in section 1 depends on the party's size: always false at size 1; always true at sizes 2 and 3");
  });

  test('formatSizes writes runs of sizes as a person would', () => {
    expect(formatSizes([1])).toBe('1');
    expect(formatSizes([1, 2])).toBe('1 and 2');
    expect(formatSizes([1, 2, 3, 5])).toBe('1-3 and 5');
    expect(formatSizes([1, 3, 4, 5, 7])).toBe('1, 3-5 and 7');
  });
});

describe('the random tester covers the body of an adventure, not just its way out', () => {
  const hub = load('leave-hub');

  test('an option into an unseen section is preferred to an always-open way out (4 to 1)', async () => {
    let onward = 0;
    for (let i = 0; i < 1000; i++) {
      const chooser = new RandomChooser(Rng.fromSeed(`hub ${i}`), new CoverageGuide(hub));
      chooser.entered('1');
      const items = [
        { label: 'Leave by the open door', tag: 'option' as const },
        { label: 'Walk down the corridor', tag: 'option' as const },
      ];
      if ((await chooser.choose({ key: 'menu 1', message: 'What do you do?', items })) === 1) onward += 1;
    }
    // Weights 1 (room 2 unseen) against 1/4 (leaving counts as a section seen twice): 80%.
    expect(onward).toBeGreaterThan(750);
    expect(onward).toBeLessThan(850);
  });

  test('a section already seen this game weighs less than one not seen', () => {
    const guide = new CoverageGuide(hub);
    expect(guide.staleness('1', 'Walk down the corridor', new Map())).toBe(0);
    expect(guide.staleness('1', 'Walk down the corridor', new Map([['2', 3]]))).toBe(3);
    expect(guide.staleness('1', 'Leave by the open door', new Map())).toBe(2);
  });

  test('coverage is reported: sections reached of all, and which were never reached', async () => {
    const r = await playtest(hub, { runs: 30 });
    expect(r.coverage).toEqual({ reached: 9, total: 9, never: [] });
    // Without the guide (each option taken least, equally likely) most games leave at the first
    // or second return to the hall; with it, the vault at the end of the corridor is reached often.
    const unguided = new Map<string, number>();
    for (let seed = 0; seed < 30; seed++) {
      const rng = Rng.fromSeed(`choices ${seed}`);
      const party = [randomCharacter(rng, 'Aldric')];
      await playGame(hub, newGame(hub, party, String(seed)), [], {
        chooser: new RandomChooser(rng),
        emit: (e) => {
          if (e.kind === 'section') unguided.set(e.id, (unguided.get(e.id) ?? 0) + 1);
        },
      });
    }
    expect(r.visits.get('9') ?? 0).toBeGreaterThan(2 * (unguided.get('9') ?? 0));
    const partial = await playtest(load('party-branch'), { runs: 5 });
    expect(partial.coverage).toEqual({ reached: 2, total: 4, never: ['2', '3'] });
  });

  test('the text report gives the coverage', async () => {
    const { playtestText } = await import('../../src/cli/commands/validate-run');
    const adv = load('party-branch');
    const out = playtestText(await playtest(adv, { runs: 5 }), 'party-branch.yaml', adv);
    expect(out).toContain('  coverage: 2 of 4 sections reached (50.0%); never reached: 2, 3');
  });
});

describe('lint by the explorer: an effect that never does anything (LAW0111)', () => {
  const text = fixtureText('idle-effects');
  const { adventure, uses, diagnostics } = loadAdventureText(text, 'idle-effects.yaml');

  test('"lose: Lamp Oil" where nobody ever carries any, and a plotword crossed out that is never set, are warnings at their line and column', async () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const report = await explore(adventure!, uses);
    expect(report.idleEffects).toEqual([
      { section: '2', at: { line: 26, column: 9 }, effect: 'lose: Lamp Oil' },
      { section: '2', at: { line: 28, column: 9 }, effect: 'clear-plotword: WELL-BLESSED' },
    ]);
    const found = exploreDiagnostics(report, 'idle-effects.yaml');
    expect(found.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^idle-effects\.yaml:26:9: warning LAW0111: section 2: "lose: Lamp Oil" never does anything: whenever it happens, nobody it falls on carries Lamp Oil\n/),
      expect.stringMatching(/^idle-effects\.yaml:28:9: warning LAW0111: section 2: "clear-plotword: WELL-BLESSED" never does anything: the plotword WELL-BLESSED is never set when it happens\n/),
    ]);
  });

  test('an effect that takes something on some path is not reported (the oil bought on the other road; the torches everyone has)', async () => {
    const report = await explore(adventure!, uses);
    expect(report.idleEffects.map((x) => x.at.line)).not.toContain(27);
    expect(report.idleEffects.map((x) => x.at.line)).not.toContain(33);
  });
});

describe('law graph: edges show their conditions', () => {
  const adv = load(fixtureText('party-branch'));

  test('mermaid: the option, then its condition on a line below', () => {
    const g = renderGraph(adv, 'mermaid');
    expect(g).toContain('  s_1 -->|"Pull both handles together<br/>if party >= 2"| s_2');
    expect(g).toContain('  s_1 -->|"Wait for all three<br/>if party >= 3"| s_3');
    expect(g).toContain('  s_1 -->|"Walk round by the long road"| s_4');
  });

  test('dot: the same, and a "needs" condition and conditions of outer options carry down to the outcomes of a check', () => {
    const nested = load(`law: 1
id: nested
title: Nested
version: "1"
start: 1
items:
  Rope: a rope
sections:
  1:
    options:
      - option: Climb
        needs: has(Rope)
        check:
          roll: 3/DX
          pass: 2
          fail: 1
      - option: Go home
        goto: 2
  2:
    end: Home
`);
    const g = renderGraph(nested, 'dot');
    expect(g).toContain('"1" -> "2" [label="3/DX pass\\nneeds has(Rope)", style=dashed];');
    expect(g).toContain('"1" -> "2" [label="Go home"];');
    expect(renderGraph(adv, 'dot')).toContain('"1" -> "2" [label="Pull both handles together\\nif party >= 2"];');
  });
});
