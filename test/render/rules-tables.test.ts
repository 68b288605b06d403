import type { SpellCost } from '../../src/rules';
import { ARMOR_TABLE, SKILLS, SPELLS, WEAPONS } from '../../src/rules';
import {
  armorTable,
  filterSkills,
  filterSpells,
  filterWeapons,
  formatSpellCost,
  skillsTable,
  spellsTable,
  weaponsTable,
} from '../../src/render/rules-tables';
import { renderRules, tableRows } from '../../src/cli/commands/tables-run';

/** The start of each column, read from the rule line under the header. */
function columnStarts(table: string): number[] {
  const rule = table.split('\n')[1];
  const starts: number[] = [];
  for (let i = 0; i < rule.length; i++) if (rule[i] === '-' && (i === 0 || rule[i - 1] === ' ')) starts.push(i);
  return starts;
}

function widest(table: string): number {
  return Math.max(...table.split('\n').map((l) => l.length));
}

describe('formatSpellCost', () => {
  it.each<[SpellCost, string]>([
    [{ kind: 'fixed', fatigue: 2 }, '2F'],
    [{ kind: 'per-point', max: 3 }, 'XF (max 3)'],
    [{ kind: 'per-point', max: null }, 'XF'],
    [{ kind: 'by-target-st', fatigue: 1, heavierFatigue: 2, stThreshold: 20 }, '1F, 2F if ST20+'],
    [{ kind: 'original' }, 'as the original'],
    [{ kind: 'revived-st' }, 'ST of the revived'],
    [{ kind: 'transferred-plus', plus: 3 }, 'points + 3'],
    [{ kind: 'spirit-iq' }, 'IQ of the spirit'],
  ])('%j reads %p', (cost, text) => {
    expect(formatSpellCost(cost)).toBe(text);
  });
});

describe('rules tables as text', () => {
  it('WEAPONS: one line per weapon under the header, the columns aligned', () => {
    const table = weaponsTable(WEAPONS);
    const lines = table.split('\n');
    expect(lines).toHaveLength(WEAPONS.length + 2);
    const [, , , heft] = columnStarts(table);
    const bastard = lines.find((l) => l.startsWith('Bastard Sword'));
    expect(bastard).toBeDefined();
    expect(bastard?.slice(heft, heft + 4)).toBe('  13');
    expect(lines.find((l) => l.startsWith('Dagger'))).toContain('grappling D6+2');
    expect(lines.find((l) => l.startsWith('Arbalest'))).toContain('reload 3 turns');
    expect(widest(table)).toBeLessThanOrEqual(100);
  });

  it('ARMOR: seven rows with armor, restriction and metal', () => {
    const lines = armorTable(ARMOR_TABLE).split('\n');
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatch(/^Name\s+Kind\s+Armor\s+Restriction\s+Metal$/);
    expect(lines.find((l) => l.startsWith('Plate'))).toMatch(/^Plate\s+armor\s+5\s+4\s+yes$/);
  });

  it('MAGIC: the spells table fits 100 columns, each spell starting a line at the left edge', () => {
    const table = spellsTable(SPELLS);
    expect(widest(table)).toBeLessThanOrEqual(100);
    const starts = table
      .split('\n')
      .slice(2)
      .filter((l) => !l.startsWith(' '));
    expect(starts).toHaveLength(73);
    expect(starts.find((l) => l.startsWith('Fireball'))).toContain('XF (max 3)');
    expect(starts.find((l) => l.startsWith('Slow'))).toContain('static, direct');
  });

  it('MAGIC: wrapped lines leave the name columns blank and start the description at its column', () => {
    const table = spellsTable(SPELLS);
    const [, , , cost, , desc] = columnStarts(table);
    const continuations = table
      .split('\n')
      .slice(2)
      .filter((l) => l.startsWith(' '));
    expect(continuations.length).toBeGreaterThan(73);
    for (const line of continuations) {
      expect(line.slice(0, cost).trim()).toBe('');
      if (line.length > desc) expect(line[desc]).not.toBe(' ');
    }
  });

  it('SKILLS: rolls read as checks, contests and bonuses', () => {
    const table = skillsTable(SKILLS);
    expect(widest(table)).toBeLessThanOrEqual(100);
    const lines = table.split('\n');
    expect(lines.find((l) => l.startsWith('Climbing'))).toMatch(/^Climbing\s+athletics\s+3\/ST\s/);
    expect(lines.find((l) => l.startsWith('Streetwise'))).toContain('IQ vs DX');
    expect(lines.find((l) => l.startsWith('Sword'))).toContain('bonus');
  });

  it('passes a header style through', () => {
    expect(armorTable(ARMOR_TABLE, { style: (s) => s.toUpperCase() }).split('\n')[0]).toMatch(/^NAME\s+KIND/);
  });
});

describe('filters', () => {
  it('filterSpells by school, accepting any case', () => {
    expect(filterSpells(SPELLS, { school: 'Healing' }).map((s) => s.name)).toEqual(['Heal Wounds', 'Reverse Death', 'Channel Energy']);
  });

  it('filterSpells by IQ range and by part of the name', () => {
    const low = filterSpells(SPELLS, { maxIq: 8 });
    expect(low.map((s) => s.name)).toEqual(['Blur', 'Slow', 'Image-1', 'Magic Fist', 'Drop Weapon']);
    expect(filterSpells(SPELLS, { minIq: 17 }).map((s) => s.name)).toEqual(['Weredragon', 'Raise the Dead']);
    expect(filterSpells(SPELLS, { name: 'slippery floor', minIq: 11 }).map((s) => s.name)).toEqual(['Slippery Floor-3', 'Slippery Floor-7']);
    expect(filterSpells(SPELLS, {})).toHaveLength(73);
  });

  it('filterSpells refuses an unknown school and lists the valid ones', () => {
    expect(() => filterSpells(SPELLS, { school: 'necromancy' })).toThrow(RangeError);
    expect(() => filterSpells(SPELLS, { school: 'necromancy' })).toThrow(/creation, enchanting, healing, illusion, kinetics, morphing, seeing, summoning/);
    expect(() => filterSpells(SPELLS, { maxIq: 9.5 })).toThrow(RangeError);
  });

  it('filterSkills and filterWeapons by group', () => {
    expect(filterSkills(SKILLS, { group: 'THIEF' }).map((s) => s.name)).toEqual(['Locks', 'Streetwise', 'Thief', 'Traps']);
    expect(filterWeapons(WEAPONS, { group: 'pole-arms' }).map((w) => w.name)).toEqual(['Javelin', 'Spear', 'Halberd', 'Pike']);
    expect(filterWeapons(WEAPONS, {})).toHaveLength(25);
  });

  it('refuses an unknown group, naming the valid groups', () => {
    expect(() => filterSkills(SKILLS, { group: 'magic' })).toThrow(/unknown group "magic"; valid groups: athletics, social, survival, thief, trades, weapons/);
    expect(() => filterWeapons(WEAPONS, { group: 'guns' })).toThrow(/unarmed, swords, clubs, axes, pole arms, missiles/);
  });
});

test('at a terminal of 80 columns every table fits its width, a long cell wrapping in its own column, and no weapon or skill name is broken', () => {
  for (const t of ['weapons', 'armor', 'spells', 'skills'] as const) {
    const lines = renderRules(t, tableRows(t, {}), 80).split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
  }
  const weapons = renderRules('weapons', tableRows('weapons', {}), 80);
  for (const name of ['2-Handed Sword', 'Bastard Sword', 'Thrown Rock']) expect(weapons).toMatch(new RegExp(`^${name} `, 'm'));
  // A note that does not fit goes on under its own column, not under the weapon's name.
  const notes = weapons.split('\n')[0].indexOf('Notes');
  expect(weapons).toMatch(new RegExp(`\\n {${notes}}\\S`));
  expect(renderRules('skills', tableRows('skills', {}), 80)).toMatch(/^Unarmed Combat /m);
  // Without a width (a pipe, a file) the tables are as they were.
  expect(renderRules('weapons', tableRows('weapons', {}))).toBe(renderRules('weapons', tableRows('weapons', {}), 100));
});
