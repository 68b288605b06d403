// `law character create|show|list|ready|advance`: characters by the rules, kept as JSON sheets under
// $LAW_HOME/characters/ (CHARACTERS; CAMPAIGNING, Advancement); and the commands that keep a sheet
// beside a printed adventure (companion.ts).
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, intOption } from '../program';
import { registerCompanion } from './companion';
import { PRONOUNS } from '../../character/model';
import type { Pronoun } from '../../character/model';

export interface CreateOptions {
  st?: number;
  dx?: number;
  iq?: number;
  type?: 'normal' | 'mage';
  skills?: string;
  spells?: string;
  weapon?: string[];
  armor?: string;
  shield?: string;
  pronoun?: Pronoun;
  force?: boolean;
  json?: boolean;
}

export interface AdvanceOptions {
  skill?: string;
  spell?: string;
  attribute?: 'st' | 'dx' | 'iq';
  staff?: number;
  useKarma?: boolean;
  useWishes?: boolean;
  json?: boolean;
}

export function register(program: Command, ctx: CliContext): void {
  const character = program
    .command('character')
    .description('create, show, list and advance characters; keep a sheet beside a printed adventure')
    .addHelpText('after', '\nSheets live in $LAW_HOME/characters/ (LAW_HOME defaults to the current directory), each with its journal.\nBeside a printed adventure: begin, at, gain, lose, buy, use, hurt, rest... finish (docs/companion.md).');

  character
    .command('create')
    .description('make a new character by the rules (asks step by step unless --st, --dx and --iq are given)')
    .argument('[name]', 'the character\'s name')
    .option('--st <n>', 'strength, at least 8', intOption(1, 99))
    .option('--dx <n>', 'dexterity, at least 8', intOption(1, 99))
    .option('--iq <n>', 'intelligence, at least 8 (ST+DX+IQ = 32)', intOption(1, 99))
    .option('--type <type>', 'normal or mage', choiceOption(['normal', 'mage'] as const))
    .option('--skills <list>', 'three points of skills for a normal character: "Sword:1,Climbing:2"')
    .option('--spells <list>', 'three spells for a mage: "Blur,Slow,Fire-1"')
    .option('--weapon <name>', 'a weapon within heft; repeat for a second one (the first is in hand); a magic user may give staff', (v: string, p: string[] | undefined) => [...(p ?? []), v])
    .option('--armor <name>', 'Cloth, Leather, Chain or Plate')
    .option('--shield <name>', 'Small Shield, Large Shield or Tower Shield')
    .option('--pronoun <word>', 'how adventure texts speak of the character: he, she or they (default he)', choiceOption(PRONOUNS))
    .option('--force', 'replace a saved character of the same name')
    .option('--json', 'print the new sheet as JSON')
    .action(async (name: string | undefined, opts: CreateOptions) => {
      const { createCommand } = await import('./character-run');
      await createCommand(ctx, name, opts);
    });

  character
    .command('show')
    .description('show a character sheet')
    .argument('<name>', 'the character\'s name')
    .option('--json', 'print the sheet as JSON')
    .action(async (name: string, opts: { json?: boolean }) => {
      const { showCommand } = await import('./character-run');
      showCommand(ctx, name, opts);
    });

  character
    .command('list')
    .description('list saved characters')
    .option('--json', 'print the list as JSON')
    .action(async (opts: { json?: boolean }) => {
      const { listCommand } = await import('./character-run');
      listCommand(ctx, opts);
    });

  character
    .command('ready')
    .description('the weapon in hand when a fight begins (between adventures): one of the character\'s weapons, or "staff" for a magic user')
    .argument('<name>', 'the character\'s name')
    .argument('<weapon>', 'one of the character\'s weapons, or staff')
    .action(async (name: string, weapon: string) => {
      const { readyCommand } = await import('./character-run');
      readyCommand(ctx, name, weapon);
    });

  character
    .command('advance')
    .description('spend XP: an attribute at any time; a skill, a spell or staff capacity between adventures; with no flag, list what XP buys')
    .argument('<name>', 'the character\'s name')
    .option('--skill <skill>', 'buy a skill level (normal 10 XP, mage 20 XP)')
    .option('--spell <spell>', 'learn a spell (mage 10 XP, normal 20 XP)')
    .option('--attribute <attr>', 'raise ST, DX or IQ by one for XP equal to the new value', choiceOption(['st', 'dx', 'iq'] as const))
    .option('--staff <points>', 'add staff capacity at 2 XP a point, up to IQ', intOption(1, 99))
    .option('--use-karma', 'let karma pay what XP cannot (one karma for one XP)')
    .option('--use-wishes', 'let wishes pay what XP and karma cannot (a wish for a karma point, so for one XP)')
    .option('--json', 'print the updated sheet as JSON (with no flag: what XP buys)')
    .action(async (name: string, opts: AdvanceOptions) => {
      const { advanceCommand } = await import('./character-run');
      advanceCommand(ctx, name, opts);
    });

  // Beside a printed adventure: the sheet changed as the book says, with a journal (companion.ts).
  registerCompanion(character, ctx);
}
