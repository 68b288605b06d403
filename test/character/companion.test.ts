// Issue 34: the sheet kept beside a printed adventure. Every change by hand goes through the rules an
// adventure's effects use, is refused with why when the sheet cannot take it, and can be taken back
// from the journal on the sheet as it is now.
import type { Character } from '../../src/character';
import {
  addChanges,
  afterFight,
  beginBook,
  comeHome,
  crossPlotwords,
  entryFor,
  fightTreated,
  finishBook,
  forget,
  gain,
  gainPlotwords,
  heal,
  hurt,
  lose,
  markSection,
  readSheet,
  remember,
  restWeeks,
  sheetJson,
  sleep,
  spend,
  SHEET_LIMITS,
  treat,
  undoEntry,
  undoneBy,
  untreatedFightDamage,
  useItem,
} from '../../src/character';
import type { JournalEntry } from '../../src/character';
import { ScriptedDice } from '../../src/dice';
import { MAGE, make } from './fixtures';

const at = '2024-05-01T12:00:00.000Z';

function journal(start: Character, ...steps: Array<[string, (c: Character) => { character: Character; said: string[] }, JournalEntry['fight']?]>): { sheet: Character; entries: JournalEntry[] } {
  let sheet = start;
  const entries: JournalEntry[] = [];
  for (const [what, f, fight] of steps) {
    const r = f(sheet);
    entries.push(entryFor(entries, sheet, r.character, { what, said: r.said, at, ...(fight ? { fight } : {}) }));
    sheet = r.character;
  }
  return { sheet, entries };
}

describe('changes by hand (docs/companion.md)', () => {
  test('gain: gold, XP, items and a weapon found go where the possessions rules put them; the input is not changed', () => {
    const c = make();
    const r = gain(c, { gold: 12, xp: 2, items: [{ name: 'Silver Key', count: 1 }, { name: 'torch', count: 3 }, { name: 'spear', count: 1 }] });
    expect(r.character).toMatchObject({ gold: c.gold + 12, xp: c.xp + 2 });
    expect(r.character.weapons).toEqual([...c.weapons, 'Spear']);
    expect(r.character.items).toContainEqual({ name: 'Silver Key', count: 1 });
    expect(c.gold).toBe(make().gold);
    expect(r.said).toContain('Ajax gains Spear (among the weapons).');
  });

  test('"What a sheet can hold": XP past the limit is refused, not capped, when typed by hand', () => {
    const c = { ...make(), xp: SHEET_LIMITS.xp - 1 };
    expect(() => gain(c, { xp: 2 })).toThrow(/has 999,999 XP; 2 more would pass 1,000,000, the most a character sheet holds/);
    expect(gain(c, { xp: 1 }).character.xp).toBe(SHEET_LIMITS.xp);
  });

  test('lose: gold below nothing and an item not carried are refused, naming what he has', () => {
    const c = { ...make(), gold: 5 };
    expect(() => lose(c, { gold: 12 })).toThrow('Ajax has 5 gold, less than the 12 to lose');
    expect(() => lose(c, { items: [{ name: 'Silver Key', count: 1 }] })).toThrow(/^Ajax carries no Silver Key \(carried: .*Broad Sword, Dagger, Leather, Small Shield\)$/);
    expect(() => useItem(c, { name: 'Broad Sword', count: 2 })).toThrow('Ajax carries 1 Broad Sword, fewer than the 2 to use');
    // A weapon lost leaves the weapons; worn armor leaves the body (possessions.ts, takeItem).
    expect(lose(c, { items: [{ name: 'leather', count: 1 }] }).character.armor).toBeNull();
  });

  test('INJURY & EXHAUSTION, Fatigue: fatigue past unconsciousness is damage; damage at ST kills outside a fight, and says a wish may negate it', () => {
    const c = { ...make(), damage: 6, wishes: 1 };
    const tired = hurt(c, 0, 8);
    // ST 12, damage 6: 6 points of fatigue knock him out, the other 2 are damage.
    expect(tired.character).toMatchObject({ fatigue: 6, damage: 8 });
    expect(tired.said[0]).toBe('Ajax suffers 6 fatigue and 2 damage (fatigue while unconscious).');
    const killed = hurt(c, 6, 0);
    expect(killed.said).toEqual(['Ajax takes 6 damage.', 'Ajax is killed: damage 12 reaches ST 12 (outside a fight that is death at once).', 'A wish negates all damage, even now: law character spend "Ajax" --wish (1 wish left).']);
    expect(() => gain(killed.character, { gold: 1 })).toThrow(/Ajax is dead/);
    expect(() => heal(killed.character, 3, 0)).toThrow(/Ajax is dead/);
    // CAMPAIGNING, Karma/Wish: a wish negates all accumulated damage, even of a character just killed.
    const saved = spend(killed.character, { wish: true });
    expect(saved.character).toMatchObject({ damage: 0, wishes: 0 });
    expect(saved.said[0]).toBe('Ajax spends a wish: 12 damage negated, and Ajax lives (0 wishes left).');
  });

  test('heal never heals more than was taken', () => {
    const r = heal({ ...make(), damage: 2, fatigue: 1 }, 5, 3);
    expect(r.character).toMatchObject({ damage: 0, fatigue: 0 });
    expect(r.said[0]).toBe('Ajax heals 2 damage (all there was).');
  });

  test('CAMPAIGNING, Curse: five karma lift a curse, wishes making up the five; not enough is refused', () => {
    const c = { ...make(), curses: 2, karma: 3, wishes: 2 };
    const r = spend(c, { liftCurse: true });
    expect(r.character).toMatchObject({ curses: 1, karma: 0, wishes: 0 });
    expect(() => spend(r.character, { liftCurse: true })).toThrow('lifting a curse takes 5 karma (wishes may make up the rest); Ajax has 0 karma and 0 wishes');
    expect(() => spend(c, { karma: 4 })).toThrow('Ajax has 3 karma, less than the 4 to spend');
  });

  test('CAMPAIGNING, Experience Points: a plotword gives one XP once an adventure; crossed out and given again, none', () => {
    expect(() => gainPlotwords(make(), ['ash'])).toThrow(/on no printed adventure: begin one/);
    const begun = beginBook(make(), 'The Sunken Keep', '1').character;
    const one = gainPlotwords(begun, ['ash', 'crown']).character;
    expect(one.xp).toBe(begun.xp + 2);
    expect(one.book?.plotwords).toEqual(['ASH', 'CROWN']);
    const crossed = crossPlotwords(one, ['Ash']).character;
    const again = gainPlotwords(crossed, ['ASH']);
    expect(again.character.xp).toBe(one.xp);
    expect(again.said[0]).toMatch(/again \(no XP/);
    expect(() => crossPlotwords(crossed, ['SWORD'])).toThrow('Ajax holds no plotword SWORD (held: CROWN)');
  });

  test('the bookmark, notes, and one adventure at a time; the sheet with a book reads back as written', () => {
    const begun = beginBook(make(), 'The Sunken Keep', null).character;
    expect(begun.adventure).toBe('The Sunken Keep');
    expect(() => beginBook(begun, 'Another', null)).toThrow(/already on "The Sunken Keep": a character goes on one adventure at a time/);
    const marked = remember(markSection(begun, '41').character, 'The hermit\'s word is ASH').character;
    expect(marked.book?.section).toBe('41');
    expect(readSheet(JSON.parse(JSON.stringify(sheetJson(marked))))).toEqual(marked);
    expect(() => forget(marked, 2)).toThrow("Ajax's notes are numbered 1 to 1 (law character show \"Ajax\")");
    expect(forget(marked, 1).character.notes).toBeUndefined();
    expect(() => remember(marked, 'bad\u001b[2Jnote')).toThrow(/control character/);
  });

  test('INJURY & EXHAUSTION, Recovery: the end of a printed adventure heals fully, as the homecoming does; the dead stay dead', () => {
    const c = { ...beginBook(make(), 'The Sunken Keep', '9').character, damage: 4, fatigue: 2 };
    const home = finishBook(c).character;
    expect(home).toMatchObject({ damage: 0, fatigue: 0, adventure: null });
    expect(home.book).toBeUndefined();
    expect(home).toEqual({ ...comeHome(c, c, c).character, book: undefined });
    expect(finishBook({ ...c, damage: 12 }).character.damage).toBe(12);
  });

  test('INJURY & EXHAUSTION, Fatigue: after a fight one point, a night all of it, a broken night one; a staff is full after a night', () => {
    const m = { ...make(MAGE), fatigue: 4, staff: { capacity: 5, charge: 1 } };
    expect(afterFight(m).character.fatigue).toBe(3);
    expect(sleep(m, true).character).toMatchObject({ fatigue: 3, staff: { capacity: 5, charge: 5 } });
    expect(sleep(m, false).character.fatigue).toBe(0);
    expect(sleep(m, false).said[0]).toBe("Medea sleeps a full night (eight hours): all 4 fatigue recovered; the staff is full again (5).");
  });

  test('INJURY & EXHAUSTION, Recovery: a week of rest heals the 3/ST margin, at least one point', async () => {
    const c = { ...make(), damage: 7 };
    // ST 12: 3+3+2 = 8 heals 4; then 6+6+5 = 17 fails and still heals 1.
    const r = await restWeeks(c, 3, new ScriptedDice([[3, 3, 2], [6, 6, 5], [1, 1, 1]]));
    expect(r.character.damage).toBe(0);
    expect(r.said).toEqual([
      'Week 1 of 3: Ajax rolls 3/ST needing 12: 8; 4 damage healed (3 left).',
      'Week 2 of 3: Ajax rolls 3/ST needing 12: 17; 1 damage healed (2 left).',
      'Week 3 of 3: Ajax rolls 3/ST needing 12: 3; 2 damage healed (0 left).',
    ]);
  });

  test('SKILLS, Medic: 3/IQ+Medic heals his level, at most the fight\'s damage; twice ST is beyond him', async () => {
    const medic = make({ name: 'Hale', st: 11, dx: 11, iq: 10, skills: { Medic: 2, Sword: 1 }, weapons: ['Dagger'] });
    const patient = { ...make(), damage: 5 };
    const r = await treat(patient, medic, 1, new ScriptedDice([[4, 4, 4]]));
    expect(r.healed).toBe(1);
    expect(r.said[0]).toBe('Hale treats Ajax (Medic 2): 3/IQ+Medic needs 12, rolled 12; 1 damage healed (4 left).');
    await expect(treat(patient, medic, 0, new ScriptedDice([]))).rejects.toThrow(/no damage from a fight left to treat/);
    await expect(treat({ ...patient, damage: 24 }, medic, 5, new ScriptedDice([]))).rejects.toThrow(/twice his ST or more: beyond any Medic/);
    await expect(treat(patient, make(), 5, new ScriptedDice([]))).rejects.toThrow('Ajax has no Medic skill');
  });
});

describe('the journal', () => {
  test('an undo takes a change off the sheet as it is now: later changes stay', () => {
    const { sheet, entries } = journal(make(), ['gain', (c) => gain(c, { gold: 12, items: [{ name: 'Silver Key', count: 1 }] })], ['hurt', (c) => hurt(c, 3, 0)]);
    const back = undoEntry(sheet, entries[0]);
    expect(back.character).toMatchObject({ gold: make().gold, damage: 3 });
    expect(back.character.items.some((i) => i.name === 'Silver Key')).toBe(false);
    expect(back.said).toEqual(['Change 1 (gain) is taken back.', `gold ${make().gold + 12} -> ${make().gold}`, 'items: - Silver Key']);
  });

  test('an undo that would take more than the sheet has is refused, saying why', () => {
    const { sheet, entries } = journal(make(), ['gain', (c) => gain(c, { gold: 12 })], ['lose', (c) => lose(c, { gold: c.gold - 2 })]);
    expect(() => undoEntry(sheet, entries[0])).toThrow('change 1 cannot be taken back: Ajax has 2 gold, and it would take him to -10');
    const given = journal(make(), ['gain', (c) => gain(c, { items: [{ name: 'Silver Key', count: 1 }] })], ['use', (c) => useItem(c, { name: 'Silver Key', count: 1 })]);
    expect(() => undoEntry(given.sheet, given.entries[0])).toThrow('change 1 cannot be taken back: Ajax no longer has the Silver Key it gave');
  });

  test('the book, its plotwords and the notes come back as they were', () => {
    const { sheet, entries } = journal(make(), ['begin', (c) => beginBook(c, 'Keep', '1')], ['gain', (c) => gainPlotwords(c, ['ASH'])], ['at', (c) => markSection(c, '7')], ['remember', (c) => remember(c, 'ASH')], ['finish', finishBook]);
    const unfinished = undoEntry(sheet, entries[4]).character;
    expect(unfinished.book).toEqual({ title: 'Keep', section: '7', plotwords: ['ASH'], earned: ['ASH'] });
    expect(unfinished.adventure).toBe('Keep');
    const unmarked = undoEntry(unfinished, entries[2]).character;
    expect(unmarked.book?.section).toBe('1');
    const unworded = undoEntry(unmarked, entries[1]).character;
    expect(unworded.book?.plotwords).toEqual([]);
    expect(unworded.xp).toBe(make().xp);
    expect(undoEntry(unworded, entries[3]).character.notes).toBeUndefined();
  });

  test('undone entries, and an undo undone, are told apart; a Medic sees only the untreated damage of the last fight', () => {
    const e = (n: number, extra: Partial<JournalEntry> = {}): JournalEntry => ({ n, at, what: 'hurt', said: [], changes: {}, ...extra });
    expect(undoneBy([e(1), e(2, { undoes: 1 }), e(3, { undoes: 2 })])).toEqual(new Map([[2, 3]]));
    expect(undoneBy([e(1), e(2, { undoes: 1 })])).toEqual(new Map([[1, 2]]));
    // Two blows of a fight fought by hand, after a kept fight treated by its Medic.
    const fights = [e(1, { what: 'fight', fight: { damage: 4, treated: true } }), e(2, { fight: { damage: 2, treated: false } }), e(3, { fight: { damage: 3, treated: false } })];
    expect(untreatedFightDamage(fights)).toBe(5);
    expect(untreatedFightDamage([...fights, e(4, { what: 'treat' })])).toBe(0);
    expect(untreatedFightDamage([...fights, e(4, { what: 'undo', undoes: 3 })])).toBe(2);
    expect(untreatedFightDamage([e(1, { what: 'fight', fight: { damage: 4, treated: false } })])).toBe(4);
    expect(fightTreated(fights)).toBe(false);
    expect(fightTreated([...fights, e(4, { what: 'treat' })])).toBe(true);
    expect(fightTreated([fights[0]])).toBe(true);
  });

  test('addChanges: a fight\'s difference, wounds included, added to the sheet as it is now', () => {
    const start = make();
    const end = { ...start, damage: 5, fatigue: 1, xp: start.xp + 1, weapons: ['Dagger'], karma: 0 };
    const now = { ...start, gold: start.gold + 30 };
    const r = addChanges(now, start, end);
    expect(r.character).toMatchObject({ damage: 5, fatigue: 1, xp: start.xp + 1, gold: start.gold + 30, weapons: ['Dagger'] });
    expect(r.capped).toEqual([]);
  });
});
