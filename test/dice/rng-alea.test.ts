// The engine's Rng is Alea written out by hand (src/dice/rng.ts). It must give exactly the numbers
// and states of the seedrandom package's Alea, which earlier versions used: seeds in golden
// transcripts and Rng states in saved games keep the sequences they had.
import seedrandom from 'seedrandom';
import { Rng } from '../../src/dice';

const reference = (seed: string, state?: seedrandom.State.Alea) => seedrandom.alea(seed, { state: state ?? true });

describe("the Rng is seedrandom's Alea, number for number", () => {
  test('2,000 seeds (numbers, words, the simulator\'s seed/i), 40 draws each, and the state after', () => {
    for (let i = 0; i < 2000; i++) {
      const seed = i % 3 === 0 ? String(i) : i % 3 === 1 ? `sim/${i}` : `Brannoc the Bold ${i * 7919} ü`;
      const ours = Rng.fromSeed(seed);
      const theirs = reference(seed);
      for (let k = 0; k < 40; k++) expect(ours.next()).toBe(theirs());
      expect(ours.state()).toEqual(theirs.state());
    }
  });

  test('a state saved by one continues in the other', () => {
    const theirs = reference('saved game');
    for (let k = 0; k < 17; k++) theirs();
    const ours = Rng.fromState(theirs.state());
    const again = reference('', theirs.state());
    for (let k = 0; k < 100; k++) expect(ours.next()).toBe(again());
  });
});
