import { AutoDice, ManualDice, parseManualRoll, Rng, ScriptedDice } from '../../src/dice';

describe('dice sources', () => {
  test('AutoDice rolls the seeded sequence', async () => {
    const a = new AutoDice(Rng.fromSeed('s'));
    const rng = Rng.fromSeed('s');
    const r = await a.roll(3, 6, 'x');
    expect(r.faces).toEqual([rng.die(6), rng.die(6), rng.die(6)]);
    expect(r.sum).toBe(r.faces!.reduce((x, y) => x + y, 0));
  });

  test('ScriptedDice hands out the given faces and refuses a wrong count', async () => {
    const d = new ScriptedDice([[1, 2, 3], [4]]);
    await expect(d.roll(3, 6, 'hit')).resolves.toEqual({ faces: [1, 2, 3], sum: 6 });
    await expect(d.roll(2, 6, 'damage')).rejects.toThrow(/wants 2D6/);
    await expect(d.roll(1, 6, 'more')).rejects.toThrow(/ran out/);
  });

  describe('manual dice typed at the table', () => {
    test('3D6 takes a total from 3 to 18', () => {
      expect(parseManualRoll('11', 3, 6)).toEqual({ faces: null, sum: 11 });
      expect(parseManualRoll('2', 3, 6)).toMatch(/cannot be rolled on 3D6/);
      expect(parseManualRoll('19', 3, 6)).toMatch(/3 to 18/);
    });

    test('or three faces from 1 to 6', () => {
      expect(parseManualRoll('2 3 5', 3, 6)).toEqual({ faces: [2, 3, 5], sum: 10 });
      expect(parseManualRoll('2,3,5', 3, 6)).toEqual({ faces: [2, 3, 5], sum: 10 });
      expect(parseManualRoll('2 7 5', 3, 6)).toMatch(/not 7/);
      expect(parseManualRoll('2 3', 3, 6)).toMatch(/2 faces given for 3 dice/);
    });

    test('one die is its face', () => {
      expect(parseManualRoll('4', 1, 6)).toEqual({ faces: [4], sum: 4 });
      expect(parseManualRoll('0', 1, 6)).toMatch(/1 to 6/);
    });

    test('a D3 is typed as the D6 a table rolls for it, halved and rounded up (docs/rulings.md, "A D3 at the table"; issue 26, item 17)', async () => {
      expect([1, 2, 3, 4, 5, 6].map((f) => parseManualRoll(String(f), 1, 3))).toEqual([1, 1, 2, 2, 3, 3].map((d) => ({ faces: [d], sum: d })));
      expect(parseManualRoll('6 1', 2, 3)).toEqual({ faces: [3, 1], sum: 4 });
      expect(parseManualRoll('7', 1, 3)).toMatch(/a D6 shows 1 to 6, not 7/);
      expect(parseManualRoll('4', 2, 3)).toMatch(/1 faces given for 2 dice: type the 2 D6 faces, each 1 to 6 \(each is halved/);
      const messages: string[] = [];
      const dice = new ManualDice(async (message, accept) => {
        messages.push(message);
        expect(accept('5')).toBeNull();
        return '5';
      });
      await expect(dice.roll(1, 3, 'Brannoc: fatigue D3')).resolves.toEqual({ faces: [3], sum: 3, typed: true });
      expect(messages).toEqual(['Brannoc: fatigue D3: roll 1D3 as a D6 and type its face (halved: 1-2 is 1, 3-4 is 2, 5-6 is 3)']);
    });

    test('words are refused with what is accepted', () => {
      expect(parseManualRoll('eleven', 3, 6)).toMatch(/type the total \(3 to 18\) or the 3 faces/);
      expect(parseManualRoll('', 3, 6)).toMatch(/type/);
    });

    test('ManualDice asks until a valid roll is typed', async () => {
      const typed = ['19', 'x', '4 4 4'];
      const messages: string[] = [];
      const dice = new ManualDice(async (message, accept) => {
        messages.push(message);
        for (;;) {
          const t = typed.shift()!;
          if (accept(t) === null) return t;
        }
      });
      await expect(dice.roll(3, 6, 'Ajax 3/DX needs 11')).resolves.toEqual({ faces: [4, 4, 4], sum: 12, typed: true });
      expect(messages[0]).toMatch(/Ajax 3\/DX needs 11: roll 3D6/);
      expect(typed).toHaveLength(0);
    });
  });
});
