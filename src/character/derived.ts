// Figures that follow from the sheet: adjusted DX after armor and shield restriction, and MA, half of
// it rounded down (MOVEMENT; ARMOR, Restriction). Ajax DX11 moves 5; Hector DX12 in cloth with a
// large shield has DX10 and MA5.
import type { Armor, Weapon } from '../rules';
import { findArmor, findWeapon } from '../rules';
import type { Character } from './model';

export interface Derived {
  adjustedDx: number;
  ma: number;
  /** Points of damage stopped by armor and shield together. */
  armorPoints: number;
  /** Damage plus fatigue at which the character falls unconscious: his ST. */
  unconsciousAt: number;
  conscious: boolean;
}

export function armorOf(c: Pick<Character, 'armor'>): Armor | null {
  return c.armor ? (findArmor(c.armor) ?? null) : null;
}

export function shieldOf(c: Pick<Character, 'shield'>): Armor | null {
  return c.shield ? (findArmor(c.shield) ?? null) : null;
}

/** The weapon in hand, or null when fighting unarmed. */
export function readyWeapon(c: Pick<Character, 'weapons'>): Weapon | null {
  return c.weapons.length > 0 ? (findWeapon(c.weapons[0]) ?? null) : null;
}

export function restriction(c: Pick<Character, 'armor' | 'shield'>): number {
  return (armorOf(c)?.restriction ?? 0) + (shieldOf(c)?.restriction ?? 0);
}

export function adjustedDx(c: Pick<Character, 'dx' | 'armor' | 'shield'>): number {
  return c.dx - restriction(c);
}

export function movementAllowance(adjusted: number): number {
  return Math.max(0, Math.floor(adjusted / 2));
}

export function derive(c: Character): Derived {
  const dx = adjustedDx(c);
  return {
    adjustedDx: dx,
    ma: movementAllowance(dx),
    armorPoints: (armorOf(c)?.points ?? 0) + (shieldOf(c)?.points ?? 0),
    unconsciousAt: c.st,
    conscious: c.damage + c.fatigue < c.st,
  };
}

/**
 * INJURY & EXHAUSTION, Damage: outside a fight, damage at or above ST that no wish undid is death (a
 * sheet keeps its damage when its hero died: homecoming.ts).
 */
export function isAlive(c: Pick<Character, 'damage' | 'st'>): boolean {
  return c.damage < c.st;
}

/** MAGIC, Metal: a magic user in metal armor cannot cast. */
export function wearsMetal(c: Pick<Character, 'armor'>): boolean {
  return armorOf(c)?.metal ?? false;
}
