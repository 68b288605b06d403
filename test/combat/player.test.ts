// The menus a person's figure is offered in a fight (player.ts): what they say about each choice.
import { PlayerDecider } from '../../src/combat';
import { RecordedIo } from '../../src/io';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';
import { setup } from './harness';

describe('the move menu (issue 16)', () => {
  test('a hex next to two enemies names both', async () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a3', character: hero({ name: 'Ajax' }) },
      { id: 'g1', side: 'foes', at: 'e2', creature: findCreature('Goblin')!, control: 'ai' },
      { id: 'g2', side: 'foes', at: 'e4', creature: findCreature('Goblin')!, control: 'ai' },
    ]);
    f.fig('g1').name = 'Goblin 1';
    f.fig('g2').name = 'Goblin 2';
    // "Move (then act)", then the input ends at the choice of a hex: the menu has been shown.
    const io = new RecordedIo(['1']);
    await expect(new PlayerDecider(io).decide(f.ctx, f.fig('ajax'), { kind: 'turn' })).rejects.toThrow('end of input');
    expect(io.output).toMatch(/\d+\) e3 - \d hexes, next to Goblin 1 and Goblin 2/);
  });
});
