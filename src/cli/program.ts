// The commander program: one file per command under commands/, each registering its options and
// loading the engine only when it runs, so `law --version` and `law --help` stay fast.
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import type { CliContext, CliEnv } from './context';
import { makeContext } from './context';
import { environmentProblem, UserError } from './errors';
import { displayPath } from './shared';
import { shownText } from '../text/safe-text';

/** Parsers for option values; a bad value is a usage error with the option named. */
export function intOption(min: number, max: number) {
  return (value: string): number => {
    if (!/^[+-]?\d+$/.test(value.trim())) throw new InvalidArgumentError(`"${value}" is not a whole number.`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`${n} is outside ${min}..${max}.`);
    return n;
  };
}

export function choiceOption<T extends string>(values: readonly T[]) {
  return (value: string): T => {
    const v = value.toLowerCase() as T;
    if (!values.includes(v)) throw new InvalidArgumentError(`"${value}" is not one of ${values.join(', ')}.`);
    return v;
  };
}

export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

type Register = (program: Command, ctx: CliContext) => void;

function commands(): Register[] {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return [
    require('./commands/menu').register,
    require('./commands/character').register,
    require('./commands/roll').register,
    require('./commands/tables').register,
    require('./commands/arena').register,
    require('./commands/sim').register,
    require('./commands/tavern').register,
    ...require('./commands/play').registers,
  ];
  /* eslint-enable @typescript-eslint/no-require-imports */
}

function version(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('../../package.json') as { version: string }).version;
}

/** commander's help and errors: the words it echoes (an unknown option as typed) are shown, not obeyed. */
function output(ctx: CliContext) {
  const safe = (s: string) => shownText(s);
  return {
    writeOut: (s: string) => ctx.stdout.write(safe(s)),
    writeErr: (s: string) => ctx.stderr.write(safe(s)),
    outputError: (s: string, write: (s: string) => void) => write(s.startsWith('error:') ? `law: ${s}` : s),
  };
}

export function buildProgram(ctx: CliContext): Command {
  const program = new Command('law')
    .description('Legends of the Ancient World: play, run and write adventures in a terminal')
    .version(version(), '-V, --version', 'print the version')
    .option('--debug', 'show stack traces of internal errors')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput(output(ctx));
  for (const register of commands()) register(program, ctx);
  // Every subcommand reports like the program does and exits through run(). It refuses words it
  // does not take (`law tables weapons armor`): only the program itself reads stray words, to
  // suggest a command, and commander would otherwise hand that leniency down to every command.
  const configure = (cmd: Command) => {
    for (const sub of cmd.commands) {
      sub.allowExcessArguments(false);
      sub.exitOverride().showSuggestionAfterError(true).configureOutput(output(ctx));
      configure(sub);
    }
  };
  configure(program);
  return program;
}

/** Runs the CLI on `args` (without node and script) and returns the exit code. */
export async function run(args: readonly string[], env: CliEnv): Promise<number> {
  const ctx = makeContext(env);
  const debug = args.includes('--debug');
  try {
    await buildProgram(ctx).parseAsync([...args], { from: 'user' });
    await ctx.finish?.();
    return ctx.exitCode;
  } catch (e) {
    return report(e, ctx, debug);
  } finally {
    ctx.close();
  }
}

function report(e: unknown, ctx: CliContext, debug: boolean): number {
  if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
  if (e instanceof Error && e.name === 'EndOfInput') return ctx.exitCode;
  if (e instanceof UserError) {
    ctx.err(`law: ${e.message}`);
    if (debug && e.stack) ctx.err(e.stack);
    return e.exitCode;
  }
  const environment = environmentProblem(e, (p) => displayPath(ctx, p));
  if (environment) {
    ctx.err(`law: ${environment}`);
    return 1;
  }
  const message = e instanceof Error ? e.message : String(e);
  ctx.err(`law: internal error: ${message}${debug ? '' : ' (run again with --debug to see where)'}`);
  if (debug && e instanceof Error && e.stack) ctx.err(e.stack);
  return 70;
}
