// INJURY & EXHAUSTION, Damage, as a player meets it (issue 32, item 8): Ysolde lies dying when the
// wrecker's fight ends, and law play asks what of the party's healing items is given her before
// death is final (docs/rulings.md, "Healing the dying after a fight"). Seed 1: the wrecker's free
// turn grapples Brannoc, round 1 brings Ysolde to 9 damage of her ST 9; Brannoc's one question, then
// the poultices.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

const ADVENTURE = path.join(ROOT, 'test', 'fixtures', 'adventures', 'dying.yaml');
const PLAY = ['play', ADVENTURE, '-c', 'Ysolde', '-c', 'Brannoc the Bold', '--seed', '1'];

test('a hero lying dying when a fight ends is offered the party\'s poultices; one given saves her, none given and she dies; at the GM\'s table the same', () => {
  const home = tempHome();
  const saved = runBin(PLAY, { home, input: '1\n2\n' });
  expect(saved.stderr).toBe('');
  expect(saved.code).toBe(0);
  const out = saved.stdout;
  expect(out).toContain('Ysolde falls unconscious (damage 9 + fatigue 0 >= ST 9) - dying unless healed after the fight.');
  expect(out).toContain(
    [
      'Ysolde lies dying (damage 9, ST 9): unless healed to a net ST of 1 or more, Ysolde dies. Give Ysolde a healing item?',
      "   1) Poultice, Ysolde's own (heals D6)",
      "   2) Poultice, Brannoc the Bold's (heals D6)",
      '   3) Nothing',
      '> 2',
      'Brannoc the Bold gives Ysolde the Poultice (rolled 3): heals 3; saved (damage 6, ST 9).',
      'After the fight: Ysolde standing; Brannoc the Bold standing.',
    ].join('\n'),
  );
  expect(out).toContain('*** The end: The wrecker is gone ***');
  expect(out).not.toContain('dies of the wounds');
  // She went home alive, her wounds healed between adventures.
  const sheet = (h: string) => JSON.parse(fs.readFileSync(path.join(h, 'characters', 'ysolde.json'), 'utf8'));
  expect(sheet(home)).toMatchObject({ damage: 0, adventure: null });
  expect(out).toContain('Ysolde: 0 XP earned');

  const other = tempHome();
  const lost = runBin(PLAY, { home: other, input: '1\n3\n' });
  expect(lost.code).toBe(0);
  expect(lost.stdout).toContain('> 3\nYsolde dies of the wounds.');
  expect(lost.stdout).toContain('Ysolde: died on this adventure');
  expect(lost.stdout).not.toContain('gives Ysolde');
  expect(sheet(other).damage).toBe(9);

  // At the GM's table the same rule: :fight end says who lies dying, and ending it anyway offers
  // the party's poultices to Ysolde's player (combat/dying.ts, for both).
  const table = runBin(['gm', ADVENTURE, '--party', 'Ana:Ysolde,Ben:Brannoc the Bold', '--seed', '1'], { home: tempHome(), input: ':fight end victory\n:fight end victory anyway\n:fight end defeat anyway\n2\n\n' });
  expect(table.code).toBe(0);
  expect(table.stdout).toContain('GM: Ysolde lies dying (damage 9, ST 9): dies when the fight ends unless healed below the ST (the party\'s healing items are offered then).');
  expect(table.stdout).toContain('Ana: Ysolde lies dying (damage 9, ST 9): unless healed to a net ST of 1 or more, Ysolde dies. Give Ysolde a healing item?');
  // The fight is over: an end ordered at that question orders nothing, and it is asked again (it crashed law gm).
  expect(table.stdout.split('Give Ysolde a healing item?')).toHaveLength(3);
  expect(table.stderr).toBe('');
  expect(table.stdout).toMatch(/> 2\nBrannoc the Bold gives Ysolde the Poultice \(rolled \d\): heals \d; saved \(damage \d, ST 9\)\./);
  expect(table.stdout).toContain('After the fight: Ysolde standing (+1 XP); Brannoc the Bold standing (+1 XP).');
});

test('a companion lying dying when the fight ends: the hero is asked for him; a poultice given saves him, none and he dies (ruling "A companion lying dying")', () => {
  const adventure = path.join(ROOT, 'test', 'fixtures', 'adventures', 'companion-dying.yaml');
  // Seed 6: the wrecker's free turn mauls Old Tam for 17 of his ST 12; Ysolde blurs herself.
  const saved = runBin(['play', adventure, '-c', 'Ysolde', '--seed', '6'], { home: tempHome(), input: '1\n1\n1\n' });
  expect(saved.stderr).toBe('');
  expect(saved.code).toBe(0);
  expect(saved.stdout).toContain(
    [
      'Ysolde: Old Tam lies dying (damage 17, ST 12): unless healed to a net ST of 1 or more, Old Tam dies. Give Old Tam a healing item?',
      "   1) Poultice, Ysolde's (heals D6)",
      '   2) Nothing',
      '> 1',
      'Ysolde gives Old Tam the Poultice (rolled 6): heals 6; saved (damage 11, ST 12).',
    ].join('\n'),
  );
  expect(saved.stdout).toContain('Old Tam leans on his pole, pale.');
  // Seed 4: 14 damage; one poultice heals 1, and Ysolde gives no more.
  const lost = runBin(['play', adventure, '-c', 'Ysolde', '--seed', '4'], { home: tempHome(), input: '1\n1\n1\n2\n' });
  expect(lost.code).toBe(0);
  expect(lost.stdout).toContain('Ysolde gives Old Tam the Poultice (rolled 1): heals 1; still dying (damage 13, ST 12).');
  expect(lost.stdout).toContain('> 2\nAfter the fight: Ysolde standing.\nOld Tam is dead.');
  expect(lost.stdout).toContain('Old Tam lies still on the shingle.');
  // At the GM's table :fight end names him among those lying dying, and his healing is asked of Ana.
  const table = runBin(['gm', adventure, '--party', 'Ana:Ysolde', '--seed', '6'], { home: tempHome(), input: ':fight end victory\n:fight end victory anyway\n1\n\n' });
  expect(table.stderr).toBe('');
  expect(table.stdout).toContain('GM: Old Tam lies dying (damage 17, ST 12): dies when the fight ends unless healed below the ST');
  expect(table.stdout).toContain('Ana: Ysolde: Old Tam lies dying (damage 17, ST 12): unless healed to a net ST of 1 or more, Old Tam dies. Give Old Tam a healing item?');
  expect(table.stdout).toContain('Ysolde gives Old Tam the Poultice (rolled 6): heals 6; saved (damage 11, ST 12).');
});
