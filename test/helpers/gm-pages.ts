// A GM's table of fixed views for the browser tests of its pages (issue 28): the real server
// (serve/server.ts) serving a table of our own whose seats answer GmPage views built here by hand, a
// scene with a check and a fight turn, and which records what the pages post. The pages are tested on
// what they draw and send; what the server may put in a view is the server side's own tests'.
import type { GmFight, GmLine, GmMember, GmPage } from '../../src/serve/pages/gm/wire';
import type { Question } from '../../src/serve/pages/common/wire';
import { readAssets } from '../../src/serve/assets';
import type { PageKind, ServedSeat, ServedTable } from '../../src/serve/seat';
import { startServer } from '../../src/serve/server';
import type { RunningServer } from '../../src/serve/server';
import { newToken } from '../../src/serve/tokens';

const member = (name: string, player: string, o: Partial<GmMember> = {}): GmMember => ({
  name,
  player,
  st: 12,
  dx: 12,
  iq: 10,
  damage: 0,
  fatigue: 0,
  gold: 20,
  karma: 1,
  xp: 40,
  items: [{ name: 'Broadsword', count: 1 }, { name: 'Torch', count: 3 }],
  spells: [],
  status: 'standing',
  ...o,
});

const PARTY: readonly GmMember[] = [
  member('Brannoc the Bold', 'Ana', { st: 14, dx: 11, iq: 8, damage: 3, gold: 34, xp: 120 }),
  member('Ysolde', 'Ben', { st: 9, dx: 12, iq: 13, fatigue: 2, karma: 2, items: [{ name: 'Dagger', count: 1 }, { name: 'Healing Potion', count: 2 }], spells: [{ name: 'Blur', cost: '1/turn' }, { name: 'Fire', cost: '2' }] }),
];

const line = (at: number, kind: string, text: string, undone = false): GmLine => ({ at, kind, text, undone });

/** The story so far, and a whisper to each player (each page is sent its own). */
const STORY: readonly GmLine[] = [
  line(0, 'section', 'The Gate of the Lamp'),
  // Prose as the server sends it (flowed, serve/gm/page.ts): a paragraph a line; the page wraps it
  // to its width, paragraphs kept.
  line(1, 'text', 'Rain runs off the old stones. A lamp burns above the gate, though nobody has kept it for years.\n\n(The gate is shut.)'),
  line(2, 'say', 'GM: the gate is barred from inside.'),
  line(3, 'chose', 'The players chose: climb the wall.'),
  line(4, 'roll', 'Brannoc the Bold rolled 9 on 3D6 against DX 11: passed.', true),
  line(5, 'text', 'You climb the wet wall; a goblin looks up from the yard.'),
];

export const WHISPER = { Ana: 'GM to Ana: the goblin has not seen Brannoc yet.', Ben: 'GM to Ben: Ysolde hears chanting under the yard.' } as const;

/** The yard: 16 x 7, walls round it, two pillars of cover, a hex missing in a corner, a gap in the east wall. */
const YARD = ['_###############', '#..............#', '#........%.....#', '#...............', '#...........%..#', '#..............#', '################'];
const WIDTH = 16;
/** A hex by its name on the board ("c4": column c, row 4). */
export const hex = (name: string): number => (Number(name.slice(1)) - 1) * WIDTH + name.charCodeAt(0) - 97;

const FIGHT: GmFight = {
  map: { width: WIDTH, height: YARD.length, terrain: YARD.join('') },
  labels: Array.from({ length: WIDTH * YARD.length }, (_, c) => `${String.fromCharCode(97 + (c % WIDTH))}${Math.floor(c / WIDTH) + 1}`),
  round: 2,
  acting: 'brannoc',
  figures: [
    { id: 'brannoc', letter: 'A', name: 'Brannoc the Bold', player: 'Ana', side: 'party', numbers: [14, 11, 10, 3, 0, 2], weapon: 'Broadsword', state: 'standing', cell: hex('i3'), size: 1, status: 'standing', grapple: null },
    { id: 'ysolde', letter: 'B', name: 'Ysolde', player: 'Ben', side: 'party', numbers: [9, 12, 10, 0, 2, 0], weapon: 'Dagger', state: 'Blur', cell: hex('h4'), size: 1, status: 'standing', grapple: null },
    { id: 'g1', letter: 'a', name: 'Goblin', player: null, side: 'foes', numbers: [null, null, null, null, null, null], weapon: 'Club', state: 'standing', cell: hex('l3'), size: 1, status: 'standing', grapple: null },
    { id: 'g2', letter: 'b', name: 'Goblin', player: null, side: 'foes', numbers: [null, null, null, null, null, null], weapon: 'Club', state: 'down', cell: hex('j5'), size: 1, status: 'down', grapple: null },
    { id: 'g3', letter: 'c', name: 'Goblin', player: null, side: 'foes', numbers: [null, null, null, null, null, null], weapon: 'Club', state: 'fled', cell: -1, size: 1, status: 'fled', grapple: null },
    { id: 'ogre', letter: 'd', name: 'Cave Ogre', player: null, side: 'foes', numbers: [null, null, null, null, null, null], weapon: 'Great Club', state: 'standing', cell: hex('m5'), size: 3, status: 'standing', grapple: null },
  ],
  floor: [{ cell: hex('j5'), word: 'Club' }, { cell: hex('i2'), word: 'Torch' }],
  effects: [{ symbol: '~', cells: [hex('n6'), hex('o6')] }],
  dark: false,
};

const roll: Question = { id: 'q-roll', prompt: 'Roll 3D6 for Brannoc the Bold (3/DX)', step: 1, kind: 'roll', dice: 3, sides: 6, what: '3/DX' };
/** A D3 as a table rolls it: a D6 read halved (the server asks with the D6's sides). */
const d3: Question = { id: 'q-d3', prompt: 'roll 2D6', step: 1, kind: 'roll', dice: 2, sides: 6, halves: true, what: 'the trap: 2D3' };
/** The fight turn's first step: where to move (each hex a choice naming its cell). */
const move: Question = {
  id: 'q-move',
  prompt: 'Brannoc the Bold: where to?',
  step: 1,
  kind: 'choose',
  choices: [
    { label: 'Stay in i3', cell: hex('i3') },
    { label: 'Move to j3', cell: hex('j3') },
    { label: 'Move to k3', cell: hex('k3') },
    { label: 'Move to i4', cell: hex('i4') },
    { label: 'Move to j2', cell: hex('j2') },
    { label: 'Move to l4 (engaged)', cell: hex('l4'), disabled: 'too far' },
  ],
};
/** Its second step: the action from the hex chosen. */
const act: Question = { id: 'q-act', prompt: 'Brannoc the Bold in k3: and then?', step: 2, kind: 'choose', choices: [{ label: 'Attack a (Goblin) with the Broadsword', description: 'to hit: 11 or less on 3D6, 62%', cell: hex('l3') }, { label: 'Shove a (Goblin) back', cell: hex('l3') }, { label: 'Defend' }, { label: 'Ready another weapon' }] };

export type Stage = 'check' | 'd3' | 'fight-move' | 'fight-act' | 'after';

/** A fixed GM's table for the pages: a check for Ana, then her fight turn; every answer posted is kept. */
export class FixedGmTable implements ServedTable {
  readonly title = 'The Lamp';
  stage: Stage = 'check';
  readonly answers: { who: string; body: unknown }[] = [];
  online: Record<string, number> = { TV: 0, Ana: 0, Ben: 0 };
  private listeners = new Set<() => void>();
  readonly seats: ServedSeat[];

  constructor() {
    this.seats = (['TV', 'Ana', 'Ben'] as const).map((who) => ({
      name: who,
      page: (who === 'TV' ? 'gm-tv' : 'gm-player') as PageKind,
      view: () => this.view(who) as unknown as { page: PageKind },
      answer: (body: unknown) => this.answer(who, body),
      connected: (n: number) => {
        this.online[who] = n;
        this.changed();
      },
    }));
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  private question(): Question | null {
    return this.stage === 'check' ? roll : this.stage === 'd3' ? d3 : this.stage === 'fight-move' ? move : this.stage === 'fight-act' ? act : null;
  }

  view(who: 'TV' | 'Ana' | 'Ben'): GmPage {
    const you = who === 'TV' ? null : who;
    const fight = this.stage === 'check' || this.stage === 'd3' ? null : FIGHT;
    const story = [...STORY, ...(you ? [line(6, 'whisper', WHISPER[you])] : []), ...(fight ? [line(7, 'section', 'A fight in the yard'), line(8, 'text', 'Round 2. Brannoc the Bold acts.')] : [])];
    const q = this.question();
    return {
      page: you ? 'gm-player' : 'gm-tv',
      title: this.title,
      seats: [
        { player: 'Ana', heroes: ['Brannoc the Bold'], online: this.online.Ana > 0 },
        { player: 'Ben', heroes: ['Ysolde'], online: this.online.Ben > 0 },
      ],
      you,
      section: fight ? 'The yard' : 'The Gate of the Lamp',
      time: 'Day 1, 9:40 pm',
      counters: [{ label: 'Torches', value: 3 }],
      party: you === 'Ben' ? [PARTY[1], PARTY[0]] : PARTY,
      companions: [{ name: 'Old Tam', status: 'wounded' }],
      story,
      since: 4,
      fight,
      choices: null,
      waiting: this.stage === 'after' ? null : q === roll ? 'Ana: roll 3D6 for Brannoc the Bold (3/DX)' : q === d3 ? 'Ana: roll 2D6 for Brannoc the Bold (the trap: 2D3), halved for a D3 (1-2: 1, 3-4: 2, 5-6: 3)' : 'Ana decides for Brannoc the Bold',
      question: who === 'Ana' ? q : null,
      ended: this.stage === 'after' ? { title: 'The Lamp burns again', kind: 'victory' } : null,
    };
  }

  answer(who: string, body: unknown) {
    const q = this.question();
    const b = body as Record<string, unknown>;
    if (who !== 'Ana' || !q || b.question !== q.id) return { status: 409 as const, error: 'that question is no longer asked' };
    this.answers.push({ who, body });
    this.stage = this.stage === 'check' ? 'd3' : this.stage === 'd3' ? 'fight-move' : this.stage === 'fight-move' ? 'fight-act' : 'after';
    setImmediate(() => this.changed());
    return null;
  }
}

/** The fixed table served on 127.0.0.1 and a free port, with each seat's link. */
export async function serveFixedGm(): Promise<{ table: FixedGmTable; server: RunningServer; links: Record<string, string> }> {
  const table = new FixedGmTable();
  const links = table.seats.map((seat) => ({ token: newToken(), seat }));
  const server = await startServer({ host: '127.0.0.1', port: 0, table, links, assets: readAssets(), now: () => Date.now() });
  return { table, server, links: Object.fromEntries(links.map((l) => [l.seat.name, `http://127.0.0.1:${server.port}/t/${l.token}`])) };
}
