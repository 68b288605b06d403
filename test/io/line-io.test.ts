import { Readable } from 'node:stream';
import { chooseStyle, COLOUR, EndOfInput, LineIo, PLAIN, RecordedIo, StreamLineSource, stripAnsi } from '../../src/io';

describe('scripted mode (design: Command surface)', () => {
  test('a number picks the n-th listed choice and the answer is echoed', async () => {
    const io = new RecordedIo(['2']);
    const v = await io.choose('Which way?', [
      { name: 'North', value: 'n' },
      { name: 'South', value: 's', description: 'towards the river' },
    ]);
    expect(v).toBe('s');
    expect(io.output).toBe('Which way?\n   1) North\n   2) South - towards the river\n> 2\n');
  });

  test('disabled choices are shown without a number and not counted', async () => {
    const io = new RecordedIo(['2']);
    const v = await io.choose('Weapon', [
      { name: 'Dagger', value: 'dagger' },
      { name: 'Battle Axe', value: 'axe', disabled: 'needs ST15' },
      { name: 'Club', value: 'club' },
    ]);
    expect(v).toBe('club');
    expect(io.output).toContain('   -  Battle Axe (needs ST15)\n');
    expect(io.output).toContain('   2) Club\n');
  });

  test('a choice may also be typed by its name', async () => {
    const io = new RecordedIo(['south']);
    expect(await io.choose('Which way?', [{ name: 'North', value: 1 }, { name: 'South', value: 2 }])).toBe(2);
  });

  test('a number out of range is refused and the next line is read', async () => {
    const io = new RecordedIo(['7', 'x', '1']);
    expect(await io.choose('Pick', [{ name: 'A', value: 'a' }])).toBe('a');
    expect(io.output).toContain('  ! type a number from 1 to 1\n');
  });

  test('issue 26, item 20: a typed hex label picks that hex; one not on the list is named, refused and asked again', async () => {
    const hexes = [
      { name: 'Stay here', value: 'c2' },
      { name: 'g2', value: 'g2' },
      { name: 'f2', value: 'f2' },
    ];
    const io = new RecordedIo(['f2']);
    expect(await io.choose('Move to', hexes)).toBe('f2');
    const again = new RecordedIo(['f9', '', '3']);
    expect(await again.choose('Move to', hexes)).toBe('f2');
    expect(again.output).toContain('> f9\n  ! "f9" is not one of the choices: type a number from 1 to 3\n');
    // An empty line and a number out of range keep the short line.
    expect(again.output).toContain('> \n  ! type a number from 1 to 3\n');
  });

  test('numbers keep to their range; an empty line takes the default', async () => {
    const io = new RecordedIo(['7', '17', 'ten', '12', '']);
    expect(await io.askNumber('ST', { min: 8, max: 16 })).toBe(12);
    expect(io.output).toContain('ST (8-16)\n');
    expect(io.output).toContain('7 is too low: the least is 8');
    expect(io.output).toContain('17 is too high: the most is 16');
    expect(io.output).toContain('type a whole number');
    expect(await io.askNumber('Levels', { min: 1, max: 3, default: 1 })).toBe(1);
  });

  test('text is validated', async () => {
    const io = new RecordedIo(['', 'Ajax']);
    const name = await io.askText('Name', { validate: (t) => (t === '' ? 'a character needs a name' : null) });
    expect(name).toBe('Ajax');
    expect(io.output).toContain('  ! a character needs a name\n');
  });

  test('confirm takes y/n and an empty line for the default', async () => {
    const io = new RecordedIo(['maybe', 'y', '']);
    expect(await io.confirm('Save?')).toBe(true);
    expect(await io.confirm('Save?', false)).toBe(false);
  });

  test('the end of input ends the run with EndOfInput', async () => {
    const io = new RecordedIo([]);
    await expect(io.choose('Pick', [{ name: 'A', value: 1 }])).rejects.toBeInstanceOf(EndOfInput);
  });

  test('a choice with nothing enabled is a programming error, not a prompt', async () => {
    const io = new RecordedIo(['1']);
    await expect(io.choose('Pick', [{ name: 'A', value: 1, disabled: true }])).rejects.toThrow(/no choice is enabled/);
  });

  test('stream lines are read one per prompt, CRLF included', async () => {
    const out: string[] = [];
    const source = new StreamLineSource(Readable.from(['1\r\n', 'Aj', 'ax\n']));
    const io = new LineIo(source, (t) => out.push(t));
    expect(await io.choose('Pick', [{ name: 'A', value: 'a' }])).toBe('a');
    expect(await io.askText('Name')).toBe('Ajax');
    await expect(io.askText('More')).rejects.toBeInstanceOf(EndOfInput);
    source.close();
  });
});

describe('colour', () => {
  test('off when stdout is not a terminal or NO_COLOR is set', () => {
    expect(chooseStyle(false, {})).toBe(PLAIN);
    expect(chooseStyle(true, { NO_COLOR: '1' })).toBe(PLAIN);
    expect(chooseStyle(true, { TERM: 'dumb' })).toBe(PLAIN);
    expect(chooseStyle(true, {})).toBe(COLOUR);
  });

  test('colour codes can be stripped to measure text', () => {
    expect(stripAnsi(COLOUR.bold(COLOUR.red('hit')))).toBe('hit');
    expect(PLAIN.red('hit')).toBe('hit');
  });
});
