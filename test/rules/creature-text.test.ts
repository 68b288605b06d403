// Issue 34: a foe the bestiary lacks, typed from a printed adventure's stat line, is checked as an
// adventure's creature is (the loader's limits, then the combat engine's creatureProblems).
import { CreatureTextError, parseCreatureFile, parseCreatureText } from '../../src/rules/creature-text';

test('a stat line reads into a creature: numbers, a rules weapon and shield, attacks of its own, flags', () => {
  expect(parseCreatureText('Bog Troll: ST 30, DX 11, IQ 8, armor 3, weapon club')).toEqual({ name: 'Bog Troll', st: 30, dx: 11, iq: 8, armor: 3, attacks: [], weapon: 'Club', description: 'a foe of the printed adventure' });
  expect(parseCreatureText('Giant Rat: st 6, dx 12, iq 4, ma 12, bite 1d6-1, animal')).toMatchObject({ ma: 12, animal: true, attacks: [{ name: 'bite', damage: '1D6-1' }] });
  expect(parseCreatureText('Guard: ST 12, DX 11, IQ 9, armor 3, weapon Spear, shield Small Shield')).toMatchObject({ shield: 'Small Shield' });
});

test('what an adventure refuses in a creature is refused here, with the reason', () => {
  const bad = (line: string) => () => parseCreatureText(line);
  expect(bad('Troll ST 30')).toThrow(/starts with its name and a colon/);
  expect(bad('Troll: ST 30, DX 11')).toThrow('Troll: give its IQ; write it as "Bog Troll: ST 30, DX 11, IQ 8, armor 3, weapon Club"');
  expect(bad('Troll: ST 1000, DX 11, IQ 8, weapon Club')).toThrow('Troll: ST is from 1 to 999, not 1000');
  expect(bad('Troll: ST 30, DX 11, IQ 8, weapon Clubb')).toThrow('Troll: "Clubb" is not a weapon of the rules; did you mean Club?');
  expect(bad('Troll: ST 30, DX 11, IQ 8')).toThrow('Troll: give it a weapon ("weapon Club") or an attack ("bite 1D6")');
  expect(bad('Troll: ST 30, DX 11, IQ 8, claws')).toThrow(/"claws" is neither ST, DX, IQ/);
  // The combat engine's own check (creatureProblems): heft.
  expect(bad('Imp: ST 6, DX 12, IQ 8, weapon Broad Sword')).toThrow('Imp cannot fight: weapon: Broad Sword needs ST12; the creature has ST6');
  // A creature's armor is what it wears and its shield adds to it, as a hero's does (rulings.md, "A
  // creature's shield"), so armor 0 with a shield is a guard in no armor, not a fault.
  expect(parseCreatureText('Guard: ST 12, DX 11, IQ 9, armor 0, weapon Spear, shield Small Shield')).toMatchObject({ armor: 0, shield: 'Small Shield' });
  expect(bad('Bad\u001b[2J: ST 6, DX 12, IQ 8, bite 1D6')).toThrow(CreatureTextError);
});

test('a file of foes: one a line, comments and blank lines skipped, a fault at FILE:LINE', () => {
  const text = '# the book\'s foes\n\nBog Troll: ST 30, DX 11, IQ 8, armor 3, weapon Club\nGiant Rat: ST 6, DX 12, IQ 4, bite 1D6-1\n';
  expect(parseCreatureFile(text, 'foes.txt').map((c) => c.name)).toEqual(['Bog Troll', 'Giant Rat']);
  expect(() => parseCreatureFile(`${text}Giant rat: ST 5, DX 12, IQ 4, bite 1D6\n`, 'foes.txt')).toThrow('foes.txt:5: Giant rat is described twice');
  expect(() => parseCreatureFile('Ogre: ST 20\n', 'foes.txt')).toThrow('foes.txt:1: Ogre: give its DX;');
  expect(() => parseCreatureFile('# nothing\n', 'foes.txt')).toThrow(/describes no creature/);
});
