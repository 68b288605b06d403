// The main menu: everything a newcomer can do without learning a command first.
import type { CliContext } from '../context';
import type { Io } from '../../io';
import { EndOfInput } from '../../io';
import type { Character, Purchase, SheetFile } from '../../character';
import { createCharacter, offers, purchase } from '../../character';
import { inListOrder, offerLabel, outOfReach } from '../../render/advance-offers';
import { askCreation } from '../../render/character-creator';
import { renderSheet } from '../../render/character-sheet';
import { UserError } from '../errors';
import { openStore, userErrors } from '../shared';
import { renderRules, tableRows } from './tables-run';
import { TABLE_NAMES } from './tables';
import { rollCommand } from './roll-run';

type MenuItem = 'play' | 'create' | 'view' | 'roll' | 'tables' | 'tavern' | 'quit';

async function createFromMenu(ctx: CliContext, io: Io): Promise<void> {
  const store = openStore(ctx);
  const input = await askCreation(io, {
    nameTaken: (n) => (store.exists(n) ? `a character named "${n}" is already saved` : null),
  });
  const report = createCharacter(input);
  for (const w of report.warnings) io.say(`Warning: ${w}`);
  if (!report.character) {
    io.say(`Cannot create ${input.name}: ${report.errors.join('; ')}`);
    return;
  }
  io.say('');
  io.say(renderSheet(report.character, ctx.style));
  if (await io.confirm(`Save ${report.character.name}?`, true)) {
    try {
      const file = userErrors(() => store.create(report.character!));
      io.say(`Saved to ${store.shown(file)}.`);
    } catch (e) {
      if (e instanceof UserError) io.say(`! ${e.message}`);
      else throw e;
    }
  }
}

/**
 * What XP buys (issue 29): each purchase he can afford, saying what he has and its price, then a
 * line for each kind out of reach and why (disabled), as `law character advance NAME` lists them.
 */
function purchases(c: Character): Array<{ name: string; value: Purchase | null; disabled?: boolean }> {
  const all = offers(c);
  return [
    ...inListOrder(all.filter((o) => o.why === null)).map((o) => ({ name: offerLabel(o), value: o.purchase })),
    ...outOfReach(c, all).map((line) => ({ name: line, value: null, disabled: true })),
    { name: 'Back', value: null },
  ];
}

async function viewFromMenu(ctx: CliContext, io: Io): Promise<void> {
  const store = openStore(ctx);
  const sheets = userErrors(() => store.list());
  for (const s of sheets) if (s.error) io.say(`! ${s.error}`);
  const chars = sheets.filter((s) => s.character).map((s) => ({ file: s.file, character: s.character! }));
  if (chars.length === 0) {
    io.say('No characters saved yet: choose "Create a character" first.');
    return;
  }
  const picked = await io.choose('Which character?', [
    ...chars.map((p) => ({ name: `${p.character.name} (${p.character.type}, XP ${p.character.xp})`, value: p as SheetFile | null })),
    { name: 'Back', value: null },
  ]);
  if (!picked) return;
  let c: Character = picked.character;
  for (;;) {
    io.say(renderSheet(c, ctx.style));
    const p = await io.choose(`Spend ${c.name}'s XP (${c.xp})?`, purchases(c));
    if (!p) return;
    // XP spent is spent for good: say what it buys and ask once more.
    let offer: ReturnType<typeof purchase>;
    try {
      offer = userErrors(() => purchase(c, p));
    } catch (e) {
      if (e instanceof UserError) {
        io.say(`! ${e.message}`);
        continue;
      }
      throw e;
    }
    if (!(await io.confirm(`Buy ${offer.bought} for ${offer.xpSpent} XP (${c.xp - offer.xpSpent} left)?`, true))) continue;
    try {
      // Bought on the sheet as it is now (another window may have changed it), where it was read.
      let bought = '';
      c = userErrors(() =>
        store.update(picked.file, (now) => {
          const r = purchase(now, p);
          bought = r.bought;
          return r.character;
        }),
      );
      io.say(`${c.name} bought ${bought}.`);
    } catch (e) {
      if (e instanceof UserError) io.say(`! ${e.message}`);
      else throw e;
    }
  }
}

async function rollFromMenu(ctx: CliContext, io: Io): Promise<void> {
  io.say('Type dice (2D6-1), a check (3/11, 4/14) or a contest (3/12 vs 3/11); an empty line goes back.');
  for (;;) {
    const expr = await io.askText('Roll');
    if (expr === '') return;
    try {
      await rollCommand(ctx, expr, { dice: 'auto' });
    } catch (e) {
      if (e instanceof UserError) io.say(`! ${e.message}`);
      else throw e;
    }
  }
}

async function tablesFromMenu(ctx: CliContext, io: Io): Promise<void> {
  const t = await io.choose('Which table?', [...TABLE_NAMES.map((n) => ({ name: n, value: n as (typeof TABLE_NAMES)[number] | null })), { name: 'Back', value: null }]);
  if (t) io.say(renderRules(t, tableRows(t, {}), io.screenSize?.()?.columns));
}

async function tavernFromMenu(ctx: CliContext, io: Io): Promise<void> {
  const { tavernMenu } = await import('./tavern-run');
  await tavernMenu(ctx, io);
}

async function playFromMenu(ctx: CliContext, io: Io): Promise<void> {
  const { playMenu } = await import('./play-run');
  try {
    await playMenu(ctx);
  } catch (e) {
    if (e instanceof UserError) io.say(`! ${e.message}`);
    else throw e;
  }
}

export async function menuCommand(ctx: CliContext): Promise<void> {
  const io = ctx.io();
  io.say(ctx.style.bold('Legends of the Ancient World'));
  for (;;) {
    let item: MenuItem;
    try {
      item = await io.choose<MenuItem>('What would you like to do?', [
        { name: 'Play an adventure', value: 'play' },
        { name: 'Create a character', value: 'create' },
        { name: 'View characters and spend XP', value: 'view' },
        { name: 'Roll dice', value: 'roll' },
        { name: 'Browse the rules tables', value: 'tables' },
        { name: 'Visit the tavern: card games', value: 'tavern' },
        { name: 'Quit', value: 'quit' },
      ]);
    } catch (e) {
      if (e instanceof EndOfInput) return;
      throw e;
    }
    if (item === 'quit') return;
    const run = { play: playFromMenu, create: createFromMenu, view: viewFromMenu, roll: rollFromMenu, tables: tablesFromMenu, tavern: tavernFromMenu }[item];
    await run(ctx, io);
  }
}
