// Issue 15, items 5, 8 and 9: members named for a task and a party that splits and rejoins, items
// that do something (used from the menu, kept at the end), and a spell cast in a scene. Played on
// test/fixtures/adventures/party.yaml and on small adventures written in place.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Prompt } from '../../src/adventure';
import { explore, formatSave, loadAdventureText, makeSave, newGame, playtest, readSave } from '../../src/adventure';
import { randomCharacter, sceneSpells } from '../../src/adventure/playtest';
import { Rng } from '../../src/dice';
import { leaveBehind } from '../../src/adventure/leave-behind';
import type { GameEvent } from '../../src/adventure';
import { ROOT } from '../helpers/cli';
import { byLabel, codes, fixtureText, hero, load, play, sectionsOf } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nparty: { min: 1, max: 3 }\nstart: 1\n';



const effects = (events: GameEvent[]) => events.filter((e) => e.kind === 'effect').map((e) => (e as { text: string }).text);
const sections = sectionsOf;

const ANA = () => hero({ name: 'Ana', type: 'mage', st: 10, dx: 10, iq: 12, spells: ['Rope', 'Blur', 'Slow'], skills: {}, pronoun: 'she' });
const BRAN = () => hero({ name: 'Bran' });
const CATO = () => hero({ name: 'Cato', dx: 13 });

describe('choosing who: members named for a task, a party that splits and rejoins', () => {
  test('the player names some divers and one watcher; the watcher pays for the rope before the party splits', async () => {
    const prompts: Prompt[] = [];
    // Divers: Bran, then Cato, then that is all; watch: Ana. Bran and Cato climb the chain (3/DX, each
    // his own roll), climb back up to the others.
    const r = await play(load('party'), [ANA(), BRAN(), CATO()], {
      rolls: [[1, 1, 1], [2, 2, 2]],
      chooser: byLabel(['Bran', 'Cato', 'That is all', 'Ana', 'Climb down the old chain', 'Climb back up'], prompts),
    });
    expect(prompts[0].message).toBe('Who goes down the well?');
    // Nobody named yet: "that is all" is closed; once someone is, it comes first.
    expect(prompts[0].items[0]).toMatchObject({ label: 'That is all', disabled: 'name someone first' });
    expect(prompts[2].items.map((i) => i.label)).toEqual(['That is all (Bran and Cato)', 'Ana']);
    expect(effects(r.events)).toContain('Bran and Cato: diver');
    // A role in text names those chosen for it.
    expect(r.events.some((e) => e.kind === 'text' && e.text.startsWith('Ana holds the rope; Bran and Cato must find a way down.'))).toBe(true);
    expect(r.state.party[0].fatigue).toBe(1);
    expect(effects(r.events)).toContain('Bran and Cato go on; Ana waits behind');
    // Both divers rolled the check named for them.
    expect(r.events.filter((e) => e.kind === 'outcome').map((e) => (e as { roller: string }).roller)).toEqual(['Bran', 'Cato']);
    // The Moonstone went to the divers, not to Ana waiting at the top.
    expect(r.state.party.map((c) => c.items.some((i) => i.name === 'Moonstone'))).toEqual([false, true, true]);
    expect(effects(r.events)).toContain('Ana rejoins the party');
    expect(r.state.waiting).toEqual([]);
    expect(r.state.ended?.title).toBe('Together again');
  });

  test('those waiting, when the others go on without them, are lost to the party until the end (docs/rulings.md)', async () => {
    const r = await play(load('party'), [ANA(), BRAN()], { rolls: [[1, 1, 1]], chooser: byLabel(['Bran', 'That is all', 'Ana', 'Climb down', 'Follow the tunnel']) });
    expect(r.state.leftBehind).toEqual([0]);
    expect(r.events.some((e) => e.kind === 'left-behind' && e.member === 'Ana')).toBe(true);
    expect(r.state.ended?.title).toBe('Down the tunnel');
  });

  test('alone, a hero is named without a question, and a split that sends everyone leaves nobody behind', async () => {
    const prompts: Prompt[] = [];
    const r = await play(load('party'), [BRAN()], { rolls: [[1, 1, 1]], chooser: byLabel(['Climb down', 'Climb back up'], prompts) });
    expect(prompts.map((p) => p.key)).toEqual(['menu 2', 'menu 3']);
    expect(effects(r.events).some((t) => t.includes('waits behind'))).toBe(false);
    expect(r.state.ended?.title).toBe('Together again');
  });

  test('a check named for a role nobody stands in fails without a roll (RESOLVING UNCERTAINTY ruling: nobody can try)', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    do:\n      - choose: { as: scout }\n      - { damage: 20, who: scout }\n    check: { roll: 3/DX, who: scout, pass: 2, fail: 3 }\n  2:\n    end: Passed\n  3:\n    end: Failed\n`);
    const r = await play(adv, [BRAN(), CATO()], { chooser: byLabel(['Cato']) });
    expect(r.events.some((e) => e.kind === 'check')).toBe(false);
    expect(r.state.ended?.title).toBe('Failed');
  });

  test('when all who went on die, the adventure ends in death and those waiting come home alive (docs/rulings.md)', async () => {
    const adv = load(`${HEAD}sections:\n  1:\n    do:\n      - choose: { as: diver }\n      - split: diver\n      - { damage: 30, who: diver }\n    end: Never\n`);
    const r = await play(adv, [BRAN(), CATO()], { chooser: byLabel(['Bran']) });
    expect(r.state.ended).toMatchObject({ title: 'Those who went on are dead', kind: 'death' });
    expect(r.state.party.map((c) => c.damage)).toEqual([30, 0]);
  });

  test('companions in a split go on with those who go on: with() holds for them there and after the rejoin (docs/adventure-format.md, issue 32, item 12)', async () => {
    const adv = load(
      `${HEAD}companions:\n  Old Tam: { st: 11, dx: 11, iq: 10, armor: 1, weapon: Spear, description: A ferryman. }\nsections:\n  1:\n    do:\n      - join: Old Tam\n      - choose: { as: diver }\n      - split: diver\n    goto: 2\n  2:\n    text: "{if with(Old Tam): Old Tam climbs down with {diver}. | {diver} climbs down alone.}"\n    do: [rejoin: true]\n    goto: 3\n  3:\n    text: "{if with(Old Tam): Old Tam is back with the party. | Old Tam is gone.}"\n    end: Up\n`,
    );
    const r = await play(adv, [BRAN(), CATO()], { chooser: byLabel(['Cato']) });
    const texts = r.events.filter((e) => e.kind === 'text').map((e) => (e as { text: string }).text);
    expect(texts).toEqual(['Old Tam climbs down with Cato.', 'Old Tam is back with the party.']);
    expect(effects(r.events)).toContain('Cato goes on; Bran waits behind');
  });

  test('the loader: a role used but never chosen (LAW0042), a name that cannot be a role (LAW0043), a bad count', () => {
    expect(codes(`${HEAD}sections:\n  1:\n    do: [choose: { as: scout }]\n    check: { roll: 3/DX, who: diver, pass: 2, fail: 2 }\n  2:\n    end: X\n`)).toContainEqual(['LAW0042', 10, 31]);
    // In a file that chooses no role at all, the word is a mistyped "who", said as before.
    expect(loadAdventureText(`${HEAD}sections:\n  1:\n    check: { roll: 3/DX, who: everyone, pass: 2, fail: 2 }\n  2:\n    end: X\n`, 't.yaml').diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['LAW0025', 'the check of section 1: who rolls is one of chosen, best, each, leader, not "everyone"'],
    ]);
    expect(codes(`${HEAD}sections:\n  1:\n    do: [split: diver]\n    end: X\n`)).toContainEqual(['LAW0042', 9, 17]);
    expect(codes(`${HEAD}sections:\n  1:\n    do: [choose: { as: Well Diver }]\n    end: X\n`)).toContainEqual(['LAW0043', 9, 24]);
    expect(codes(`${HEAD}sections:\n  1:\n    do: [choose: { as: leader }]\n    end: X\n`)).toContainEqual(['LAW0043', 9, 24]);
    expect(codes(`${HEAD}sections:\n  1:\n    do: [choose: { as: diver, who: many }]\n    end: X\n`).map((c) => c[0])).toContain('LAW0025');
    expect(codes(`${HEAD}sections:\n  1:\n    do: [{ choose: { as: diver }, who: leader }]\n    end: X\n`).map((c) => c[0])).toContain('LAW0019');
    expect(codes(`${HEAD}sections:\n  1:\n    do: [rejoin: maybe]\n    end: X\n`).map((c) => c[0])).toContain('LAW0019');
    // A typo of a role is caught as one, with the role meant.
    // A placeholder names a role only when some "choose" fills it; else it is no placeholder (LAW0022).
    expect(codes(`${HEAD}sections:\n  1:\n    text: "{diver} goes"\n    do: [choose: { as: diver }]\n    end: X\n`)).toEqual([]);
    expect(codes(`${HEAD}sections:\n  1:\n    text: "{diver} goes"\n    end: X\n`)).toEqual([['LAW0022', 9, 12]]);
    // An item's use is read once the counters are known: its text may show one.
    expect(codes(`${HEAD}items:\n  Coin: { use: [say: "{luck} luck"] }\ncounters:\n  luck: { start: 1, shown: true }\nsections:\n  1:\n    do: [gain: Coin]\n    end: X\n`)).toEqual([]);
    const typo = loadAdventureText(`${HEAD}sections:\n  1:\n    do: [choose: { as: diver }, { heal: 1, who: divr }]\n    end: X\n`, 't.yaml');
    expect(typo.diagnostics.map((d) => [d.code, d.hint])).toEqual([['LAW0042', 'did you mean diver?']]);
  });

  test('a save keeps the roles and who waits; an older save reads without them', () => {
    const adv = load('party');
    const state = { ...newGame(adv, [ANA(), BRAN()], 's'), roles: [{ role: 'diver', members: [1] }], waiting: [0] };
    const back = readSave(formatSave(makeSave(adv, 's', 'auto', ['ana.json', 'bran.json'], state, [])), 'x.json').state;
    expect([back.roles, back.waiting]).toEqual([[{ role: 'diver', members: [1] }], [0]]);
    const old = JSON.parse(formatSave(makeSave(adv, 's', 'auto', ['ana.json', 'bran.json'], state, []))) as { state: Record<string, unknown> };
    delete old.state.roles;
    delete old.state.waiting;
    const again = readSave(JSON.stringify(old), 'old.json').state;
    expect([again.roles, again.waiting]).toEqual([[], []]);
    const bad = JSON.parse(formatSave(makeSave(adv, 's', 'auto', ['ana.json', 'bran.json'], state, []))) as { state: Record<string, unknown> };
    bad.state.waiting = [5];
    expect(() => readSave(JSON.stringify(bad), 'bad.json')).toThrow(/waiting must list members of the party/);
  });
});

describe('casting a named spell in a scene (MAGIC)', () => {
  test('the option is closed to a party with nobody who knows the spell, and says why', async () => {
    const prompts: Prompt[] = [];
    await play(load('party'), [BRAN()], { rolls: [[1, 1, 1]], chooser: byLabel(['Climb down', 'Climb back up'], prompts) });
    expect(prompts[0].items[0]).toMatchObject({ label: 'Conjure a rope to climb down', disabled: 'Bran does not know Rope' });
  });

  test('MAGIC, Fatigue: a caster who passes 3/IQ pays the rules cost of Rope (2), and the outcome names him', async () => {
    const r = await play(load('party'), [ANA(), BRAN()], { rolls: [[2, 3, 4]], chooser: byLabel(['Ana', 'That is all', 'Bran', 'Conjure a rope', 'Climb back up']) });
    const check = r.events.find((e) => e.kind === 'check') as { roller: string; check: string; target: number };
    expect([check.roller, check.check, check.target]).toEqual(['Ana', '3/IQ', 12]);
    expect(r.state.party[0].fatigue).toBe(2);
    expect(effects(r.events)).toContain('Ana casts Rope and pays 2 fatigue');
    expect(r.events.some((e) => e.kind === 'text' && e.text === "Ana's rope hangs straight and strong.")).toBe(true);
    expect(sections(r.events)).toEqual(['1', '2', '3', '5']);
  });

  test('MAGIC, Fatigue: a failed cast costs nothing and goes by "fail"; a staff pays before the caster', async () => {
    const failed = await play(load('party'), [ANA(), BRAN()], { rolls: [[6, 6, 6], [1, 1, 1]], chooser: byLabel(['Ana', 'That is all', 'Bran', 'Conjure a rope', 'Climb back up']) });
    expect(failed.state.party[0].fatigue).toBe(0);
    expect(sections(failed.events)).toEqual(['1', '2', '4', '3', '5']);
    const staffed = await play(load('party'), [{ ...ANA(), staff: { capacity: 5, charge: 1 } }, BRAN()], { rolls: [[1, 1, 1]], chooser: byLabel(['Ana', 'That is all', 'Bran', 'Conjure a rope', 'Climb back up']) });
    expect([staffed.state.party[0].staff?.charge, staffed.state.party[0].fatigue]).toEqual([0, 1]);
    expect(effects(staffed.events)).toContain('Ana casts Rope and pays 1 from the staff, 1 fatigue');
  });

  test('by: best takes the highest IQ among those who can cast; metal armor and weariness stop a caster', async () => {
    const text = `${HEAD}sections:\n  1:\n    cast: { spell: Blur, by: best, pass: 2, fail: 3 }\n  2:\n    end: Worked\n  3:\n    end: Failed\n`;
    const sage = hero({ name: 'Sage', type: 'mage', iq: 14, st: 9, dx: 9, spells: ['Blur'], armor: 'Chain' });
    const r = await play(load(text), [ANA(), sage], { rolls: [[1, 1, 1]], chooser: byLabel([]) });
    expect((r.events.find((e) => e.kind === 'check') as { roller: string }).roller).toBe('Ana');
    // Ruling: away from a fight nobody casts himself unconscious: ST 10, 8 hurt, Blur costs 2.
    const tired = await play(load(text), [{ ...ANA(), fatigue: 8 }], { chooser: byLabel([]) });
    expect(r.state.ended?.title).toBe('Worked');
    expect(tired.state.ended?.title).toBe('Failed');
    expect(tired.events.some((e) => e.kind === 'note' && e.text.startsWith('Ana is too tired to cast Blur (2 fatigue, 1 to spare): it fails.'))).toBe(true);
  });

  test('a spell of X fatigue is cast at the X written; Leadership does not help a cast (SKILLS, Leadership: a check)', async () => {
    const text = `${HEAD}sections:\n  1:\n    cast: { spell: Heal Wounds, fatigue: 3, pass: 2, fail: 3 }\n  2:\n    end: Worked\n  3:\n    end: Failed\n`;
    const leader = hero({ name: 'Lead', skills: { Leadership: 2 } });
    const healer = hero({ name: 'Hale', type: 'mage', iq: 11, spells: ['Heal Wounds'] });
    const r = await play(load(text), [leader, healer], { rolls: [[2, 2, 2]], chooser: byLabel(['Hale']) });
    const check = r.events.find((e) => e.kind === 'check') as { target: number; helper: string | null };
    expect([check.target, check.helper]).toEqual([11, null]);
    expect(r.state.party[1].fatigue).toBe(3);
  });

  test('the loader: a spell not of the rules (LAW0011), a cost nothing in a scene sets (LAW0040), "fatigue" on a fixed cost (LAW0040), by: each', () => {
    const cast = (body: string) => codes(`${HEAD}sections:\n  1:\n    cast: ${body}\n  2:\n    end: X\n`);
    expect(cast('{ spell: Rop, pass: 2, fail: 2 }')).toContainEqual(['LAW0011', 9, 20]);
    expect(cast('{ spell: Destroy Created Object, pass: 2, fail: 2 }')).toContainEqual(['LAW0040', 9, 20]);
    expect(cast('{ spell: Rope, fatigue: 3, pass: 2, fail: 2 }').map((c) => c[0])).toContain('LAW0040');
    expect(cast('{ spell: Rope, by: each, pass: 2, fail: 2 }').map((c) => c[0])).toContain('LAW0025');
    expect(cast('{ spell: Rope, pass: 2 }')).toContainEqual(['LAW0003', 9, 11]);
  });
});

describe('items that do something', () => {
  test('issue 32, item 8 (docs/rulings.md, "Healing the dying after a fight"): a poultice in the pack of a member who lay unconscious through the fight is given to one lying dying, and leaves her sheet', async () => {
    const adv = load(`${HEAD}items:\n  Poultice: { description: Herbs., use: [heal: 1D6], consumed: true }\ncreatures:\n  Wrecker: { st: 30, dx: 14, iq: 8, armor: 0, attacks: [{ name: maul, damage: 2D6+4 }], description: A wrecker. }\nmaps:\n  shore: |\n    name: Shore\n    A A A B\nsections:\n  1:\n    do: [{ gain: Poultice, who: leader }, { fatigue: 10, who: leader }]\n    fight: { map: shore, foes: [Wrecker], surprise: foes, ends: { after: 1, goto: 2 }, victory: 2, defeat: 2 }\n  2:\n    end: X\n`);
    // Seed s1: Ana lies unconscious before the fight, the wrecker fells Bran (12 damage of ST 10).
    const r = await play(adv, [hero({ name: 'Ana', st: 10 }), hero({ name: 'Bran', st: 10 }), hero({ name: 'Cato', st: 12 })], { seed: 's1' });
    expect(r.output).toContain('Cato gives Bran the Poultice (rolled 3): heals 3; saved (damage 9, ST 10).');
    expect(r.state.party.map((c) => [c.name, c.damage, c.items.filter((i) => i.name === 'Poultice').length])).toEqual([
      ['Ana', 0, 0],
      ['Bran', 9, 0],
      ['Cato', 11, 0],
    ]);
  });

  test('a potion is drunk from the menu between options: its effect touches the drinker, and it is used up', async () => {
    const text = `${HEAD}items:\n  Healing Potion: { use: [heal: 4], consumed: true }\n  Lucky Coin: { use: [{ say: "{roller} flips the coin: it lands on its edge." }] }\nsections:\n  1:\n    do: [{ gain: 2 Healing Potion }, { gain: Lucky Coin }]\n    options:\n      - option: Go on\n        end: X\n`;
    const prompts: Prompt[] = [];
    const r = await play(load(text), [hero({ damage: 6 }), BRAN()], { chooser: byLabel(['Ajax uses Healing Potion (2 left)', 'Ajax uses Lucky Coin', 'Go on'], prompts) });
    expect(r.state.party[0].damage).toBe(2);
    expect(r.state.party[0].items.find((i) => i.name === 'Healing Potion')?.count).toBe(1);
    expect(r.state.party[0].items.find((i) => i.name === 'Lucky Coin')?.count).toBe(1);
    expect(r.events.some((e) => e.kind === 'text' && e.text === 'Ajax flips the coin: it lands on its edge.')).toBe(true);
    // Bran carries none: nothing to use is offered for him.
    expect(prompts[0].items.filter((i) => i.tag === 'use').map((i) => i.label)).toEqual(['Ajax uses Healing Potion (2 left)', 'Ajax uses Lucky Coin']);
  });

  test('issue 29 (docs/rulings.md, "A potion is drunk between fights"): a potion that only heals is offered only to the hurt; the bundled Healing Draught heals 1D6 from any menu', async () => {
    const text = `${HEAD}items:\n  Healing Potion: { use: [heal: 4], consumed: true }\n  Lucky Coin: { use: [{ say: "{roller} flips the coin." }] }\nsections:\n  1:\n    do: [{ gain: Healing Potion }, { gain: Lucky Coin }]\n    options:\n      - option: Go on\n        end: X\n`;
    const prompts: Prompt[] = [];
    const r = await play(load(text), [hero()], { chooser: byLabel(['Go on'], prompts) });
    const uses = prompts[0].items.filter((i) => i.tag === 'use').map((i) => [i.label, i.disabled]);
    expect(uses).toEqual([['Ajax uses Lucky Coin', false]]);
    expect(r.state.party[0].items.find((i) => i.name === 'Healing Potion')?.count).toBe(1);
    for (const file of ['the-bell-beneath-greywater', 'the-lamp-at-skerry-head']) {
      const bundled = loadAdventureText(fs.readFileSync(path.join(ROOT, 'adventures', `${file}.yaml`), 'utf8'), `adventures/${file}.yaml`, { readFile: (rel) => fs.readFileSync(path.join(ROOT, 'adventures', rel), 'utf8') });
      const draught = bundled.adventure!.items.get('Healing Draught')!;
      expect([draught.consumed, draught.use?.map((e) => [e.kind, (e as { amount?: unknown }).amount])]).toEqual([true, [['heal', expect.objectContaining({ kind: 'dice' })]]]);
    }
  });

  test('an item marked keeps goes home with the hero; the adventure\'s other items stay with it (docs/rulings.md)', () => {
    const adv = load('party');
    const start = [hero()];
    const end = [hero({ items: [{ name: 'Torch', count: 2 }, { name: 'Moonstone', count: 1 }, { name: 'Bucket Token', count: 1 }, { name: 'Healing Potion', count: 1 }] })];
    const r = leaveBehind(adv, end, start);
    expect(r.party[0].items.map((i) => i.name)).toEqual(['Torch', 'Moonstone']);
    expect(r.left[0]).toEqual(['Bucket Token', 'Healing Potion']);
  });

  test('the loader: consumed without a use, and a use with no effect (LAW0041); a bad effect inside a use is found where it is', () => {
    expect(codes(`${HEAD}items:\n  Potion: { consumed: true }\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0041', 8, 13]);
    expect(codes(`${HEAD}items:\n  Potion: { use: [] }\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0041', 8, 13]);
    expect(codes(`${HEAD}items:\n  Potion: { use: [heal: -4] }\nsections:\n  1:\n    end: X\n`)).toContainEqual(['LAW0019', 8, 25]);
    expect(codes(`${HEAD}items:\n  Potion: { use: [heal: -4] }\nsections:\n  1:\n    end: X\n`).map((c) => c[0])).not.toContain('LAW0041');
  });
});

describe('the tools know the new constructs', () => {
  test('the explorer reaches every section, option and ending of the fixture, and the random tester plays it without a crash', async () => {
    const r = loadAdventureText(fixtureText('party'), 'party.yaml');
    const report = await explore(r.adventure!, r.uses);
    expect(report.unreached).toEqual([]);
    expect(report.optionsNeverTaken).toEqual([]);
    expect(report.crashes).toEqual([]);
    expect(report.endings.map((e) => e.title).sort()).toEqual(['Down the tunnel', 'Together again']);
    // Alone and split three ways: the random tester names members and splits the party.
    for (const size of [1, 3]) {
      const games = await playtest(r.adventure!, { runs: 40, partySize: size });
      expect(games.crashes).toEqual([]);
      expect(games.endings.map((e) => e.title).sort()).toEqual(['Down the tunnel', 'Together again']);
    }
  });

  test("the random tester's mages learn the spells the adventure casts in its scenes, so its games take those ways", () => {
    const adventure = load('party');
    expect(sceneSpells(adventure)).toEqual(['Rope']);
    const rng = Rng.fromSeed('mages');
    const mages = Array.from({ length: 60 }, (_, i) => randomCharacter(rng, `M${i}`, ['Rope'])).filter((c) => c.type === 'mage');
    expect(mages.length).toBeGreaterThan(5);
    // Rope needs IQ 11 (MAGIC: a spell rated his IQ or less): every mage who may learn it knows it.
    expect(mages.filter((c) => c.iq >= 11).length).toBeGreaterThan(0);
    expect(mages.every((c) => c.spells.includes('Rope') === c.iq >= 11)).toBe(true);
  });
});
