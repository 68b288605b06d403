// What the players may know of the game, as events of their stream (stream.ts; design: "Nobody
// peeks"). Every event of the stream is made here or in fight-report.ts, by naming what goes in,
// never by leaving out what must not: GM notes, hidden counters, the odds and targets of the foes'
// rolls, the rows of the GM's random tables, options the players cannot take and the GM's menu
// entries have no way in. An opponent the party has not met is not named.
import type { Adventure, Flow } from '../adventure/model';
import type { GameEvent } from '../adventure/events';
import type { GameState } from '../adventure/state';
import { companionLines, counterLines, isAlive, isConscious } from '../adventure/state';
import type { Prompt, PromptTag } from '../adventure/chooser';
import { nextRule } from '../adventure/constructs';
import type { Seat } from '../adventure/players';
import { playerOf } from '../adventure/players';
import type { Addressee, StreamEvent, StreamMember } from './stream';
import type { Character } from '../character/model';
import { knownSpells } from '../character/spells-known';
import { formatSpellCost } from '../rules/spell-cost';

/** The tags of a prompt's items that are the players' to take; the GM's sheets, undo and quit are not. */
const PLAYERS_TAGS: ReadonlySet<PromptTag> = new Set<PromptTag>(['option', 'read-mind', 'see-future', 'heal', 'shop', 'lift-curse', 'member', 'buy', 'sell', 'haggle', 'leave', 'read', 'use']);

/**
 * The players' picks of a menu that are no option of the adventure (which tells its own choice):
 * going into a shop, a spell cast, a potion drunk. Told in the story as a choice, so the players see
 * what was taken; a pick of whom or what to buy is told by the purchase itself.
 */
const TOLD_PICKS: ReadonlySet<PromptTag> = new Set<PromptTag>(['read-mind', 'see-future', 'heal', 'shop', 'lift-curse', 'use']);

/**
 * Lines the adventure says of the party as a whole that the players see: its purse, the clock, its
 * sleep, who goes on and who waits, the companions who come and go. Any other line about nobody in
 * particular (a plotword crossed out) is the GM's bookkeeping.
 */
const PARTY_LINES = /^(The party pays|The party sleeps|A full night|The night is broken|A week of rest|Week \d+ of \d+ of rest|\d+ (minute|hour|day|week)s?\b|.+ (joins|leaves) the party$|.+ (rejoins|rejoin) the party$|.+ goe?s? on; .+ waits? behind$)/;

/** Every opponent of a contest the adventure holds, by name: the players see one only once met. */
export function contestOpponents(adventure: Adventure): string[] {
  const names = new Set<string>();
  const walk = (f: Flow): void => {
    const n = f.next;
    if (n.kind === 'contest') names.add(n.contest.against.name);
    if (n.kind === 'options') for (const o of n.options) walk(o.flow);
    else for (const x of nextRule(n.kind).outcomes(n)) walk(x);
  };
  for (const s of adventure.sections.values()) walk(s.flow);
  return [...names].filter((n) => n.trim() !== '');
}

/**
 * The reporter of one session: it turns the game's events into the players' stream, remembering
 * the little it needs to (the check a throw belongs to, the opponents the party has met).
 */
/** A member's spells with their costs, for his own page (issue 28); nothing for one who knows none. */
function spellsOf(c: Character): { spells?: StreamMember['spells'] } {
  const spells = knownSpells(c);
  return spells.length ? { spells: spells.map((sp) => ({ name: sp.name, cost: formatSpellCost(sp.cost) })) } : {};
}

export class Reporter {
  /** The check each roller is rolling: the throw that follows names it. */
  private readonly checks = new Map<string, string>();
  /** Opponents of the adventure's contests that the party has not met yet. */
  private readonly unmet: Set<string>;

  constructor(
    readonly adventure: Adventure,
    private readonly seats: readonly Seat[],
  ) {
    this.unmet = new Set(contestOpponents(adventure));
  }

  /** The player of a hero, or null (a companion, a hero nobody at the table plays). */
  playerOf(hero: string): string | null {
    return playerOf(this.seats, hero);
  }

  /** The party met someone: in the text read aloud, or across a fight. */
  meet(text: string): void {
    for (const name of [...this.unmet]) if (text.toLowerCase().includes(name.toLowerCase())) this.unmet.delete(name);
  }

  /** Text for the players with every opponent they have not met left unnamed. */
  unnamed(text: string): string {
    let out = text;
    for (const name of this.unmet) out = out.split(name).join('someone');
    return out;
  }

  /** The events of the stream an event of the game gives; none for what is the GM's. */
  game(e: GameEvent): StreamEvent[] {
    switch (e.kind) {
      case 'section':
        return [{ t: 'section', id: e.id, title: e.title, time: e.time, step: 0 }];
      case 'text':
        this.meet(e.text);
        return [{ t: 'text', text: e.text }];
      case 'note':
        return [{ t: 'happened', hero: null, text: this.unnamed(e.text) }];
      case 'chose':
        return [{ t: 'chose', label: e.label }];
      case 'effect':
        if (e.member !== null || PARTY_LINES.test(e.text)) return [{ t: 'happened', hero: e.member, text: e.text }];
        return [];
      case 'check':
        this.checks.set(e.roller, e.check);
        return [];
      case 'throw':
        return [{ t: 'roll', hero: e.roller, check: this.checks.get(e.roller) ?? '', total: e.total, faces: e.roll.faces ? [...e.roll.faces] : null, passed: e.passed, typed: e.roll.typed === true, again: e.reroll }];
      case 'contest':
        this.checks.set(e.roller, e.check);
        return [];
      case 'contest-throw': {
        const outcome = e.result.winner === 'a' ? 'win' : e.result.winner === 'b' ? 'lose' : 'tie';
        const against = e.b.name && !this.unmet.has(e.b.name) ? e.b.name : null;
        return [{ t: 'contest', hero: e.roller, check: this.checks.get(e.roller) ?? '', against, outcome }];
      }
      case 'fight':
        for (const f of e.foes) this.meet(f);
        for (const name of [...this.unmet]) if (e.foes.some((f) => f.startsWith(name))) this.unmet.delete(name);
        return [];
      case 'fight-end':
        return [{ t: 'fight-end', outcome: e.outcome, rounds: e.rounds, party: e.party }];
      case 'plotword':
        // Plotwords are told to the players as they are won, as a gamebook tells its reader (docs/rulings.md).
        return [{ t: 'plotword', word: e.word, xp: e.xp }];
      case 'killed':
      case 'dead':
        return [{ t: 'fate', hero: e.member, fate: 'dead' }];
      case 'unconscious':
        return [{ t: 'fate', hero: e.member, fate: 'unconscious' }];
      case 'wish':
        return [{ t: 'fate', hero: e.member, fate: 'wish' }];
      case 'captured':
        return e.members.map((m) => ({ t: 'fate', hero: m, fate: 'captive' }) as const);
      case 'left-behind':
        return [{ t: 'fate', hero: e.member, fate: 'left-behind' }];
      case 'carried':
        return [{ t: 'fate', hero: e.member, fate: 'carried', by: e.by }];
      case 'reading': {
        // What a reading shows is the caster's to know: it goes to his player alone.
        const to = this.playerOf(e.caster);
        return to ? [{ t: 'whisper', to, text: `${e.caster} reads ahead with ${e.spell}: "${e.option}"\n${e.text}` }] : [];
      }
      case 'tavern':
        return [{ t: 'tavern', hero: e.player, title: e.title, stake: e.stake }];
      case 'tavern-end':
        return [{ t: 'tavern-end', hero: e.player, title: e.title, outcome: e.outcome, ...(e.ending ? { ending: e.ending } : {}) }];
      case 'end':
        return [{ t: 'end', title: e.ending.title, kind: e.ending.kind }];
      // The GM's alone: his notes, the odds before a roll, the dice of his tables, conditions, sheets.
      default:
        return [];
    }
  }

  /** Whom a question is for: the player of the hero it names first, or the table. */
  addressee(message: string, members: boolean): Addressee {
    for (const seat of this.seats) {
      for (const c of seat.characters) if (message.startsWith(c)) return { player: seat.player, hero: c };
    }
    return { player: null, hero: null };
  }

  /** A prompt of the adventure as a question of the stream: the options the players may take, with their odds or prices. */
  /** The places of a prompt's items the players may take (its options on their stream, in order). */
  playersItems(prompt: Prompt): number[] {
    return prompt.items.flatMap((i, k) => (PLAYERS_TAGS.has(i.tag) && !i.disabled ? [k] : []));
  }

  question(id: number, prompt: Prompt): Extract<StreamEvent, { t: 'question' }> | null {
    const options = this.playersItems(prompt)
      .map((k) => prompt.items[k])
      .map((i) => ({ label: this.unnamed(i.label), ...(i.detail ? { detail: i.detail } : {}) }));
    if (options.length === 0) return null;
    const to = this.addressee(prompt.message, prompt.items.some((i) => i.tag === 'member'));
    return { t: 'question', q: { id, key: prompt.key, to, ask: 'choose', text: this.unnamed(prompt.message), options } };
  }

  /** The story's line for the item of a prompt the players picked, when the game tells none itself. */
  picked(prompt: Prompt, k: number): StreamEvent[] {
    const item = prompt.items[k];
    return item && TOLD_PICKS.has(item.tag) ? [{ t: 'chose', label: this.unnamed(item.label) }] : [];
  }

  /** A yes-or-no question of the adventure (a karma re-roll, a trade before going on). */
  confirm(id: number, key: string, message: string): Extract<StreamEvent, { t: 'question' }> {
    return { t: 'question', q: { id, key, to: this.addressee(message, false), ask: 'confirm', text: this.unnamed(message) } };
  }

  /** The party as its players know it, the clock, and the counters the adventure shows them. */
  party(s: GameState, masked: (i: number, m: StreamMember) => StreamMember = (_i, m) => m): Extract<StreamEvent, { t: 'party' }> {
    const members: StreamMember[] = s.party.map((c, i) =>
      masked(i, {
        name: c.name,
        player: this.playerOf(c.name),
        st: c.st,
        dx: c.dx,
        iq: c.iq,
        damage: c.damage,
        fatigue: c.fatigue,
        gold: c.gold,
        karma: c.karma,
        xp: s.xpEarned[i] ?? 0,
        items: c.items.map((it) => ({ name: it.name, count: it.count })),
        status: !isAlive(c) ? 'dead' : !isConscious(c) ? 'unconscious' : 'standing',
        ...spellsOf(c),
      }),
    );
    const counters = counterLines(this.adventure, s, false).map((c) => ({ label: c.label, value: c.value }));
    // A companion's stat block is the author's, as a foe's is: the players see who is with them and
    // whether he is hurt, not his attributes nor how much damage he can still take.
    const companions = companionLines(this.adventure, s).map((c) => ({ name: c.name, status: c.damage > 0 ? ('wounded' as const) : ('unhurt' as const) }));
    return { t: 'party', time: s.time, members, counters, ...(companions.length ? { companions } : {}) };
  }
}
