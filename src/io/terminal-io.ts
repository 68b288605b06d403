// A person at a terminal: menus and prompts by @inquirer/prompts, loaded only when first needed so
// that commands which never prompt start fast.
import type { Choice, CommandRunner, Io, NumberOptions, Screen, ScreenSize, TextOptions } from './io';
import { EndOfInput, MENU_MARGIN, enabledChoices } from './io';
import type { Style } from './style';
import { stripAnsi } from './style';
import { terminalText } from '../text/safe-text';
import { foldLine } from './fold-line';
import type { MenuEntry } from './screen-menu';
import { Pager, rowsOf } from './pager';

type Prompts = typeof import('@inquirer/prompts');

/** The fewest lines a menu shows at once (a terminal of unknown height, or a very short one). */
const MIN_PAGE = 15;
/** The fewest lines a menu takes under a text said before it: a few choices stay in view. */
const MIN_ROOM = 5;

/**
 * A menu line that would wrap on the terminal (an attack with its odds runs to 150 columns) keeps
 * its name, with the first chance in it, on the line, and shows the rest as the choice's
 * description, under the menu while it is highlighted: each choice then takes one row, and an 80x24
 * terminal shows the whole turn's menu under the board (issue 16). Scripted play prints it whole.
 */
export function fitChoice(name: string, description: string | undefined, width: number): { name: string; description: string | undefined } {
  const cut = firstColon(name);
  if (name.length <= width || cut <= 0) return { name, description };
  const rest = name.slice(cut + 2);
  const chance = headlineChance(rest);
  return { name: `${name.slice(0, cut)}${chance ? ` (${chance})` : ''}`, description: [rest, description].filter(Boolean).join(' - ') };
}

/** Where the choice's name ends: the first ": " outside brackets ("Cast Magic Fist at Goblin (X=1: D6-2): ..."). */
function firstColon(name: string): number {
  let depth = 0;
  for (let i = 0; i < name.length - 1; i++) {
    const ch = name[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ':' && name[i + 1] === ' ' && depth === 0) return i;
  }
  return -1;
}

/**
 * The chance the whole action succeeds, for the menu line: "N% in all" when it takes two rolls (a
 * spell's casting, then its hit), "sure" when it needs no roll, else the first roll's chance; never
 * the chance to drop the target, which is what the action may lead to.
 */
function headlineChance(rest: string): string | null {
  const all = /(\d+(?:\.\d+)?%) in all/.exec(rest);
  if (all) return all[1];
  if (/automatic/.test(rest.split(';')[0])) return 'sure';
  for (const m of rest.matchAll(/\d+(?:\.\d+)?%/g)) if (!rest.startsWith(' to drop', m.index! + m[0].length)) return m[0];
  return null;
}

export class TerminalIo implements Io {
  readonly interactive = true;
  private prompts: Prompts | null = null;
  private commands: CommandRunner | null = null;

  setCommands(run: CommandRunner | null): void {
    this.commands = run;
  }

  /** Ends the prompts drawn while it is set (io.ts, setSignal): a served table's phone answered first. */
  private external: AbortSignal | null = null;

  setSignal(signal: AbortSignal | null): void {
    this.external = signal;
  }

  /** What ends a prompt: its own signal (a ":" typed in a menu) and the one set from outside, either. */
  private signalFor(own?: AbortSignal): { signal?: AbortSignal } {
    const ext = this.external;
    const signal = ext && own ? AbortSignal.any([own, ext]) : ext ?? own;
    return signal ? { signal } : {};
  }

  /**
   * The GM's tools, one command a line, until an empty line. `typed`: the ":" the GM typed in a menu,
   * already in the line.
   */
  private async console(typed = ''): Promise<void> {
    const { input } = this.load();
    let first = typed;
    for (;;) {
      const prefill = first;
      first = '';
      await this.turnPages(1);
      const line = (await this.ask(() => input({ message: 'GM tool (:help lists them; Enter to go back)', ...(prefill ? { default: prefill, prefill: 'editable' as const } : {}) }, this.signalFor()))).trim();
      if (line === '' || line === ':') return;
      await this.commands!(line.startsWith(':') ? line : `:${line}`);
    }
  }

  /** `prompts` stands in for @inquirer/prompts in tests; `rows` is the terminal's height, when known. */
  constructor(
    private readonly write: (text: string) => void,
    readonly style: Style,
    prompts?: Pick<Prompts, 'select' | 'number' | 'input' | 'confirm' | 'Separator'>,
    private readonly rows: () => number | undefined = () => process.stdout.rows,
    private readonly columns: () => number = () => process.stdout.columns || 80,
    /** Where the keys come from: a ":" typed in a menu opens the GM's tools. */
    private readonly keys: NodeJS.EventEmitter = process.stdin,
  ) {
    if (prompts) this.prompts = prompts as Prompts;
  }

  private load(): Prompts {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    this.prompts ??= require('@inquirer/prompts') as Prompts;
    return this.prompts;
  }

  /** Lines of the last text said before a question: a fight's board, kept on screen above its menu. */
  private lastSaid = 0;

  /** What the person has not read yet: a text that would push it off the screen waits for Enter (pager.ts). */
  private readonly pager = new Pager(
    () => this.rows(),
    () => this.columns(),
  );

  /**
   * Text as the terminal can show it: a line wider than the terminal is folded at spaces, its
   * following lines indented two more, instead of being cut mid-word by the terminal ("It tea" /
   * "ches checks"). A board fits 80 columns and is never folded there.
   */
  say(text: string): void {
    const lines = this.fold(text);
    const now = this.pager.take(lines);
    this.lastSaid = now.length < lines.length ? 0 : lines.length;
    if (now.length) this.write(this.safe(`${now.join('\n')}\n`));
  }

  /**
   * Before a question that takes `need` rows: what was held back is shown a screenful at a time, and
   * unread rows the question would push off the screen are read first, each after "Enter goes on"
   * (pager.ts). A ":" typed there at a GM's table runs his tool.
   */
  private async turnPages(need: number): Promise<void> {
    while (this.pager.mustWait(need)) {
      await this.goOn();
      const page = this.pager.nextPage();
      this.lastSaid = page.length;
      if (page.length) this.write(this.safe(`${page.join('\n')}\n`));
    }
  }

  /** A text's lines as the terminal shows them: each wider than the terminal folded at spaces (say). */
  private fold(text: string): string[] {
    const width = this.columns();
    return text.split('\n').flatMap((line) => (stripAnsi(line).length <= width ? [line] : foldLine(line, `${/^ */.exec(line)![0]}  `, width)));
  }

  /** "(more: Enter goes on)", answered: the page above it has been read. A ":" typed there at a GM's table runs his tool. */
  private async goOn(): Promise<void> {
    const { input } = this.load();
    for (;;) {
      const line = (await this.ask(() => input({ message: this.style.dim('(more: Enter goes on)') }, { clearPromptOnDone: true, ...this.signalFor() }))).trim();
      if (!this.commands || !line.startsWith(':')) return;
      await this.commands(line);
    }
  }

  async pageThrough(lines: readonly string[]): Promise<void> {
    const rows = this.rows() ?? 24;
    await this.turnPages(rows);
    const page = Math.max(1, rows - 1);
    // Folded here, each a row: a line made wider after it was folded for the table (a lone "You
    // has" said as "You have") would otherwise take two rows, and a page one more than the screen.
    const shown = lines.flatMap((line) => this.fold(line));
    for (let from = 0; from < shown.length; from += page) {
      this.clearScreen(true);
      this.say(shown.slice(from, from + page).join('\n'));
      await this.goOn();
    }
  }

  /** The rows a question's own text takes. */
  private rowsOfText(text: string): number {
    return text.split('\n').reduce((n, line) => n + rowsOf(line, this.columns()), 0);
  }

  /** The rows a menu needs at the least: its question, a few choices, the blank line, the help line and a choice's description. */
  private menuNeed(message: string, choices: number, below: number): number {
    return this.rowsOfText(message) + Math.min(choices, MIN_ROOM) + 2 + below;
  }

  /** The rows the longest of the choices' descriptions takes, shown under a menu while its choice is highlighted. */
  private descriptionRows(descriptions: ReadonlyArray<string | undefined>): number {
    const width = Math.max(1, this.columns());
    return Math.max(0, ...descriptions.map((d) => (d ? d.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / width)), 0) : 0)));
  }

  /** Writes at once whatever is still held back (law writes past the Io, or ends on an error). */
  writeHeld(): void {
    const held = this.pager.drain();
    if (held.length) this.write(this.safe(`${held.join('\n')}\n`));
    this.pager.read();
  }

  /** Shows what is still held back, a screenful at a time, before law ends. */
  async showHeld(): Promise<void> {
    await this.turnPages(0);
  }

  /**
   * Lines a menu may take: what is left of the terminal under the text said just before it (a
   * fight's board, its panel) and above the question, the blank line, the highlighted choice's
   * description (as many lines as the longest takes) and the help line, so that an 80x24 terminal
   * keeps the board in view (issue 16); never fewer than MIN_ROOM, and MIN_PAGE on a terminal of
   * unknown height.
   */
  private pageSize(descriptions: ReadonlyArray<string | undefined>): number {
    const rows = this.rows();
    if (rows === undefined) return MIN_PAGE;
    // Under the last text, and under all that is still unread (a check's roll, then a section).
    return Math.max(MIN_ROOM, rows - Math.max(this.lastSaid, this.pager.unreadRows()) - 3 - this.descriptionRows(descriptions));
  }

  private async ask<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const external = this.external;
    try {
      return await run();
    } catch (e) {
      // Taken back from outside (a player's phone answered it): the menu stays drawn as it was, the
      // line under it says who answered; the reason goes up as it was given.
      if (external?.aborted) {
        this.write('\n');
        throw external.reason;
      }
      // A ":" typed in a menu stops it for the GM's tools (choose).
      if (signal?.aborted && e instanceof Error && e.name === 'AbortPromptError') throw e;
      // Ctrl-C or a closed terminal: the user left; the command saves and exits cleanly.
      if (e instanceof Error && (e.name === 'ExitPromptError' || e.name === 'AbortPromptError')) throw new EndOfInput('interrupted');
      throw e;
    } finally {
      // The answered question is one line under what was said before it. While that text is still on
      // the screen (a fight's board, then "Which of your figures acts next?"), the next menu gets
      // the room under both; a text taller than the terminal has scrolled away, and the next menu
      // gets the whole terminal.
      const rows = this.rows();
      this.lastSaid = rows !== undefined && this.lastSaid > 0 && this.lastSaid + 1 < rows ? this.lastSaid + 1 : 0;
      this.pager.read();
    }
  }

  async choose<T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen): Promise<T> {
    if (enabledChoices(choices).length === 0) throw new Error(`choose "${message}": no choice is enabled`);
    const ask = <V>(list: ReadonlyArray<Choice<V>>, signal?: AbortSignal): Promise<V> => (screen ? this.screenMenu(message, list, screen, 0, signal) : this.menu(message, list, signal));
    if (this.commands) {
      // At a GM's table every menu ends with his tools, and ":" typed in it opens them too (a ":"
      // would otherwise search the names, and Enter pick the highlighted one); after them the same
      // menu again.
      const GM = Symbol('gm tools');
      for (;;) {
        const colon = new AbortController();
        const onKey = (ch: string | undefined) => {
          if (ch === ':') colon.abort();
        };
        this.keys.on('keypress', onKey);
        let pick: T | typeof GM;
        try {
          pick = await ask<T | typeof GM>([...choices, { name: 'GM tools (or type ":")', value: GM, ...(choices.some((c) => c.group === 'Other') ? { group: 'Other' } : {}) }], colon.signal);
        } catch (e) {
          if (!colon.signal.aborted) throw e;
          await this.console(':');
          continue;
        } finally {
          this.keys.off('keypress', onKey);
        }
        if (pick !== GM) return pick as T;
        await this.console();
      }
    }
    return ask(choices);
  }

  /**
   * A question drawn as a screen (issue 29): in place, the whole terminal, when the screen has a top
   * (a fight's board); under what was said, as a menu alone, when it has none. Typed names and
   * numbers pick as screen-menu.ts says; a menu with an "Other" group ends with the screen's way to
   * stop (Save and quit), which throws EndOfInput as Ctrl-C does, before any answer is kept.
   */
  private async screenMenu<T>(unsafeMessage: string, choices: ReadonlyArray<Choice<T>>, screen: Screen, initial = 0, signal?: AbortSignal): Promise<T> {
    const core = this.loadCore();
    const { screenPrompt } = require('./screen-prompt') as typeof import('./screen-prompt');
    const width = () => Math.max(20, this.columns());
    const entries: MenuEntry[] = choices.map((c) => {
      const fit = fitChoice(this.safe(c.name), c.description === undefined ? undefined : this.safe(c.description), width() - MENU_MARGIN);
      return { name: fit.name, ...(fit.description !== undefined ? { detail: fit.description } : {}), ...(c.group !== undefined ? { group: c.group } : {}), ...(c.disabled ? { disabled: typeof c.disabled === 'string' ? this.safe(c.disabled) : true } : {}) };
    });
    const leave = screen.leave !== null && choices.some((c) => c.group === 'Other') ? entries.push({ name: screen.leave, group: 'Other' }) - 1 : -1;
    const inPlace = screen.top !== null;
    // A screen drawn in place takes the whole terminal: what was said before it (the section that
    // leads into a fight) is read first.
    await this.turnPages(inPlace ? (this.rows() ?? 24) : this.menuNeed(unsafeMessage, entries.length, 0));
    const safeScreen: Screen = {
      top: screen.top && ((w, h) => screen.top!(w, h).map((l) => this.safe(l))),
      news: screen.news.map((l) => this.safe(l)),
      earlier: screen.earlier.map((l) => this.safe(l)),
      leave: screen.leave,
    };
    const size = () => {
      const rows = this.rows() ?? 24;
      return { width: width(), height: inPlace ? rows : Math.max(MIN_ROOM + 4, rows - this.lastSaid) };
    };
    const onResize = (listener: () => void) => {
      process.stdout.on('resize', listener);
      return () => void process.stdout.off('resize', listener);
    };
    const prompt = screenPrompt(core);
    const picked = await this.ask(() => prompt({ message: this.safe(unsafeMessage), entries, initial, screen: safeScreen, style: this.style, size, onResize }, { clearPromptOnDone: true, ...this.signalFor(signal) }), signal);
    this.lastSaid = 0;
    if (picked === leave) throw new EndOfInput('left');
    // Asked under what was said, the question leaves its answer on a line, as inquirer's menus do.
    if (!inPlace) this.write(`${this.style.green('✔')} ${this.style.bold(this.safe(unsafeMessage))} ${this.style.cyan(entries[picked].name)}\n`);
    return choices[picked].value;
  }

  private loadCore(): typeof import('@inquirer/core') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('@inquirer/core') as typeof import('@inquirer/core');
  }

  /** Text inquirer draws (a question, a choice): shown, never obeyed by the terminal (safe-text.ts). */
  private safe(text: string): string {
    return terminalText(text, this.style.enabled);
  }

  /** Clears the screen (a card game handed to the next person at one screen), or draws it again in place. */
  clearScreen(keepScrollback = false): void {
    this.writeHeld();
    this.write(keepScrollback ? '\x1b[H\x1b[2J' : '\x1b[2J\x1b[3J\x1b[H');
    this.lastSaid = 0;
  }

  screenSize(): ScreenSize | undefined {
    const rows = this.rows();
    return rows === undefined ? undefined : { rows, columns: this.columns() };
  }

  private async menu<T>(unsafeMessage: string, unsafeChoices: ReadonlyArray<Choice<T>>, signal?: AbortSignal): Promise<T> {
    const { select, Separator } = this.load();
    const message = this.safe(unsafeMessage);
    const choices = unsafeChoices.map((c) => ({ ...c, name: this.safe(c.name), ...(c.description !== undefined ? { description: this.safe(c.description) } : {}), ...(typeof c.disabled === 'string' ? { disabled: this.safe(c.disabled) } : {}) }));
    // Numbered as in scripted mode: the enabled choices 1, 2, 3... (inquirer's index, so that the
    // name itself starts the line and typing its first letters finds it); typing a number picks it.
    // A choice that cannot be taken is a line of text between them (inquirer counts separators out
    // of its numbers, as scripted mode counts disabled choices out of its numbers). The help line
    // says both ways of typing (issue 16).
    // Answered, the menu leaves its line as "✔ question answer": the fitted name, so that it too
    // keeps to one line.
    const items = choices.map((c) => {
      if (c.disabled) return new Separator(this.style.dim(`   -  ${c.name}${typeof c.disabled === 'string' ? ` (${c.disabled})` : ''}`));
      const fit = fitChoice(c.name, c.description, this.columns() - MENU_MARGIN);
      return { ...fit, short: fit.name, value: c.value };
    });
    const start = choices.find((c) => c.selected && !c.disabled);
    const descriptions = items.map((i) => ('description' in i ? i.description : undefined));
    await this.turnPages(this.menuNeed(message, items.length, this.descriptionRows(descriptions)));
    // A menu longer than its page says that more lies below (inquirer shows no mark of it).
    const pageSize = this.pageSize(descriptions);
    const more: [string, string][] = items.length > pageSize ? [['↕', `${items.length} choices, scroll`]] : [];
    const tip = (keys: [string, string][]): string =>
      [...keys, ...more, ['1-9', 'by number'], ['a-z', 'by name']].map(([key, what]) => `${this.style.bold(key)} ${this.style.dim(what)}`).join(this.style.dim(' • '));
    return this.ask(
      () =>
        select<T>(
          {
            message,
            choices: items,
            pageSize,
            loop: false,
            ...(start ? { default: start.value } : {}),
            theme: { indexMode: 'number', style: { keysHelpTip: tip } },
          },
          this.signalFor(signal),
        ),
      signal,
    );
  }

  async askNumber(message: string, options: NumberOptions = {}): Promise<number> {
    const { number } = this.load();
    const { min, max } = options;
    const range = min !== undefined && max !== undefined ? ` (${min}-${max})` : '';
    await this.turnPages(this.rowsOfText(`${message}${range}`) + 1);
    const v = await this.ask(() =>
      number({ message: this.safe(`${message}${range}`), min: options.min, max: options.max, default: options.default, required: true, step: 1 }, this.signalFor()),
    );
    if (v === undefined) throw new EndOfInput();
    return v;
  }

  async askText(message: string, options: TextOptions = {}): Promise<string> {
    const { input } = this.load();
    await this.turnPages(this.rowsOfText(message) + 1);
    // A refused answer is said on its own line and the question asked afresh, with an empty field:
    // inquirer's own validation keeps the refused text, so a die typed after it reads "94".
    for (;;) {
      const answer = (await this.ask(() => input({ message: this.safe(message), default: options.default === undefined ? undefined : this.safe(options.default) }, this.signalFor()))).trim();
      if (this.commands && answer.startsWith(':')) {
        await this.commands(answer);
        continue;
      }
      const problem = options.validate ? options.validate(answer) : null;
      if (problem === null) return answer;
      this.say(this.style.red(`  ! ${problem}`));
    }
  }

  async confirm(message: string, defaultValue = false, screen?: Screen): Promise<boolean> {
    if (screen) {
      const yesNo = [
        { name: 'Yes', value: true },
        { name: 'No', value: false },
      ];
      return this.screenMenu(message, yesNo, screen, defaultValue ? 0 : 1);
    }
    const { confirm } = this.load();
    await this.turnPages(this.rowsOfText(message) + 1);
    return this.ask(() => confirm({ message: this.safe(message), default: defaultValue }, this.signalFor()));
  }
}

