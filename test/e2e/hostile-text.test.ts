// Issue 30, item 2: what a file holds or a person types is shown, never obeyed. A hostile adventure
// puts escape sequences (clear the screen, set the window's title, write the clipboard with OSC 52,
// a one-character CSI, a right-to-left override) in its title, author, about, a section's title and
// text, an option, an item and an ending. Every face shows them as symbols: law play and its
// transcript, law gm, law view, the recap, law graph, law validate (which warns of each, LAW0121),
// and the errors that quote a name, a deck's code or an option typed on the command line.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

const HOSTILE = path.join(ROOT, 'test', 'fixtures', 'hostile');
const ESCAPES = path.join(HOSTILE, 'escapes.yaml');
/** What a terminal would obey: C0 controls but tab and newline, DEL, C1, bidi embeddings, overrides, isolates. */
// eslint-disable-next-line no-control-regex
const OBEYED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

function shownOnly(text: string): void {
  const m = OBEYED.exec(text);
  if (m) throw new Error(`a character a terminal obeys (U+${m[0].codePointAt(0)!.toString(16).padStart(4, '0')}) at ${m.index}: ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 20))}`);
}

test('a hostile adventure: play, its transcript, gm, view, recap, graph and validate show every escape as a symbol', () => {
  const home = tempHome();
  const play = runBin(['play', ESCAPES, '-c', 'Brannoc', '--seed', '1', '--log', 't.txt'], { home, input: '1\n' });
  expect(play.code).toBe(0);
  shownOnly(play.stdout + play.stderr);
  expect(play.stdout).toContain('Escapes␛]0;pwned␇ in the title by Mallory␛[2J (version 1)');
  expect(play.stdout).toContain('Clears your screen␛[2J␛[H and writes your clipboard ␛]52;c;ZWNobyBwd25lZA==␇');
  expect(play.stdout).toContain('== 1: The hall␛[5m ==');
  expect(play.stdout).toContain('A voice says \uFFFDolleh\uFFFD and the bell rings␇␇. ␛[8mHidden words.');
  expect(play.stdout).toContain('1) Go on ␛[31min red␛[0m');
  expect(play.stdout).toContain('The end is near \uFFFD2J.');
  expect(play.stdout).toContain('*** The end: Over␛]0;gone␇ ***');
  const transcript = fs.readFileSync(path.join(home, 't.txt'), 'utf8');
  shownOnly(transcript);
  expect(transcript).toContain('*** The end: Over␛]0;gone␇ ***');

  const gm = runBin(['gm', ESCAPES, '--party', 'Ana:Brannoc the Bold', '--seed', '1'], { home, input: '1\n:note the bell\u001b[2J rang\n' });
  expect(gm.code).toBe(0);
  shownOnly(gm.stdout + gm.stderr);
  const save = 'saves/escapes-brannoc-the-bold.json';
  const view = runBin(['view', save, '--once'], { home });
  expect(view.code).toBe(0);
  shownOnly(view.stdout);
  expect(view.stdout).toContain('*** The end: Over␛]0;gone␇ ***');
  const recap = runBin(['gm', 'recap', save], { home });
  expect(recap.code).toBe(0);
  shownOnly(recap.stdout);
  expect(recap.stdout).toContain('**The hall␛[5m**');
  for (const f of fs.readdirSync(path.join(home, 'saves')).filter((x) => x.endsWith('.log'))) shownOnly(fs.readFileSync(path.join(home, 'saves', f), 'utf8'));

  const graph = runBin(['graph', ESCAPES], { home });
  expect(graph.code).toBe(0);
  shownOnly(graph.stdout);

  const validate = runBin(['validate', ESCAPES], { home });
  expect(validate.code).toBe(0);
  shownOnly(validate.stdout + validate.stderr);
  const warnings = validate.stdout.split('\n').filter((l) => l.includes('warning LAW0121'));
  // The title, author, about, the section's title and text, the option, the item (name and
  // description), the ending, and the second section's text.
  expect(warnings.map((l) => l.split(': warning')[0].replace(/^.*escapes\.yaml:/, ''))).toEqual(['5:9', '6:10', '7:9', '12:13', '13:12', '15:18', '17:20', '20:12', '21:11', '23:4', '23:31']);
  expect(validate.stdout).toContain('escapes.yaml:13:12: warning LAW0121: the text holds a direction override (U+202E), which a terminal would obey: law shows it as a symbol');
  expect(validate.stdout).toMatch(/escapes\.yaml: 2 sections, 11 warnings\n$/);
});

test("a tavern opponent's name with an escape, or of 5,000 characters, is refused where it is written (LAW0025)", () => {
  const r = runBin(['validate', path.join(HOSTILE, 'opponents.yaml')], { home: tempHome() });
  expect(r.code).toBe(1);
  shownOnly(r.stdout);
  expect(r.stdout).toContain('opponents.yaml:11:11: error LAW0025: the tavern game of section 1: the name of opponent 1 holds a control character (U+001B)');
  expect(r.stdout).toContain('opponents.yaml:12:11: error LAW0025: the tavern game of section 1: the name of opponent 2 is 5000 characters long');
  expect(r.stdout).toContain('hint: a name at the table is at most 40 printable characters');
});

test('names and words from the command line, a deck file and a sheet are shown, not obeyed, in errors', () => {
  const home = tempHome();
  // A player's name with an escape is not a name (--party): a usage error that shows it.
  const party = runBin(['gm', 'tutorial', '--party', 'An\u001b]0;x\u0007a:Brannoc'], { home });
  expect(party.code).toBe(2);
  shownOnly(party.stderr);
  expect(party.stderr).toBe('law: --party: the player\'s name "An␛]0;x␇a" holds a control character (U+001B)\n');
  const long = runBin(['gm', 'tutorial', '--party', `${'A'.repeat(41)}:Brannoc`], { home });
  expect(long.code).toBe(2);
  expect(long.stderr).toContain('is 41 characters long; a player\'s name may have at most 40');
  // An unknown option or command as typed.
  const option = runBin(['tables', '--x\u001b[2J'], { home });
  expect(option.code).toBe(2);
  shownOnly(option.stderr);
  expect(option.stderr).toContain("unknown option '--x␛[2J'");
  const missing = runBin(['play', 'no\u001b]52;c;eA==\u0007such'], { home, input: '' });
  expect(missing.code).toBe(1);
  shownOnly(missing.stderr);
  // A deck's code is quoted short, as JSON writes it.
  fs.writeFileSync(path.join(home, 'deck.txt'), `\u001b]0;${'x'.repeat(100)}\u0007\n`);
  const deck = runBin(['tavern', 'deceptidice', '--seats', 'me,normal', '--deck', 'deck.txt'], { home, input: '' });
  expect(deck.code).toBe(1);
  shownOnly(deck.stderr);
  expect(deck.stderr).toBe('law: deck.txt:1:1: "\\u001b]0;xxxxxxxxxxxxxxxxxxxx..." is not a card of Deceptidice (see `law tavern rules deceptidice` for the card codes)\n');
  // A sheet that is not JSON: its place and kind, never its text.
  fs.mkdirSync(path.join(home, 'characters'));
  fs.writeFileSync(path.join(home, 'characters', 'evil.json'), '\u001b]0;pwned\u0007 root:x:0:0\n');
  const show = runBin(['character', 'show', 'evil'], { home });
  expect(show.code).toBe(1);
  expect(show.stderr).toBe('law: characters/evil.json: not valid JSON (an unexpected character)\n');
});
