import { findCreature } from '../../src/rules';
import { renderPanel } from '../../src/render/combat-panel';
import { renderFightScreen } from '../../src/render/fight-screen';
import { hero } from '../combat/fixtures';
import { setup } from '../combat/harness';
test('scratch', () => {
  const f = setup([
    { id: 'b', side: 'party', at: 'b2', character: hero({ name: 'Brannoc the Bold', shield: 'Small Shield', weapons: ['Broad Sword'] }) },
    { id: 'g1', side: 'foes', at: 'c2', creature: findCreature('Goblin')! },
    { id: 'g2', side: 'foes', at: 'c3', creature: findCreature('Goblin')! },
  ]);
  const g1 = f.fig('g1'); g1.name = 'Goblin 1'; g1.owesTurn = true;
  const g2 = f.fig('g2'); g2.name = 'Goblin 2'; g2.grapple = 'b'; g2.ready = null;
  f.fig('b').grapple = 'g2';
  console.log(renderPanel(f.ctx.state.figures, undefined, { active: 'b' }));
  console.log(renderPanel(f.ctx.state.figures, undefined, { players: true }));
  console.log(JSON.stringify(f.fig('b').ready), f.fig('b').shield);
});
