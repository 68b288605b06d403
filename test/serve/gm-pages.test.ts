// The GM's pages draw what the terminal draws. Where a large figure's hexes are is read again on the
// pages' side (a page is compiled for the browser on its own and cannot import the engine): a test
// holds it to the engine's own on every bundled map. An adventure's prose is flowed by the server
// (render/adventure-events.ts flowProse), the page only wraps it: a test holds that to the
// terminal's wrapProse on every bundled adventure's text.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Terrain, parseMap } from '../../src/combat/map';
import { footprint } from '../../src/combat/state';
import { flowProse, wrapProse } from '../../src/render/adventure-events';
import { wrapText } from '../../src/render/text-table';
import { figureCells } from '../../src/serve/pages/gm/hexes';

const ADVENTURES = path.join(__dirname, '..', '..', 'adventures');

test("a large figure's hexes on a page are the fight's (combat/state.ts footprint), for sizes 1, 3, 4 and 7 on every bundled map", () => {
  const maps = fs.readdirSync(path.join(ADVENTURES, 'maps')).filter((f) => f.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(5);
  let large = 0;
  for (const file of maps) {
    const map = parseMap(fs.readFileSync(path.join(ADVENTURES, 'maps', file), 'utf8'), file);
    const open = (c: number) => map.terrain[c] === Terrain.Floor || map.terrain[c] === Terrain.Obstacle;
    for (let cell = 0; cell < map.cells; cell++) {
      if (!open(cell)) continue;
      for (const size of [1, 3, 4, 7]) {
        const engine = footprint(map, cell, size);
        // Where the fight would not place it, the page draws the figure in its own hex.
        const page = figureCells(cell, size, map.width, map.height, open);
        expect([file, cell, size, page]).toEqual([file, cell, size, engine ?? [cell]]);
        if (engine && size > 1) large++;
      }
    }
  }
  expect(large).toBeGreaterThan(1000);
});

test("an adventure's prose is sent to a page in the terminal's paragraphs (render/adventure-events.ts wrapProse), unwrapped: wrapped, it is the terminal's", () => {
  const texts: string[] = ['one\ntwo\n\n  kept as it is\nthree\n\n\nfour', 'a line\n   \nafter a blank of spaces', ''];
  for (const f of fs.readdirSync(ADVENTURES).filter((x) => x.endsWith('.yaml'))) {
    // Every block of text the file holds (its sections' prose among them).
    const blocks = fs.readFileSync(path.join(ADVENTURES, f), 'utf8').split(/\n(?=\s*\w+: [|>])/);
    texts.push(...blocks.map((b) => b.split('\n').slice(1).map((l) => l.replace(/^ {6,10}/, '')).join('\n')));
  }
  expect(texts.length).toBeGreaterThan(50);
  const wrapped = (flowed: string, width: number) =>
    flowed
      .split('\n')
      .flatMap((l) => (l.trim() === '' || /^\s/.test(l) ? [l] : wrapText(l, width)))
      .join('\n');
  for (const t of texts) {
    expect(flowProse(t)).toBe(wrapProse(t, 1_000_000));
    for (const width of [30, 72]) expect(wrapped(flowProse(t), width)).toBe(wrapProse(t, width));
  }
});
