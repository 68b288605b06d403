import { AdvanceError, purchase } from '../../src/character';
import { MAGE, make } from './fixtures';

describe('CAMPAIGNING, Advancement', () => {
  test('an IQ13 character spends 14 XP for IQ14', () => {
    const c = make({ st: 10, dx: 9, iq: 13, weapons: ['Dagger'] });
    const r = purchase({ ...c, xp: 20 }, { kind: 'attribute', attribute: 'IQ' });
    expect(r.character.iq).toBe(14);
    expect(r.character.xp).toBe(6);
    expect(r.xpSpent).toBe(14);
  });

  test('an attribute may be bought even during an adventure', () => {
    const c = { ...make(), xp: 13, adventure: 'the-sunken-keep' };
    expect(purchase(c, { kind: 'attribute', attribute: 'ST' }).character.st).toBe(13);
  });

  test('a normal character buys a skill level for 10 XP and a spell for 20', () => {
    const c = { ...make(), xp: 30 };
    const s = purchase(c, { kind: 'skill', skill: 'climbing' });
    expect(s.character.skills.Climbing).toBe(3);
    expect(s.character.xp).toBe(20);
    const sp = purchase(s.character, { kind: 'spell', spell: 'Blur' });
    expect(sp.character.spells).toEqual(['Blur']);
    expect(sp.character.xp).toBe(0);
  });

  test('a magic user buys a spell for 10 XP and a skill for 20', () => {
    const c = { ...make(MAGE), xp: 30 };
    const sp = purchase(c, { kind: 'spell', spell: 'Speed' });
    expect(sp.character.xp).toBe(20);
    const sk = purchase(sp.character, { kind: 'skill', skill: 'Literacy' });
    expect(sk.character.xp).toBe(0);
    expect(sk.character.skills.Literacy).toBe(1);
  });

  test("SKILLS: Sorcerer's Tongue and Alchemist cost a magic user only 10 XP", () => {
    const c = { ...make(MAGE), xp: 20 };
    const a = purchase(c, { kind: 'skill', skill: "sorcerer's tongue" });
    expect(a.xpSpent).toBe(10);
    expect(purchase(a.character, { kind: 'skill', skill: 'Alchemist' }).character.xp).toBe(0);
  });

  test('skills and spells only between adventures', () => {
    const c = { ...make(), xp: 50, adventure: 'the-sunken-keep' };
    expect(() => purchase(c, { kind: 'skill', skill: 'Sword' })).toThrow(/only be bought between adventures/);
    expect(() => purchase(c, { kind: 'spell', spell: 'Blur' })).toThrow(AdvanceError);
  });

  test('MAGIC: only spells of IQ at most the character\'s, and not one already known', () => {
    const c = { ...make(), xp: 100 };
    expect(() => purchase(c, { kind: 'spell', spell: 'Fireball' })).toThrow(/Fireball needs IQ 12; Ajax has IQ 9/);
    const mage = { ...make({ ...MAGE, spells: ['Blur', 'Slow', 'Fire-3'] }), xp: 100 };
    expect(() => purchase(mage, { kind: 'spell', spell: 'Fire-1' })).toThrow(/already knows Fire-1/);
  });

  test('not enough XP: refused, with the price and what the character has', () => {
    expect(() => purchase({ ...make(), xp: 5 }, { kind: 'skill', skill: 'Sword' })).toThrow(/costs 10 XP; Ajax has 5 XP/);
  });

  test('Karma/Wish: a karma point can be used as one XP, when asked', () => {
    const c = { ...make(), xp: 7, karma: 5 };
    expect(() => purchase(c, { kind: 'skill', skill: 'Sword' })).toThrow(/--use-karma/);
    const r = purchase(c, { kind: 'skill', skill: 'Sword' }, { useKarma: true });
    expect(r).toMatchObject({ xpSpent: 7, karmaSpent: 3 });
    expect(r.character).toMatchObject({ xp: 0, karma: 2 });
  });

  test('Karma/Wish: "a wish can be used as a karma point" and "a karma point can be used as one XP": a wish pays an XP, when asked, after karma', () => {
    const c = { ...make(), xp: 7, karma: 1, wishes: 3 };
    expect(() => purchase(c, { kind: 'skill', skill: 'Sword' }, { useKarma: true })).toThrow(/add --use-wishes to pay with wishes after karma: 3/);
    const r = purchase(c, { kind: 'skill', skill: 'Sword' }, { useWishes: true });
    expect(r).toMatchObject({ xpSpent: 7, karmaSpent: 1, wishesSpent: 2 });
    expect(r.character).toMatchObject({ xp: 0, karma: 0, wishes: 1 });
    // Never more than the price lacks: XP first.
    expect(purchase({ ...c, xp: 10 }, { kind: 'skill', skill: 'Sword' }, { useWishes: true })).toMatchObject({ xpSpent: 10, karmaSpent: 0, wishesSpent: 0 });
    expect(() => purchase({ ...c, wishes: 1 }, { kind: 'skill', skill: 'Sword' }, { useWishes: true })).toThrow(/costs 10 XP; Ajax has 7 XP, 1 karma and 1 wish$/);
  });

  test('Charging Staffs/Wands: 2 XP a point of capacity, up to IQ', () => {
    const mage = { ...make(MAGE), xp: 30 };
    const r = purchase(mage, { kind: 'staff', points: 5 });
    expect(r.character.staff).toEqual({ capacity: 5, charge: 5 });
    expect(r.character.xp).toBe(20);
    expect(() => purchase(r.character, { kind: 'staff', points: 8 })).toThrow(/at most IQ \(12\) points; Medea's holds 5, so at most 7 more/);
  });

  test('a staff is for those who cast', () => {
    expect(() => purchase({ ...make(), xp: 10 }, { kind: 'staff', points: 1 })).toThrow(/knows no spells/);
  });

  test('a purchase never changes the character it was given', () => {
    const c = { ...make(), xp: 30 };
    const before = JSON.stringify(c);
    purchase(c, { kind: 'skill', skill: 'Sword' });
    expect(JSON.stringify(c)).toBe(before);
  });
});
