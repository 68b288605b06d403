// Setting figures on a map for the view tests.
import type { HexMap } from '../../src/combat';
import { tempHome } from '../helpers/cli';
import type { Placed } from './harness';
import { setup as harnessSetup } from './harness';

export function setup(map: HexMap, placed: Placed[]): ReturnType<typeof harnessSetup> {
  return harnessSetup(placed, { map });
}

export function tempHomeFor(): string {
  return tempHome();
}
