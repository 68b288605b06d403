// Many AI fights of every kind of figure on every bundled arena map, with the invariants checked
// after every event (one figure to a hex unless grappling, damage never negative, the standing
// below their ST...), and every fight run to its end.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Rng } from '../../src/dice';
import type { CombatantSpec, Difficulty } from '../../src/combat';
import { aiDecide, buildFigures, createContext, createState, fight, invariantProblems, parseMap, placeFigures } from '../../src/combat';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';

const MAPS = ['arena', 'crossroads', 'ruined-hall', 'forest-clearing'].map((n) => parseMap(fs.readFileSync(path.join(__dirname, '..', '..', 'adventures', 'maps', `${n}.map`), 'utf8'), n));

const MATCHES: Array<{ name: string; party: CombatantSpec[]; foes: string[] }> = [
  { name: 'swordsman against goblins and a slinger', party: [{ id: 'b', side: 'party', character: hero({ name: 'B', skills: { Sword: 2 }, armor: 'Leather', shield: 'Small Shield', weapons: ['Broad Sword', 'Dagger'] }), control: 'ai' }], foes: ['Goblin', 'Goblin', 'Goblin Slinger'] },
  { name: 'archers and spears', party: [{ id: 'a', side: 'party', character: hero({ name: 'A', weapons: ['Longbow', 'Dagger'], skills: { Bow: 2 } }), control: 'ai' }, { id: 's', side: 'party', character: hero({ name: 'S', weapons: ['Spear', 'Javelin', 'Dagger'] }), control: 'ai' }], foes: ['Bandit', 'Bandit Archer', 'Crossbowman'] },
  { name: 'brawler against beasts', party: [{ id: 'm', side: 'party', character: hero({ name: 'M', st: 14, weapons: [], skills: { 'Unarmed Combat': 2 } }), control: 'ai' }, { id: 'w', side: 'party', creature: findCreature('Warrior')!, control: 'ai' }], foes: ['Wolf', 'Giant Rat', 'Giant Rat', 'Cave Bear'] },
  { name: 'a giant and a gargoyle against orcs', party: [{ id: 'g', side: 'party', creature: findCreature('Giant')!, control: 'ai' }, { id: 'y', side: 'party', creature: findCreature('Gargoyle')!, control: 'ai' }], foes: ['Orc', 'Orc', 'Orc Chieftain', 'Ogre'] },
  { name: 'the unliving', party: [{ id: 'k', side: 'party', character: hero({ name: 'K', st: 13, weapons: ['Mace', 'Dagger'], armor: 'Chain', shield: 'Large Shield' }), control: 'ai' }], foes: ['Skeleton', 'Skeleton', 'Zombie'] },
  { name: 'a small dragon', party: [{ id: 'd', side: 'party', creature: findCreature('Small Dragon')!, control: 'ai' }], foes: ['Troll', 'Guard', 'Cultist'] },
];

describe('fights of every kind keep the invariants from start to end', () => {
  for (const m of MATCHES) {
    test(`${m.name}, on every arena map, at every level`, () => {
      let fights = 0;
      for (const map of MAPS) {
        for (const level of ['easy', 'normal', 'hard'] as Difficulty[]) {
          for (let i = 0; i < 2; i++) {
            const specs = [...m.party, ...m.foes.map((name, k) => ({ id: `f${k}`, side: 'foes' as const, creature: findCreature(name)!, control: 'ai' as const }))];
            const figs = buildFigures(specs);
            placeFigures(map, figs, (f) => (f.side === 'party' ? 'A' : 'B'));
            const rng = Rng.fromSeed(`${m.name}/${map.name}/${level}/${i}`);
            let events = 0;
            let over = false;
            const recent: string[] = [];
            const ctx = createContext(createState(map, figs), {
              rollNow: (count, sides) => {
                const faces = Array.from({ length: count }, () => rng.die(sides));
                return { faces, sum: faces.reduce((a, b) => a + b, 0) };
              },
              emit: (e) => {
                events++;
                recent.push(JSON.stringify(e).slice(0, 200));
                if (recent.length > 6) recent.shift();
                if (e.t === 'end') over = true;
                if (!over) {
                  const problems = invariantProblems(ctx);
                  if (problems.length > 0) {
                    const where = ctx.state.figures.map((f) => `${f.id}@${f.cell}/${f.size}/${f.status}`).join(' ');
                    throw new Error(`${map.name} ${level} ${i}: after ${e.t} (event ${events}): ${problems.join('; ')}\n${where}\n${recent.join('\n')}`);
                  }
                }
              },
              ai: aiDecide,
              rng,
              difficulty: level,
            });
            const r = fight(ctx, null);
            expect(over).toBe(true);
            expect(['victory', 'defeat', 'fled', 'draw']).toContain(r.outcome);
            fights++;
          }
        }
      }
      expect(fights).toBe(24);
    });
  }
});
