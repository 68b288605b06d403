// Issue 16: a mage started every fight holding a dagger and spent his first turn putting it away.
// The weapon ready between fights is the sheet's first (law character ready), and a magic user may
// carry his staff as a club and cast holding it (MAGIC, Staffs/Wands and Casting).
import { readyOnSheet, holdsStaff } from '../../src/character';
import { castingBar } from '../../src/magic';
import { fightOn } from '../magic/helpers';
import { MAGE, make } from './fixtures';

const mage = (weapons: string[]) => make({ ...MAGE, weapons });

describe('the weapon ready between fights', () => {
  test('law character ready puts a carried weapon first; the rest keep their order', () => {
    const c = make({ weapons: ['Broad Sword', 'Dagger'] });
    expect(readyOnSheet(c, 'dagger').weapons).toEqual(['Dagger', 'Broad Sword']);
    expect(() => readyOnSheet(c, 'Spear')).toThrow('Ajax carries no Spear: ready one of Broad Sword, Dagger');
  });

  test('a sheet held by a game is the game\'s: no readying until the adventure ends', () => {
    const c = { ...make(), adventure: 'bell' };
    expect(() => readyOnSheet(c, 'Dagger')).toThrow('in the middle of "bell": a weapon is readied between adventures');
  });

  test('MAGIC, Staffs/Wands: a magic user readies his staff, carried as a club; a normal character has none', () => {
    const m = mage(['Dagger']);
    const ready = readyOnSheet(m, 'staff');
    expect(ready.weapons).toEqual(['Club', 'Dagger']);
    expect(holdsStaff(ready)).toBe(true);
    expect(() => readyOnSheet(make(), 'staff')).toThrow('Ajax has no staff');
  });
});

describe('creation offers a magic user his staff (MAGIC, Staffs/Wands)', () => {
  test('"staff" as a weapon of a magic user is his staff, whatever a club\'s heft; a normal character is refused', () => {
    expect(mage(['staff', 'Dagger']).weapons).toEqual(['Club', 'Dagger']);
    expect(make({ ...MAGE, st: 8, dx: 12, weapons: ['staff'] }).weapons).toEqual(['Club']);
    expect(() => make({ weapons: ['staff'] })).toThrow('only a magic user starts with a staff');
  });
});

describe('MAGIC, Casting: a caster holds nothing but his staff', () => {
  test('with the staff ready he can cast as the fight begins; with a dagger ready he must put it away first', () => {
    const f = fightOn([
      { id: 'staff', character: { ...mage(['staff', 'Dagger']), name: 'Staff' }, at: [1, 1] },
      { id: 'dagger', character: { ...mage(['Dagger', 'staff']), name: 'Dagger' }, at: [1, 3] },
    ]);
    expect(castingBar(f.ctx, f.fig('staff'))).toBeNull();
    expect(castingBar(f.ctx, f.fig('dagger'))).toBe('holds a Dagger');
  });
});
