// A fight worked out by hand from known dice, checked step by step. Its first exchange is the rules'
// own example (RESOLVING UNCERTAINTY, WEAPONS Damage, ARMOR): Ajax (DX11) rolls 2, 3 and 5 and hits
// Hector; his short sword (2D6-1) rolls 5 and 2 for six points; Hector's cloth and large shield stop
// three. Both are played through scripted answers, as a person would type them.
import { runEncounter } from '../../src/render/fight-face';
import { Rng, ScriptedDice } from '../../src/dice';
import { RecordedIo } from '../../src/io';
import { DUEL, hero } from './fixtures';

// Every die of the fight, in order.
const DICE = [
  [4], [1], //                      initiative: the party 4, the foes 1
  [2, 3, 5], [5, 2], //             round 1: Ajax strikes (10 <= 11), 2D6-1 = 6, less 3 armor
  [4, 4, 4], //                     Hector strikes: 12 > 10, a miss
  [1, 2, 3], [6, 6], //             Ajax counterattacks: 6, hits; 11 - 3 = 8
  [1, 1, 2], [3, 3, 3], //          round 2: Hector hits (4); Ajax dodges (9 <= 11)
  [2, 2, 2], [6], //                round 3: Hector hits (6); D6+2 = 8
  [1, 1, 1], [3, 2], //             Ajax counterattacks: hits; 4 - 3 = 1: Hector reaches his ST
];

// What the two players type: Ajax strikes; Hector does not dodge and keeps his turn; Hector strikes;
// Ajax counterattacks; Hector strikes; Ajax dodges back to the first hex offered (c1); Hector moves
// (typing the hex c2) and strikes; Ajax does not dodge and counterattacks.
const ANSWERS = ['2', 'n', '3', '2', '2', '2', 'y', '1', '1', 'c2', '1', 'n', '2'];

test('A fight worked by hand: every roll, target, odds, damage and reaction as the rules give them', async () => {
  const io = new RecordedIo(ANSWERS);
  const dice = new ScriptedDice(DICE);
  const result = await runEncounter({
    map: DUEL,
    io,
    dice,
    rng: Rng.fromSeed('unused'),
    figures: [
      { id: 'ajax', side: 'party', character: hero({ name: 'Ajax', st: 12, dx: 11, weapons: ['Short Sword'] }), control: 'player' },
      { id: 'hector', side: 'foes', character: hero({ name: 'Hector', st: 12, dx: 12, armor: 'Cloth', shield: 'Large Shield', weapons: ['Spear'] }), control: 'player' },
    ],
  });
  // The log and the answers, without the board and the panel drawn before each turn.
  const log = io.output.split('\n').filter((l) => /^(The|Initiative|-- Round|Ajax|Hector|2D6|D6|> )/.test(l));
  expect(log).toEqual([
    'The fight begins at Duel.',
    'Initiative: the party rolled 4, the foes rolled 1: the party goes first.',
    '-- Round 1 --',
    'Ajax (A) at c2: what now?',
    '> 2',
    'Ajax strikes Hector with Short Sword: 3/DX needs 11: 62.50% - rolled 2+3+5 = 10, pass (margin 1)',
    'Ajax hits Hector (rolled 10, needed 11 or less). Dodge? 3/DX needs 10: 50.00%; a dodge costs Hector the next turn (y/n) [n]',
    '> n',
    '2D6-1 rolled 5+2-1 = 6 - 3 armor = 3 damage (Hector can take 9 more)',
    "Ajax's attack hit Hector, who still stands. React now?",
    '> 3',
    'Hector (a) at d2: what now?',
    '> 2',
    'Hector strikes Ajax with Spear: 3/DX needs 10: 50.00% - rolled 4+4+4 = 12, fail (margin -2), miss',
    // A miss is said as a miss, not as an attack survived (playtest).
    "Hector's attack missed Ajax. React now?",
    '> 2',
    'Ajax counterattacks Hector with Short Sword: 3/DX needs 11: 62.50% - rolled 1+2+3 = 6, pass (margin 5)',
    '2D6-1 rolled 6+6-1 = 11 - 3 armor = 8 damage (Hector can take 1 more)',
    '-- Round 2 --',
    'Ajax gives up this turn for reacting earlier.',
    'Hector (a) at d2: what now?',
    '> 2',
    'Hector strikes Ajax with Spear: 3/DX needs 10: 50.00% - rolled 1+1+2 = 4, pass (margin 6)',
    'Hector hits Ajax (rolled 4, needed 10 or less). Dodge? 3/DX needs 11: 62.50%; a dodge costs Ajax the next turn (y/n) [n]',
    '> y',
    'Ajax dodges: 3/DX needs 11: 62.50% - rolled 3+3+3 = 9, pass (margin 2); gives up the next turn.',
    '> 1',
    'Ajax moves c2 to c1 (1 hex).',
    '-- Round 3 --',
    'Ajax gives up this turn for reacting earlier.',
    'Hector (a) at d2: what now?',
    '> 1',
    '> c2',
    'Hector moves d2 to c2 (1 hex).',
    'Hector at c2: which action?',
    '> 1',
    'Hector strikes Ajax with Spear: 3/DX needs 10: 50.00% - rolled 2+2+2 = 6, pass (margin 4)',
    'Hector hits Ajax (rolled 6, needed 10 or less). Dodge? 3/DX needs 11: 62.50%; a dodge costs Ajax the next turn (y/n) [n]',
    '> n',
    'D6+2 rolled 6+2 = 8 damage (Ajax can take 4 more)',
    "Hector's attack hit Ajax, who still stands. React now?",
    '> 2',
    'Ajax counterattacks Hector with Short Sword: 3/DX needs 11: 62.50% - rolled 1+1+1 = 3, pass (margin 8)',
    '2D6-1 rolled 3+2-1 = 4 - 3 armor = 1 damage',
    'Hector falls unconscious (damage 12 + fatigue 0 >= ST 12) - dying unless healed after the fight.',
    'The party wins after 3 rounds.',
    'Ajax earns 1 XP.',
  ]);
  expect(dice.remaining).toBe(0);
  expect(io.answers.consumed).toBe(ANSWERS.length);
  expect(result).toMatchObject({
    outcome: 'victory',
    rounds: 3,
    party: [{ id: 'ajax', status: 'standing', xp: 1, character: expect.objectContaining({ damage: 8, fatigue: 0, xp: 1 }) }],
    foes: [{ id: 'hector', name: 'Hector', status: 'dead' }],
  });
});
