// The GM's console (law gm): at any prompt, a line starting with ":" (at a terminal, ":" typed in a
// menu, or its entry "GM tools") runs one of his tools (tools.ts). A tool is refused with a one-line
// reason and changes nothing when its words make no sense; the GM's log keeps each use that was
// made, with what came of it, and no refused one.
import type { Run } from '../adventure/interpreter';
import type { MapDef } from '../adventure/model';
import type { Seat } from '../adventure/players';
import { TOOLS } from './tools';

/** What the console needs of the session around it. */
export interface ConsoleHost {
  /** The section under way (its working copy), or null before the first. */
  run(): Run | null;
  /** A fight is being fought: tools that change the party wait until it ends. */
  inFight(): boolean;
  /** The adventure has ended: the GM's last tools before the session closes. */
  ended?(): boolean;
  /** The party's figures lying dying in the fight under way. */
  dying?(): Array<{ name: string; damage: number; st: number }>;
  /** Shown on the GM's screen only. */
  say(text: string): void;
  /** A yes-or-no question to the GM. */
  ask?(message: string): Promise<boolean>;
  /** Kept in the session's GM log (and its transcript). */
  log(text: string): void;
  /** Shown to the table (:say). */
  announce(text: string): void;
  /** A player at the table by his name or his hero's; null when none is. */
  player?(name: string): Seat | null;
  /** Told to one player alone (:whisper). */
  whisper?(to: string, text: string): void;
  /** Runs a tool with nothing of it shown to the players (:secret). */
  secretly?(act: () => Promise<void>): Promise<void>;
  /** A secret tool is at work: its dice are the GM's. */
  inSecret?(): boolean;
  /** A check of the GM's (:check) was rolled: the players see it as any roll. */
  rolled?(r: { hero: string; check: string; total: number; faces: number[] | null; passed: boolean; typed: boolean }): void;
  /** The players learn what the GM hid from them; the members it concerned. */
  reveal?(): string[];
  /**
   * A served table's links (law gm --serve), the lines :links shows: every link and whether its page
   * is open, or with `who` (TV or a player) that link's QR code. Null: the table is not served.
   */
  links?(who: string | undefined): string[] | null;
  /** Where :undo would go back to, and what it would take back. */
  undoSummary?(): { to: string; undoes: string[]; weighty: boolean } | null;
  /** The GM's :undo goes ahead: the players see it. */
  undone?(): void;
  /** A tool was used in the section under way (an undo would take it back). */
  used?(line: string): void;
  /** The table's way with karma, and who called it for his next roll. */
  table?: { karma: 'ask' | 'call'; armed: string[] };
  /** A bundled map by name, for an ad-hoc fight; a string says why not. */
  map(name: string): MapDef | string;
  /** The names of the bundled maps. */
  maps(): string[];
}

export class ConsoleError extends Error {
  override name = 'ConsoleError';
}

/** The list :help shows, one line a tool, within 80 columns and 24 rows. */
export function consoleHelp(): string {
  const width = Math.max(...Object.values(TOOLS).map((t) => t.brief[0].length));
  return ['GM tools (at any prompt; ":help TOOL" says more):', ...Object.values(TOOLS).map((t) => `  ${t.brief[0].padEnd(width)}  ${t.brief[1]}`)].join('\n');
}

/** What :help TOOL says of one tool. */
function toolHelp(name: string): string | null {
  const tool = Object.prototype.hasOwnProperty.call(TOOLS, name) ? TOOLS[name] : null;
  return tool ? `${tool.usage}\n  ${tool.help}` : null;
}

/**
 * Runs one GM command line (":set tolls 3"). Errors in it are said to the GM and change nothing;
 * :goto, :undo and the fight orders end the prompt by throwing (game.ts and encounter.ts catch them).
 */
export async function runConsoleLine(host: ConsoleHost, line: string): Promise<void> {
  const words = line.replace(/^:/, '').trim().split(/\s+/).filter((w) => w !== '');
  const name = (words.shift() ?? '').toLowerCase();
  if (name === '' || name === 'help' || name === '?') {
    host.say(words.length ? (toolHelp(words[0].replace(/^:/, '').toLowerCase()) ?? `GM: no tool ":${words[0]}"; :help lists them`) : consoleHelp());
    return;
  }
  // Only the tools' own names: ":constructor" or ":__proto__" name no tool.
  const tool = Object.prototype.hasOwnProperty.call(TOOLS, name) ? TOOLS[name] : null;
  if (!tool) {
    host.say(`GM: no tool ":${name}"; :help lists them`);
    return;
  }
  const run = host.run();
  if (!run && !tool.anytime) {
    host.say('GM: the game has not begun yet');
    return;
  }
  if ((name === 'goto' || name === 'undo' || name === 'fight') && host.ended?.()) {
    host.say(`GM: the adventure has ended: :${name} has nothing to go on with`);
    return;
  }
  if (tool.changes && host.inFight()) {
    host.say(`GM: ${tool.usage.split(' | ')[0]} waits until the fight is over (in a fight: :fight ai, :fight end victory|defeat|fled)`);
    return;
  }
  const used = `GM tool: ${line.trim()}`;
  const outcome: { result?: string } = {};
  try {
    // An anytime tool reads no run: before the first section it is given none.
    outcome.result = (await tool.run(host, run as Run, words, outcome)) ?? outcome.result;
  } catch (e) {
    // Refused: nothing was done, and nothing is logged as used.
    if (e instanceof ConsoleError) {
      host.say(`GM: ${e.message}`);
      return;
    }
    // An order that ends the prompt (:goto, :undo, :fight): it was used, with what it said it did.
    host.log(outcome.result ? `${used} -> ${outcome.result}` : used);
    host.used?.(line.trim());
    throw e;
  }
  host.log(outcome.result ? `${used} -> ${outcome.result}` : used);
  if (tool.changes || name === 'check' || name === 'fight' || name === 'secret') host.used?.(line.trim());
}
