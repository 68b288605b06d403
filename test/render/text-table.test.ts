import { renderTable, wrapText } from '../../src/render/text-table';

describe('wrapText', () => {
  it('breaks at spaces within the width', () => {
    expect(wrapText('the quick brown fox jumps', 10)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('cuts a word longer than the width', () => {
    expect(wrapText('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
  });

  it('keeps line breaks in the text, and gives one empty line for empty text', () => {
    expect(wrapText('one\ntwo', 10)).toEqual(['one', 'two']);
    expect(wrapText('', 10)).toEqual(['']);
  });

  it('refuses a width under 1', () => {
    expect(() => wrapText('x', 0)).toThrow(RangeError);
  });
});

describe('renderTable', () => {
  it('lays out a header, a rule line and aligned rows', () => {
    const text = renderTable(
      [{ header: 'Name' }, { header: 'IQ', align: 'right' }, { header: 'Cost' }],
      [
        ['Blur', '8', '2F'],
        ['Summon Dragon', '16', '9F'],
      ],
    );
    expect(text.split('\n')).toEqual([
      'Name           IQ  Cost',
      '-------------  --  ----',
      'Blur            8  2F',
      'Summon Dragon  16  9F',
    ]);
  });

  it('wraps a long cell onto further lines, the other columns left blank there', () => {
    const text = renderTable([{ header: 'A' }, { header: 'B', width: 10 }, { header: 'C', align: 'right' }], [['x', 'one two three four', '7']]);
    expect(text.split('\n')).toEqual(['A  B           C', '-  ----------  -', 'x  one two     7', '   three four   ']);
  });

  it('narrows the widest column until the table fits the maximum width', () => {
    const long = 'word '.repeat(60).trim();
    const text = renderTable([{ header: 'Name' }, { header: 'Description' }], [['Short', long]], { maxWidth: 40 });
    const lines = text.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(40);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(2).join(' ').replace(/Short/, '').split(/\s+/).filter((w) => w !== '')).toHaveLength(60);
  });

  it('styles each header cell after padding so the columns stay aligned', () => {
    const text = renderTable([{ header: 'A' }, { header: 'B' }], [['long cell', 'x']], { style: (s) => `<${s}>` });
    expect(text.split('\n')[0]).toBe('<A        >  <B>');
    expect(text.split('\n')[2]).toBe('long cell  x');
  });

  it('treats missing cells as empty and refuses a table without columns', () => {
    expect(renderTable([{ header: 'A' }, { header: 'B' }], [['1']]).split('\n')[2]).toBe('1');
    expect(() => renderTable([], [])).toThrow(RangeError);
  });
});

test('a firm column keeps its line while the others fold, until they are at their floors (issue 16, the fight panel)', () => {
  const rows = [['Broad Sword+Sm.Shield', 'standing, grappling b, gives up next turn']];
  const out = renderTable([{ header: 'Weapon', firm: true }, { header: 'State' }], rows, { maxWidth: 40, gap: 1, rule: false }).split('\n');
  expect(out).toEqual(['Weapon                State', 'Broad Sword+Sm.Shield standing,', '                      grappling b, gives', '                      up next turn']);
  for (const line of out) expect(line.length).toBeLessThanOrEqual(40);
});
