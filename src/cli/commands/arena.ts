// `law arena`: a skirmish outside any adventure. Saved characters (or the sample hero) against
// creatures of the bestiary on a bundled or given map, played at the terminal or by the AI on both
// sides (--auto). The fight changes no saved sheet, unless --keep: then it is the fight of a printed
// adventure, and what it did is written to the heroes' sheets (arena-keep.ts, docs/companion.md).
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, collect } from '../program';

export interface ArenaOptions {
  character?: string[];
  party?: string;
  foes?: string;
  map?: string;
  seed?: string;
  auto?: boolean;
  difficulty: 'easy' | 'normal' | 'hard';
  dice: 'auto' | 'manual';
  surprise?: 'party' | 'foes';
  flee: boolean;
  list?: boolean;
  json?: boolean;
  keep?: boolean;
  creature?: string[];
  creatures?: string;
  view?: boolean;
  note?: string;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('arena')
    .description('fight a skirmish on a hex map: your characters against the bestiary (the sample hero against goblins by default)')
    .option('-c, --character <name>', 'a saved character (or sample) on your side; repeat for more', collect)
    .option('--party <creatures>', 'creatures on your side, e.g. "Warrior x2"')
    .option('--foes <creatures>', 'the enemy, e.g. "Goblin x3,Orc" (default "Goblin x2,Goblin Slinger")')
    .option('--map <file|name>', 'a map file, or a bundled map: arena, crossroads, ruined-hall, forest-clearing')
    .option('-s, --seed <seed>', 'seed the dice and the AI, for a fight that repeats')
    .option('--auto', 'the AI plays your side too: watch a fight')
    .option('--difficulty <level>', 'how well the AI chooses: easy, normal, hard', choiceOption(['easy', 'normal', 'hard'] as const), 'normal')
    .option('--dice <mode>', 'auto, or manual to type in real dice', choiceOption(['auto', 'manual'] as const), 'auto')
    .option('--surprise <side>', 'one side gets a free first turn: party or foes', choiceOption(['party', 'foes'] as const))
    .option('--no-flee', 'your side may not leave the board')
    .option('--keep', 'a printed adventure\'s fight: write what it did to the heroes\' sheets (damage, fatigue, karma, wishes, weapons, XP, death)')
    .option('--creature <line>', 'a foe the bestiary lacks: "Bog Troll: ST 30, DX 11, IQ 8, armor 3, weapon Club"; repeat for more', collect)
    .option('--creatures <file>', 'a file of such foes, one a line')
    .option('--view', 'draw the fight on the players\' screen too: run law view in a second terminal')
    .option('--note <text>', 'with --keep: a note for the heroes\' journals ("section 41: the troll bridge")')
    .option('--list', 'list the bestiary and the maps, and fight nothing')
    .option('--json', 'end with the result as JSON instead of a summary')
    .addHelpText(
      'after',
      '\nExamples:\n  law arena                                  the sample hero against two goblins and a slinger\n  law arena --auto --seed 7                  watch the AI fight it out\n  law arena -c Ajax --foes "Orc,Goblin x2" --map crossroads\n  law arena -c Brannoc --creature "Bog Troll: ST 30, DX 11, IQ 8, armor 3, weapon Club" --map bridge --keep\n\nWith stdin not a terminal, each prompt reads one line: a number picks a choice, a hex can be typed as its coordinate (d5).',
    )
    .action(async (opts: ArenaOptions) => {
      const { arenaCommand } = await import('./arena-run');
      await arenaCommand(ctx, opts);
    });
}
