// `law character gain|lose|use|hurt|heal|spend|rest|treat|cast|begin|at|finish|remember|forget|journal`:
// the sheet kept beside a printed adventure (docs/companion.md). Every change is checked against
// what a sheet holds and the rules, written with the sheet locked, and recorded in the journal
// beside it, from which it can be taken back.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, collect, intOption } from '../program';

export interface UseOptions {
  heal?: string;
  seed?: string;
  at?: string;
  note?: string;
}

export interface TallyOptions {
  at?: string;
  gold?: number;
  xp?: number;
  karma?: number;
  wishes?: number;
  curse?: number;
  item?: string[];
  plotword?: string[];
  note?: string;
}

export interface HarmOptions {
  at?: string;
  fatigue?: string;
  inFight?: boolean;
  seed?: string;
  note?: string;
}

export interface SpendOptions {
  at?: string;
  karma?: number;
  wish?: boolean;
  liftCurse?: boolean;
  note?: string;
}

export interface RestOptions {
  at?: string;
  afterFight?: boolean;
  night?: boolean;
  brokenNight?: boolean;
  weeks?: number;
  seed?: string;
  dice: 'auto' | 'manual';
  note?: string;
}

export interface DiceOptions {
  seed?: string;
  dice: 'auto' | 'manual';
  note?: string;
}

export interface CastOptions extends DiceOptions {
  points?: number;
  fatigue?: number;
}

export interface JournalOptions {
  undo?: number;
  all?: boolean;
  json?: boolean;
  note?: string;
}

const NOTE = ['--note <text>', 'a note for the journal ("section 41: the troll\'s hoard")'] as const;
const AT = ['--at <section>', 'move the bookmark to this section with the change'] as const;
const COUNT = intOption(1, 1_000_000_000);
const DICE = ['--dice <mode>', 'auto, or manual to type the dice you rolled', choiceOption(['auto', 'manual'] as const), 'auto'] as const;

export function registerCompanion(character: Command, ctx: CliContext): void {
  const run = async () => import('./companion-run');
  const tallies = (c: Command, verb: string) =>
    c
      .option('--gold <n>', `gold ${verb}`, COUNT)
      .option('--xp <n>', `experience points ${verb}`, COUNT)
      .option('--karma <n>', `karma points ${verb}`, COUNT)
      .option('--wishes <n>', `wishes ${verb}`, COUNT)
      .option('--curse <n>', verb === 'gained' ? 'curses laid on him (+1 to every roll each)' : 'curses lifted by the book', COUNT)
      .option('--item <name>', `an item ${verb}; "Torch x3" for several; repeat for more`, collect)
      .option('--plotword <word>', verb === 'gained' ? 'a plotword the book gives (1 XP the first time); repeat for more' : 'a plotword the book crosses out; repeat for more', collect)
      .option(...AT)
      .option(...NOTE);

  tallies(
    character
      .command('gain')
      .description('the book gives: gold, XP, karma, wishes, curses, items, plotwords (each hero named gets it all)')
      .argument('<names...>', 'the character (or several)'),
    'gained',
  )
    .addHelpText('after', '\nExample:\n  law character gain Brannoc --gold 12 --item "Silver Key" --xp 2 --note "41: the troll\'s hoard"')
    .action(async (names: string[], opts: TallyOptions) => (await run()).gainCommand(ctx, names, opts, 'gain'));

  tallies(
    character
      .command('lose')
      .description('the book takes: gold, XP, karma, wishes, items; lifts curses; crosses out plotwords')
      .argument('<names...>', 'the character (or several)'),
    'lost',
  ).action(async (names: string[], opts: TallyOptions) => (await run()).gainCommand(ctx, names, opts, 'lose'));

  character
    .command('use')
    .description('use up an item as the book says (a potion drunk, a torch burnt): it leaves the sheet')
    .argument('<name>', 'the character')
    .argument('<item>', 'the item; "Torch x2" for several')
    .option('--heal <n>', 'what it heals, as the book says: points of damage, or dice (1D6)')
    .option('-s, --seed <seed>', 'seed the dice, for a roll that repeats')
    .option(...AT)
    .option(...NOTE)
    .action(async (name: string, item: string, opts: UseOptions) => (await run()).useCommand(ctx, name, item, opts));

  const trade = (verb: 'buy' | 'sell') =>
    character
      .command(verb)
      .description(verb === 'buy' ? 'buy an item at the book\'s price: the gold is paid and the item carried' : 'sell an item at the book\'s price: the item goes and the gold comes')
      .argument('<name>', 'the character')
      .argument('<item>', 'the item; "Torch x3" for several')
      .requiredOption('--price <gold>', 'the price of them all, in gold', intOption(0, 1_000_000_000))
      .option(...AT)
      .option(...NOTE)
      .action(async (name: string, item: string, opts: { price: number; at?: string; note?: string }) => (await run()).tradeCommand(ctx, verb, name, item, opts));
  trade('buy');
  trade('sell');

  const harm = (verb: 'hurt' | 'heal') => {
    const c = character
      .command(verb)
      .description(verb === 'hurt' ? 'damage (and fatigue) the book deals: a number, or dice law rolls ("1D6")' : 'healing the book gives (a potion, a healer): damage, and --fatigue; a number or dice')
      .argument('<name>', 'the character')
      .argument('[damage]', verb === 'hurt' ? 'points of damage, or dice: 3, 1D6, 2D6-1' : 'points of damage healed, or dice')
      .option('--fatigue <n>', verb === 'hurt' ? 'points of fatigue, or dice' : 'points of fatigue recovered, or dice');
    if (verb === 'hurt') c.option('--in-fight', 'taken in a fight fought by hand: a Medic may treat it after (law character treat)');
    c.option('-s, --seed <seed>', 'seed the dice, for a roll that repeats')
      .option(...AT)
      .option(...NOTE)
      .action(async (name: string, damage: string | undefined, opts: HarmOptions) => (await run()).harmCommand(ctx, name, damage, opts, verb));
  };
  harm('hurt');
  harm('heal');

  character
    .command('spend')
    .description('spend karma (a re-roll the book allowed), a wish (all damage negated, even at death), or 5 karma to lift a curse')
    .argument('<name>', 'the character')
    .option('--karma <n>', 'karma points spent, one a re-roll', COUNT)
    .option('--wish', 'a wish: all damage negated')
    .option('--lift-curse', 'five karma lift one curse (wishes may make up the five)')
    .option(...AT)
    .option(...NOTE)
    .action(async (name: string, opts: SpendOptions) => (await run()).spendCommand(ctx, name, opts));

  character
    .command('rest')
    .description('rest by the rules, and say how long it takes: after a fight, a night, a broken night, weeks')
    .argument('<names...>', 'the character (or the party)')
    .option('--after-fight', 'the point of fatigue back after a fight fought by hand')
    .option('--night', 'a full night of sleep (eight hours): all fatigue, staffs full')
    .option('--broken-night', 'an interrupted night: one point of fatigue, staffs full')
    .option('--weeks <n>', 'weeks of rest with warmth, water and food: 3/ST each week heals the margin, at least 1', intOption(1, 52))
    .option('-s, --seed <seed>', 'seed the dice, for rolls that repeat')
    .option(...DICE)
    .option(...AT)
    .option(...NOTE)
    .action(async (names: string[], opts: RestOptions) => (await import('./companion-rest-run')).restCommand(ctx, names, opts));

  character
    .command('treat')
    .description('a Medic treats the damage of the fight just over (3/IQ+Medic heals his level, once a patient)')
    .argument('<patient>', 'the wounded character')
    .requiredOption('--medic <name>', 'the character with the Medic skill (may be the patient)')
    .option('-s, --seed <seed>', 'seed the dice, for a roll that repeats')
    .option(...DICE)
    .option(...NOTE)
    .action(async (patient: string, opts: DiceOptions & { medic: string }) => (await import('./companion-rest-run')).treatCommand(ctx, patient, opts.medic, opts));

  character
    .command('cast')
    .description('cast a spell outside a fight: Heal Wounds on himself, or a spell the book asks for (3/IQ, fatigue paid)')
    .argument('<name>', 'the caster')
    .argument('<spell>', 'a spell he knows')
    .option('--points <n>', 'Heal Wounds: the points to heal (one fatigue each)', intOption(1, 99))
    .option('--fatigue <n>', 'what the book says the spell costs, if not the rules\' own', intOption(0, 99))
    .option('-s, --seed <seed>', 'seed the dice, for a roll that repeats')
    .option(...DICE)
    .option(...NOTE)
    .action(async (name: string, spell: string, opts: CastOptions) => (await import('./companion-rest-run')).castCommand(ctx, name, spell, opts));

  character
    .command('begin')
    .description('set out on a printed adventure: its title and, if you like, the first section')
    .argument('<name>', 'the character')
    .argument('<title>', 'the adventure\'s title')
    .option('--section <s>', 'the section he starts at')
    .option('--party <names>', 'the rest of the party, who set out with him: "Ysolde,Wren"')
    .option(...NOTE)
    .action(async (name: string, title: string, opts: { section?: string; party?: string; note?: string }) => (await run()).beginCommand(ctx, name, title, opts));

  character
    .command('at')
    .description('the bookmark: the section of the printed adventure he is at')
    .argument('<name>', 'the character')
    .argument('<section>', 'the section, as the book numbers it')
    .option('--party <names>', 'the rest of the party, at the same section: "Ysolde,Wren"')
    .option(...NOTE)
    .action(async (name: string, section: string, opts: { party?: string; note?: string }) => (await run()).atCommand(ctx, name, section, opts));

  character
    .command('finish')
    .description('the printed adventure ends: its plotwords stay with it, and he recovers fully')
    .argument('<names...>', 'the character (or the party)')
    .option(...NOTE)
    .action(async (names: string[], opts: { note?: string }) => (await run()).finishCommand(ctx, names, opts));

  character
    .command('remember')
    .description('keep a note the book asks for on the sheet ("the hermit\'s word is ASH")')
    .argument('<name>', 'the character')
    .argument('<text>', 'the note')
    .action(async (name: string, text: string) => (await run()).rememberCommand(ctx, name, text));

  character
    .command('forget')
    .description('strike a note from the sheet, by its number (law character show numbers them)')
    .argument('<name>', 'the character')
    .argument('<number>', 'the note\'s number', intOption(1, 100_000))
    .action(async (name: string, n: number) => (await run()).forgetCommand(ctx, name, n));

  character
    .command('journal')
    .description('every change made to the sheet, newest last; --undo N takes change N back')
    .argument('<name>', 'the character')
    .option('--undo <n>', 'take back change N (what it did comes off the sheet as it is now)', intOption(1, 1_000_000_000))
    .option('--all', 'every entry (without it: the last 20)')
    .option('--json', 'the entries as JSON')
    .option(...NOTE)
    .action(async (name: string, opts: JournalOptions) => (await import('./journal-run')).journalCommand(ctx, name, opts));
}
