// `law graph`: the section graph as Mermaid or Graphviz DOT. Sections with a check or contest are
// diamonds, fights hexagons, tavern games parallelograms, endings stadiums (Mermaid) or double
// circles (DOT); edges carry the option or outcome that leads along them, and under it the
// conditions of the options on the way ("if party >= 2", "needs has(Rope)").
import type { Adventure, SectionId } from './model';
import { formatCondition } from './condition';
import type { Edge, SectionShape } from './walk';
import { shapes } from './walk';

export type GraphFormat = 'mermaid' | 'dot';

function short(s: string, n = 40): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
}

function nodeLabel(adventure: Adventure, sh: SectionShape): string {
  const title = adventure.sections.get(sh.id)?.title;
  const bits = [title ? `${sh.id}: ${title}` : sh.id];
  if (sh.checks.length) bits.push(sh.checks.join('; '));
  // A fight's foes, and each wave of reinforcements, on lines of their own: what makes it deadly.
  if (sh.fights.length) bits.push(...sh.fights.flatMap((f, i) => f.split('; then ').map((part, k) => (k === 0 ? `${i === 0 ? 'fight' : 'or'}: ${part}` : `then ${part}`))));
  if (sh.games.length) bits.push(`tavern: ${sh.games.join('; ')}`);
  if (sh.endings.length) bits.push(`END: ${sh.endings.map((e) => e.title).join('; ')}`);
  if (sh.shop) bits.push('shop');
  return bits.map((b) => short(b, 48)).join('\n');
}

/** What an edge says: the option or outcome, then each condition on the way on a line of its own. */
function edgeText(e: Edge): string {
  // A branch's condition is what tells its edges apart: on a line of its own, never cut away.
  const m = /^(.*?): (if .*|otherwise)$/s.exec(e.label);
  const label = m ? [m[1] ? short(m[1]) : '', short(m[2], 80)] : [e.label ? short(e.label) : ''];
  return [...label, ...e.when.map((w) => short(w, 48))].filter(Boolean).join('\n');
}

const mermaidText = (s: string) => s.replace(/"/g, '#quot;').replace(/\n/g, '<br/>');
const dotText = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const mid = (id: string) => `s_${id.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** The adventure's events as nodes of their own ("event 1: when tolls >= 6") with the ways they lead. */
function eventNodes(adventure: Adventure): Array<{ id: string; label: string; to: Array<{ to: SectionId; label: string }>; ends: string | null }> {
  return adventure.events.map((e) => {
    const n = e.next;
    const to = n?.kind === 'goto' ? [{ to: n.to, label: '' }] : n?.kind === 'branch' ? n.branches.map((b) => ({ to: b.to, label: b.if ? `if ${formatCondition(b.if)}` : 'otherwise' })) : [];
    return { id: `event-${e.number}`, label: `event ${e.number}: when ${formatCondition(e.when)}${e.once ? '' : ' (each time)'}`, to, ends: n?.kind === 'end' ? n.end.title : null };
  });
}

export function renderGraph(adventure: Adventure, format: GraphFormat): string {
  const all = [...shapes(adventure).values()];
  const events = eventNodes(adventure);
  const lines: string[] = [];
  if (format === 'mermaid') {
    lines.push('flowchart TD');
    for (const sh of all) {
      const label = `"${mermaidText(nodeLabel(adventure, sh))}"`;
      const node = sh.fights.length ? `{{${label}}}` : sh.checks.length ? `{${label}}` : sh.games.length ? `[/${label}/]` : sh.endings.length && sh.edges.length === 0 ? `([${label}])` : `[${label}]`;
      lines.push(`  ${mid(sh.id)}${node}`);
    }
    for (const sh of all) {
      for (const e of sh.edges) {
        const text = edgeText(e);
        const label = text ? `|"${mermaidText(text)}"|` : '';
        lines.push(`  ${mid(e.from)} -->${label} ${mid(e.to)}`);
      }
    }
    for (const ev of events) {
      lines.push(`  ${mid(ev.id)}>"${mermaidText(short(ev.ends ? `${ev.label}\nEND: ${ev.ends}` : ev.label, 60))}"]`);
      for (const t of ev.to) lines.push(`  ${mid(ev.id)} -.->${t.label ? `|"${mermaidText(short(t.label))}"|` : ''} ${mid(t.to)}`);
    }
    lines.push(`  classDef start stroke-width:3px`, `  class ${mid(adventure.start)} start`);
    const checks = all.filter((s) => s.checks.length && !s.fights.length).map((s) => mid(s.id));
    const fights = all.filter((s) => s.fights.length).map((s) => mid(s.id));
    const games = all.filter((s) => s.games.length && !s.fights.length && !s.checks.length).map((s) => mid(s.id));
    const ends = all.filter((s) => s.endings.length && s.edges.length === 0).map((s) => mid(s.id));
    if (checks.length) lines.push('  classDef check fill:#fff3c4', `  class ${checks.join(',')} check`);
    if (fights.length) lines.push('  classDef fight fill:#ffd0d0', `  class ${fights.join(',')} fight`);
    if (games.length) lines.push('  classDef tavern fill:#d8e4ff', `  class ${games.join(',')} tavern`);
    if (ends.length) lines.push('  classDef ending fill:#d0ffd8', `  class ${ends.join(',')} ending`);
    return `${lines.join('\n')}\n`;
  }
  lines.push(`digraph "${dotText(adventure.id)}" {`, '  rankdir=TB;', '  node [fontname="Helvetica", fontsize=10];', '  edge [fontname="Helvetica", fontsize=9];');
  for (const sh of all) {
    const shape = sh.fights.length ? 'hexagon' : sh.checks.length ? 'diamond' : sh.games.length ? 'parallelogram' : sh.endings.length && sh.edges.length === 0 ? 'doublecircle' : 'box';
    const fill = sh.fights.length ? '#ffd0d0' : sh.checks.length ? '#fff3c4' : sh.games.length ? '#d8e4ff' : sh.endings.length && sh.edges.length === 0 ? '#d0ffd8' : 'white';
    const pen = sh.id === adventure.start ? ', penwidth=3' : '';
    lines.push(`  "${dotText(sh.id)}" [label="${dotText(nodeLabel(adventure, sh))}", shape=${shape}, style=filled, fillcolor="${fill}"${pen}];`);
  }
  for (const sh of all) {
    for (const e of sh.edges) {
      const style = e.kind === 'check' || e.kind === 'contest' ? ', style=dashed' : e.kind === 'fight' ? ', color=red' : e.kind === 'tavern' ? ', color=blue' : '';
      const text = edgeText(e);
      lines.push(`  "${dotText(e.from)}" -> "${dotText(e.to)}"${text ? ` [label="${dotText(text)}"${style}]` : style ? ` [${style.slice(2)}]` : ''};`);
    }
  }
  for (const ev of events) {
    lines.push(`  "${dotText(ev.id)}" [label="${dotText(ev.ends ? `${ev.label}\nEND: ${ev.ends}` : ev.label)}", shape=cds, style=filled, fillcolor="#eeeeee"];`);
    for (const t of ev.to) lines.push(`  "${dotText(ev.id)}" -> "${dotText(t.to)}" [style=dotted${t.label ? `, label="${dotText(short(t.label))}"` : ''}];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
