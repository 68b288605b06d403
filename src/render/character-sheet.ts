// The character sheet as a person reads it: attributes with the odds of their checks, gear with its
// numbers, and the state an adventure changes.
import type { Character } from '../character';
import { derive, isAlive, knownSpells, readyWeapon, armorOf, shieldOf, STAFF_WEAPON } from '../character';
import { checkChance, formatPercent } from '../dice';
import { findWeapon } from '../rules';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { foldLine } from '../io/fold-line';

function weaponLine(name: string, staff: boolean): string {
  const w = findWeapon(name);
  if (!w) return name;
  // A magic user's staff fights as a club (MAGIC, Staffs/Wands), and he may cast holding it.
  if (staff && w.name === STAFF_WEAPON) return `staff (a club in a fight, ${w.damage}; casting allowed)`;
  const bits = [w.damage];
  if (w.heft !== null) bits.push(`heft ${w.heft}`);
  if (w.twoHanded) bits.push('two-handed');
  // Basic rules: a throw reaches ST hexes and missiles reach past the board (Shoot/Throw).
  if (w.throwable) bits.push('can be thrown');
  else if (w.missile) bits.push('missile');
  return `${w.name} (${bits.join(', ')})`;
}

const PRONOUN_WORDS: Record<NonNullable<Character['pronoun']>, string> = { he: 'he/him', she: 'she/her', they: 'they/them' };

export function renderSheet(c: Character, style: Style = PLAIN): string {
  const d = derive(c);
  const label = (s: string) => style.bold(s.padEnd(9));
  const lines: string[] = [];
  const kind = c.type === 'mage' ? 'magic user' : 'normal character';
  // The pronoun adventure texts use for him ({he}), when the sheet says one.
  const pronoun = c.pronoun ? ` (${PRONOUN_WORDS[c.pronoun]})` : '';
  lines.push(`${style.bold(style.cyan(c.name))}, ${kind}${pronoun}${isAlive(c) ? '' : style.red(', dead')}${c.adventure ? style.yellow(`  (in adventure: ${c.adventure})`) : ''}`);
  const dxNote = d.adjustedDx !== c.dx ? ` (adjusted ${d.adjustedDx})` : '';
  lines.push(`${label('')}ST ${c.st}   DX ${c.dx}${dxNote}   IQ ${c.iq}   MA ${d.ma}   XP ${c.xp}`);
  const checks = [
    `3/ST ${formatPercent(checkChance(3, c.st, c.curses))}`,
    `3/DX ${formatPercent(checkChance(3, d.adjustedDx, c.curses))}`,
    `3/IQ ${formatPercent(checkChance(3, c.iq, c.curses))}`,
  ];
  lines.push(`${label('Checks')}${checks.join('   ')}`);
  const hurt = c.damage + c.fatigue;
  const state = !isAlive(c) ? style.red('dead') : d.conscious ? `${c.st - hurt} to go before unconscious` : style.red('unconscious');
  lines.push(`${label('Injury')}damage ${c.damage}, fatigue ${c.fatigue} (${state})`);
  lines.push(`${label('Fortune')}karma ${c.karma}, wishes ${c.wishes}, curses ${c.curses}${c.curses > 0 ? style.red(` (+${c.curses} to every roll)`) : ''}`);
  const inHand = readyWeapon(c);
  const weapons = c.weapons.length === 0 ? 'unarmed (D3 fatigue)' : c.weapons.map((w, i) => weaponLine(w, c.staff !== null && i === c.weapons.indexOf(STAFF_WEAPON)) + (i === 0 && inHand ? ' in hand' : '')).join('; ');
  // Only his first Club is his staff: a club he took off a goblin is a club (playtest).
  // What is ready between fights is changed with law character ready (character/ready.ts).
  lines.push(`${label('Weapons')}${weapons}`);
  const armor = armorOf(c);
  const shield = shieldOf(c);
  const gear = [armor, shield].filter((a) => a !== null).map((a) => `${a!.name} ${a!.points}/${a!.restriction}`);
  lines.push(`${label('Armor')}${gear.length ? `${gear.join(', ')}: stops ${d.armorPoints}, DX -${c.dx - d.adjustedDx}` : 'none'}`);
  const skills = Object.entries(c.skills).map(([s, l]) => `${s} ${l}`);
  lines.push(`${label('Skills')}${skills.length ? skills.join(', ') : 'none'}`);
  const spells = knownSpells(c);
  if (spells.length > 0 || c.type === 'mage') {
    const learned = new Set(c.spells);
    const names = spells.map((s) => (learned.has(s.name) ? s.name : style.dim(`${s.name}*`)));
    const note = spells.some((s) => !learned.has(s.name)) ? style.dim('  (* from a larger or smaller version)') : '';
    lines.push(`${label('Spells')}${names.length ? names.join(', ') : 'none'}${note}`);
    if (armor?.metal) lines.push(`${label('')}${style.yellow(`cannot cast in ${armor.name}: metal armor`)}`);
    // A shield in hand bars casting too (MAGIC); dropping it is a change of weapons (docs/rulings.md).
    if (shield) lines.push(`${label('')}${style.yellow(`cannot cast holding the ${shield.name}: dropping it takes a turn`)}`);
  }
  if (c.staff) lines.push(`${label('Staff')}capacity ${c.staff.capacity} (up to IQ ${c.iq}), charge ${c.staff.charge}`);
  const items = c.items.map((i) => (i.count > 1 ? `${i.name} x${i.count}` : i.name));
  lines.push(`${label('Gold')}${c.gold}`);
  // A long list folds under its label, to fit a terminal of 80 columns.
  const folded = (line: string, indent = ' '.repeat(9)) => lines.push(...foldLine(line, indent));
  folded(`${label('Items')}${items.length ? items.join(', ') : 'none'}`);
  // Beside a printed adventure (docs/companion.md): where he stopped, the book's plotwords, his notes.
  if (c.book) {
    folded(`${label('Book')}"${c.book.title}", ${c.book.section !== null ? `at section ${c.book.section}` : 'no section noted yet'}`);
    if (c.book.plotwords.length) folded(`${label('')}plotwords: ${c.book.plotwords.join(', ')}`);
  }
  (c.notes ?? []).forEach((n, i) => folded(`${label(i === 0 ? 'Notes' : '')}${i + 1}. ${n}`, ' '.repeat(9 + String(i + 1).length + 2)));
  return lines.join('\n');
}
