// The work of `law tables`, loaded only when it runs.
import type { CliContext } from '../context';
import { ARMOR_TABLE, SKILLS, SPELLS, WEAPONS } from '../../rules';
import { armorTable, filterSkills, filterSpells, filterWeapons, skillsTable, spellsTable, weaponsTable } from '../../render/rules-tables';
import { UsageError } from '../errors';
import { userErrors } from '../shared';
import type { TableName, TablesOptions } from './tables';
import { TABLE_NAMES } from './tables';

function byName<T extends { name: string }>(rows: readonly T[], text: string | undefined): T[] {
  if (text === undefined) return [...rows];
  const t = text.toLowerCase();
  return rows.filter((r) => r.name.toLowerCase().includes(t));
}

export function tableRows(table: TableName, opts: TablesOptions): readonly object[] {
  const spellFilters = opts.school !== undefined || opts.maxIq !== undefined || opts.minIq !== undefined;
  if (spellFilters && table !== 'spells') throw new UsageError('--school, --max-iq and --min-iq filter the spells table');
  if (opts.group !== undefined && table !== 'weapons' && table !== 'skills') throw new UsageError('--group filters the weapons or skills table');
  switch (table) {
    case 'weapons':
      return byName(userErrors(() => filterWeapons(WEAPONS, { group: opts.group })), opts.name);
    case 'armor':
      return byName(ARMOR_TABLE, opts.name);
    case 'spells':
      return byName(userErrors(() => filterSpells(SPELLS, { school: opts.school, maxIq: opts.maxIq, minIq: opts.minIq })), opts.name);
    case 'skills':
      return byName(userErrors(() => filterSkills(SKILLS, { group: opts.group })), opts.name);
  }
}

/** A table laid out for `width` columns (a terminal's), its long cells wrapped at spaces in their own column; 100 when not given. */
export function renderRules(table: TableName, rows: readonly object[], width?: number): string {
  const opts = width === undefined ? {} : { maxWidth: width };
  switch (table) {
    case 'weapons':
      return weaponsTable(rows as typeof WEAPONS, opts);
    case 'armor':
      return armorTable(rows as typeof ARMOR_TABLE, opts);
    case 'spells':
      return spellsTable(rows as typeof SPELLS, opts);
    case 'skills':
      return skillsTable(rows as typeof SKILLS, opts);
  }
}

const TITLES: Record<TableName, string> = { weapons: 'Weapons', armor: 'Armor and shields', spells: 'Spells', skills: 'Skills' };

export function tablesCommand(ctx: CliContext, table: TableName | undefined, opts: TablesOptions): void {
  const which = table ? [table] : [...TABLE_NAMES];
  if (!table && (opts.school !== undefined || opts.maxIq !== undefined || opts.minIq !== undefined)) which.splice(0, which.length, 'spells');
  const results = which.map((t) => ({ t, rows: tableRows(t, opts) }));
  if (opts.json) {
    const data = table ? results[0].rows : Object.fromEntries(results.map((r) => [r.t, r.rows]));
    ctx.out(JSON.stringify(data, null, 2));
    return;
  }
  // At a terminal the table fits its width (a cell wraps in its column, not across the next row).
  const width = ctx.stdout.isTTY && ctx.stdout.columns ? ctx.stdout.columns : undefined;
  const parts = results.map(({ t, rows }) =>
    rows.length === 0 ? `${TITLES[t]}: no rows match.` : `${ctx.style.bold(`${TITLES[t]} (${rows.length})`)}\n${renderRules(t, rows, width)}`,
  );
  ctx.out(parts.join('\n\n'));
}
