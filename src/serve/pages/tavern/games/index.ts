// Each game's drawing of its table and of a seat's own cards, by the game's id.
import type { GameDrawer } from '../frame.js';
import { DECEPTIDICE } from './deceptidice.js';
import { DRAGONS_BLUFF } from './dragons-bluff.js';
import { LEGENDS_AND_LIES } from './legends-and-lies.js';
import { TREASURE } from './treasure.js';

export const DRAWERS: Readonly<Record<string, GameDrawer>> = {
  deceptidice: DECEPTIDICE,
  'dragons-bluff': DRAGONS_BLUFF,
  'legends-and-lies': LEGENDS_AND_LIES,
  treasure: TREASURE,
};
