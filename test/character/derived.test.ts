import { adjustedDx, derive, movementAllowance, wearsMetal } from '../../src/character';
import { make } from './fixtures';

describe('derived figures (MOVEMENT; ARMOR, Restriction)', () => {
  test('MOVEMENT: Ajax (DX11) moves five hexes', () => {
    const ajax = make({ armor: null, shield: null });
    expect(derive(ajax)).toMatchObject({ adjustedDx: 11, ma: 5 });
  });

  test('ARMOR, Restriction: Hector (DX12) in cloth with a large shield has DX10 and MA5', () => {
    const hector = make({ name: 'Hector', st: 12, dx: 12, iq: 8, armor: 'Cloth', shield: 'Large Shield' });
    expect(adjustedDx(hector)).toBe(10);
    expect(derive(hector)).toMatchObject({ adjustedDx: 10, ma: 5, armorPoints: 3 });
  });

  test('ARMOR: Hector\'s armor stops three points (cloth 1 and large shield 2)', () => {
    expect(derive(make({ armor: 'Cloth', shield: 'Large Shield' })).armorPoints).toBe(3);
  });

  test('MA is half the adjusted DX rounded down, never negative', () => {
    expect([8, 9, 10, 11, 12, 13].map(movementAllowance)).toEqual([4, 4, 5, 5, 6, 6]);
    expect(movementAllowance(-1)).toBe(0);
  });

  test('INJURY & EXHAUSTION: damage plus fatigue at ST leaves a character unconscious', () => {
    const c = make();
    expect(derive({ ...c, damage: 6, fatigue: 5 }).conscious).toBe(true);
    expect(derive({ ...c, damage: 6, fatigue: 6 }).conscious).toBe(false);
  });

  test('MAGIC, Metal: chain and plate are metal, leather is not', () => {
    expect(wearsMetal({ armor: 'Chain' })).toBe(true);
    expect(wearsMetal({ armor: 'Plate' })).toBe(true);
    expect(wearsMetal({ armor: 'Leather' })).toBe(false);
    expect(wearsMetal({ armor: null })).toBe(false);
  });
});
