// Fights in stages, as adventures write them (docs/adventure-format.md, "Fights in stages"; issue 15):
// figures who come at the start of a later round, wounds brought from an earlier fight, a fight that
// ends by itself after some rounds or when named figures fall, and a defeat that takes captives.
import type { CombatEvent, EncounterFigure } from '../../src/combat';
import { parseMap } from '../../src/combat';
import type { EncounterOptions } from '../../src/render/fight-face';
import { runEncounter } from '../../src/render/fight-face';
import type { Creature } from '../../src/rules';
import { AutoDice, Rng } from '../../src/dice';
import { RecordedIo } from '../../src/io';
import { hero } from './fixtures';

/** A figure nothing can hurt (armor stops every blow) and that hurts nothing: fights with it last. */
const wall = (name: string): Creature => ({ name, st: 12, dx: 8, iq: 8, armor: 99, attacks: [{ name: 'shove', damage: '1D6-5' }], description: name });
const biter: Creature = { name: 'Biter', st: 12, dx: 15, iq: 6, armor: 99, attacks: [{ name: 'bite', damage: '1D6' }], description: 'teeth' };

async function fightOf(figures: EncounterFigure[], extra: Partial<EncounterOptions> = {}, seed = 'stages') {
  const events: CombatEvent[] = [];
  const result = await runEncounter({
    map: parseMap('name: Ford\nA A . . . . B B C\n A A . . . . B B C\nA A . . . . B B C'),
    io: new RecordedIo(),
    quiet: true,
    dice: new AutoDice(Rng.fromSeed(seed)),
    rng: Rng.fromSeed(`${seed}:ai`),
    figures,
    onEvent: (e) => events.push(e),
    ...extra,
  });
  return { result, events };
}

describe('fights in stages (issue 15)', () => {
  test('reinforcements come at the start of their round, in their zone, and count among the foes from then on', async () => {
    const { result, events } = await fightOf(
      [
        { id: 'guard', side: 'party', creature: wall('Guard'), control: 'ai' },
        { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai' },
        { id: 'late-1', side: 'foes', creature: wall('Late'), control: 'ai', zone: 'C', round: 3 },
        { id: 'late-2', side: 'foes', creature: wall('Late'), control: 'ai', zone: 'C', round: 3 },
      ],
      { ends: { rounds: 5 } },
    );
    const rounds = events.filter((e) => e.t === 'round' || e.t === 'arrive').map((e) => (e.t === 'round' ? `round ${e.round}` : `arrive ${e.figures.join(',')}`));
    expect(rounds).toEqual(['round 1', 'round 2', 'round 3', 'arrive late-1,late-2', 'round 4', 'round 5']);
    // Named apart from the start, though they came later.
    expect(result.foes.map((f) => f.name)).toEqual(['Post', 'Late 1', 'Late 2']);
    expect(result.outcome).toBe('ended');
    expect(result.rounds).toBe(5);
  });

  test('reinforcements not yet come are not in the result; a fight over before their round never sees them', async () => {
    const { result, events } = await fightOf(
      [
        { id: 'guard', side: 'party', creature: wall('Guard'), control: 'ai' },
        { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai' },
        { id: 'late', side: 'foes', creature: wall('Late'), control: 'ai', zone: 'C', round: 9 },
      ],
      { ends: { rounds: 2 } },
    );
    expect(events.some((e) => e.t === 'arrive')).toBe(false);
    expect(result.foes.map((f) => f.id)).toEqual(['post']);
  });

  test('wounds from an earlier fight: a creature begins with them, and down when they fell it', async () => {
    const { result } = await fightOf(
      [
        { id: 'guard', side: 'party', creature: wall('Guard'), control: 'ai' },
        { id: 'boss', side: 'foes', creature: wall('Boss'), control: 'ai', damage: 11 },
        { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai', damage: 4 },
      ],
      { ends: { rounds: 1 } },
    );
    expect(result.foes).toEqual([
      { id: 'boss', name: 'Boss', status: 'standing', damage: 11 },
      { id: 'post', name: 'Post', status: 'standing', damage: 4 },
    ]);
    const down = await fightOf(
      [
        { id: 'guard', side: 'party', creature: wall('Guard'), control: 'ai' },
        { id: 'boss', side: 'foes', creature: wall('Boss'), control: 'ai', damage: 12 },
        { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai' },
      ],
      { ends: { fallen: ['boss'] } },
    );
    // The boss lies dead from the start: the fight it was about ends after the first side's turn.
    expect(down.result.foes[0]).toEqual({ id: 'boss', name: 'Boss', status: 'dead', damage: 12 });
    expect(down.result.outcome).toBe('ended');
    expect(down.result.rounds).toBe(1);
  });

  test('a fight that ends when named foes fall waits for one still to come', async () => {
    const { result } = await fightOf(
      [
        { id: 'guard', side: 'party', creature: wall('Guard'), control: 'ai' },
        { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai' },
        { id: 'chief', side: 'foes', creature: wall('Chief'), control: 'ai', zone: 'C', round: 2 },
      ],
      { ends: { rounds: 3, fallen: ['chief'] } },
    );
    // The chief, not yet come in round 1, does not count as fallen: the fight runs to its 3 rounds.
    expect(result.rounds).toBe(3);
    expect(result.outcome).toBe('ended');
  });

  test('a fight ended by itself gives no XP (docs/rulings.md, "A fight that ends by itself")', async () => {
    const { result } = await fightOf([
      { id: 'ajax', side: 'party', character: hero({ armor: 'Plate' }), control: 'ai' },
      { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai' },
    ], { ends: { rounds: 2 } });
    expect(result.outcome).toBe('ended');
    expect(result.party[0].xp).toBe(0);
  });

  test('a defeat that captures keeps alive a hero whose wounds would kill him, one short of his ST and unconscious (ruling, "Taken captive")', async () => {
    const figures = (): EncounterFigure[] => [
      { id: 'ajax', side: 'party', character: hero({ st: 10, dx: 8, damage: 9, weapons: [] }), control: 'ai' },
      { id: 'b1', side: 'foes', creature: biter, control: 'ai' },
      { id: 'b2', side: 'foes', creature: biter, control: 'ai' },
    ];
    const killed = await fightOf(figures(), { canFlee: false }, 'capture');
    expect(killed.result.outcome).toBe('defeat');
    expect(killed.result.party[0].status).toBe('dead');
    const taken = await fightOf(figures(), { canFlee: false, capture: true }, 'capture');
    expect(taken.result.outcome).toBe('defeat');
    const ajax = taken.result.party[0];
    expect(ajax.status).toBe('unconscious');
    expect(ajax.character.damage).toBe(9);
    expect(ajax.character.fatigue).toBeGreaterThanOrEqual(1);
    expect(taken.events.some((e) => e.t === 'effect' && e.figure === 'ajax' && /taken alive/.test(e.text))).toBe(true);
  });

  test('allies: creatures on the party side fight under the AI and come back with their state', async () => {
    const { result } = await fightOf(
      [
        { id: 'ajax', side: 'party', character: hero(), control: 'ai' },
        { id: 'fang', side: 'party', creature: wall('Fang'), control: 'ai', damage: 3 },
        { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai' },
      ],
      { ends: { rounds: 1 } },
    );
    expect(result.allies).toEqual([{ id: 'fang', name: 'Fang', status: 'standing', damage: 3 }]);
    expect(result.party.map((p) => p.id)).toEqual(['ajax']);
  });
});

test('issue 32, item 10: a fight that ends after its rounds says so once, in its last line', async () => {
  const io = new RecordedIo();
  await runEncounter({
    map: parseMap('name: Ford\nA A . . . . B B C\n A A . . . . B B C\nA A . . . . B B C'),
    io,
    quiet: false,
    dice: new AutoDice(Rng.fromSeed('once')),
    rng: Rng.fromSeed('once:ai'),
    figures: [
      { id: 'guard', side: 'party', creature: wall('Guard'), control: 'ai' },
      { id: 'post', side: 'foes', creature: wall('Post'), control: 'ai' },
    ],
    ends: { rounds: 2 },
  });
  expect(io.output.match(/The fight ends after 2 rounds/g)).toHaveLength(1);
  expect(io.output).toContain('The fight ends after 2 rounds, neither side beaten.');
});
