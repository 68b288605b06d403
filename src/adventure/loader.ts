// From YAML text to the validated Adventure tree. Every problem of a file is collected with its
// code and place (file:line:column of the YAML node) before anything is refused; the runtime then
// only ever reads a tree in which every reference has been checked. The format is described in
// docs/adventure-format.md. This file walks the top of the file and resolves the references; each
// construct of the language reads itself (constructs/), with the helpers they share (reader.ts).
import { createHash } from 'node:crypto';
import type { Node as YamlNode } from 'yaml';
import { findSkill, findSpell, normalizeName, SKILLS, SPELLS } from '../rules';
import type { Adventure, Section } from './model';
import { combatEngine } from './combat-port';
import type { Diagnostic } from './diagnostics';
import { AdventureError, Diagnostics } from './diagnostics';
import type { AnyNode, Field, YamlProblem } from './yaml-reader';
import { deepProblem, fromYaml, isScalar, LineIndex, MAX_NAME_LENGTH, nodeTooDeep, Reader, textTooDeep, warnControlCharacters } from './yaml-reader';
import { fastParse } from './fast-yaml';
import type { Uses } from './reader';
import { AdventureReader, SECTION_ID_RE } from './reader';
import { readItems, readItemUses } from './constructs/items';
import { readCounters } from './constructs/counters';
import { readPlotwords } from './constructs/plotwords';
import { readCreatures } from './constructs/creatures';
import { readCompanions } from './constructs/companions';
import { readMaps } from './constructs/maps';
import { readTables, resolveTableNames } from './constructs/random-tables';
import { darkWithoutLight, readLight } from './constructs/light';
import { readEvents } from './constructs/triggered-events';
import { readStartTime } from './constructs/time';
import { readTextScalar } from './constructs/text';
import { checkRoles } from './constructs/roles';
import { checkFightsRoom } from './constructs/fight';

export type { Uses } from './reader';

export const FORMAT_VERSION = 1;

export const TOP_KEYS = ['law', 'id', 'title', 'version', 'author', 'about', 'party', 'start', 'start-time', 'creatures', 'companions', 'maps', 'items', 'counters', 'plotwords', 'tables', 'light', 'events', 'sections'] as const;
export const PARTY_KEYS = ['min', 'max'] as const;

/** The largest adventure text read, in characters (the file reader stops at as many bytes). */
export const MAX_ADVENTURE_CHARS = 4 * 1024 * 1024;

export interface LoadOptions {
  /**
   * Reads a file named by the adventure (a map file), relative to the adventure's folder. The loader
   * refuses absolute paths and paths that climb out with ".." before calling it; a reader of the
   * disk must also keep to the folder and to regular files (files.ts, folderReader). It may throw an
   * error whose `code` is shown ("ENOENT") and whose `hint`, if any, is the diagnostic's hint.
   */
  readFile?: (relative: string) => string;
}

export interface LoadResult {
  adventure: Adventure | null;
  diagnostics: Diagnostic[];
}

export function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Reads and checks an adventure; returns it with every diagnostic, or null and the diagnostics. */
export function loadAdventureText(text: string, file: string, options: LoadOptions = {}): LoadResult & { uses: Uses | null } {
  const lines = new LineIndex(text);
  const diags = new Diagnostics(file);
  const r = new Reader(file, text, lines, diags);
  const refuse = (problem: YamlProblem) => {
    const p = lines.linePos(problem.offset);
    diags.add(problem.code, { line: p.line, column: p.col }, problem.message, problem.hint);
    return { adventure: null, diagnostics: diags.sorted(), uses: null };
  };
  if (text.length > MAX_ADVENTURE_CHARS) {
    diags.add('LAW0026', { line: 1, column: 1 }, `the adventure is ${text.length.toLocaleString('en-US')} characters long, more than the ${MAX_ADVENTURE_CHARS.toLocaleString('en-US')} read`, 'split it: no adventure needs that much text');
    return { adventure: null, diagnostics: diags.sorted(), uses: null };
  }
  // The fast path reads most files; whatever it cannot read exactly, errors above all, goes to the
  // yaml package, which is slower but reports every syntax error at its place. Anchors and aliases
  // are not part of the format (LAW0031), and no file may nest deeper than MAX_YAML_DEPTH (LAW0032):
  // both parsers recurse on nesting, and so do the reader below and the runtime on outcomes.
  let contents: AnyNode = fastParse(text);
  if (!contents) {
    const deep = textTooDeep(text);
    if (deep !== null) return refuse(deepProblem(deep));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { parseDocument } = require('yaml') as typeof import('yaml');
    const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
    for (const e of doc.errors) {
      const p = lines.linePos(e.pos[0]);
      const msg = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      diags.add('LAW0001', { line: p.line, column: p.col }, msg, e.code === 'BAD_INDENT' || /indent/i.test(msg) ? 'check the indentation: keys of one mapping line up, and nested ones are indented further' : null);
    }
    if (doc.errors.length > 0) return { adventure: null, diagnostics: diags.sorted(), uses: null };
    const problems: YamlProblem[] = [];
    contents = fromYaml(doc.contents as YamlNode, problems, text);
    if (problems.length > 0) {
      for (const problem of problems) refuse(problem);
      return { adventure: null, diagnostics: diags.sorted(), uses: null };
    }
  }
  const tooDeep = nodeTooDeep(contents);
  if (tooDeep) return refuse(deepProblem(tooDeep.range[0]));
  warnControlCharacters(r, contents);
  const a = new AdventureReader(r);
  const root = r.map(contents, 'the adventure file');
  if (!root) return { adventure: null, diagnostics: diags.sorted(), uses: null };
  const top = r.fields(root, 'the adventure', TOP_KEYS, ['law', 'id', 'title', 'version', 'start', 'sections']);
  const origin = { line: 1, column: 1 };

  const format = r.int(top.get('law'), 'law (the format version)', 0, 1000);
  if (format !== null && format !== FORMAT_VERSION) {
    r.error('LAW0024', top.get('law')!.pos, `this file is written in version ${format} of the adventure format; this law reads version ${FORMAT_VERSION}`, format > FORMAT_VERSION ? 'update law' : `write "law: ${FORMAT_VERSION}"`);
  }
  const id = r.str(top.get('id'), 'the id');
  if (id !== null && !/^[a-z0-9][a-z0-9-]*$/.test(id)) r.error('LAW0025', top.get('id')!.pos, `the id "${id}" must be lower-case letters, digits and hyphens`, `for example "${id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}"`);
  const title = r.str(top.get('title'), 'the title', { allowNumber: true });
  const version = r.str(top.get('version'), 'the version', { allowNumber: true });
  const author = r.str(top.get('author'), 'the author');
  const aboutF = top.get('about');
  const about = aboutF ? readTextScalar(a, aboutF, 'the adventure\'s "about"') : null;

  let party = { min: 1, max: 1 };
  const pf = top.get('party');
  if (pf) {
    if (isScalar(pf.value) && typeof pf.value.value === 'number') {
      const n = r.intNode(pf.value, 'the party size', 1, 12, pf.pos);
      if (n !== null) party = { min: n, max: n };
    } else {
      const pm = r.map(pf.value, 'party', pf.pos);
      if (pm) {
        const f = r.fields(pm, 'party', PARTY_KEYS);
        const min = f.has('min') ? r.int(f.get('min'), 'the least party size', 1, 12) : 1;
        const max = f.has('max') ? r.int(f.get('max'), 'the largest party size', 1, 12) : Math.max(1, min ?? 1);
        if (min !== null && max !== null) {
          if (max < min) r.error('LAW0025', pf.pos, `party: max ${max} is below min ${min}`);
          party = { min, max: Math.max(min, max) };
        }
      }
    }
  }
  const startTime = readStartTime(a, top.get('start-time'));

  // Declarations first, so that references below can be checked against them.
  const itemUses: Array<{ name: string; field: Field }> = [];
  const items = readItems(a, top.get('items'), itemUses);
  const { counters, shown: shownCounters } = readCounters(a, top.get('counters'));
  readItemUses(a, items, itemUses);
  const { plotwords, flags } = readPlotwords(a, top.get('plotwords'));
  /** Declared, but refused (a map file not read, a creature that cannot fight): reported once, where declared. */
  const refusedMaps = new Set<string>();
  const refusedCreatures = new Set<string>();
  const creatures = readCreatures(a, top.get('creatures'), refusedCreatures);
  const { companions, pronouns: companionPronouns } = readCompanions(a, top.get('companions'), refusedCreatures);
  const { maps, parsed: parsedMaps } = readMaps(a, top.get('maps'), options.readFile, refusedMaps);
  readTables(a, top.get('tables'));
  const lf = top.get('light');
  const light = lf ? readLight(a, lf) : null;
  const events = readEvents(a, top.get('events'));

  const sections = new Map<string, Section>();
  const sf = top.get('sections');
  if (sf) {
    const sm = r.map(sf.value, 'sections', sf.pos);
    for (const pair of sm?.items ?? []) {
      const k = pair.key as AnyNode;
      const at = r.pos(k, sf.pos);
      const id = isScalar(k) && (typeof k.value === 'number' || typeof k.value === 'string') ? String(k.value) : null;
      if (id !== null && id.length > MAX_NAME_LENGTH) {
        r.error('LAW0005', at, `a section id is at most ${MAX_NAME_LENGTH} characters long, and this one has ${id.length}`, 'name sections by numbers or short words');
        continue;
      }
      if (id === null || !SECTION_ID_RE.test(id)) {
        r.error('LAW0005', at, `${id === null ? r.kindOf(k) : `"${id}"`} cannot name a section`, 'a section is named by a number (12) or a word of letters, digits, - and _ (river-bank)');
        continue;
      }
      if (sections.has(id)) {
        r.error('LAW0023', at, `section ${id} is written twice`, `the first one is at line ${sections.get(id)!.at.line}`);
        continue;
      }
      const s = a.section(id, pair.value as AnyNode, at);
      if (s) sections.set(id, { ...s, at });
    }
    if (sm && sm.items.length === 0) r.error('LAW0003', sf.pos, 'the adventure has no sections');
  }
  if (!lf) darkWithoutLight(a, a.darkSections);
  const startF = top.get('start');
  const start = startF ? r.name(startF.value, 'start', startF.pos) : null;
  if (start !== null) a.refs.push({ kind: 'section', name: start, at: r.pos(startF!.value, startF!.pos), where: 'start' });

  // References, now that everything declared is known.
  resolveTableNames(a);
  const engine = combatEngine();
  let engineMissing = false;
  const sectionIds = [...sections.keys()];
  const itemsByName = new Map<string, string>();
  for (const n of items.keys()) itemsByName.set(normalizeName(n), n);
  for (const ref of a.refs) {
    switch (ref.kind) {
      case 'section':
        if (!sections.has(ref.name)) {
          // Numbers one digit apart are all "close": only named sections get a suggestion.
          const close = /^\d+$/.test(ref.name) ? [] : r.closest(ref.name, sectionIds, 2);
          const span = sectionIds.length && sectionIds.every((s) => /^\d+$/.test(s)) ? `sections run from ${Math.min(...sectionIds.map(Number))} to ${Math.max(...sectionIds.map(Number))}` : null;
          const what = ref.where === 'start' ? `the adventure starts at section ${ref.name}, which does not exist` : `${ref.where} goes to ${ref.name}, which does not exist`;
          r.error('LAW0006', ref.at, what, [close.length ? `did you mean ${close.join(' or ')}?` : null, span].filter(Boolean).join('; ') || null);
        }
        break;
      case 'item': {
        const found = itemsByName.get(normalizeName(ref.name));
        if (found) {
          a.uses.itemsUsed.add(found);
          ref.resolve?.(found);
        } else {
          const close = r.closest(ref.name, [...items.keys()]);
          r.error('LAW0012', ref.at, `${ref.where}: "${ref.name}" is not an item of this adventure`, close.length ? `did you mean ${close.join(' or ')}? Otherwise declare it under "items:"` : 'declare it under "items:" (weapons, armor, shields and the belongings of a new character are known already)');
        }
        break;
      }
      case 'skill':
      case 'spell': {
        // A name of the rules' tables: law tables skills (spells) lists them.
        const [found, table, code] = ref.kind === 'skill' ? ([findSkill(ref.name), SKILLS, 'LAW0010'] as const) : ([findSpell(ref.name), SPELLS, 'LAW0011'] as const);
        if (!found) {
          const close = r.closest(ref.name, table.map((x) => x.name));
          r.error(code, ref.at, `${ref.where}: "${ref.name}" is not a ${ref.kind} of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : `see law tables ${ref.kind}s`);
        }
        break;
      }
      case 'counter':
        if (!counters.has(ref.name)) {
          const close = r.closest(ref.name, [...counters.keys()]);
          r.error('LAW0020', ref.at, `${ref.where}: "${ref.name}" is not a counter of this adventure`, close.length ? `did you mean ${close[0]}? Otherwise declare it under "counters:" with its starting value` : `declare it under "counters:" with its starting value ("${ref.name}: 0"); plotwords are written in capitals`);
        }
        break;
      case 'plotword':
        if (plotwords.size > 0 && !plotwords.has(ref.name)) {
          const close = r.closest(ref.name, [...plotwords.keys()]);
          r.error('LAW0025', ref.at, `${ref.where}: plotword ${ref.name} is not in the "plotwords:" list`, close.length ? `did you mean ${close[0]}?` : 'add it to the list, or remove the list to use plotwords without declaring them');
        }
        break;
      case 'creature': {
        const own = [...creatures.keys()].find((n) => normalizeName(n) === normalizeName(ref.name));
        if (own) {
          ref.resolve?.(own);
          break;
        }
        if (refusedCreatures.has(normalizeName(ref.name))) break;
        if (!engine) {
          engineMissing = true;
          break;
        }
        const found = engine.findCreature(ref.name);
        if (found) ref.resolve?.(found.name);
        else {
          const close = r.closest(ref.name, [...creatures.keys(), ...engine.creatureNames()]);
          r.error('LAW0013', ref.at, `${ref.where}: "${ref.name}" is neither in the bestiary nor under "creatures:"`, close.length ? `did you mean ${close.join(' or ')}?` : 'describe it under "creatures:" with its ST, DX, IQ, armor and attacks');
        }
        break;
      }
      case 'companion': {
        const known = [...companions.keys()].find((n) => normalizeName(n) === normalizeName(ref.name));
        if (known) ref.resolve?.(known);
        else if (!refusedCreatures.has(`companion:${normalizeName(ref.name)}`)) {
          const close = r.closest(ref.name, [...companions.keys()]);
          r.error('LAW0013', ref.at, `${ref.where}: "${ref.name}" is not under "companions:"`, close.length ? `did you mean ${close.join(' or ')}?` : 'describe the companion under "companions:" with ST, DX, IQ, armor and a weapon or attacks, as a creature');
        }
        break;
      }
      case 'opponent': {
        const names = [...a.opponentNames];
        if (!names.some((n) => normalizeName(n) === normalizeName(ref.name))) {
          const close = r.closest(ref.name, names);
          r.error('LAW0025', ref.at, `${ref.where}: "${ref.name}" is no opponent at a tavern table of this adventure`, close.length ? `did you mean ${close.join(' or ')}?` : names.length ? `the opponents are ${names.join(', ')}` : 'won(NAME) asks about an opponent named under "opponents:" of a tavern game');
        }
        break;
      }
      case 'map':
        if (!maps.has(ref.name) && !refusedMaps.has(ref.name)) {
          const close = r.closest(ref.name, [...maps.keys()]);
          r.error('LAW0014', ref.at, `${ref.where} is fought on map "${ref.name}", which is not under "maps:"`, close.length ? `did you mean "${close[0]}"?` : 'add it under "maps:", as text or as "{ file: maps/NAME.map }"');
        }
        break;
      case 'table':
      case 'keyword':
        break;
    }
  }
  checkRoles(a);
  if (engine) {
    const hexesOf = (name: string) => (creatures.get(name) ?? engine.findCreature(name))?.hexes ?? 1;
    checkFightsRoom(a, parsedMaps, party.max, hexesOf, counters);
  }
  if (engineMissing || (!engine && maps.size > 0)) {
    diags.add('LAW0110', origin, 'the combat engine is not part of this build: bestiary creatures and maps were not checked', null);
  }

  if (format === null || id === null || title === null || version === null || start === null || diags.errors > 0) {
    return { adventure: null, diagnostics: diags.sorted(), uses: a.uses };
  }
  const adventure: Adventure = {
    file,
    digest: digestOf(text),
    format,
    id,
    title,
    version,
    author,
    about,
    party,
    start,
    startTime,
    creatures,
    companions,
    companionPronouns,
    maps,
    items,
    counters,
    shownCounters,
    plotwords,
    flags,
    tables: a.tables,
    events,
    light,
    roles: [...a.rolesChosen.keys()],
    tested: new Set(a.uses.keywords),
    sections,
  };
  return { adventure, diagnostics: diags.sorted(), uses: a.uses };
}

/** Loads an adventure or throws AdventureError with every diagnostic. */
export function loadAdventureOrThrow(text: string, file: string, options: LoadOptions = {}): Adventure {
  const { adventure, diagnostics } = loadAdventureText(text, file, options);
  if (!adventure) throw new AdventureError(diagnostics);
  return adventure;
}
