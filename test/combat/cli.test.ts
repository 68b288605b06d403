// `law arena` and `law sim` in process: sides, maps, errors for people, JSON.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, runInProcess, tempHome } from '../helpers/cli';

describe('law arena', () => {
  test('--list shows the bestiary and the bundled maps', async () => {
    const r = await runInProcess(['arena', '--list'], { home: tempHome() });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Goblin Slinger/);
    expect(r.stdout).toMatch(/Small Dragon/);
    // As each fights: the Orc's leather (2) and small shield (1) stop 3 (ARMOR).
    expect(r.stdout).toMatch(/^Orc +13 +9 +8 +4 +3 +Axe/m);
    expect(r.stdout).toMatch(/Bundled maps: arena, crossroads, ruined-hall, forest-clearing/);
  });

  test('with no sides named: the sample hero against two goblins and a slinger, played through scripted stdin', async () => {
    // "1" everywhere: move if possible, stay, then the first action; the first reaction offered.
    const r = await runInProcess(['arena', '--seed', 'cli-1'], { home: tempHome(), input: lines(...Array(400).fill('1')) });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Arena: Brannoc the Bold against Goblin x2 and Goblin Slinger at The Arena \(seed cli-1\)\./);
    expect(r.stdout).toMatch(/Brannoc the Bold \(A\) at \w+\d+: what now\?/);
    expect(r.stdout).toMatch(/\nOutcome: /);
    expect(r.stdout).toMatch(/The arena changes no saved character\./);
  });

  test('end of input in the middle of a fight ends the run cleanly, exit 0', async () => {
    const r = await runInProcess(['arena', '--seed', 'cli-2'], { home: tempHome(), input: lines('1') });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toMatch(/Outcome:/);
  });

  test('--json ends with the result as data', async () => {
    const r = await runInProcess(['arena', '--auto', '--seed', 'j', '--foes', 'Giant Rat', '--json'], { home: tempHome() });
    expect(r.code).toBe(0);
    const last = JSON.parse(r.stdout.trim().split('\n').pop()!);
    expect(last).toMatchObject({ seed: 'j', outcome: expect.stringMatching(/victory|defeat|fled/), foes: [{ id: 'giant-rat', name: 'Giant Rat' }] });
    expect(last.party[0].character.name).toBe('Brannoc the Bold');
  });

  test('a saved character by name (-c), and creatures on both sides', async () => {
    const home = tempHome();
    const c = await runInProcess(['character', 'create', 'Ajax', '--st', '12', '--dx', '11', '--iq', '9', '--skills', 'Sword:1,Climbing:2', '--weapon', 'Broad Sword'], { home });
    expect(c.code).toBe(0);
    const r = await runInProcess(['arena', '--auto', '-c', 'Ajax', '--party', 'Wolf', '--foes', '2 orc', '--seed', 's', '--map', 'crossroads'], { home });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Arena: Ajax and Wolf against Orc x2 at Crossroads/);
    // The arena changes no saved sheet.
    expect(JSON.parse(fs.readFileSync(path.join(home, 'characters', 'ajax.json'), 'utf8')).damage).toBe(0);
  });

  test('a user\'s mistakes: one line with what and why, exit 1', async () => {
    const home = tempHome();
    const bad = await runInProcess(['arena', '--foes', 'Gobblin x2'], { home });
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toBe('law: --foes: "Gobblin" is not in the bestiary; did you mean Goblin? (law arena --list shows them all)\n');
    const many = await runInProcess(['arena', '--foes', 'Goblin x99'], { home });
    expect(many.stderr).toMatch(/a count is from 1 to 26/);
    const nobody = await runInProcess(['arena', '-c', 'Nobody'], { home });
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(/^law: no character named "Nobody"/);
    fs.writeFileSync(path.join(home, 'bad.map'), 'name: Bad\n. . .\n . x .\n');
    const map = await runInProcess(['arena', '--map', 'bad.map'], { home });
    expect(map.stderr).toBe('law: bad.map:3:4: "x" is not a map symbol: . floor, # wall, % obstacle, A-Z start zone, _ no hex\n');
    const nomap = await runInProcess(['arena', '--map', 'arina'], { home });
    expect(nomap.stderr).toMatch(/--map arina: no such file, and no bundled map of that name; did you mean arena\?/);
    fs.writeFileSync(path.join(home, 'zoneless.map'), '. . .\n . . .\n');
    const zone = await runInProcess(['arena', '--map', 'zoneless.map'], { home });
    expect(zone.stderr).toMatch(/^law: Brannoc the Bold starts in zone A, which the map does not have \(its zones: none\)/);
    const usage = await runInProcess(['arena', '--difficulty', 'brutal'], { home });
    expect(usage.code).toBe(2);
  });
});

describe('law sim', () => {
  test('with no sides named: a sample duel; win rates with 95% intervals, rounds and damage histograms', async () => {
    const r = await runInProcess(['sim', '--runs', '80', '--seed', 's1'], { home: tempHome() });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Brannoc the Bold against Orc at The Arena: 80 fights, seed s1, hard AI\./);
    expect(r.stdout).toMatch(/The party wins\s+\d+\s+\d+\.\d\d%\s+\d+\.\d\d% - \d+\.\d\d%/);
    expect(r.stdout).toMatch(/Rounds: average \d+\.\d\d/);
    expect(r.stdout).toMatch(/Damage and fatigue taken by the party: average/);
    // Timing goes to stderr, so stdout depends on the seed alone; no progress bar off a terminal.
    expect(r.stderr).toMatch(/^80 fights in [\d.]+ s \(\d+ fights\/s, 1 worker\)\n$/);
  });

  test('--json: the same seed gives the same numbers; counts add up', async () => {
    const a = await runInProcess(['sim', '--runs', '60', '--seed', 'j', '--foes', 'Goblin x2', '--json'], { home: tempHome() });
    const b = await runInProcess(['sim', '--runs', '60', '--seed', 'j', '--foes', 'Goblin x2', '--json'], { home: tempHome() });
    expect(a.stdout).toBe(b.stdout);
    const j = JSON.parse(a.stdout);
    expect(j.runs).toBe(60);
    const total = Object.values(j.outcomes as Record<string, { count: number }>).reduce((s, o) => s + o.count, 0);
    expect(total).toBe(60);
    expect(j.outcomes.victory.ci95[0]).toBeLessThanOrEqual(j.outcomes.victory.share);
    expect(j.outcomes.victory.ci95[1]).toBeGreaterThanOrEqual(j.outcomes.victory.share);
    expect(Object.values(j.rounds.counts as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(60);
  });

  test('creatures on both sides: a four against six melee', async () => {
    const r = await runInProcess(['sim', '--runs', '20', '--seed', 'm', '--party', 'Warrior x4', '--foes', 'Orc x3,Goblin x3', '--json'], { home: tempHome() });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).title).toBe('Warrior x4 against Orc x3 and Goblin x3');
  });
});

describe('law arena with dice thrown at the table', () => {
  test('--dice manual asks for every roll, with what it is for, and reads a total or the faces', async () => {
    const r = await runInProcess(['arena', '--auto', '--dice', 'manual', '--foes', 'Giant Rat'], { home: tempHome(), input: lines('5', '2', '2 3 1') });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Arena: Brannoc the Bold against Giant Rat at The Arena\./);
    expect(r.stdout).toMatch(/Initiative for the party: 1D6: roll 1D6, type the face\n> 5\n/);
    expect(r.stdout).toMatch(/Initiative: the party rolled 5, the foes rolled 2: the party goes first\./);
  });
});
