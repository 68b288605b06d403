// Issue 34, as a player with a printed adventure open beside the terminal meets it: every change the
// book makes goes on the sheet through law, is refused clearly when it cannot be made (and then
// nothing is written, journal included), is written in the journal, and can be taken back; a fight
// on the book's map is kept on the sheets; a hero on one adventure is on no other.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BIN, runBin, tempHome } from '../helpers/cli';

const sheetFile = (home: string, slug: string) => path.join(home, 'characters', `${slug}.json`);
const journalFile = (home: string, slug: string) => path.join(home, 'characters', `${slug}.journal.jsonl`);
const sheet = (home: string, slug: string) => JSON.parse(fs.readFileSync(sheetFile(home, slug), 'utf8'));
const journal = (home: string, slug: string) =>
  fs
    .readFileSync(journalFile(home, slug), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

function hero(home: string, name: string, ...args: string[]): void {
  const r = runBin(['character', 'create', name, ...args], { home });
  expect(r.stderr).toBe('');
}

/** Runs a command that must be refused: exit 1 (or 2), one line on stderr, the sheet and journal untouched. */
function refused(home: string, slug: string, args: string[], message: string | RegExp, code = 1): void {
  const before = [fs.readFileSync(sheetFile(home, slug), 'utf8'), fs.existsSync(journalFile(home, slug)) ? fs.readFileSync(journalFile(home, slug), 'utf8') : null];
  const r = runBin(args, { home });
  expect(r.code).toBe(code);
  expect(r.stdout).toBe('');
  if (typeof message === 'string') expect(r.stderr).toBe(`law: ${message}\n`);
  else expect(r.stderr).toMatch(message);
  expect([fs.readFileSync(sheetFile(home, slug), 'utf8'), fs.existsSync(journalFile(home, slug)) ? fs.readFileSync(journalFile(home, slug), 'utf8') : null]).toEqual(before);
}

test('a printed adventure from the first section to the last: gains, losses, harm, rest, Medic, bookmark, notes, journal and undo', () => {
  const home = tempHome();
  hero(home, 'Brannoc', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:2,Medic:1', '--weapon', 'Broad Sword', '--armor', 'Leather');
  const run = (...args: string[]) => {
    const r = runBin(['character', ...args], { home });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return r.stdout;
  };
  expect(run('begin', 'Brannoc', 'The Sunken Keep', '--section', '1')).toBe('Brannoc sets out on "The Sunken Keep" at section 1.\nSkills and spells wait until it ends (law character finish).\n  (change 1 in Brannoc\'s journal)\n');
  expect(run('gain', 'brannoc', '--gold', '12', '--item', 'Silver Key', '--item', 'Torch x3', '--xp', '2', '--plotword', 'ash', '--note', "41: the troll's hoard")).toBe(
    ['Brannoc gains 12 gold (now 42).', 'Brannoc gains 2 XP (now 2).', 'Brannoc gains Silver Key.', 'Brannoc gains 3 Torch (5 now).', 'Brannoc has the plotword ASH: +1 XP (now 3).', "  (change 2 in Brannoc's journal)", ''].join('\n'),
  );
  run('at', 'Brannoc', '41');
  run('remember', 'Brannoc', "The hermit's word is ASH");
  const shown = run('show', 'Brannoc');
  expect(shown).toContain('Brannoc, normal character  (in adventure: The Sunken Keep)');
  expect(shown).toContain('Book     "The Sunken Keep", at section 41\n         plotwords: ASH\nNotes    1. The hermit\'s word is ASH');

  // Bad input is refused with why, and nothing is written: the sheet and its journal stay as they were.
  refused(home, 'brannoc', ['character', 'lose', 'Brannoc', '--gold', '43'], 'Brannoc has 42 gold, less than the 43 to lose');
  refused(home, 'brannoc', ['character', 'use', 'Brannoc', 'Golden Key'], 'Brannoc carries no Golden Key (carried: Backpack, Bedroll, Waterskin, Rations x3, Torch x5, Silver Key, Broad Sword, Leather)');
  refused(home, 'brannoc', ['character', 'gain', 'Brannoc', '--xp', '999998'], 'Brannoc has 3 XP; 999,998 more would pass 1,000,000, the most a character sheet holds');
  // All or nothing: a gain with one refused part gives none of the rest.
  refused(home, 'brannoc', ['character', 'lose', 'Brannoc', '--gold', '2', '--item', 'Rope'], /^law: Brannoc carries no Rope/);
  refused(home, 'brannoc', ['character', 'gain', 'Brannoc'], 'say what he gains: --gold N, --xp N, --karma N, --wishes N, --curse N, --item NAME or --plotword WORD', 2);
  refused(home, 'brannoc', ['character', 'hurt', 'Brannoc', 'lots'], 'damage: "lots" is neither a number of points nor dice (1D6, 2D6-1)', 2);
  refused(home, 'brannoc', ['character', 'advance', 'Brannoc', '--skill', 'Axe'], /in the middle of "The Sunken Keep": skills can only be bought between adventures/);
  refused(home, 'brannoc', ['character', 'gain', 'Nobody', '--gold', '1'], /^law: no character named "Nobody"/);

  // A fight fought by hand, then the Medic (himself) treats its damage, once (SKILLS, Medic).
  expect(run('hurt', 'Brannoc', '1D6', '--seed', '3', '--in-fight')).toBe("Brannoc takes 3 damage (D6 rolled 3 = 3).\nBrannoc: damage 3, fatigue 0; 9 to go before unconscious.\n  (change 5 in Brannoc's journal)\n");
  expect(run('treat', 'Brannoc', '--medic', 'Brannoc', '--seed', '1')).toBe("Brannoc treats himself (Medic 1): 3/IQ+Medic needs 9, rolled 8; 1 damage healed (2 left).\n  (change 6 in Brannoc's journal)\n");
  refused(home, 'brannoc', ['character', 'treat', 'Brannoc', '--medic', 'Brannoc'], 'Brannoc was treated after the fight already: a Medic treats each patient once a fight (SKILLS, Medic)');
  expect(run('rest', 'Brannoc', '--weeks', '1', '--seed', '1')).toBe("Rest: a week (seven days).\nA week of rest: Brannoc rolls 3/ST needing 12: 8; 2 damage healed (0 left).\n  (change 7 in Brannoc's journal)\n");
  expect(run('use', 'Brannoc', 'torch')).toBe("Brannoc uses Torch (4 left).\n  (change 8 in Brannoc's journal)\n");

  // The journal lists it all; a change is taken back on the sheet as it is now, once.
  const listed = run('journal', 'Brannoc');
  expect(listed).toMatch(/^Brannoc's journal \(characters\/brannoc\.journal\.jsonl\):\n {2}1 {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}begin: on "The Sunken Keep"\n/);
  expect(listed).toContain('gain: XP 0 -> 3; gold 30 -> 42; items: + 3 Torch, +\n     Silver Key; plotwords: + ASH "41: the troll\'s hoard"\n');
  expect(run('journal', 'Brannoc', '--undo', '2')).toBe(["Change 2 (gain: 41: the troll's hoard) is taken back.", 'XP 3 -> 0', 'gold 42 -> 30', 'items: - 3 Torch, - Silver Key', 'plotwords: - ASH', "  (change 9 in Brannoc's journal)", ''].join('\n'));
  expect(sheet(home, 'brannoc')).toMatchObject({ xp: 0, gold: 30, book: { title: 'The Sunken Keep', section: '41', plotwords: [], earned: [] } });
  // The torch used since (change 8) stays used: only the gain's three went.
  expect(sheet(home, 'brannoc').items).toContainEqual({ name: 'Torch', count: 1 });
  refused(home, 'brannoc', ['character', 'journal', 'Brannoc', '--undo', '2'], 'change 2 was taken back already, by change 9; to bring it back, undo 9');
  refused(home, 'brannoc', ['character', 'journal', 'Brannoc', '--undo', '99'], "Brannoc's journal has no change 99 (it has 1 to 9)");
  expect(run('journal', 'Brannoc')).toContain('(taken back by 9)');
  expect(JSON.parse(run('journal', 'Brannoc', '--json')).map((e: { n: number; undoes?: number }) => [e.n, e.undoes ?? null]).slice(-2)).toEqual([[8, null], [9, 2]]);

  // The last section: home, recovered; skills may be bought again.
  run('hurt', 'Brannoc', '2', '--fatigue', '1');
  expect(run('finish', 'Brannoc')).toBe(
    ['Brannoc comes home from "The Sunken Keep".', 'Between adventures Brannoc recovers fully: damage 2 -> 0, fatigue 1 -> 0.', 'Skills and spells may be bought again (law character advance).', "  (change 11 in Brannoc's journal)", ''].join('\n'),
  );
  expect(sheet(home, 'brannoc')).toMatchObject({ adventure: null, damage: 0, fatigue: 0 });
  expect(sheet(home, 'brannoc').book).toBeUndefined();
  expect(journal(home, 'brannoc').map((e: { what: string }) => e.what)).toEqual(['begin', 'gain', 'at', 'remember', 'hurt', 'treat', 'rest', 'use', 'undo', 'hurt', 'finish']);
});

test('a kept fight: a party and a foe the bestiary lacks on the book\'s map, typed once; what it did goes on each sheet and journal', () => {
  const home = tempHome();
  hero(home, 'Brannoc', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:2,Medic:1', '--weapon', 'Broad Sword', '--armor', 'Leather');
  hero(home, 'Ysolde', '--st', '10', '--dx', '12', '--iq', '10', '--skills', 'Bow:2,Medic:1', '--weapon', 'Bow', '--weapon', 'Dagger');
  fs.mkdirSync(path.join(home, 'maps'));
  fs.writeFileSync(path.join(home, 'maps', 'bridge.map'), 'name: Troll Bridge\n. . . . . .\n . A A . B .\n. A A . B B\n . . . . . .\n');
  fs.writeFileSync(path.join(home, 'foes.txt'), '# section 12\nBog Troll: ST 20, DX 10, IQ 6, armor 2, weapon Club\n');
  const before = { b: sheet(home, 'brannoc'), y: sheet(home, 'ysolde') };
  const args = ['arena', '-c', 'Brannoc', '-c', 'Ysolde', '--creatures', 'foes.txt', '--map', 'bridge', '--keep', '--auto', '--note', '12: the bridge'];
  // Refused before the fight: a foe that cannot fight, a hero who is not a saved character, --keep without heroes.
  refused(home, 'brannoc', [...args.slice(0, 5), '--creature', 'Imp: ST 6, DX 12, IQ 8, weapon Broad Sword', '--keep'], '--creature: Imp cannot fight: weapon: Broad Sword needs ST12; the creature has ST6');
  refused(home, 'brannoc', ['arena', '--foes', 'Orc', '--keep'], '--keep writes to saved characters: name them with -c NAME (one -c for each hero)', 2);
  refused(home, 'brannoc', ['arena', '-c', 'Brannoc', '--creature', 'Troll ST 30', '--keep'], /^law: --creature: "Troll ST 30": a creature starts with its name and a colon/);
  // Left in the middle (the end of scripted input): nothing is written.
  const left = runBin(['arena', '-c', 'Brannoc', '--creatures', 'foes.txt', '--map', 'bridge', '--keep', '--seed', '2'], { home, input: '' });
  expect(left.code).toBe(0);
  expect(left.stdout.trim().split('\n').pop()).toBe('The fight was left unfinished: nothing was written to the sheets.');
  expect(sheet(home, 'brannoc')).toEqual(before.b);
  const r = runBin([...args, '--seed', '2', '--json'], { home });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const result = JSON.parse(r.stdout.trim().split('\n').pop()!);
  expect(result.party.map((p: { id: string }) => p.id)).toEqual(['brannoc', 'ysolde']);
  for (const [slug, i, start] of [['brannoc', 0, before.b], ['ysolde', 1, before.y]] as const) {
    const fought = result.party[i].character;
    const now = sheet(home, slug);
    // What the fight did is what the sheet holds now: damage, fatigue, weapons, XP.
    expect({ damage: now.damage, fatigue: now.fatigue, weapons: now.weapons, xp: now.xp, karma: now.karma }).toEqual({ damage: fought.damage, fatigue: fought.fatigue, weapons: fought.weapons, xp: start.xp + result.party[i].xp, karma: fought.karma });
    const entries = journal(home, slug);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ n: 1, what: 'fight', note: '12: the bridge' });
    expect(entries[0].said[0]).toBe(`Fight: Brannoc and Ysolde against Bog Troll at Troll Bridge: ${result.outcome} after ${result.rounds} rounds.`);
  }
  expect(result.kept).toEqual([{ name: 'Brannoc', journal: 1 }, { name: 'Ysolde', journal: 1 }]);
  // The journal takes the fight back if it was a mistake.
  expect(runBin(['character', 'journal', 'Ysolde', '--undo', '1'], { home }).code).toBe(0);
  expect(sheet(home, 'ysolde')).toMatchObject({ damage: 0, fatigue: 0, weapons: ['Bow', 'Dagger'] });
  // The map is listed among the player's own.
  expect(runBin(['arena', '--list'], { home }).stdout).toContain('Your maps (maps): bridge');
});

test('one adventure at a time: a hero away on law play is not changed by hand, and a hero on a printed adventure goes on no law play', () => {
  const home = tempHome();
  const away = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden', '--auto-fight'], { home, input: '' });
  expect(away.code).toBe(0);
  const SAVE = 'saves/tutorial-brannoc-the-bold.json';
  const held = `Brannoc the Bold is away on "Rats in the Mill" (${SAVE}): a character goes on one adventure at a time. Continue it with: law play --resume ${SAVE}; or give it up with: law play --abandon ${SAVE}`;
  refused(home, 'brannoc-the-bold', ['character', 'gain', 'Brannoc', '--gold', '5'], held);
  refused(home, 'brannoc-the-bold', ['character', 'rest', 'Brannoc', '--night'], held);
  refused(home, 'brannoc-the-bold', ['arena', '-c', 'Brannoc', '--keep', '--auto'], held);
  expect(runBin(['play', '--abandon', SAVE], { home }).code).toBe(0);
  expect(runBin(['character', 'begin', 'Brannoc', 'The Sunken Keep', '--section', '7'], { home }).code).toBe(0);
  const play = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden'], { home, input: '' });
  expect(play.code).toBe(1);
  expect(play.stderr).toBe('law: Brannoc the Bold is on the printed adventure "The Sunken Keep" (at section 7): a character goes on one adventure at a time. End it with: law character finish "Brannoc the Bold"\n');
  expect(sheet(home, 'brannoc-the-bold')).toMatchObject({ adventure: 'The Sunken Keep', save: null });
});

test('a sheet another law is changing is waited for, then refused with who holds it; nothing is written', async () => {
  const home = tempHome();
  hero(home, 'Wren', '--st', '10', '--dx', '12', '--iq', '10', '--skills', 'Bow:3', '--weapon', 'Bow');
  const before = fs.readFileSync(sheetFile(home, 'wren'), 'utf8');
  // A lock held by a live process (this test's): law waits for it, then gives up.
  fs.writeFileSync(`${sheetFile(home, 'wren')}.lock`, `${process.pid} test\n`);
  const child = spawn(process.execPath, [BIN, 'character', 'gain', 'Wren', '--gold', '5'], { env: { PATH: process.env.PATH, LAW_HOME: home, LAW_COMMAND: 'law' }, cwd: home });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code).toBe(1);
  expect(stderr).toBe(`law: characters/wren.json is being changed by another law (process ${process.pid}); try again when it has finished\n`);
  expect(fs.readFileSync(sheetFile(home, 'wren'), 'utf8')).toBe(before);
  expect(fs.existsSync(journalFile(home, 'wren'))).toBe(false);
}, 30_000);

test('a shop and a potion as the book prices them, the bookmark moved with the change (--at)', () => {
  const home = tempHome();
  hero(home, 'Wren', '--st', '10', '--dx', '12', '--iq', '10', '--skills', 'Bow:3', '--weapon', 'Bow');
  const run = (...args: string[]) => {
    const r = runBin(['character', ...args], { home });
    expect(r.stderr).toBe('');
    return r.stdout;
  };
  run('begin', 'Wren', 'The Drowned Chapel', '--section', '1');
  expect(run('buy', 'Wren', 'Healing Draught x2', '--price', '12', '--at', '4')).toBe(
    ['Wren pays 12 gold (18 left).', 'Wren gains 2 Healing Draught.', 'Wren is at section 4 of "The Drowned Chapel" (was 1).', "  (change 2 in Wren's journal)", ''].join('\n'),
  );
  refused(home, 'wren', ['character', 'buy', 'Wren', 'Lantern', '--price', '19'], 'Wren has 18 gold, less than the 19 to pay');
  run('hurt', 'Wren', '5');
  expect(run('use', 'Wren', 'healing draught', '--heal', '1D6', '--seed', '1', '--at', '5')).toBe(
    ['Wren uses Healing Draught (1 left).', 'Wren heals 4 damage (D6 rolled 4 = 4).', 'Wren: damage 1, fatigue 0; 9 to go before unconscious.', 'Wren is at section 5 of "The Drowned Chapel" (was 4).', "  (change 4 in Wren's journal)", ''].join('\n'),
  );
  expect(run('sell', 'Wren', 'Bow', '--price', '10')).toBe(['Wren sells Bow.', 'Wren gains 10 gold (now 28).', "  (change 5 in Wren's journal)", ''].join('\n'));
  expect(sheet(home, 'wren')).toMatchObject({ gold: 28, damage: 1, weapons: [], book: { section: '5' } });
  refused(home, 'wren', ['character', 'at', 'Wren', '6', '--party', 'Nobody'], /^law: no character named "Nobody"/);
  // A purchase with XP is journaled too, and a mistaken one taken back.
  run('gain', 'Wren', '--xp', '11');
  expect(runBin(['character', 'advance', 'Wren', '--attribute', 'ST'], { home }).stdout).toBe('Wren bought ST 10 -> 11 for 11 XP; 0 XP left.\n');
  expect(journal(home, 'wren').pop()).toMatchObject({ n: 7, what: 'advance', said: ['Wren bought ST 10 -> 11.'], changes: { st: [10, 11], xp: [11, 0] } });
  run('journal', 'Wren', '--undo', '7');
  expect(sheet(home, 'wren')).toMatchObject({ st: 10, xp: 11 });
});

test('spells outside a fight: Heal Wounds on himself, a spell the book asks for at its cost, refusals before any roll', () => {
  const home = tempHome();
  hero(home, 'Mira', '--st', '9', '--dx', '11', '--iq', '12', '--type', 'mage', '--spells', 'Heal Wounds,Rope,Blur', '--weapon', 'staff');
  expect(runBin(['character', 'hurt', 'Mira', '3'], { home }).code).toBe(0);
  const healed = runBin(['character', 'cast', 'Mira', 'heal wounds', '--points', '2', '--seed', '1'], { home });
  expect(healed.stdout).toBe(['Mira casts Heal Wounds: 3/IQ needs 12, rolled 8: it works.', 'Mira pays 2 fatigue; 2 damage healed (1 left).', "  (change 2 in Mira's journal)", ''].join('\n'));
  const failed = runBin(['character', 'cast', 'Mira', 'Heal Wounds', '--seed', '2'], { home });
  expect(failed.stdout).toBe(['Mira casts Heal Wounds: 3/IQ needs 12, rolled 14: it fails (no fatigue: MAGIC, Fatigue).', "  (change 3 in Mira's journal)", ''].join('\n'));
  expect(runBin(['character', 'cast', 'Mira', 'Rope', '--seed', '1'], { home }).stdout).toBe(['Mira casts Rope: 3/IQ needs 12, rolled 8: it works; the book says what it does.', 'Mira pays 2 fatigue.', "  (change 4 in Mira's journal)", ''].join('\n'));
  expect(sheet(home, 'mira')).toMatchObject({ damage: 1, fatigue: 4 });
  refused(home, 'mira', ['character', 'cast', 'Mira', 'Magic Fist'], 'Mira does not know Magic Fist');
  refused(home, 'mira', ['character', 'cast', 'Mira', 'Fire Ball'], 'Mira does not know Fireball');
  refused(home, 'mira', ['character', 'cast', 'Mira', 'Shazam'], '"Shazam" is not a spell of the rules (law tables spells lists them)');
  refused(home, 'mira', ['character', 'cast', 'Mira', 'Blur', '--fatigue', '9'], 'Mira is too tired to cast Blur (9 fatigue, 3 to spare)');
});
