// Clauses the engine leaves to the adventure (issue 31): what SKILLS, Crafts earns and what
// KINETICS, Fireball ignites. docs/rulings.md says how an adventure uses them; these tests play such
// an adventure to show that it works as ruled.
import { byLabel, hero, load, play } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 4 }\nstart: 1\n';

describe('What an adventure does with the clauses the engine leaves to it', () => {
  const forge = load(`${HEAD}sections:
  1:
    text: The smith needs a hand at the forge for the day.
    options:
      - option: Work the day at the forge
        check:
          roll: 3/DX against Crafts
          who: best
          pass:
            text: "{roller} earns a smith's day wage."
            do: [{ gold: 3 }, { time: 1 day }]
            goto: 2
          fail:
            text: The iron cracks; the smith pays nothing.
            do: [{ time: 1 day }]
            goto: 2
      - option: Walk on
        goto: 2
  2:
    end: Evening
`);

  test('SKILLS, Crafts: "earns daily skilled labor rate on 3/DX": the day\'s wage is the adventure\'s gold on a pass, and the day passes', async () => {
    const smith = hero({ name: 'Brannoc', dx: 11, gold: 0, skills: { Crafts: 1 } });
    const p = await play(forge, [smith], { rolls: [[4, 4, 4]], chooser: byLabel(['Work the day']) });
    expect(p.state.party[0].gold).toBe(3);
    expect(p.output).toMatch(/Brannoc earns a smith's day wage/);
    expect(p.state.time - p.state.began).toBe(24 * 60);
    // Only a craftsman may earn a craftsman's wage: without the skill the required check fails unrolled.
    const q = await play(forge, [hero({ name: 'Ajax', gold: 0 })], { rolls: [], chooser: byLabel(['Work the day']) });
    expect(q.state.party[0].gold).toBe(0);
  });

  test('KINETICS, Fireball: "ignites flammable objects": the adventure says what burns, with a cast of Fireball in a scene', async () => {
    const barn = load(`${HEAD}sections:
  1:
    text: The bandits hold the hay barn.
    options:
      - option: Set the thatch alight
        cast:
          spell: Fireball
          fatigue: 2
          pass: { text: The thatch catches; the bandits run out coughing., do: [{ plotword: BARN-BURNT }], goto: 2 }
          fail: 1
      - option: Leave them be
        goto: 2
  2:
    end: Done
`);
    const mage = hero({ name: 'Ysolde', type: 'mage', st: 12, iq: 14, spells: ['Fireball'], weapons: [] });
    const p = await play(barn, [mage], { rolls: [[3, 3, 3]], chooser: byLabel(['Set the thatch']) });
    expect(p.output).toMatch(/The thatch catches/);
    expect(p.state.party[0].fatigue).toBe(2);
  });
});
