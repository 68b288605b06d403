// runEncounter, the contract with adventures (docs/contract-combat-adventure.md).
import { AutoDice, Rng } from '../../src/dice';
import { RecordedIo } from '../../src/io';
import { figureFromCharacter, updatedSheet, weaponsAfterFight } from '../../src/combat';
import { runEncounter } from '../../src/render/fight-face';
import { findCreature } from '../../src/rules';
import { FIELD, hero } from './fixtures';

describe('runEncounter', () => {
  test('a hero against two goblins, AI on both sides, from a seed: same seed, same transcript', async () => {
    const run = async () => {
      const io = new RecordedIo();
      const result = await runEncounter({
        map: FIELD,
        io,
        dice: new AutoDice(Rng.fromSeed('contract')),
        rng: Rng.fromSeed('contract:ai'),
        figures: [
          { id: 'ajax', side: 'party', character: hero({ skills: { Sword: 1 }, armor: 'Leather' }), control: 'ai' },
          { id: 'goblin-1', side: 'foes', creature: findCreature('Goblin')!, control: 'ai' },
          { id: 'goblin-2', side: 'foes', creature: findCreature('Goblin')!, control: 'ai' },
        ],
      });
      return { result, output: io.output };
    };
    const a = await run();
    const b = await run();
    expect(a.output).toBe(b.output);
    expect(a.result).toEqual(b.result);
    expect(['victory', 'defeat', 'fled']).toContain(a.result.outcome);
    expect(a.result.party).toHaveLength(1);
    expect(a.result.foes.map((f) => f.id)).toEqual(['goblin-1', 'goblin-2']);
    expect(a.result.foes.map((f) => f.name)).toEqual(['Goblin 1', 'Goblin 2']);
    const p = a.result.party[0];
    expect(p.character.name).toBe('Ajax');
    if (a.result.outcome === 'victory') expect(p.xp).toBe(1);
    expect(p.character.xp).toBe(p.xp);
    expect(a.output).toMatch(/The fight begins at Field/);
  });

  test('quiet: no output at all', async () => {
    const io = new RecordedIo();
    await runEncounter({
      map: FIELD,
      io,
      quiet: true,
      dice: new AutoDice(Rng.fromSeed('q')),
      rng: Rng.fromSeed('q'),
      figures: [
        { id: 'ajax', side: 'party', character: hero(), control: 'ai' },
        { id: 'orc', side: 'foes', creature: findCreature('Orc')!, control: 'ai' },
      ],
    });
    expect(io.output).toBe('');
  });

  test('a zone the map lacks is an EncounterError naming it', async () => {
    await expect(
      runEncounter({
        map: FIELD,
        io: new RecordedIo(),
        dice: new AutoDice(Rng.fromSeed('z')),
        rng: Rng.fromSeed('z'),
        figures: [{ id: 'ajax', side: 'party', character: hero(), control: 'ai', zone: 'Q' }],
      }),
    ).rejects.toThrow(/zone Q, which the map "Field" does not have \(its zones: A, B\)/);
  });
});

describe('the sheet after a fight (ruling: the weapon in hand after a fight is the one in hand before it)', () => {
  test('a dagger drawn in the fight goes back to the belt: the sheet keeps its order', () => {
    const c = hero({ weapons: ['Broad Sword', 'Dagger'] });
    const f = figureFromCharacter({ id: 'ajax', side: 'party', control: 'player' }, c);
    // In the fight he put the sword away and drew the dagger.
    f.ready = 'Dagger';
    f.carried = ['Broad Sword'];
    expect(updatedSheet(f, 0).weapons).toEqual(['Broad Sword', 'Dagger']);
  });

  test('what he lost leaves the list, what he picked up comes after what he had', () => {
    expect(weaponsAfterFight(['Broad Sword', 'Dagger', 'Javelin'], ['Dagger', 'Club', 'Broad Sword'])).toEqual(['Broad Sword', 'Dagger', 'Club']);
    expect(weaponsAfterFight(['Spear', 'Dagger'], [])).toEqual([]);
    expect(weaponsAfterFight(['Dagger', 'Dagger'], ['Dagger'])).toEqual(['Dagger']);
  });
});
