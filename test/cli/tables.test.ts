import { runInProcess } from '../helpers/cli';

describe('law tables', () => {
  test.each([
    ['weapons', 25],
    ['armor', 7],
    ['spells', 73],
    ['skills', 39],
  ])('%s --json has every row of the rules text (%i)', async (table, count) => {
    const r = await runInProcess(['tables', table, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveLength(count);
  });

  test('all tables at once as JSON', async () => {
    const data = JSON.parse((await runInProcess(['tables', '--json'])).stdout);
    expect(Object.keys(data)).toEqual(['weapons', 'armor', 'spells', 'skills']);
  });

  test('spells filtered by school and IQ: kinetics of IQ 10 or less', async () => {
    const rows = JSON.parse((await runInProcess(['tables', 'spells', '--school', 'kinetics', '--max-iq', '10', '--json'])).stdout);
    expect(rows.map((s: { name: string }) => s.name)).toEqual(['Magic Fist', 'Drop Weapon', 'Avert-1', 'Tripp', 'Shock Shield']);
  });

  test('the readable table has a header and one line a row', async () => {
    const r = await runInProcess(['tables', 'weapons', '--group', 'axes']);
    expect(r.stdout).toMatch(/Weapons \(3\)/);
    expect(r.stdout).toMatch(/Battle Axe/);
    expect(r.stdout).not.toMatch(/Broad Sword/);
  });

  test('an unknown school is refused with the valid ones', async () => {
    const r = await runInProcess(['tables', 'spells', '--school', 'necromancy']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/necromancy/);
    expect(r.stderr).toMatch(/kinetics/);
  });

  test('an unknown table is a usage error', async () => {
    const r = await runInProcess(['tables', 'monsters']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"monsters" is not one of weapons, armor, spells, skills/);
  });

  test('spell filters belong to the spells table', async () => {
    const r = await runInProcess(['tables', 'weapons', '--school', 'creation']);
    expect(r.code).toBe(2);
  });

  test('--name finds rows by part of their name', async () => {
    const rows = JSON.parse((await runInProcess(['tables', 'spells', '--name', 'summon', '--json'])).stdout);
    expect(rows).toHaveLength(7);
  });
});
