import { runInProcess, tempHome } from '../helpers/cli';

describe('law odds (RESOLVING UNCERTAINTY)', () => {
  test.each([
    ['3/10', '50.00%'],
    ['3/11', '62.50%'],
    ['4/14', '55.63%'],
    ['3/3', '0.46%'],
    ['4/24', '100.00%'],
  ])('law odds %s prints %s', async (expr, out) => {
    expect(await runInProcess(['odds', expr])).toEqual({ code: 0, stdout: `${out}\n`, stderr: '' });
  });

  test('--curses lowers the odds (CAMPAIGNING, Curse)', async () => {
    expect((await runInProcess(['odds', '3/11', '--curses', '1'])).stdout).toBe('50.00%\n');
  });

  test('--json gives the target and the exact chance', async () => {
    const r = await runInProcess(['odds', '4/14', '--json']);
    expect(JSON.parse(r.stdout)).toEqual({ expr: '4/14', allowed: true, target: 14, curses: 0, chance: 721 / 1296 });
  });

  test('a contest: Winning a Check', async () => {
    const r = await runInProcess(['odds', '3/12', 'vs', '3/11']);
    expect(r.stdout).toMatch(/^A wins \d+\.\d\d%, B wins \d+\.\d\d%, neither \d+\.\d\d%\n$/);
  });

  test('dice: the spread of 2D6-1 with its average', async () => {
    const r = await runInProcess(['odds', '2D6-1']);
    expect(r.stdout).toMatch(/^2D6-1: average 6\.00\n/);
    expect(r.stdout).toContain('    6   16.67%');
  });

  test('a check that names an attribute needs a character', async () => {
    const r = await runInProcess(['odds', '3/DX']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('law: 3/DX names an attribute: say whose with -c NAME, or give a number (3/11)\n');
  });

  test('a character\'s attributes, skills and curses count', async () => {
    const home = tempHome();
    await runInProcess(['character', 'create', 'Ajax', '--st', '12', '--dx', '11', '--iq', '9', '--skills', 'Swimming:1,Climbing:2'], { home });
    expect((await runInProcess(['odds', '3/ST+SWIMMING', '-c', 'ajax'], { home })).stdout).toBe('83.80%\n');
    expect((await runInProcess(['odds', '3/ST', 'against', 'Riding', '-c', 'ajax'], { home })).stdout).toBe('0.00% (only a character who knows Riding may try)\n');
    const bad = await runInProcess(['odds', '3/ST+Swiming', '-c', 'ajax'], { home });
    expect(bad.stderr).toBe('law: "Swiming" is not a skill; did you mean Swimming?\n');
  });

  test('nonsense is refused with examples', async () => {
    const r = await runInProcess(['odds', 'banana']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^law: "banana" is neither dice/);
  });
});

describe('law roll', () => {
  test('shows each die, the total, pass or fail and the margin; the same for the same seed', async () => {
    const a = await runInProcess(['roll', '3/11', '--seed', 'abc']);
    const b = await runInProcess(['roll', '3/11', '--seed', 'abc']);
    expect(a).toEqual(b);
    expect(a.stdout).toBe('3/11 needs 11: 62.50% - rolled 3+2+6 = 11, pass (margin 0)\n');
  });

  test('other seeds roll other dice', async () => {
    const outs = new Set<string>();
    for (const seed of ['1', '2', '3', '4', '5', '6']) outs.add((await runInProcess(['roll', '3D6', '--seed', seed])).stdout);
    expect(outs.size).toBeGreaterThan(1);
  });

  test('dice expressions with their modifier, written as fights and adventures write them (issue 16)', async () => {
    expect((await runInProcess(['roll', '2D6-1', '--seed', '1'])).stdout).toBe('2D6-1: 4+1-1 = 4\n');
    expect((await runInProcess(['roll', '2D6+1', '--seed', '3'])).stdout).toBe('2D6+1: 3+3+1 = 7\n');
  });

  test('--json', async () => {
    const r = JSON.parse((await runInProcess(['roll', '3/11', '--seed', 'abc', '--json'])).stdout);
    expect(r).toEqual({ expr: '3/11', seed: 'abc', allowed: true, target: 11, chance: 0.625, curses: 0, faces: [3, 2, 6], total: 11, passed: true, margin: 0 });
  });

  test('a contest shows both sides and who wins', async () => {
    const r = await runInProcess(['roll', '3/12 vs 3/11', '--seed', '4']);
    expect(r.stdout).toMatch(/^A .* \(wins at 12 or less\) against B .* \(wins at 11 or less\): (A wins|B wins|nobody wins)/);
  });

  test('manual dice: a total typed at the table is judged', async () => {
    const r = await runInProcess(['roll', '3/11', '--dice', 'manual'], { input: '19\n9\n' });
    expect(r.stdout).toContain('3/11 needs 11: roll 3D6, type the total or the faces');
    expect(r.stdout).toContain('  ! 19 cannot be rolled on 3D6');
    expect(r.stdout).toContain('typed 9, pass (margin 2)');
  });

  test('manual dice: three faces', async () => {
    const r = await runInProcess(['roll', '3/11', '--dice', 'manual'], { input: '6 6 1\n' });
    expect(r.stdout).toContain('typed 6+6+1 = 13, fail (margin -2)');
  });

  test('a bad --dice mode is a usage error', async () => {
    const r = await runInProcess(['roll', '3/11', '--dice', 'loaded']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"loaded" is not one of auto, manual/);
  });
});
