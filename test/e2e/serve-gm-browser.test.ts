// The GM's table on phones and a TV in a real browser (issue 28): the TV at 1920x1080 and two phones
// at 360x740 in one Chromium. First `law gm tutorial --serve` played from the phones: the party's
// decisions, a check rolled with real dice (faces tapped, then a total typed), the initiative, a
// fight turn (the action, then a hex tapped), a spell cast on a figure tapped on the board and its
// roll; a GM's whisper on one phone only, foes out of sight on no page. Then a table of fixed views
// (helpers/gm-pages.ts) for what the tutorial's evening does not reach: a large figure, the fallen,
// gear, magic on hexes, undone lines, a hex named by several choices, the ending. LAW_SHOTS=DIR keeps
// screenshots.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { chromiumPath, openBrowser } from '../helpers/browser';
import { tempHome } from '../helpers/cli';
import type { ServedRun } from '../helpers/served';
import { startServed } from '../helpers/served';
import type { FixedGmTable } from '../helpers/gm-pages';
import { serveFixedGm, WHISPER } from '../helpers/gm-pages';
import type { RunningServer } from '../../src/serve/server';

const browser = chromiumPath();
if (!browser) {
  // eslint-disable-next-line no-console
  console.warn('The browser tests of the GM pages are skipped: no Chromium at /usr/bin/chromium (apt-get install chromium, as .ci/run does).');
}
const maybe = browser ? describe : describe.skip;

jest.setTimeout(150_000);

const SHOTS = process.env.LAW_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: name.includes('full') });
}

/** The TV and two phones, each page's errors kept. */
async function table(context: BrowserContext): Promise<{ tv: Page; ana: Page; ben: Page; errors: string[] }> {
  const tv = await context.newPage();
  await tv.setViewportSize({ width: 1920, height: 1080 });
  const ana = await context.newPage();
  await ana.setViewportSize({ width: 360, height: 740 });
  const ben = await context.newPage();
  await ben.setViewportSize({ width: 360, height: 740 });
  const errors: string[] = [];
  for (const p of [tv, ana, ben]) {
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  }
  return { tv, ana, ben, errors };
}

/** Taps the choice of the phone's question that says `label` (waiting for it to be asked). */
async function tap(phone: Page, label: string | RegExp): Promise<void> {
  await phone.bringToFront();
  await phone.locator('section.question button.choice:not([disabled])', { hasText: label }).first().click();
}

/** Waits for the phone's question to be a new one that says `prompt`. */
async function asked(phone: Page, prompt: string | RegExp): Promise<void> {
  await phone.locator('section.question h2', { hasText: prompt }).waitFor({ timeout: 15_000 });
}

maybe("the GM's table's pages in Chromium", () => {
  let served: { table: FixedGmTable; server: RunningServer; links: Record<string, string> } | null = null;
  let run: ServedRun | null = null;
  let close: (() => Promise<void>) | null = null;
  let context: BrowserContext;
  beforeAll(async () => {
    const b = await openBrowser(browser!);
    close = b.close;
    context = b.context;
  });
  afterAll(async () => {
    await close?.();
    await served?.server.close();
    if (run && run.child.exitCode === null) await run.stop();
  });

  test("law gm --serve: the party's decisions, a check with real dice and a fight turn played from the phones; a whisper on one phone; foes out of sight on none", async () => {
    run = await startServed(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Ysolde', '--seed', '7', '--dice', 'players', '--serve', '--host', '127.0.0.1', '--port', '0'], tempHome(), ['Ana', 'Ben'], {}, true);
    const { tv, ana, ben, errors } = await table(context);
    await tv.goto(run.links.TV);
    await ana.goto(run.links.Ana);
    await ben.goto(run.links.Ben);
    for (const p of [tv, ana, ben]) await p.locator('p.status').waitFor();

    // The opening: the adventure and where the party is on every page; the party's question on both phones.
    for (const p of [tv, ana, ben]) {
      expect(await p.locator('header h1').textContent()).toContain('Rats in the Mill');
      expect(await p.locator('header .where').textContent()).toBe('The mill at dusk · day 1, 18:00');
    }
    await tv.locator('p.status', { hasText: 'The players choose: What do you do?' }).waitFor();
    for (const p of [ana, ben]) await asked(p, 'What do you do?');
    expect(await tv.locator('section.question').count()).toBe(0);
    expect(await tv.locator('section.party tbody tr').count()).toBe(2);
    // The TV lists the options under the party, numbered as the GM's terminal numbers them.
    const choices = await tv.locator('section.choices li').allTextContents();
    expect(choices).toEqual(['"Leave it to me."', '"What does it pay?"', 'Walk on and find an inn']);
    expect(await ana.locator('section.sheet h2').allTextContents()).toEqual(['Brannoc the Bold']);
    expect(await ben.locator('section.sheet h2').allTextContents()).toEqual(['Ysolde']);
    expect(await ben.locator('section.sheet .spells li').count()).toBeGreaterThan(0);
    // Both pages open: the seats' dots are lit on the TV.
    await tv.locator('ul.seats li .dot.on').nth(1).waitFor();

    // The GM whispers to Ben at his console: Ben's page alone shows it.
    run.child.stdin!.write(':whisper Ben The miller will not look you in the eye.\n');
    await ben.locator('.story li.k-whisper', { hasText: 'The miller will not look you in the eye.' }).waitFor();
    await tv.waitForTimeout(300);
    for (const p of [tv, ana]) expect(await p.locator('.story').textContent()).not.toContain('look you in the eye');
    await shot(tv, 'gm-tv-opening');
    await shot(ben, 'gm-ben-opening');

    // The party's decisions from either phone; who tries the check, with the odds the terminal gives.
    await tap(ana, '"Leave it to me."');
    await asked(ben, 'What do you do?');
    await ben.locator('section.question button.choice', { hasText: 'Force the door (3/ST)' }).waitFor();
    await tv.locator('section.choices li', { hasText: 'Force the door (3/ST)' }).waitFor();
    await tap(ben, 'Force the door (3/ST)');
    await asked(ana, 'Who tries 3/ST?');
    expect(await ana.locator('section.question button.choice', { hasText: 'Brannoc the Bold' }).locator('small').textContent()).toBe('needs 13 or less: 83.80%');
    await tap(ana, 'Brannoc the Bold');

    // Ana's check with real dice: her phone asks, the others say she is waited for.
    await ana.locator('section.question .roll').waitFor();
    await tv.locator('p.status', { hasText: 'Ana: roll 3D6 for Brannoc the Bold (3/ST needs 13)' }).waitFor();
    expect(await ben.locator('section.question').count()).toBe(0);
    expect(await ana.locator('section.question .roll-what').textContent()).toBe('3D6 for 3/ST needs 13');
    await shot(ana, 'gm-ana-roll');
    const q = ana.locator('section.question');
    for (const [die, face] of [[1, 4], [2, 3], [3, 2]]) await q.getByRole('button', { name: `Die ${die}: ${face}` }).click();
    expect(await q.locator('.roll-sum').textContent()).toBe('Total: 9');
    await q.locator('button.send').click();
    await tv.locator(".story li", { hasText: "Brannoc the Bold rolls 3/ST: 9, passes" }).waitFor({ state: "attached" });

    // On into the cellar: the torch, the stealth contest, Ana's total typed; then the initiative.
    await asked(ana, 'What do you do?');
    await ana.locator('section.question button.choice', { hasText: 'Light a torch' }).waitFor();
    await tap(ana, 'Light a torch');
    await ben.locator('section.question button.choice', { hasText: 'Creep down quietly' }).waitFor();
    await tap(ben, 'Creep down quietly');
    await asked(ana, 'Who tries 3/DX+Stealth');
    await tap(ana, 'Brannoc the Bold');
    await ana.locator('section.question .roll').waitFor();
    await ana.locator('section.question .entry input').fill('12');
    await ana.locator('section.question button.choice', { hasText: 'Send the total' }).click();
    await ana.locator('section.question .roll-what', { hasText: 'Initiative' }).waitFor();
    expect(await ana.locator('section.question .die-row').count()).toBe(1);
    expect(await ana.locator('section.question .entry').count()).toBe(0);
    await ana.locator('section.question').getByRole('button', { name: 'The die: 5' }).click();
    await ana.locator('section.question button.send').click();

    // The fight: the board on every page; the rats are out of the party's sight, so on no page,
    // though the GM's console draws them.
    await asked(ana, 'Brannoc the Bold (A) at b2: what now?');
    for (const p of [tv, ana, ben]) {
      await p.locator('.board-svg').waitFor();
      expect(await p.locator('.board-svg g.fig:not(.fallen) text').allTextContents()).toEqual(['A', 'B']);
      expect(await p.locator('.board-svg g.fig.side-foes').count()).toBe(0);
      expect(await p.locator('table.panel tr.side-foes').count()).toBe(0);
      expect(await p.locator('.board-svg g.fig.acting title').textContent()).toBe('Brannoc the Bold (A), Ana, b2: acting');
    }
    expect(run.output()).toMatch(/a {2}Giant Rat 1/);
    expect(await tv.locator('section.question').count()).toBe(0);
    expect(await ben.locator('section.question').count()).toBe(0);
    await tv.locator('p.status', { hasText: 'Ana: Brannoc the Bold (A) at b2: what now?' }).waitFor();

    // Ana's turn: the action, then the hex tapped on the board.
    await tap(ana, 'Move (then act)');
    await asked(ana, 'Move Brannoc the Bold to');
    expect(await ana.locator('.board-svg .target').count()).toBeGreaterThan(10);
    // "Stay here" is his own hex, lit like the others.
    expect(await ana.locator('.board-svg .target[data-cell="b2"]').count()).toBe(1);
    expect(await ben.locator('.board-svg .target').count()).toBe(0);
    await shot(ana, 'gm-ana-move');
    await shot(tv, 'gm-tv-move');
    await ana.locator('.board-svg .target[data-cell="d2"]').click();
    await tv.locator('.board-svg g.fig title', { hasText: 'Brannoc the Bold (A), Ana, d2' }).waitFor({ state: 'attached' });

    // Ben's turn: Blur cast on Brannoc, tapped on the board, and its roll. His folded sheet, opened,
    // stays open while the table moves on.
    await asked(ben, 'Ysolde (B) at c2: what now?');
    await ben.bringToFront();
    await ben.locator('section.sheet.folded summary').click();
    await tap(ben, 'Cast Blur...');
    await asked(ben, 'Cast Blur: on what?');
    expect(await ben.locator('.board-svg .target').count()).toBe(2);
    await ben.locator('.board-svg .target[data-cell="d2"]').click();
    await ben.locator('section.question .roll-what', { hasText: 'casts Blur: 3/IQ needs 12' }).waitFor();
    for (const [die, face] of [[1, 2], [2, 3], [3, 4]]) await ben.locator('section.question').getByRole('button', { name: `Die ${die}: ${face}` }).click();
    await ben.locator('section.question button.send').click();
    await tv.locator('.story li', { hasText: /Blur/ }).last().waitFor({ state: 'attached' });
    await tv.locator('table.panel tr', { hasText: 'Brannoc the Bold' }).locator('td', { hasText: 'Blur' }).waitFor();
    expect(await ben.locator('section.sheet.folded details[open] .stats').count()).toBe(1);
    await shot(tv, 'gm-tv-blur');
    for (const p of [tv, ana, ben]) expect(await p.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(p === tv ? 1920 : 360);
    expect(await tv.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(1080);
    expect(errors).toEqual([]);
    for (const p of [tv, ana, ben]) await p.close();
    expect(await run.stop()).toBe(0);
  });

  test('fixed views: a check rolled and a fight turn played from a phone; the TV and the other phone follow; each page shows its own', async () => {
    served = await serveFixedGm();
    const { table: fixed, links } = served;
    const { tv, ana, ben, errors } = await table(context);
    await tv.goto(links.TV);
    await ana.goto(links.Ana);
    await ben.goto(links.Ben);
    for (const p of [tv, ana, ben]) await p.locator('p.status').waitFor();

    // The top: the adventure, where the party is, the clock, the counters; who is waited for.
    for (const p of [tv, ana, ben]) {
      expect(await p.locator('header h1').textContent()).toContain('The Lamp');
      expect(await p.locator('header .where').textContent()).toBe('The Gate of the Lamp · Day 1, 9:40 pm');
      expect(await p.locator('header .counters').textContent()).toBe('Torches: 3');
    }
    await tv.locator('p.status', { hasText: 'Ana: roll 3D6 for Brannoc the Bold (3/DX)' }).waitFor();
    expect(await ben.locator('p.status').textContent()).toBe('Ana: roll 3D6 for Brannoc the Bold (3/DX)');
    expect(await ana.locator('p.status.yours').textContent()).toContain('Your turn.');
    // Everyone's page open: the seats' dots are lit.
    await tv.locator('ul.seats li .dot.on').nth(1).waitFor();

    // The TV: the party's numbers, the story; no question, no whisper, no sheet.
    expect(await tv.locator('section.party tbody tr').count()).toBe(2);
    expect(await tv.locator('section.party tbody tr').first().textContent()).toBe('Brannoc the BoldAna141183034standing');
    expect(await tv.locator('section.question').count()).toBe(0);
    expect(await tv.locator('.story li.k-whisper').count()).toBe(0);
    expect(await tv.locator('section.sheet').count()).toBe(0);
    // The story: an undone line struck out, what is new since the last decision marked, the newest last.
    expect(await tv.locator('.story li.undone s').textContent()).toContain('rolled 9 on 3D6');
    expect(await tv.locator('.story li.new-mark').count()).toBe(1);
    expect(await tv.locator('.story li.fresh').count()).toBe(2);
    expect(await tv.locator('.story ol.lines > li').last().textContent()).toContain('a goblin looks up');
    expect(await tv.locator('.story li.k-text').first().textContent()).toBe('Rain runs off the old stones. A lamp burns above the gate, though nobody has kept it for years.\n\n(The gate is shut.)');
    // The TV never scrolls.
    expect(await tv.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(1080);

    // A phone: its own hero's sheet first, the others in short; its own whisper only, marked.
    expect(await ana.locator('section.sheet h2').allTextContents()).toEqual(['Brannoc the Bold']);
    expect(await ben.locator('section.sheet h2').allTextContents()).toEqual(['Ysolde']);
    const sheet = ben.locator('section.sheet');
    expect(await sheet.locator('.stat').allTextContents()).toEqual(['ST9', 'DX12', 'IQ13', 'Damage0', 'Fatigue2', 'ST left7', 'Karma2', 'Gold20', 'XP40']);
    expect(await sheet.locator('.spells li').allTextContents()).toEqual(['Blur 1/turn', 'Fire 2']);
    expect(await sheet.locator('.items li').allTextContents()).toEqual(['Dagger', 'Healing Potion ×2']);
    expect(await ben.locator('section.others li').first().textContent()).toContain('Brannoc the Bold (Ana) ST 14 DX 11 IQ 8 · Dmg 3 · Fat 0');
    expect(await ben.locator('.story li.k-whisper').allTextContents()).toEqual([`whisper${WHISPER.Ben}`]);
    expect(await ana.locator('.story li.k-whisper').allTextContents()).toEqual([`whisper${WHISPER.Ana}`]);
    expect(await ben.locator('section.question').count()).toBe(0);
    // Out of a fight the story's newest lines come first on the phone asked, where it opens, in a box
    // scrolled to its foot, and the question right under them, in sight; the sheet under it.
    const order = await ana.evaluate("[...document.querySelectorAll('main > section')].map((s) => s.className)");
    expect((order as string[]).slice(0, 3)).toEqual(['story', 'question', 'sheet st-standing']);
    expect(await ana.evaluate("(() => { const l = document.querySelector('section.story ol.lines'); return l.scrollHeight - l.scrollTop - l.clientHeight; })()")).toBeLessThanOrEqual(1);
    expect(await ana.evaluate("document.querySelector('section.question h2, section.question legend, section.question p').getBoundingClientRect().top")).toBeLessThan(740);
    for (const p of [ana, ben]) expect(await p.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await shot(tv, 'fixed-tv-check');
    await shot(ana, 'fixed-ana-check');
    await shot(ana, 'fixed-ana-check-full');
    await shot(ben, 'fixed-ben-check-full');

    // The check, rolled with real dice: the count of dice said, each die's face tapped, the total shown.
    const q = ana.locator('section.question');
    // The phone in hand is the one in front (a tab behind is not drawn, and a click waits for it).
    await ana.bringToFront();
    expect(await q.locator('.roll-what').textContent()).toBe('3D6 for 3/DX');
    expect(await q.locator('.die-row').count()).toBe(3);
    expect(await q.locator('button.send').isDisabled()).toBe(true);
    await q.getByRole('button', { name: 'Die 1: 3' }).click();
    await q.getByRole('button', { name: 'Die 2: 4' }).click();
    expect(await q.locator('.roll-sum').textContent()).toBe('So far: 7');
    await q.getByRole('button', { name: 'Die 3: 2' }).click();
    expect(await q.locator('.roll-sum').textContent()).toBe('Total: 9');
    await q.locator('button.send').click();

    // A D3 is a D6 read halved: the phone says so, takes each D6's face and sends the faces.
    await ana.locator('section.question .roll-what', { hasText: '2D3 for the trap: 2D3' }).waitFor();
    expect(fixed.answers[0]).toEqual({ who: 'Ana', body: { question: 'q-roll', value: '3 4 2' } });
    expect(await ana.locator('section.question .roll-how').textContent()).toBe('Roll 2 D6: each is halved for a D3 (1-2: 1, 3-4: 2, 5-6: 3). Tap what each shows.');
    expect(await ana.locator('section.question .entry').count()).toBe(0);
    await ana.locator('section.question').getByRole('button', { name: 'Die 1: 5' }).click();
    await ana.locator('section.question').getByRole('button', { name: 'Die 2: 2' }).click();
    expect(await ana.locator('section.question .roll-sum').textContent()).toBe('D3: 3 + 1 = 4');
    await ana.locator('section.question button.send').click();

    // The fight: the board on every page, Ana's move hexes lit on her phone alone.
    await ana.locator('.board-svg .target').first().waitFor();
    expect(fixed.answers[1]).toEqual({ who: 'Ana', body: { question: 'q-d3', value: '5 2' } });
    await tv.locator('.board-svg').waitFor();
    await ben.locator('.board-svg').waitFor();
    for (const p of [tv, ana, ben]) {
      // What each page's board and panel show, read at once (one trip to the page, not one a fact).
      const drawn = await p.evaluate(`(() => {
        const all = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent);
        const count = (sel) => document.querySelectorAll(sel).length;
        return {
          standing: all('.board-svg g.fig:not(.fallen) > text'),
          fallen: all('.board-svg g.fig.fallen > text'),
          largeHexes: count('.board-svg g.fig.large polygon.body'),
          acting: all('.board-svg g.fig.acting > title'),
          walls: count('.board-svg .t-wall'),
          cover: count('.board-svg .t-cover'),
          gear: count('.board-svg .m-gear'),
          magic: count('.board-svg .effect'),
          panelActing: all('table.panel tr.acting td.letter'),
          fled: all('table.panel tr.fled td:nth-child(2)'),
          foesNumbers: all('table.panel tr.side-foes td.num').join(''),
        };
      })()`);
      // A, B and a standing; b fallen; c fled (gone from the board, listed as fled); the ogre, large,
      // over its three hexes; a foe's numbers not shown.
      expect(drawn).toEqual({ standing: ['A', 'B', 'a', 'd'], fallen: ['b'], largeHexes: 3, acting: ['Brannoc the Bold (A), Ana, i3: acting'], walls: 40, cover: 2, gear: 2, magic: 2, panelActing: ['▶A'], fled: ['Goblin'], foesNumbers: '' });
    }
    // Five hexes to choose are lit (staying, four moves; not the one that cannot be taken); none on the others' pages.
    expect(await ana.locator('.board-svg .target').count()).toBe(5);
    expect(await tv.locator('.board-svg .target').count()).toBe(0);
    expect(await ben.locator('.board-svg .target').count()).toBe(0);
    expect(await tv.locator('p.status').textContent()).toBe('Ana decides for Brannoc the Bold');
    expect(await tv.evaluate('document.documentElement.scrollHeight')).toBeLessThanOrEqual(1080);
    expect(await ana.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    // The yard is wider than a phone: its board scrolls sideways, the acting figure brought into sight.
    const scroller = ana.locator('section.fight .board-scroll');
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    const a = (await ana.locator('.board-svg g.fig.acting circle').boundingBox())!;
    const box = (await scroller.boundingBox())!;
    expect(a.x).toBeGreaterThanOrEqual(box.x);
    expect(a.x + a.width).toBeLessThanOrEqual(box.x + box.width);
    await shot(tv, 'fixed-tv-fight');
    await ana.locator('section.fight').scrollIntoViewIfNeeded();
    await shot(ana, 'fixed-ana-fight');
    await shot(ben, 'fixed-ben-fight-full');

    // Tap k3 on the board: the move is answered; then the action, its target lit too.
    await ana.bringToFront();
    await ana.locator('.board-svg .target[data-cell="k3"]').click();
    await ana.locator('section.question h2', { hasText: 'and then?' }).waitFor();
    expect(fixed.answers[2]).toEqual({ who: 'Ana', body: { question: 'q-move', choice: 2 } });
    expect(await ana.locator('.board-svg .target').count()).toBe(1);
    // The goblin's hex names two choices: a tap marks both among the buttons and sends neither.
    expect(await ana.locator('.board-svg .target').getAttribute('aria-label')).toBe('Attack a (Goblin) with the Broadsword / Shove a (Goblin) back');
    await ana.locator('.board-svg .target[data-cell="l3"]').click();
    expect(await ana.locator('section.question button.choice.picked').allTextContents()).toEqual(['Attack a (Goblin) with the Broadswordto hit: 11 or less on 3D6, 62%', 'Shove a (Goblin) back']);
    expect(fixed.answers.length).toBe(3);
    await ana.locator('section.question button.choice', { hasText: 'Attack a (Goblin)' }).click();
    await ana.locator('p.status:not(.yours)').waitFor();
    expect(fixed.answers[3]).toEqual({ who: 'Ana', body: { question: 'q-act', choice: 0 } });
    expect(await ana.locator('section.question').count()).toBe(0);
    // The ending, on every page.
    for (const p of [tv, ana, ben]) {
      await p.locator('section.over .ending', { hasText: 'The Lamp burns again' }).waitFor();
      expect(await p.locator('p.status.over').textContent()).toBe('The adventure is over.');
      expect(await p.locator('section.over').textContent()).toBe('The Lamp burns again (victory)');
    }
    await shot(tv, 'fixed-tv-end');
    expect(errors).toEqual([]);
  });
});
