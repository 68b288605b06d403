// The interpreter, feature by feature, on the small adventures of test/fixtures/adventures.
import type { HexMap } from '../../src/combat';
import type { CombatEngine, EncounterOptions, EncounterResult } from '../../src/adventure/combat-port';
import { setCombatEngine } from '../../src/adventure/combat-port';
import { AdventureStuck, newGame } from '../../src/adventure';
import { hero, load, play } from './helpers';
import { renderEvent } from '../../src/render/adventure-events';

/** A game starting at a chosen section of a fixture. */
function at(name: string, section: string, party = [hero()]) {
  const adv = load(name);
  const state = newGame(adv, party, 'test');
  state.at = section;
  return { adv, state };
}

describe('options and conditions', () => {
  test('an option shows only when its condition holds; plotwords give each character 1 XP (CAMPAIGNING)', async () => {
    const adv = load('basics');
    // Knock (gains the key and the plotword), then the key option appears: Use the key.
    const p = await play(adv, [hero()], { answers: ['1', '3'] });
    expect(p.output).toContain('Ajax stands before a door.');
    expect(p.output).not.toMatch(/What do you do\?\n {3}1\) Knock\n {3}2\) Climb the wall\n {3}3\) Use the key\n> 1/);
    expect(p.output).toMatch(/3\) Use the key\n> 3/);
    expect(p.state.ended).toEqual({ section: '3', title: 'Inside', kind: 'victory' });
    expect(p.output).toContain('The key fits nicely.');
    expect(p.state.party[0].xp).toBe(1);
    expect(p.state.counters.knocks).toBe(1);
    expect(p.state.plotwords).toEqual(['KEY-FOUND']);
  });

  test('a stuck section, where no option is open, is reported with its section', async () => {
    const adv = load(`law: 1
id: stuck
title: Stuck
version: "1"
start: 1
items:
  Key: a key
sections:
  1:
    options:
      - option: Open
        if: has(Key)
        end: Out
`);
    await expect(play(adv, [hero()])).rejects.toBeInstanceOf(AdventureStuck);
  });

  test('"needs" shows an option that cannot be chosen, with why', async () => {
    const adv = load(`law: 1
id: needs
title: Needs
version: "1"
start: 1
sections:
  1:
    options:
      - option: Pay the ferryman
        needs: gold >= 100
        why: the ferryman wants 100 gold
        end: Across
      - option: Swim
        end: Wet
`);
    const p = await play(adv, [hero()], { answers: ['1'] });
    expect(p.output).toContain('   -  Pay the ferryman (the ferryman wants 100 gold)\n   1) Swim');
    expect(p.state.ended?.title).toBe('Wet');
  });

  test('GM notes are shown only to a Game Master', async () => {
    const adv = load('talk');
    const player = await play(adv, [hero()], { answers: ['3'] });
    expect(player.output).not.toContain('bribed');
    const gm = await play(adv, [hero()], { answers: ['3'], gm: true });
    expect(gm.output).toContain('[GM] He has been bribed by the baron.');
  });

  test('the same seed and answers give the same transcript, byte for byte', async () => {
    const adv = load('basics');
    const a = await play(adv, [hero()], { answers: ['2', '1', '2', '1', '2'], seed: 's1' });
    const b = await play(adv, [hero()], { answers: ['2', '1', '2', '1', '2'], seed: 's1' });
    expect(a.output).toBe(b.output);
  });
});

describe('checks (RESOLVING UNCERTAINTY; SKILLS)', () => {
  test.each([
    [[1, 1, 1], 'pass-by-4'],
    [[4, 4, 3], 'pass'],
    [[4, 4, 4], 'fail'],
    [[6, 5, 4], 'fail-by-3'],
  ])('3/DX of DX11 rolled %p leads by margin to %s', async (faces, ending) => {
    const { adv, state } = at('checks', 'margins');
    const p = await play(adv, [], { state, rolls: [faces] });
    expect(p.state.ended?.title).toBe(ending);
  });

  test('the target and exact odds are shown before the roll', async () => {
    const { adv, state } = at('checks', 'margins');
    const p = await play(adv, [], { state, rolls: [[4, 4, 3]] });
    expect(p.output).toContain('Ajax: 3/DX needs 11: 62.50%\n  rolled 4+4+3 = 11, pass (margin 0)');
  });

  test('an assisted check adds the skill only for one who knows it (Assisted Skill Checks)', async () => {
    const withSkill = at('checks', 'assisted', [hero({ skills: { Climbing: 2 } })]);
    const a = await play(withSkill.adv, [], { state: withSkill.state, rolls: [[5, 4, 4]] });
    expect(a.output).toContain('Ajax: 3/ST+CLIMBING-1 needs 13: 83.80%');
    expect(a.state.ended?.title).toBe('pass');
    const without = at('checks', 'assisted');
    const b = await play(without.adv, [], { state: without.state, rolls: [[5, 4, 4]] });
    expect(b.output).toContain('Ajax: 3/ST+CLIMBING-1 needs 11: 62.50%');
    expect(b.state.ended?.title).toBe('fail');
  });

  test('a required check cannot be tried without the skill: it fails with no roll (Required Skill Checks)', async () => {
    const { adv, state } = at('checks', 'required');
    const p = await play(adv, [], { state, rolls: [] });
    expect(p.output).toContain('Ajax: 3/ST against SWIMMING: not allowed without the skill');
    expect(p.state.ended?.title).toBe('fail');
    const swimmer = at('checks', 'required', [hero({ skills: { Swimming: 1 } })]);
    const q = await play(swimmer.adv, [], { state: swimmer.state, rolls: [[6, 4, 3]] });
    expect(q.output).toContain('Ajax: 3/ST against SWIMMING needs 13: 83.80%');
    expect(q.state.ended?.title).toBe('pass');
  });

  test('who: each - everyone rolls, each gets his own outcome, the party follows the worst', async () => {
    const party = [hero(), hero({ name: 'Hector', dx: 12 })];
    const { adv, state } = at('checks', 'each', party);
    const p = await play(adv, [], { state, rolls: [[1, 2, 3], [6, 6, 6]] });
    expect(p.output).toContain('Ajax lands it.');
    expect(p.state.party[0].damage).toBe(0);
    expect(p.state.party[1].damage).toBe(2);
    expect(p.state.ended?.title).toBe('fail');
  });

  test('who: best - the member with the best odds rolls', async () => {
    const party = [hero(), hero({ name: 'Sage', iq: 14, st: 9, dx: 9 })];
    const { adv, state } = at('checks', 'best', party);
    const p = await play(adv, [], { state, rolls: [[4, 4, 4]] });
    expect(p.output).toContain('Sage: 3/IQ needs 14: 90.74%');
  });

  test('who: chosen - the player picks, seeing each member\'s odds', async () => {
    const party = [hero(), hero({ name: 'Sage', iq: 14, st: 9, dx: 9 })];
    const { adv, state } = at('checks', 'chosen', party);
    const p = await play(adv, [], { state, rolls: [[4, 4, 4]], answers: ['2'] });
    expect(p.output).toContain('Who tries 3/IQ?\n   1) Ajax (needs 9 or less: 37.50%)\n   2) Sage (needs 14 or less: 90.74%)');
    expect(p.output).toContain('Sage: 3/IQ needs 14');
  });

  test('Leadership: another member adds his level to the roller\'s check', async () => {
    const party = [hero(), hero({ name: 'Captain', iq: 8, skills: { Leadership: 2 } })];
    const { adv, state } = at('checks', 'margins', party);
    const p = await play(adv, [], { state, rolls: [[6, 4, 3]], answers: ['1'] });
    expect(p.output).toContain('Ajax: 3/DX+2 needs 13: 83.80% (+2 Leadership of Captain)');
  });

  test('karma re-rolls a failed check, and a wish serves as karma (CAMPAIGNING, Karma/Wish)', async () => {
    const { adv, state } = at('checks', 'margins', [hero({ karma: 1, wishes: 1 })]);
    const p = await play(adv, [], { state, rolls: [[6, 6, 6], [6, 6, 5], [2, 2, 2]], answers: ['y', 'y'] });
    expect(p.output).toContain('Spend a karma point to roll again (1 left)?');
    expect(p.output).toContain('Spend a wish as a karma point to roll again (1 left)?');
    expect(p.output).toContain('  karma re-roll: rolled 6+6+5 = 17, fail (margin -6)');
    expect(p.output).toContain('  re-roll for a wish: rolled 2+2+2 = 6, pass (margin 5)');
    expect(p.state.party[0].karma).toBe(0);
    expect(p.state.party[0].wishes).toBe(0);
    expect(p.state.ended?.title).toBe('pass-by-4');
  });

  test('a curse adds one to every roll (CAMPAIGNING, Curse)', async () => {
    const { adv, state } = at('checks', 'margins', [hero({ curses: 1 })]);
    const p = await play(adv, [], { state, rolls: [[4, 4, 3]] });
    expect(p.output).toContain('Ajax: 3/DX needs 11: 50.00% (+1 to the roll for a curse)');
    expect(p.output).toContain('rolled 4+4+3+1 curse = 12, fail (margin -1)');
    expect(p.state.ended?.title).toBe('fail');
  });

  test('an amount can be the margin of the check: recovery by margin', async () => {
    const { adv, state } = at('checks', 'recover', [hero({ damage: 5 })]);
    const p = await play(adv, [], { state, rolls: [[3, 3, 3]] });
    expect(p.state.party[0].damage).toBe(2);
  });
});

describe('effects', () => {
  test('every effect on one hero, with time, sleep and rest (INJURY & EXHAUSTION, Recovery)', async () => {
    const adv = load('effects');
    const p = await play(adv, [hero({ gold: 1, curses: 0 })], { rolls: [[2, 2, 2]] });
    const c = p.state.party[0];
    expect(p.output).toContain('Ajax hear the bell.');
    expect(p.output).toContain('All as expected.');
    expect(p.output).toContain('Morning.');
    expect(c.gold).toBe(4);
    expect(c.items).toEqual([{ name: 'Torch', count: 1 }, { name: 'Lucky Coin', count: 2 }]);
    expect(c.xp).toBe(3); // 2, and 1 for the plotword acquired once
    expect(c.karma).toBe(1);
    expect(c.wishes).toBe(1);
    expect(c.curses).toBe(0);
    expect(p.state.plotwords).toEqual([]);
    expect(p.state.counters.bells).toBe(2);
    // 3 damage - 1 healed + 2; a week of rest: 3/ST 12 rolled 6, margin 6 heals all 4.
    expect(c.damage).toBe(0);
    expect(c.fatigue).toBe(0);
    // day 1 20:00 + 90 minutes; a night's sleep to 06:00 of day 2; a broken night of eight hours; a week
    expect(p.state.time).toBe(1440 + 6 * 60 + 480 + 7 * 1440);
  });

  test('a plotword crossed out and acquired again gives no more XP (CAMPAIGNING; ruling)', async () => {
    const adv = load(`law: 1
id: again
title: Again
version: "1"
start: 1
plotwords:
  SEEN: seen
sections:
  1:
    do:
      - plotword: SEEN
      - clear-plotword: SEEN
      - plotword: SEEN
    end: Done
`);
    const p = await play(adv, [hero(), hero({ name: 'Hector' })]);
    expect(p.state.party.map((c) => c.xp)).toEqual([1, 1]);
    expect(p.output).toContain('Plotword SEEN again (no more XP for it)');
  });

  test('a week of rest heals at least one point even on a failed roll', async () => {
    const adv = load(`law: 1
id: rest
title: Rest
version: "1"
start: 1
sections:
  1:
    do: [rest: 1 week]
    end: Rested
`);
    const p = await play(adv, [hero({ damage: 3 })], { rolls: [[6, 6, 6]] });
    expect(p.state.party[0].damage).toBe(2);
  });

  test('who: by default every member takes damage; gold found is shared out evenly, items go to the leader (docs/rulings.md, issue 26 item 22)', async () => {
    const party = [hero(), hero({ name: 'Hector', gold: 0 })];
    const { adv, state } = at('effects', 'targets', party);
    const p = await play(adv, [], { state });
    expect(p.state.party.map((c) => c.damage)).toEqual([1, 1]);
    // 30 and 0 gold before; the 10 found goes 5 and 5.
    expect(p.state.party.map((c) => c.gold)).toEqual([35, 5]);
    expect(p.output).toContain('Hector gains 5 gold, a share of 10');
    expect(p.state.party[0].items.some((i) => i.name === 'Lucky Coin')).toBe(true);
    expect(p.state.party.map((c) => c.fatigue)).toEqual([1, 0]);
  });

  test('who: chosen asks the player; who: random draws from the Rng', async () => {
    const party = [hero(), hero({ name: 'Hector' })];
    const { adv, state } = at('effects', 'chosen', party);
    const p = await play(adv, [], { state, answers: ['2'] });
    expect(p.state.party.map((c) => c.damage)).toEqual([0, 1]);
    expect(p.state.party[0].karma + p.state.party[1].karma).toBe(1);
  });

  test('fatigue on an unconscious character is damage; a helpless party sleeps it off (INJURY & EXHAUSTION)', async () => {
    const adv = load(`law: 1
id: tired
title: Tired
version: "1"
start: 1
sections:
  1:
    do: [fatigue: 14]
    end: Out
`);
    const p = await play(adv, [hero()]);
    expect(p.output).toContain('Ajax suffers 12 fatigue and 2 damage (fatigue while unconscious)');
    expect(p.output).toContain('Ajax falls unconscious.');
    expect(p.output).toContain('lies helpless');
    expect(p.state.party[0].fatigue).toBe(0);
    expect(p.state.party[0].damage).toBe(2);
  });
});

describe('death and wishes (INJURY & EXHAUSTION; CAMPAIGNING, Karma/Wish)', () => {
  test('damage of ST or more kills, and a wish negates all damage', async () => {
    const adv = load('death');
    const p = await play(adv, [hero({ wishes: 1 })], { answers: ['y'] });
    expect(p.output).toContain('Ajax is killed!');
    expect(p.output).toContain('Ajax spends a wish: all damage is gone.');
    expect(p.state.party[0]).toMatchObject({ damage: 0, wishes: 0 });
    expect(p.state.ended?.title).toBe('Alive');
  });

  test('without a wish the hero dies, and the adventure ends in death', async () => {
    const adv = load('death');
    const p = await play(adv, [hero()]);
    expect(p.output).toContain('Ajax is dead.');
    expect(p.state.ended).toEqual({ section: '1', title: 'Death', kind: 'death' });
  });

  test('a party goes on while one member lives', async () => {
    const adv = load('death');
    const p = await play(adv, [hero(), hero({ name: 'Atlas', st: 25 })]);
    expect(p.state.ended?.title).toBe('Alive');
    expect(p.output).toContain('Ajax is dead.');
  });
});

describe('talk (SEEING: Read Mind, See Future; SOCIAL: Diplomacy)', () => {
  const mage = (over = {}) => hero({ name: 'Ysolde', type: 'mage', st: 9, dx: 11, iq: 14, spells: ['Read Mind', 'See Future'], ...over });

  test('Read Mind reads a talk option ahead for 1 fatigue; the option is not taken', async () => {
    const adv = load('talk');
    const p = await play(adv, [mage()], { rolls: [[3, 3, 3]], answers: ['4', '1', '2'] });
    expect(p.output).toContain('4) Ysolde casts Read Mind (3/IQ, 1 fatigue): read a talk option ahead');
    expect(p.output).toContain('Ysolde reads ahead with Read Mind: "Insult him"\n  | He calls the guard.');
    expect(p.state.ended?.title).toBe('In');
    expect(p.state.party[0].fatigue).toBe(1);
  });

  test('See Future reads any option ahead for 3 fatigue, paid from a staff first (MAGIC, Staffs/Wands)', async () => {
    const adv = load('talk');
    const p = await play(adv, [mage({ staff: { capacity: 2, charge: 2 } })], { rolls: [[3, 3, 3]], answers: ['5', '3', '2'] });
    expect(p.output).toContain('Ysolde reads ahead with See Future: "Walk away"\n  | You leave.');
    expect(p.output).toContain('Ysolde pays for See Future: 2 from the staff, 1 fatigue');
    expect(p.state.party[0].staff?.charge).toBe(0);
  });

  test('Heal Wounds on oneself between fights: X fatigue heals X, never casting oneself unconscious (HEALING)', async () => {
    const adv = load('talk');
    const healer = mage({ spells: ['Heal Wounds'], damage: 4, fatigue: 3 });
    // ST 9 with 4 damage and 3 fatigue can spare 1 point: the entry offers X = 1.
    const p = await play(adv, [healer], { rolls: [[3, 3, 3]], answers: ['4', '3'] });
    expect(p.output).toContain('4) Ysolde casts Heal Wounds (3/IQ): 1 fatigue heals 1 damage');
    expect(p.output).toContain('Ysolde pays for Heal Wounds: 1 fatigue; 1 damage healed');
    expect(p.state.party[0]).toMatchObject({ damage: 3, fatigue: 4 });
  });

  test('a magic user in metal armor is not offered Read Mind (MAGIC, Metal)', async () => {
    const adv = load('talk');
    const p = await play(adv, [mage({ armor: 'Chain' })], { answers: ['3'] });
    expect(p.output).not.toContain('casts Read Mind');
  });

  test('a failed casting costs no fatigue (MAGIC, Fatigue)', async () => {
    const adv = load('talk');
    const p = await play(adv, [mage()], { rolls: [[6, 6, 6]], answers: ['4', '1', '3'] });
    expect(p.output).toContain('The spell fails');
    expect(p.state.party[0].fatigue).toBe(0);
  });

  test('Diplomacy replaces a talk option by another, escaping the first one\'s consequences', async () => {
    const adv = load('talk');
    const p = await play(adv, [hero({ iq: 10, skills: { Diplomacy: 1 } })], { rolls: [[3, 3, 3]], answers: ['1', 'y', '1'] });
    expect(p.output).toContain('He calls the guard.');
    expect(p.output).toContain('Ajax may try Diplomacy (3/IQ against DIPLOMACY, 62.50%)');
    expect(p.output).toMatch(/choose another talk option\.\nWhat do you do\?\n {3}1\) Flatter him\n {3}- {2}Walk away \(Diplomacy: take another talk option\)/);
    expect(p.state.party[0].damage).toBe(0);
    expect(p.state.ended?.title).toBe('In');
  });

  test('a failed Diplomacy leaves the first option standing, without showing its text twice', async () => {
    const adv = load('talk');
    const p = await play(adv, [hero({ iq: 10, skills: { Diplomacy: 1 } })], { rolls: [[6, 6, 6]], answers: ['1', 'y'] });
    expect(p.output.match(/He calls the guard\./g)).toHaveLength(1);
    expect(p.state.party[0].damage).toBe(2);
    expect(p.state.ended?.title).toBe('Thrown out');
  });
});

describe('shops', () => {
  test('buying, stock, armor worn at once, and selling', async () => {
    const adv = load('shop');
    // Trade; buy the oil; buy leather (worn); sell a torch; leave; go on.
    const p = await play(adv, [hero({ gold: 30 })], { answers: ['2', '1', '2', '1', '2', '1'] });
    const c = p.state.party[0];
    expect(p.output).toContain('Ajax buys Lamp Oil for 3 gold');
    // The adventure's own Lamp Oil stays behind at the end, and the shop says so before it is paid for;
    // a dagger of the rules goes home, and its line says nothing.
    expect(p.output).toContain('   1) Buy Lamp Oil for 3 gold (1 left; for this adventure only)');
    expect(p.output).toContain('   -  Buy Lamp Oil for 3 gold (0 left; for this adventure only) (sold out)');
    expect(p.output).toContain('   1) Buy Dagger for 10 gold\n');
    expect(c.armor).toBe('Leather');
    expect(c.items).toEqual([{ name: 'Torch', count: 1 }, { name: 'Lamp Oil', count: 1 }]);
    expect(c.gold).toBe(30 - 3 - 25 + 1);
  });

  test('the players say who buys, and he pays from his own purse, the others making up what he lacks (docs/rulings.md, issue 26 item 22)', async () => {
    const adv = load('shop');
    // Trade; buy the oil; Hector buys it; leave; go on.
    const p = await play(adv, [hero({ gold: 30 }), hero({ name: 'Hector', gold: 2 })], { answers: ['2', '1', '2', '4', '1'] });
    expect(p.output).toContain('Who buys the Lamp Oil (3 gold)?');
    expect(p.output).toContain('Hector buys Lamp Oil for 3 gold (Ajax 1 helping) (he has 0 left, the party 29)');
    expect(p.state.party.map((c) => c.gold)).toEqual([29, 0]);
    expect(p.state.party[1].items.some((i) => i.name === 'Lamp Oil')).toBe(true);
  });

  test('Merchant: winning an IQ contest against the shopkeeper takes 10% a level off (SKILLS, Merchant)', async () => {
    const adv = load('shop');
    const merchant = hero({ iq: 12, gold: 30, skills: { Merchant: 2 } });
    // trade, haggle (shopkeeper rolls 18: over; Ajax rolls 6: within), buy the dagger, leave, go on.
    const p = await play(adv, [merchant], { rolls: [[6, 6, 6], [2, 2, 2]], answers: ['2', '5', '2', '5', '1'] });
    expect(p.output).toContain('20% off every price for this visit');
    expect(p.output).toContain('Buy Dagger for 8 gold');
    expect(p.state.party[0].weapons).toEqual(['Short Sword', 'Dagger']);
    expect(p.state.party[0].gold).toBe(22);
  });
});

describe('random tables', () => {
  test('a named table and a table in place each lead by the roll', async () => {
    const adv = load('random');
    const p = await play(adv, [hero()], { rolls: [[3, 4], [1]] });
    expect(p.output).toContain('Roll 2D6: 7\nFog.');
    expect(p.state.ended?.title).toBe('one');
  });
});

describe('fights (SEQUENCE OF PLAY; INJURY & EXHAUSTION; CAMPAIGNING)', () => {
  let seen: EncounterOptions | null = null;
  let result: (o: EncounterOptions) => EncounterResult;
  const stub: CombatEngine = {
    parseMap: (text) => {
      const zones = new Map<string, Array<{ q: number; r: number }>>();
      text.split('\n').filter((l) => !l.startsWith('name:') && !l.startsWith('#')).forEach((line, r) => {
        line.trim().split(/\s+/).forEach((ch, q) => {
          if (/^[A-Z]$/.test(ch)) zones.set(ch, [...(zones.get(ch) ?? []), { q, r }]);
        });
      });
      return { zones } as unknown as HexMap;
    },
    findCreature: () => undefined,
    creatureNames: () => [],
    runEncounter: async (o) => {
      seen = o;
      return result(o);
    },
  };
  beforeAll(() => setCombatEngine(stub));
  afterAll(() => setCombatEngine(undefined));

  const party = (o: EncounterOptions, status: 'standing' | 'dead', damage: number, xp: number) =>
    o.figures.filter((f) => f.side === 'party').map((f) => ({ id: f.id, character: { ...f.character!, damage, xp: f.character!.xp + xp }, status, xp }));

  test('the party and the foes are placed, surprise and flight passed on, and the sheets taken back', async () => {
    result = (o) => ({ outcome: 'victory', rounds: 3, party: party(o, 'standing', 4, 1), foes: [] });
    const adv = load('fight');
    const p = await play(adv, [hero()]);
    expect(seen!.figures.map((f) => [f.id, f.side, f.control, f.creature?.name ?? f.character?.name])).toEqual([
      ['ajax', 'party', 'ai', 'Ajax'],
      ['lurker', 'foes', 'ai', 'Lurker 1'],
      ['lurker-2', 'foes', 'ai', 'Lurker 2'],
    ]);
    expect(seen!.surprise).toBe('foes');
    expect(seen!.canFlee).toBe(true);
    expect(p.output).toContain('A fight on the map "marsh": Ajax against Lurker 1, Lurker 2. The foes have surprise!');
    // The fight's own log said how it ended; the adventure tells only what became of the party.
    expect(p.output).toContain('After the fight: Ajax standing (+1 XP).\nThey sink back into the mud.');
    // A fight nobody watched (the explorer's, a play-test's) still has its end said in full.
    const end = p.events.find((e) => e.kind === 'fight-end')!;
    expect(renderEvent({ ...end, shown: false })).toBe('The fight ends in victory after 3 rounds. Ajax: standing, +1 XP.');
    expect(p.state.party[0]).toMatchObject({ damage: 4, xp: 1 });
    expect(p.state.xpEarned).toEqual([1]);
    expect(p.state.ended?.title).toBe('Won');
  });

  test('flight and defeat lead to their own sections; a party killed ends in death', async () => {
    const adv = load('fight');
    result = (o) => ({ outcome: 'fled', rounds: 2, party: party(o, 'standing', 0, 0), foes: [] });
    expect((await play(adv, [hero()])).state.ended?.title).toBe('Ran');
    result = (o) => ({ outcome: 'defeat', rounds: 2, party: party(o, 'standing', 11, 0), foes: [] });
    expect((await play(adv, [hero()])).state.ended?.title).toBe('Lost');
    result = (o) => ({ outcome: 'defeat', rounds: 2, party: party(o, 'dead', 30, 0), foes: [] });
    const dead = await play(adv, [hero()]);
    expect(dead.output).toContain('Ajax is dead.');
    expect(dead.state.ended?.kind).toBe('death');
  });

  test('a hero left unconscious by a fight he watched is said so once, by the fight, not again by the adventure', async () => {
    const adv = load('fight');
    const st = hero().st;
    result = (o) => ({ outcome: 'defeat', rounds: 2, party: party(o, 'standing', st - 1, 0).map((p) => ({ ...p, character: { ...p.character, fatigue: 1 }, status: 'unconscious' as const })), foes: [] });
    const p = await play(adv, [hero()]);
    expect(p.output).toContain('After the fight: Ajax unconscious.');
    expect(p.output).not.toContain('Ajax falls unconscious.');
    expect(p.output).toContain('lies helpless');
  });

  test('a fight without a fled outcome does not let the party flee; maps may come from files', async () => {
    result = (o) => ({ outcome: 'victory', rounds: 1, party: party(o, 'standing', 0, 1), foes: [] });
    const adv = load('fight');
    const state = newGame(adv, [hero()], 't');
    state.at = 'bog';
    await play(adv, [], { state });
    expect(seen!.canFlee).toBe(false);
    expect([...seen!.map.zones.keys()].sort()).toEqual(['A', 'B']);
  });
});
