// The lint: what a valid file can still get wrong. Sections no path reaches, sections from which no
// ending can be reached, plotwords set but never tested or tested but never set, counters changed
// but neither tested nor shown, items never used, and fights whose map start zones cannot hold the
// figures placed in them.
import type { Diagnostic } from './diagnostics';
import { Diagnostics } from './diagnostics';
import type { Adventure, Fight, Flow, Pos } from './model';
import type { Uses } from './loader';
import { loadAdventureText } from './loader';
import { combatEngine } from './combat-port';
import { normalizeName } from '../rules';
import { eventWays, reachable, shapes } from './walk';
import { nextRule } from './constructs';

export function lintAdventure(adventure: Adventure, uses: Uses): Diagnostic[] {
  const d = new Diagnostics(adventure.file);
  const all = shapes(adventure);
  const reach = reachable(adventure, all);

  for (const s of adventure.sections.values()) {
    if (!reach.has(s.id)) d.add('LAW0101', s.at, `no path reaches section ${s.id}`, 'link it from another section, or remove it');
  }

  // A way back needs a section that sent the party: none leads here, or the party may come here
  // from the start or by an event, with nothing to go back to (constructs/returning.ts).
  const eventTargets = eventWays(adventure).targets;
  for (const sh of all.values()) {
    for (const at of sh.bare ?? []) {
      const senders = [...all.values()].some((o) => o.id !== sh.id && o.edges.some((e) => e.to === sh.id && e.kind !== 'back'));
      const why = !senders ? 'no section leads here' : sh.id === adventure.start ? 'the adventure begins here' : eventTargets.includes(sh.id) ? 'an event may bring the party here' : null;
      if (why) d.add('LAW0114', at, `section ${sh.id} goes back, and ${why}, so nothing may have sent the party`, `name a section to go to then: "back: 12"`);
    }
  }

  // Sections from which no ending can be reached trap the player for ever: walk back from endings.
  const leadsToEnd = new Set<string>();
  const into = new Map<string, string[]>();
  // An event may fire as any section is entered: its way on is a way out of every section.
  const events = eventWays(adventure);
  for (const sh of all.values()) {
    if (sh.endings.length || events.ends) leadsToEnd.add(sh.id);
    for (const e of [...sh.edges, ...events.targets.map((to) => ({ to }))]) {
      const list = into.get(e.to);
      if (list) list.push(sh.id);
      else into.set(e.to, [sh.id]);
    }
  }
  const back = [...leadsToEnd];
  while (back.length) {
    for (const from of into.get(back.pop()!) ?? []) {
      if (!leadsToEnd.has(from)) {
        leadsToEnd.add(from);
        back.push(from);
      }
    }
  }
  if (leadsToEnd.size === 0) {
    d.add('LAW0109', adventure.sections.get(adventure.start)?.at ?? { line: 1, column: 1 }, 'the adventure has no ending', 'end at least one section with "end: Title"');
  } else {
    for (const s of adventure.sections.values()) {
      if (reach.has(s.id) && !leadsToEnd.has(s.id)) d.add('LAW0109', s.at, `no path from section ${s.id} leads to an ending`, 'the party would wander for ever: give it a way out');
    }
  }

  const first = (ps: Pos[]) => ps[0];
  for (const [word, places] of uses.plotwordsTested) {
    if (!uses.plotwordsSet.has(word)) d.add('LAW0102', first(places), `plotword ${word} is tested but never set`, `set it with "- plotword: ${word}" somewhere, or check its spelling`);
  }
  for (const [word, places] of uses.plotwordsSet) {
    // A plotword listed under "plotwords:" is kept on purpose (for its XP, for a sequel).
    if (!uses.plotwordsTested.has(word) && !adventure.plotwords.has(word)) d.add('LAW0103', first(places), `plotword ${word} is set but never tested`, 'test it in an "if", or list it under "plotwords:" to say it is kept on purpose (for its XP, for a sequel)');
  }
  for (const [name, places] of uses.countersSet) {
    // A counter shown to the players is read by them: being shown is its use.
    if (!uses.countersTested.has(name) && !adventure.shownCounters.has(name)) d.add('LAW0106', first(places), `counter ${name} is changed but never tested`, `test it in a condition ("${name} >= 2"), show it to the players ("${name}: { start: 0, shown: true }"), or remove it`);
  }
  // Text goes to the players (the players' screen of a GM session too): a hidden counter written
  // into it shows them its value.
  for (const [name, places] of uses.countersInText) {
    if (!adventure.shownCounters.has(name)) for (const at of places) d.add('LAW0120', at, `{${name}} shows the players counter ${name}, which is hidden from them`, `show it ("${name}: { start: 0, shown: true }"), or keep its value out of the text (a GM note can say it)`);
  }
  // A companion asked about but brought in by no "join" is never with the party: the test is always false.
  for (const [name, places] of uses.companionsTested) {
    if (!uses.companionsJoined.has(name)) {
      const shown = [...adventure.companions.keys()].find((c) => normalizeName(c) === name) ?? name;
      d.add('LAW0112', first(places), `companion ${shown} is asked about but never joins`, `bring him in with "- join: ${shown}" somewhere, or the test with(${shown}) is always false`);
    }
  }
  for (const item of adventure.items.values()) {
    if (!item.builtin && !uses.itemsUsed.has(item.name)) d.add('LAW0107', item.at, `item "${item.name}" is declared but never used`, 'give, take, sell or test it somewhere, or remove it');
  }

  const engine = combatEngine();
  if (engine) {
    for (const s of adventure.sections.values()) {
      const fights: import('./model').Fight[] = [];
      collectFights(s.flow, fights);
      for (const f of fights) {
        const def = adventure.maps.get(f.map);
        if (!def) continue;
        let zones: ReadonlyMap<string, readonly unknown[]>;
        try {
          zones = engine.parseMap(def.text, def.file ?? def.name).zones;
        } catch {
          continue; // reported by the loader (LAW0015)
        }
        const need = new Map<string, number>();
        const partyZone = f.partyZone ?? 'A';
        need.set(partyZone, adventure.party.max);
        for (const foe of f.foes) {
          const z = foe.zone ?? 'B';
          need.set(z, (need.get(z) ?? 0) + foe.count);
        }
        for (const ally of f.allies) need.set(ally.zone ?? partyZone, (need.get(ally.zone ?? partyZone) ?? 0) + ally.count);
        // Reinforcements come into a zone others may have left: the zone must exist; a crowded one overflows (ruling).
        for (const group of f.reinforcements) for (const foe of group.foes) if (!need.has(foe.zone ?? 'B')) need.set(foe.zone ?? 'B', 0);
        for (const [zone, count] of need) {
          const hexes = zones.get(zone)?.length ?? 0;
          const who = zone === partyZone ? `the party (up to ${adventure.party.max})` : `${count} foe${count === 1 ? '' : 's'}`;
          if (hexes === 0) d.add('LAW0105', f.at, `section ${s.id}: map "${f.map}" has no start zone ${zone} for ${who}`, `mark hexes ${zone} on the map, or place them in a zone it has (${[...zones.keys()].join(', ') || 'none'})`);
          else if (hexes < count) d.add('LAW0104', f.at, `section ${s.id}: start zone ${zone} of map "${f.map}" has ${hexes} hex${hexes === 1 ? '' : 'es'} for ${who}`, `mark at least ${count} hexes ${zone}`);
        }
      }
    }
  }
  return d.sorted();
}

/** Every fight of a flow, in the outcomes of its way on too (each way on says its outcomes). */
export function collectFights(flow: Flow, out: Fight[]): void {
  const n = flow.next;
  if (n.kind === 'fight') out.push(n.fight);
  for (const f of nextRule(n.kind).outcomes(n)) collectFights(f, out);
}

/** Loading and lint together: every diagnostic of a file, sorted by place. */
export function validateText(text: string, file: string, readFile?: (rel: string) => string): { diagnostics: Diagnostic[]; adventure: Adventure | null } {
  const r = loadAdventureText(text, file, { readFile });
  if (!r.adventure || !r.uses) return { diagnostics: r.diagnostics, adventure: r.adventure };
  const lint = lintAdventure(r.adventure, r.uses);
  const diagnostics = [...r.diagnostics, ...lint].sort((a, b) => a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
  return { diagnostics, adventure: r.adventure };
}
