// law validate's authors' tools from the command line (issue 15): --explore at every party size or
// --party N, the explorer's LAW0111 warnings (failing with --strict), the random tester's coverage.
import * as path from 'node:path';
import { ROOT, runInProcess, tempHome } from '../helpers/cli';

const fixture = (name: string) => path.join(ROOT, 'test', 'fixtures', 'adventures', `${name}.yaml`);
const law = (...args: string[]) => runInProcess(args, { home: tempHome() });

describe('law validate --explore and --party', () => {
  test('by default every party size the adventure allows: a "party >= 2" branch is not reported unreached', async () => {
    const r = await law('validate', fixture('party-branch'), '--explore');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Explored 18 states with parties of 1-3:');
    expect(r.stdout).toContain('  every one of the 4 sections was reached');
    expect(r.stdout).toContain('  section 2 was never reached with a party of 1');
    expect(r.stdout).not.toContain('was always false');
    expect(r.stdout).toContain("line 13: a condition in section 1 depends on the party's size: always false at size 1; always true at sizes 2 and 3");
  });

  test('--party 1 explores that size alone', async () => {
    const r = await law('validate', fixture('party-branch'), '--explore', '--party', '1');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('with a party of 1:');
    expect(r.stdout).toContain('  sections never reached: 2, 3');
    expect(r.stdout).toContain('  line 13: a condition in section 1 was always false');
  });

  test('a --party the adventure does not allow is a user error on one line', async () => {
    const r = await law('validate', fixture('party-branch'), '--explore', '--party', '4');
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringContaining('--party 4: "The Two-Handled Gate" is for 1 to 3')]);
  });

  test('--json gives the sizes and what happens at some sizes only', async () => {
    const r = await law('validate', fixture('party-branch'), '--explore', '--json');
    const out = JSON.parse(r.stdout) as { explore: { sizes: number[]; unreached: string[]; unreachedAtSomeSizes: unknown[] } };
    expect(out.explore.sizes).toEqual([1, 2, 3]);
    expect(out.explore.unreached).toEqual([]);
    expect(out.explore.unreachedAtSomeSizes).toEqual([
      { section: '2', sizes: [1] },
      { section: '3', sizes: [1, 2] },
    ]);
  });

  test('--help says what --party does for each tool', async () => {
    const help = (await law('validate', '--help')).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('--explore follow every option and both sides of every check at every party size the adventure allows (or --party N)');
    expect(help).toContain('--party <n> party size for --explore (default: every allowed size) and --playtest');
    expect(help).toContain('report crashes, coverage, endings');
  });
});

describe('an effect that never does anything (LAW0111)', () => {
  test('is a warning at its line and column; --strict makes it fail', async () => {
    const r = await law('validate', fixture('idle-effects'), '--explore');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${fixture('idle-effects')}:26:9: warning LAW0111: section 2: "lose: Lamp Oil" never does anything`);
    const strict = await law('validate', fixture('idle-effects'), '--explore', '--strict');
    expect(strict.code).toBe(1);
  });
});

describe('law validate --playtest reports coverage', () => {
  test('sections reached of all', async () => {
    const r = await law('validate', fixture('leave-hub'), '--playtest', '30');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  coverage: 9 of 9 sections reached (100.0%)');
  });
});

describe('a loop with no way out that only the explorer can see', () => {
  test('law validate --explore fails when every path goes round without an ending', async () => {
    const r = await law('validate', fixture('branch-loop'), '--explore');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('  NO ENDING: every way the explorer followed goes round without end; no ending can be reached');
  });

  test('law play stops such a game with one line instead of running (and saving) forever', async () => {
    const home = tempHome();
    const fs = await import('node:fs');
    fs.cpSync(path.join(ROOT, 'characters'), path.join(home, 'characters'), { recursive: true });
    const r = await runInProcess(['play', fixture('branch-loop'), '-c', 'Ysolde'], { home });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/section \d: the game went through 1000 sections in a row without a question to the party, a loop with no way out \(law validate --explore shows where\)\n$/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
