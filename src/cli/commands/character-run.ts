// The work of `law character ...`, loaded only when one of those commands runs.
import type { CliContext } from '../context';
import type { Character, CreationInput, Purchase } from '../../character';
import { isAlive, offers } from '../../character';
import {
  holdsStaff,
  isStaffWord,
  readyOnSheet,
  createCharacter,
  parseNameList,
  parseSkillList,
  purchase,
  sheetJson,
  unknownName,
} from '../../character';
import { ARMOR_TABLE, findArmor, findSkill, findSpell, findWeapon, SKILLS, SPELLS, WEAPONS } from '../../rules';
import { renderSheet } from '../../render/character-sheet';
import { offersText } from '../../render/advance-offers';
import { listed } from '../../render/words';
import { askCreation } from '../../render/character-creator';
import { UsageError, UserError } from '../errors';
import { openStore, userErrors } from '../shared';
import { journalHook } from './journal-hook';
import type { AdvanceOptions, CreateOptions } from './character';

function fromFlags(name: string | undefined, opts: CreateOptions): CreationInput {
  if (name === undefined) throw new UsageError('give the character a name: law character create NAME --st N --dx N --iq N');
  const type = opts.type ?? 'normal';
  const skills = opts.skills === undefined ? {} : parseSkillList(opts.skills);
  if (typeof skills === 'string') throw new UsageError(`--skills: ${skills}`);
  if (type === 'normal' && opts.skills === undefined && opts.spells === undefined) {
    throw new UsageError('a normal character starts with three points of skills: add --skills "Sword:1,Climbing:2"');
  }
  if (type === 'mage' && opts.spells === undefined && opts.skills === undefined) {
    throw new UsageError('a magic user starts with three spells: add --spells "Blur,Slow,Fire-1"');
  }
  // A name that is not in the rules is a bad value of its option (exit 2, like any other); what the
  // rules refuse of good values (33 points, a weapon too heavy) is the creation's own error (exit 1).
  const unknown = (flag: string, names: readonly string[], find: (n: string) => unknown, kind: string, all: readonly { name: string }[]) => {
    for (const n of names) if (!find(n)) throw new UsageError(`${flag}: ${unknownName(kind, n, all.map((x) => x.name))}`);
  };
  unknown('--skills', Object.keys(skills), findSkill, 'a skill', SKILLS);
  const spells = opts.spells === undefined ? [] : parseNameList(opts.spells);
  unknown('--spells', spells, findSpell, 'a spell', SPELLS);
  // "staff" is a magic user's staff (character/ready.ts); the creation says whether he may have one.
  unknown('--weapon', (opts.weapon ?? []).filter((w) => !isStaffWord(w)), findWeapon, 'a weapon', WEAPONS);
  unknown('--armor', opts.armor ? [opts.armor] : [], findArmor, 'an armor', ARMOR_TABLE.filter((a) => a.kind === 'armor'));
  unknown('--shield', opts.shield ? [opts.shield] : [], findArmor, 'a shield', ARMOR_TABLE.filter((a) => a.kind === 'shield'));
  return {
    name,
    type,
    st: opts.st!,
    dx: opts.dx!,
    iq: opts.iq!,
    skills,
    spells,
    weapons: opts.weapon ?? [],
    armor: opts.armor ?? null,
    shield: opts.shield ?? null,
    ...(opts.pronoun ? { pronoun: opts.pronoun } : {}),
  };
}

export async function createCommand(ctx: CliContext, name: string | undefined, opts: CreateOptions): Promise<void> {
  const store = openStore(ctx);
  const given = [opts.st, opts.dx, opts.iq].filter((v) => v !== undefined).length;
  if (given > 0 && given < 3) throw new UsageError('give --st, --dx and --iq together, or none of them to be asked step by step');
  const taken = (n: string): string | null => {
    if (opts.force) return null;
    const exists = userErrors(() => store.exists(n));
    return exists ? `a character named "${n}" is already saved (${store.shown(store.fileFor(n))}); choose another name or add --force` : null;
  };
  let input: CreationInput;
  const io = given === 3 ? null : ctx.io();
  if (given === 3) {
    input = fromFlags(name, opts);
    const t = taken(input.name);
    if (t) throw new UserError(t);
  } else {
    input = await askCreation(io!, { name, nameTaken: (n) => userErrors(() => taken(n)), ...(opts.pronoun ? { pronoun: opts.pronoun } : {}) });
  }
  const report = createCharacter(input);
  for (const w of report.warnings) ctx.err(`law: warning: ${w}`);
  if (!report.character) {
    const head = report.errors.length === 1 ? report.errors[0] : `${report.errors.length} problems: ${report.errors.join('; ')}`;
    throw new UserError(`cannot create ${input.name || 'the character'}: ${head}`);
  }
  const c = report.character;
  if (io) {
    io.say('');
    io.say(renderSheet(c, ctx.style));
    if (!(await io.confirm(`Save ${c.name}?`, true))) {
      io.say('Not saved.');
      return;
    }
  }
  const file = userErrors(() => store.create(c, { replace: opts.force }));
  if (opts.json) ctx.out(JSON.stringify(sheetJson(c), null, 2));
  else ctx.out(`Saved ${c.name} to ${store.shown(file)}.`);
}

export function showCommand(ctx: CliContext, name: string, opts: { json?: boolean }): void {
  const c = userErrors(() => openStore(ctx).load(name));
  ctx.out(opts.json ? JSON.stringify(sheetJson(c), null, 2) : renderSheet(c, ctx.style));
}

export function listCommand(ctx: CliContext, opts: { json?: boolean }): void {
  const store = openStore(ctx);
  const sheets = userErrors(() => store.list());
  if (opts.json) {
    ctx.out(
      JSON.stringify(
        sheets.map((s) =>
          s.character
            ? { name: s.character.name, type: s.character.type, st: s.character.st, dx: s.character.dx, iq: s.character.iq, xp: s.character.xp, file: store.shown(s.file) }
            : { file: store.shown(s.file), error: s.error },
        ),
        null,
        2,
      ),
    );
    return;
  }
  if (sheets.length === 0) {
    ctx.out(`No characters in ${store.shown(store.dir)} yet. Create one with: ${ctx.law} character create`);
    return;
  }
  for (const s of sheets) {
    if (s.character) {
      const c: Character = s.character;
      const kind = c.type === 'mage' ? 'mage  ' : 'normal';
      ctx.out(`${c.name.padEnd(20)} ${kind}  ST${String(c.st).padEnd(3)}DX${String(c.dx).padEnd(3)}IQ${String(c.iq).padEnd(3)} XP ${c.xp}${isAlive(c) ? '' : '  (dead)'}`);
    } else {
      ctx.out(ctx.style.red(`! ${s.error}`));
    }
  }
}

/** law character ready NAME WEAPON: the weapon in hand when a fight begins (character/ready.ts). */
export function readyCommand(ctx: CliContext, name: string, weapon: string): void {
  const store = openStore(ctx);
  const { file } = userErrors(() => store.open(name));
  // Made on the sheet as it is when written (locked), where it was read.
  const said = (c: Character) => `${c.name} now starts a fight with ${holdsStaff(c) ? 'the staff' : `the ${c.weapons[0]}`} in hand.`;
  let ready: Character | null = null;
  const c = userErrors(() =>
    store.update(
      file,
      (now) => (ready = readyOnSheet(now, weapon)),
      journalHook(ctx, store, file, 'ready', () => [said(ready!)]),
    ),
  );
  ctx.out(said(c));
}

export function advanceCommand(ctx: CliContext, name: string, opts: AdvanceOptions): void {
  const wanted: Purchase[] = [];
  if (opts.attribute) wanted.push({ kind: 'attribute', attribute: opts.attribute.toUpperCase() as 'ST' | 'DX' | 'IQ' });
  if (opts.skill !== undefined) wanted.push({ kind: 'skill', skill: opts.skill });
  if (opts.spell !== undefined) wanted.push({ kind: 'spell', spell: opts.spell });
  if (opts.staff !== undefined) wanted.push({ kind: 'staff', points: opts.staff });
  if (wanted.length > 1) throw new UsageError('say what to buy, one at a time: --skill S, --spell S, --attribute ST|DX|IQ or --staff N');
  const store = openStore(ctx);
  if (wanted.length === 0) {
    // No flag: everything XP buys, with its cost and what he has (issue 29).
    const { character } = userErrors(() => store.open(name));
    ctx.out(opts.json ? JSON.stringify(offers(character), null, 2) : offersText(character, offers(character), ctx.style, ctx.law));
    return;
  }
  const { file } = userErrors(() => store.open(name));
  // The purchase is made on the sheet as it is when written (locked), where it was read.
  let result!: ReturnType<typeof purchase>;
  const c = userErrors(() =>
    store.update(
      file,
      (now) => {
        result = purchase(now, wanted[0], { useKarma: opts.useKarma, useWishes: opts.useWishes });
        return result.character;
      },
      // A purchase goes into the journal too, so a mistaken one can be taken back (docs/companion.md).
      journalHook(ctx, store, file, 'advance', () => [`${result.character.name} bought ${result.bought}.`]),
    ),
  );
  if (opts.json) {
    ctx.out(JSON.stringify(sheetJson(result.character), null, 2));
    return;
  }
  const paid = listed([result.xpSpent ? `${result.xpSpent} XP` : '', result.karmaSpent ? `${result.karmaSpent} karma` : '', result.wishesSpent ? `${result.wishesSpent} ${result.wishesSpent === 1 ? 'wish' : 'wishes'}` : ''].filter(Boolean));
  ctx.out(`${c.name} bought ${result.bought} for ${paid}; ${c.xp} XP left.`);
}
