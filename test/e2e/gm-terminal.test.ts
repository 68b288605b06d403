// Issue 26 at a GM's terminal of 80x24 (a pseudo-terminal, test/helpers/pty.ts), what only a terminal
// shows: ":" typed at a menu opens the GM's tools and answers nothing, ":help" fits the screen, Enter
// brings the same menu back (item 8); a section that goes on by itself waits for the GM to read it
// aloud before the next one scrolls in (item 12). Scripted stdin never pauses: only a terminal does.
import { runBin, tempHome } from '../helpers/cli';
import { KEY, PtyRun } from '../helpers/pty';

jest.setTimeout(120_000);

let law: PtyRun | null = null;
afterEach(() => law?.kill());

/** The menu of the tutorial's first section, as the GM's terminal lists it. */
const FIRST_MENU = /\? What do you do\?\n.*1\. "Leave it to me\."\n\s+2\. "What does it pay\?"\n\s+3\. Walk on and find an inn/;

test("issue 26, items 8 and 12: ':' at a menu opens the GM's tools and Enter brings the menu back; :help fits 24 rows; a section that goes on by itself waits to be read aloud", async () => {
  const home = tempHome();
  expect(runBin(['character', 'create', 'Wren', '--st', '11', '--dx', '13', '--iq', '8', '--type', 'normal', '--skills', 'Bow:1,Sword:2', '--weapon', 'Short Sword', '--armor', 'Leather'], { home }).code).toBe(0);
  law = new PtyRun(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Ysolde,Cy:Wren', '--seed', '7'], { home });

  // The adventure's opening, how to show the players' screen and the first section fill the screen:
  // the menu waits until they are read (io/pager.ts), none of it scrolled away.
  let s = await law.waitFor(/\(more: Enter goes on\)/);
  expect(s[0]).toMatch(/^Rats in the Mill by the law project/);
  expect(s.join('\n')).toContain('The players\' screen:');
  law.type(KEY.enter);
  // Item 8: ":" at the first menu is the GM's tools, not the highlighted option.
  s = await law.waitFor(FIRST_MENU);
  expect(s.join('\n')).toContain('GM tools (or type ":")');
  law.type(':');
  s = await law.waitFor(/\? GM tool \(:help lists them; Enter to go back\)/);
  law.type('help');
  law.type(KEY.enter);
  // The whole of :help on one screen of 24 rows, its first line to its last, with the tools' prompt under it.
  s = await law.waitFor((screen) => screen.some((l) => l.startsWith('GM tools (at any prompt')) && screen[screen.length - 1].startsWith('? GM tool'));
  const help = s.join('\n');
  for (const tool of [':show', ':damage NAME N', ':goto SECTION', ':undo', ':say TEXT', ':whisper PLAYER TEXT', ':note TEXT']) expect(help).toContain(tool);
  // Enter at the tools' prompt: the same menu again, nothing answered, no section left.
  law.type(KEY.enter);
  s = await law.waitFor(new RegExp(`GM tool \\(:help lists them; Enter to go back\\) *\\n${FIRST_MENU.source}`));
  expect(law.raw).not.toContain('== 2:');

  // Item 12: into the cellar door's section, and the door forced: its outcome goes on by itself to
  // section 4, which waits until the GM has read the outcome aloud.
  law.type('1');
  law.type(KEY.enter);
  await law.waitFor(/== 2: The cellar door ==[\s\S]*Force the door \(3\/ST\)/);
  law.type('1');
  law.type(KEY.enter);
  await law.waitFor(/Who tries 3\/ST\?/);
  law.type('1');
  law.type(KEY.enter);
  s = await law.waitFor(/Read aloud\? Enter goes on to the next section; ":" for GM tools/);
  expect(s.join('\n')).toMatch(/The old lock gives with a crack/);
  // Nothing of the next section yet, however long the GM takes.
  await new Promise((r) => setTimeout(r, 500));
  expect(law.raw).not.toContain('== 4:');
  // A tool while reading aloud runs, and the pause asks again.
  law.type(':say Mind the stairs');
  law.type(KEY.enter);
  await law.waitFor((screen) => screen.join('\n').includes("(On the players' screen: Mind the stairs)") && /Read aloud\?[^\n]*$/.test(screen.filter((l) => l.trim() !== '').join('\n')));
  expect(law.raw).not.toContain('== 4:');
  law.type(KEY.enter);
  // Ctrl-C at the next menu, as a person would once it is drawn (typed while the section was still
  // being written, the terminal's own interrupt could end law before its menu was there: exit 254).
  await law.waitFor(/== 4: In the dark ==[\s\S]*Light a torch/);
  law.type(KEY.ctrlC);
  expect(await law.end()).toBe(0);
});

test("issue 28: law gm --serve at 80x24 waits for Enter once the links are printed (the story would scroll them away), :links shows them again, and a page opened is said before the next menu, not under it", async () => {
  const home = tempHome();
  law = new PtyRun(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Ysolde', '--seed', '7', '--serve', '--host', '127.0.0.1', '--port', '0'], { home });
  expect(await law.throughTheCodes(/Press Enter to begin once the pages are open/)).toEqual(['TV Ana', 'Ben']);
  let s = law.screen();
  // The links are on the screen, under their codes, and nothing of the story yet.
  const tv = /TV: (http:\/\/127\.0\.0\.1:\d+\/t\/[A-Za-z0-9_-]{22})/.exec(law.raw)![1];
  const ana = /Ana: (http:\/\/127\.0\.0\.1:\d+\/t\/[A-Za-z0-9_-]{22})/.exec(law.raw)![1];
  expect(s.join('\n')).toContain(`Ana: ${ana}`);
  expect(law.raw).not.toContain('== 1:');
  // Ana's page opens (a request for it as a page, which holds it open: Server-Sent Events).
  const events = new AbortController();
  const page = await fetch(`${ana}/events`, { signal: events.signal, headers: { Accept: 'text/event-stream' } });
  expect(page.status).toBe(200);
  law.type(':links');
  law.type(KEY.enter);
  s = await law.waitFor(/shows that link's QR code/);
  expect(s.join('\n')).toContain(`TV: ${tv}  (not open)`);
  law.type(KEY.enter);
  s = await law.waitFor(FIRST_MENU);
  expect(law.raw).toContain("(Ana's page is open.)");
  // Nothing was printed under the menu: its last line is its own.
  expect(s.filter((l) => l.trim() !== '').pop()).toMatch(/navigate|GM tools/);
  events.abort();
  law.type(KEY.ctrlC);
  expect(await law.end()).toBe(0);
});

test('issue 28: Ctrl-C while law gm --serve waits for the pages to open saves the game and says how to go on with the same links', async () => {
  const home = tempHome();
  law = new PtyRun(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Ysolde', '--seed', '7', '--serve', '--host', '127.0.0.1', '--port', '0'], { home });
  await law.throughTheCodes(/Press Enter to begin once the pages are open/);
  law.type(KEY.ctrlC);
  expect(await law.end()).toBe(0);
  expect(law.raw.replace(/\s+/g, ' ')).toMatch(/law: game saved in saves\/tutorial-brannoc-the-bold\.json; continue it with: law gm --resume saves\/tutorial-brannoc-the-bold\.json --serve \(the same links\)/);
});
