// Maps (docs/adventure-format.md, "Fights"; docs/combat.md for the map symbols): the hex maps a
// fight is fought on, under `maps:`, written in place or in a file beside the adventure, each checked
// by the combat engine's own parser, a fault pointed at its place in the YAML or the map file.
//
//   maps: { bridge: { file: maps/bridge.map }, hut: "| . . A ..." }
import { posix, win32 } from 'node:path';
import type { LoadOptions } from '../loader';
import type { AdventureReader } from '../reader';
import type { AnyNode, Field, Reader } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Pos } from '../model';
import type { HexMap } from '../combat-port';
import { combatEngine } from '../combat-port';
import type { Json } from '../schema-kit';
import { object } from '../schema-kit';

export interface MapDef {
  at: Pos;
  name: string;
  /** The map text, embedded or read from its file. */
  text: string;
  /** The file the text came from, when not embedded. */
  file: string | null;
}

export const MAP_KEYS = ['file'] as const;
/** The largest map file read, in bytes; a map has at most 64 rows of 64 hexes, far less. */
export const MAX_MAP_FILE_BYTES = 256 * 1024;

export const INSIDE_HINT = "a map file is named by a path relative to the adventure file, inside the adventure's folder: maps/NAME.map";

/**
 * What is wrong with a path an adventure names, before any file is touched: empty, absolute (or a
 * drive or UNC path), or climbing out of the folder with "..". Null when it may be looked up.
 */
export function relativePathProblem(rel: string): { code: string; hint: string } | null {
  if (rel.trim() === '') return { code: 'an empty path', hint: INSIDE_HINT };
  if (/[\0-\x1f\x7f]/.test(rel)) return { code: 'a path with control characters', hint: INSIDE_HINT };
  const slashed = rel.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed) || posix.isAbsolute(rel) || win32.isAbsolute(rel)) return { code: 'an absolute path', hint: INSIDE_HINT };
  const norm = posix.normalize(slashed);
  if (norm === '..' || norm.startsWith('../')) return { code: "outside the adventure's folder", hint: INSIDE_HINT };
  if (norm === '.' || norm.endsWith('/')) return { code: 'a folder, not a file', hint: INSIDE_HINT };
  return null;
}

/**
 * `maps:`: each map's text (written in place, or read from its file through `readFile`) and, beside
 * it, the map as the combat engine parsed it (null when it did not). A map refused is noted in
 * `refused`, so that the fights on it are not reported too.
 */
export function readMaps(a: AdventureReader, mf: Field | undefined, readFile: LoadOptions['readFile'], refusedMaps: Set<string>): { maps: Map<string, MapDef>; parsed: Map<string, HexMap | null> } {
  const r = a.r;
  const maps = new Map<string, MapDef>();
  const parsedMaps = new Map<string, HexMap | null>();
  if (mf) {
    a.entries(mf, 'maps', 'a map name', (name, v, k) => {
      const at = r.pos(k);
      if (isScalar(v) && typeof v.value === 'string') {
        maps.set(name, { at: r.pos(v), name, text: v.value, file: null });
        parsedMaps.set(name, checkMapText(r, v.value, null, r.pos(v), v, name));
      } else {
        const fm = r.map(v, `map "${name}"`, at);
        if (!fm) {
          refusedMaps.add(name);
          return;
        }
        const ff = r.fields(fm, `map "${name}"`, MAP_KEYS, ['file']);
        const rel = r.str(ff.get('file'), `the file of map "${name}"`);
        if (rel === null) {
          refusedMaps.add(name);
          return;
        }
        const filePos = r.pos(ff.get('file')!.value);
        const shownRel = rel.length > 100 ? `${rel.slice(0, 100)}...` : rel;
        // The path comes from the file: only a relative path inside the adventure's folder is
        // looked up, and what a refusal says never shows anything of the file it names.
        const bad = relativePathProblem(rel);
        if (bad) {
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (${bad.code})`, bad.hint);
          refusedMaps.add(name);
          return;
        }
        if (!readFile) {
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (no file access)`, 'the path is relative to the adventure file');
          refusedMaps.add(name);
          return;
        }
        let text: string;
        try {
          text = readFile(rel);
        } catch (e) {
          const x = e as Error & { code?: unknown; hint?: unknown };
          const why = typeof x.code === 'string' ? x.code : 'unreadable';
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (${why})`, typeof x.hint === 'string' ? x.hint : 'the path is relative to the adventure file');
          refusedMaps.add(name);
          return;
        }
        if (typeof text !== 'string' || text.length > MAX_MAP_FILE_BYTES) {
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (larger than ${MAX_MAP_FILE_BYTES / 1024} KiB)`, `a map file may be at most ${MAX_MAP_FILE_BYTES / 1024} KiB`);
          refusedMaps.add(name);
          return;
        }
        maps.set(name, { at, name, text, file: rel });
        parsedMaps.set(name, checkMapText(r, text, rel, at, null, name));
      }
    });
  }
  return { maps, parsed: parsedMaps };
}

/** `maps:` at the top of the file, in the schema. */
export function mapsSchema(): Json {
  return { type: 'object', additionalProperties: { oneOf: [{ type: 'string', description: 'The map text (docs/combat.md).' }, object(MAP_KEYS, { file: { type: 'string' } }, ['file'])] } };
}

/** Parses a map with the combat engine's parser, pointing a fault at its place in the YAML or map file. */
function checkMapText(r: Reader, text: string, file: string | null, at: Pos, node: AnyNode, name: string): HexMap | null {
  const engine = combatEngine();
  if (!engine) return null;
  try {
    return engine.parseMap(text, file ?? name);
  } catch (e) {
    const fault = e instanceof Error ? (e as Error & { line?: number; column?: number; reason?: string }) : null;
    if (!fault || typeof fault.line !== 'number' || typeof fault.column !== 'number') throw e;
    fault.message = typeof fault.reason === 'string' ? fault.reason : fault.message;
    if (file !== null) {
      r.diags.list.push({ code: 'LAW0015', severity: 'error', file: joinBeside(r.file, file), line: fault.line, column: fault.column, message: `map "${name}": ${fault.message}`, hint: 'see docs/combat.md for the map symbols' });
      return null;
    }
    r.error('LAW0015', blockPos(r, node, fault.line, fault.column) ?? at, `map "${name}": ${fault.message}`, 'see docs/combat.md for the map symbols');
    return null;
  }
}

function joinBeside(file: string, rel: string): string {
  const slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  return slash < 0 ? rel : `${file.slice(0, slash + 1)}${rel}`;
}

/** The place in the YAML file of a line and column inside a block scalar's text. */
function blockPos(r: Reader, node: AnyNode, line: number, column: number): Pos | null {
  if (!isScalar(node) || !node.range) return null;
  if (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') return null;
  const start = r.posAt(node.range[0]);
  const srcLines = r.source.split('\n');
  // The content begins on the line after the | or > header; its indentation is that of its first line.
  const first = srcLines.slice(start.line).find((l) => l.trim() !== '') ?? '';
  const indent = first.length - first.trimStart().length;
  return { line: start.line + line, column: indent + column };
}
