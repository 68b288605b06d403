// The JSON Schema of adventure files (schema/adventure.schema.json), for editors' completion and
// checking. Built from the loader's own key lists, so that the two cannot drift apart; a test
// compares the published file with this.
import {
  AGAINST_KEYS, AMOUNT_LIMITS, CAST_KEYS, CHOOSE_COUNTS, CHOOSE_KEYS, ITEM_KEYS, WEAPON_BONUS, WHO_CASTS, DEFEAT_KEYS, FIGHT_END_KEYS, MAX_FIGHT_ROUNDS, REINFORCEMENT_KEYS, ATTACK_KEYS, BRANCH_KEYS, BUY_KEYS, CHECK_KEYS, EVENT_KEYS, EVENT_WAYS, LIGHT_KEYS, CONTEST_KEYS, COUNTER_KEYS, CREATURE_KEYS, EFFECT_KEYS, FIGHT_KEYS, FLOW_KEYS, FOE_KEYS,
  OPPONENT_KEYS, OPTION_KEYS, PARAGRAPH_KEYS, PARTY_EFFECTS, PARTY_KEYS, RESERVED_COUNTERS, SECTION_KEYS, SHOP_KEYS, TABLE_KEYS, TARGETS, TAVERN_KEYS, TAVERN_LEVELS, TOP_KEYS, WARE_KEYS,
  WAY_KEYS, WHO_PLAYS, WHO_ROLLS,
} from './loader';
import { WAYS } from './constructs';
import { GAME_IDS } from '../tavern/frame/game';
import { OWN_ARMOR_LIMITS } from '../rules';

import type { Json, SchemaContext } from './schema-kit';
import { DOCS, object, ref } from './schema-kit';

// The patterns below are the loader's grammars (parseCheck, parseDice, isPlotwordName) written as
// anchored regular expressions, ranges included, so that a validator refuses what the loader refuses.
/** 1 to 20 dice (leading zeros allowed, as Number() reads them). */
const CHECK_DICE = '0*([1-9]|1[0-9]|20)';
/** An attribute in any case, or a number up to MAX_CHECK_NUMBER (999). */
const CHECK_TARGET = '([Ss][Tt]|[Dd][Xx]|[Ii][Qq]|0*[0-9]{1,3})';
// A modifier is a number or a term read from the game in braces: 3/DX-{alarms} (docs, "Checks").
const CHECK_MODIFIERS = '(\\s*[+-]\\s*(0*[0-9]{1,3}|\\{[^{}]+\\}))*';
/** One skill at most: assisted (+CLIMBING) or required (against SWIMMING). */
const CHECK_SKILL = "(\\s*(\\+\\s*|[Aa][Gg][Aa][Ii][Nn][Ss][Tt]\\s+)[A-Za-z][A-Za-z' /-]*)?";
const CHECK_PATTERN = `^\\s*${CHECK_DICE}\\s*/\\s*${CHECK_TARGET}${CHECK_MODIFIERS}${CHECK_SKILL}${CHECK_MODIFIERS}\\s*$`;
/** The other side of a contest: no skill. */
const CHECK_PLAIN_PATTERN = `^\\s*${CHECK_DICE}\\s*/\\s*${CHECK_TARGET}${CHECK_MODIFIERS}\\s*$`;
const counterValue = { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 };
/** Dice without X: 1 to 100 dice of 2 to 100 sides, and a modifier (bounded by what uses them). */
const DICE_HEAD = '(0*([1-9][0-9]?|100))?\\s*[dD]\\s*0*([2-9]|[1-9][0-9]|100)';
const DICE_BODY = `${DICE_HEAD}\\s*([+-]\\s*[0-9]+)?`;
const DICE = `^\\s*${DICE_BODY}\\s*$`;
/** A random table's roll: its modifier is at most MAX_CHECK_NUMBER (999). */
const TABLE_DICE = `^\\s*${DICE_HEAD}\\s*([+-]\\s*0*[0-9]{1,3})?\\s*$`;
const PLOTWORD = { type: 'string', pattern: '^[A-Z][A-Z0-9_]*(-[A-Z0-9_]+)*$', minLength: 2, not: { enum: ['ST', 'DX', 'IQ'] } };

// A role's name: lower-case words joined by hyphens, none of the words "who" already takes (the loader's ROLE_RE).
const role = { type: 'string', pattern: '^(?!(party|roller|leader|chosen|random|best|each)$)[a-z][a-z0-9]*(-[a-z0-9]+)*$' };

// A companion's name where "who" takes one (a heal): not a role's form, so it has a capital, a space or the like.
const companionName = { type: 'string', pattern: '[^a-z0-9-]' };

export function adventureSchema(): Json {
  const flowProps: Record<string, Json> = {
    text: ref('text'),
    gm: { type: 'string', description: 'A note for the Game Master only: shown by law play --gm.' },
    do: { type: 'array', items: ref('effect'), description: 'Effects, applied in order after the text.' },
    goto: { oneOf: [ref('sectionId'), ref('branches')] },
    options: { type: 'array', items: ref('option'), minItems: 1, description: 'Numbered choices for the player.' },
    check: ref('check'),
    contest: ref('contest'),
    cast: ref('cast'),
    fight: ref('fight'),
    random: { oneOf: [{ type: 'string', description: 'The name of a table under "tables:".' }, ref('table')] },
    tavern: ref('tavern'),
  };
  const ctx: SchemaContext = { flowProps, oneWay: {} };
  for (const way of WAYS) flowProps[way.key] = way.schema(ctx);
  const oneWay = { oneOf: WAY_KEYS.map((k) => ({ required: [k] })) };
  ctx.oneWay = oneWay;
  const defs = (name: string): Record<string, Json> => Object.assign({}, ...WAYS.map((w) => w.definitions?.(ctx) ?? {}).filter((d) => name in d));
  // One effect gives at most what a character sheet holds (the loader's AMOUNT_LIMITS).
  // Gold, XP, karma and wishes may be taken away (a negative amount, "-1D6", "-margin"); the others
  // only given; "all" is an amount for heal alone.
  const amount = (verb: string) => {
    const signed = ['gold', 'xp', 'karma', 'wishes'].includes(verb);
    const sign = signed ? '[+-]?' : '\\+?';
    const words = `^\\s*${sign}\\s*(${DICE_BODY}|margin)\\s*$${verb === 'heal' ? '|^\\s*all\\s*$' : ''}`;
    return { oneOf: [{ type: 'integer', minimum: signed ? -AMOUNT_LIMITS[verb] : 0, maximum: AMOUNT_LIMITS[verb] }, { type: 'string', pattern: words }] };
  };
  const effectProps: Record<string, Json> = {
    damage: { ...amount('damage'), description: 'Damage points (armor does not stop them): a number, dice such as 1D6, or "margin".' },
    fatigue: { ...amount('fatigue'), description: 'Fatigue points; on an unconscious character they are damage.' },
    heal: { ...amount('heal'), description: 'Damage healed: a number, dice, "margin", or "all".' },
    gold: { ...amount('gold'), description: 'Gold gained (or lost, when negative).' },
    xp: { ...amount('xp'), description: 'Experience points.' },
    karma: { ...amount('karma'), description: 'Karma points (negative: lost).' },
    wishes: { ...amount('wishes'), description: 'Wishes (negative: lost).' },
    curse: { ...amount('curse'), description: 'Curses laid: each adds one to every roll.' },
    'lift-curse': { ...amount('lift-curse'), description: 'Curses lifted.' },
    gain: { type: 'string', description: 'An item gained, with a count before it if more than one: "2 Torch".' },
    lose: { type: 'string', description: 'An item lost, with a count before it if more than one.' },
    plotword: { ...PLOTWORD, description: 'A plotword the party acquires: each character gains 1 XP the first time.' },
    'clear-plotword': { ...PLOTWORD, description: 'A plotword crossed out.' },
    // Units in any case, as parseDuration reads them.
    time: { type: 'string', pattern: '^\\s*\\d+\\s*([Mm][Ii][Nn]([Uu][Tt][Ee])?[Ss]?|[Hh]([Oo][Uu][Rr][Ss]?)?|[Dd][Aa][Yy][Ss]?|[Ww][Ee][Ee][Kk][Ss]?)\\s*$', description: 'Time passing: "30 minutes", "2 hours", "2h", "1 day", "1 week".' },
    sleep: {
      oneOf: [{ enum: ['night', 'interrupted'] }, { type: 'string', pattern: '^\\s*until\\s+([01]?\\d|2[0-3]):[0-5]\\d\\s*$' }],
      description: 'A night of sleep: all fatigue back, or one point if interrupted; "until 07:00" sleeps until that time (six hours or more: a full night).',
    },
    rest: { oneOf: [{ type: 'integer', minimum: 1, maximum: 52 }, { type: 'string', pattern: '^\\s*\\d+\\s*(weeks?)?\\s*$' }], description: 'Weeks of rest: each, 3/ST and the margin is damage healed (at least 1).' },
    set: { type: 'object', additionalProperties: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 }, minProperties: 1, maxProperties: 1, description: 'Sets a counter: { alarms: 0 }.' },
    add: { type: 'object', additionalProperties: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 }, minProperties: 1, maxProperties: 1, description: 'Adds to a counter: { alarms: 1 }.' },
    say: { type: 'string', description: 'Text shown at this point of the effects.' },
    join: { type: 'string', description: 'A companion (under "companions:") joins the party.' },
    leave: { type: 'string', description: 'A companion leaves the party.' },
    choose: object(
      CHOOSE_KEYS,
      {
        as: { ...role, description: 'The name of the task: "who: well-diver" then means those named.' },
        prompt: { type: 'string', description: 'The question: "Who goes down the well?"' },
        who: { enum: [...CHOOSE_COUNTS], description: 'one (default): one member; some: one or more.' },
      },
      ['as'],
      'The player names one member, or some, for a task.',
    ),
    split: { ...role, description: 'The party splits: the members of this role go on, the others wait here until "rejoin".' },
    rejoin: { enum: [true, 'lost'], description: 'true: those waiting come back; lost: they are lost to the party until the adventure ends.' },
    who: { oneOf: [{ enum: [...TARGETS] }, role, companionName], description: 'Who the effect applies to: party (default outside a check), roller (default after a check), leader, chosen, random, a role chosen with "choose", or (heal only) a companion under "companions:".' },
  };
  const margins = { type: 'object', patternProperties: { '^\\d+$': ref('outcome') }, additionalProperties: false };
  const checkRoll = { type: 'string', pattern: CHECK_PATTERN, description: 'A check as the rules write it: 3/DX, 4/IQ-2, 3/ST+Climbing, 3/ST against Swimming, 3/DX-{alarms}.' };
  const who = { oneOf: [{ enum: [...WHO_ROLLS] }, role, companionName], description: 'Who rolls in a party: chosen (default), best, each, leader, a role chosen with "choose", or a companion under "companions:" (he rolls on his own ST, DX and IQ).' };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://law.invalid/schema/adventure.schema.json',
    title: 'law adventure',
    description: `An adventure for law, the Legends of the Ancient World engine. ${DOCS}`,
    ...object(
      TOP_KEYS,
      {
        law: { const: 1, description: 'The version of the adventure format: 1.' },
        id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', description: 'A short id: lower-case letters, digits and hyphens.' },
        title: { type: ['string', 'number'] },
        version: { type: ['string', 'number'], description: 'Change it when you publish a change: saves of another version are refused.' },
        author: { type: 'string' },
        about: { type: 'string', description: 'Shown when a new game begins.' },
        party: { oneOf: [{ type: 'integer', minimum: 1, maximum: 12 }, object(PARTY_KEYS, { min: { type: 'integer', minimum: 1, maximum: 12 }, max: { type: 'integer', minimum: 1, maximum: 12 } })] },
        start: ref('sectionId'),
        // Day 1 to 9999 (leading zeros allowed), 00:00 to 23:59, "day" in any case, as parseClock reads it.
        'start-time': { type: 'string', pattern: '^\\s*([Dd][Aa][Yy]\\s+0*([1-9][0-9]{0,3})\\s+)?([01]?[0-9]|2[0-3]):[0-5][0-9]\\s*$', description: 'When the adventure begins: "08:00" or "day 1 20:30".' },
        creatures: { type: 'object', additionalProperties: ref('creature') },
        companions: { type: 'object', additionalProperties: ref('creature'), description: 'Those who may join the party for a while (join/leave): stat blocks as creatures have.' },
        maps: { type: 'object', additionalProperties: { oneOf: [{ type: 'string', description: 'The map text (docs/combat.md).' }, object(['file'], { file: { type: 'string' } }, ['file'])] } },
        items: {
          type: 'object',
          additionalProperties: {
            oneOf: [
              { type: ['string', 'null'] },
              {
                ...object(ITEM_KEYS, {
                  description: { type: 'string' },
                  use: { type: 'array', minItems: 1, items: ref('effect'), description: 'What using it does, to the member who uses it: "[heal: 4]".' },
                  consumed: { type: 'boolean', description: 'Used up when used (a potion).' },
                  keeps: { type: 'boolean', description: 'Goes home with the hero at the end, instead of staying with the adventure. Not on a weapon of the adventure\'s own.' },
                  weapon: { type: 'string', description: 'A weapon of the adventure\'s own: the weapon of the rules it fights as ("Broad Sword").' },
                  damage: { type: 'integer', minimum: WEAPON_BONUS.min, maximum: WEAPON_BONUS.max, description: 'Added to every damage roll made with the weapon: "damage: +1".' },
                  armor: { type: 'string', description: 'An armor of the adventure\'s own, worn in place of its bearer\'s: the armor of the rules it is ("Chain"), not a shield.' },
                  stops: { type: 'integer', minimum: 0, maximum: OWN_ARMOR_LIMITS.stops, description: 'With armor: the damage it stops on each hit, in place of its base armor\'s.' },
                  dx: { type: 'integer', minimum: -OWN_ARMOR_LIMITS.dx, maximum: 0, description: 'With armor: what it takes off DX (and MA), in place of its base armor\'s: "dx: -1".' },
                }),
                dependencies: { consumed: ['use'], damage: ['weapon'], stops: ['armor'], dx: ['armor'] },
                // The adventure's own weapons and armors stay with the adventure; an item is one or the other.
                allOf: [
                  { not: { required: ['weapon', 'keeps'], properties: { keeps: { const: true } } } },
                  { not: { required: ['armor', 'keeps'], properties: { keeps: { const: true } } } },
                  { not: { required: ['weapon', 'armor'] } },
                ],
              },
            ],
          },
        },
        counters: {
          type: 'object',
          propertyNames: { pattern: '^[a-z][a-z0-9_]*$', not: { enum: [...RESERVED_COUNTERS] } },
          additionalProperties: {
            oneOf: [
              { ...counterValue, description: 'The starting value.' },
              {
                ...object(
                  COUNTER_KEYS,
                  {
                    start: { ...counterValue, description: 'The starting value (default 0).' },
                    shown: { type: 'boolean', description: 'true: the players see it, with its value, beside the character sheets.' },
                    label: { type: ['string', 'number'], minLength: 1, description: 'How it is named to the players (default: its name); only with "shown: true".' },
                  },
                  [],
                  'A counter the players may see: { start: 0, shown: true, label: Bell tolls }.',
                ),
                dependencies: { label: { properties: { shown: { const: true } }, required: ['shown'] } },
              },
            ],
          },
        },
        plotwords: { type: 'object', propertyNames: { pattern: PLOTWORD.pattern, minLength: PLOTWORD.minLength, not: PLOTWORD.not }, additionalProperties: { type: ['string', 'null'] } },
        tables: { type: 'object', additionalProperties: ref('table') },
        light: object(
          LIGHT_KEYS,
          {
            item: { type: 'string', description: 'What gives light (default Torch): one is lit on entering a dark section when none burns.' },
            burns: { type: 'string', pattern: '^\\s*\\d+\\s*(minutes?|mins?|hours?|h|days?|weeks?)\\s*$', description: 'How long one burns: "1 hour".' },
            dark: { type: 'integer', minimum: -99, maximum: 0, description: 'Added to every check made in a dark section with no light burning: -2.' },
          },
          ['burns', 'dark'],
          'The light model: sections marked "dark: true" need a light.',
        ),
        events: { type: 'array', items: ref('event'), description: 'What happens when a condition becomes true, looked at as each section is entered.' },
        sections: { type: 'object', propertyNames: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }, additionalProperties: ref('section'), minProperties: 1 },
      },
      ['law', 'id', 'title', 'version', 'start', 'sections'],
    ),
    definitions: {
      sectionId: { type: ['integer', 'string'], pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$', maxLength: 100, description: 'A section: a number or a word.' },
      condition: {
        oneOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
        description: 'A condition: "gold >= 5 and not has(Rope)", PLOTWORD, skill(Climbing) >= 2 ... A list means all of them.',
      },
      text: {
        oneOf: [
          { type: 'string' },
          { type: 'array', items: { oneOf: [{ type: 'string' }, object(PARAGRAPH_KEYS, { if: ref('condition'), text: { type: 'string' } }, ['text'])] } },
        ],
        description: 'Prose; {hero} is the leader\'s name, {party} everyone\'s, {roller} who rolled, {gold} the party\'s gold, {he} {him} {his} the roller\'s pronouns, {COUNTER} a counter\'s value, {ROLE} the members chosen for a task; {{ and }} are braces. A list of paragraphs may carry conditions.',
      },
      // One verb an effect; "who" only beside a verb that can fall on one member.
      effect: { ...object([...EFFECT_KEYS, 'who'], effectProps), oneOf: EFFECT_KEYS.map((k) => (PARTY_EFFECTS.has(k) ? { required: [k], not: { required: ['who'] } } : k === 'heal' ? { required: [k] } : { required: [k], properties: { who: { oneOf: [{ enum: [...TARGETS] }, role] } } })) },
      branches: {
        type: 'array',
        minItems: 1,
        items: { oneOf: [ref('sectionId'), object(BRANCH_KEYS, { if: ref('condition'), to: ref('sectionId') }, ['to'])] },
        description: 'Goes on without asking: the first { if: COND, to: N } that holds, else the last, a section alone.',
      },
      event: {
        ...object(
          EVENT_KEYS,
          {
            when: { ...ref('condition'), description: 'It fires when this becomes true, as a section is entered.' },
            once: { type: 'boolean', description: 'true (default): the first time only; false: each time it becomes true again.' },
            text: ref('text'),
            gm: { type: 'string' },
            do: { type: 'array', items: ref('effect') },
            goto: { oneOf: [ref('sectionId'), ref('branches')] },
            end: ref('ending'),
          },
          ['when'],
        ),
        not: { required: [...EVENT_WAYS] },
      },
      flow: { ...object(FLOW_KEYS, flowProps), ...oneWay },
      outcome: { oneOf: [ref('sectionId'), ref('flow')], description: 'A section to go to, or text, effects and a way on.' },
      foe: {
        oneOf: [
          { type: 'string', description: 'A creature of the bestiary or of "creatures:".' },
          object(
            FOE_KEYS,
            {
              creature: { type: 'string' },
              count: { type: 'integer', minimum: 1, maximum: 50 },
              zone: { type: 'string', pattern: '^[A-Z]$' },
              name: { type: 'string' },
              'keep-wounds': { type: 'boolean', description: 'A named foe keeps its wounds from one fight to the next.' },
            },
            ['creature'],
          ),
        ],
      },
      section: {
        ...object(SECTION_KEYS, {
          ...flowProps,
          title: { type: ['string', 'number'], description: 'Shown beside the section number.' },
          shop: ref('shop'),
          dark: { type: 'boolean', description: 'In the dark: checks here take the light\'s penalty unless a light burns.' },
        }),
        ...oneWay,
      },
      option: {
        ...object(
          OPTION_KEYS,
          {
            ...flowProps,
            text: { ...ref('text'), description: 'Narration shown when the option is taken.' },
            option: { type: ['string', 'number'], description: 'The label of the choice.' },
            if: { ...ref('condition'), description: 'Shown only when this holds.' },
            needs: { ...ref('condition'), description: 'Shown always, choosable only when this holds.' },
            why: { type: 'string', description: 'Why a "needs" option cannot be chosen.' },
            talk: { type: 'boolean', description: 'Words spoken: Read Mind and Diplomacy work on talk options.' },
            once: { enum: [true, false, 'visit'], description: 'Hidden once taken: true for the rest of the game, visit until the party goes to another section.' },
          },
          ['option'],
        ),
        ...oneWay,
      },
      check: object(CHECK_KEYS, { roll: checkRoll, who, pass: ref('outcome'), fail: ref('outcome'), 'pass-by': margins, 'fail-by': margins }, ['roll', 'pass', 'fail']),
      cast: object(
        CAST_KEYS,
        {
          spell: { type: 'string', description: 'A spell of the rules (law tables spells).' },
          by: { oneOf: [{ enum: [...WHO_CASTS] }, role], description: 'Who casts: chosen (default), best (the highest IQ), or a role chosen with "choose".' },
          fatigue: { type: 'integer', minimum: 1, maximum: 20, description: 'For a spell of X fatigue only: the X spent (default 1).' },
          pass: ref('outcome'),
          fail: ref('outcome'),
        },
        ['spell', 'pass', 'fail'],
        'A member who knows the spell casts it: 3/IQ, its fatigue paid on a pass.',
      ),
      contest: object(
        CONTEST_KEYS,
        {
          roll: checkRoll,
          who,
          against: object(AGAINST_KEYS, { creature: { type: 'string' }, name: { type: 'string' }, roll: { type: 'string', pattern: CHECK_PLAIN_PATTERN } }, ['roll']),
          win: ref('outcome'),
          lose: ref('outcome'),
          tie: ref('outcome'),
        },
        ['roll', 'against', 'win', 'lose'],
      ),
      fight: object(
        FIGHT_KEYS,
        {
          map: { type: 'string' },
          foes: { type: 'array', minItems: 1, items: ref('foe') },
          allies: { type: 'array', minItems: 1, items: ref('foe'), description: 'Creatures on the party\'s side in this fight only, under the AI; in the party\'s zone unless given one.' },
          reinforcements: {
            type: 'array',
            items: object(
              REINFORCEMENT_KEYS,
              {
                round: { type: 'integer', minimum: 2, maximum: MAX_FIGHT_ROUNDS, description: 'They come at the start of this round.' },
                zone: { type: 'string', pattern: '^[A-Z]$', description: 'Where they come in (B by default), unless a foe names its own.' },
                foes: { type: 'array', minItems: 1, items: ref('foe') },
              },
              ['round', 'foes'],
              'Foes who come onto the map at the start of a later round.',
            ),
          },
          'party-zone': { type: 'string', pattern: '^[A-Z]$' },
          surprise: { enum: ['party', 'foes'] },
          ends: {
            ...object(
              FIGHT_END_KEYS,
              {
                ...flowProps,
                after: { oneOf: [{ type: 'integer', minimum: 1, maximum: MAX_FIGHT_ROUNDS }, { type: 'string', pattern: '^\\s*\\d+\\s*rounds?\\s*$' }], description: 'The fight ends when this round is over.' },
                fallen: { oneOf: [{ type: 'string' }, { type: 'array', minItems: 1, items: { type: 'string' } }], description: 'Named foes whose fall (killed, unconscious or fled) ends the fight.' },
              },
              [],
              'The fight\'s own end, and where it leads.',
            ),
            ...oneWay,
            anyOf: [{ required: ['after'] }, { required: ['fallen'] }],
          },
          victory: ref('outcome'),
          fled: ref('outcome'),
          defeat: {
            oneOf: [
              ref('sectionId'),
              { ...object(DEFEAT_KEYS, { ...flowProps, capture: { type: 'boolean', description: 'The fallen are taken captive, not left to die; {captured} names them.' } }), ...oneWay },
            ],
          },
        },
        ['map', 'foes', 'victory'],
      ),
      tavern: object(
        TAVERN_KEYS,
        {
          game: { enum: [...GAME_IDS], description: 'The tavern game (law tavern lists those that can be played).' },
          variants: { type: 'array', items: { type: 'string' }, description: 'Variants of the game (law tavern rules GAME lists them).' },
          opponents: {
            type: 'array',
            minItems: 1,
            items: { oneOf: [{ type: 'string', description: 'A name: a bot of the normal level.' }, object(OPPONENT_KEYS, { name: { type: ['string', 'number'] }, level: { enum: [...TAVERN_LEVELS] } }, ['name'])] },
            description: 'The other players, in seat order after the hero.',
          },
          stake: { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'Gold each player puts in the pot; the winner takes it (default 0).' },
          who: { enum: [...WHO_PLAYS], description: 'Who of a party sits down: chosen (default), leader.' },
          win: ref('outcome'),
          loss: ref('outcome'),
          draw: ref('outcome'),
        },
        ['game', 'opponents', 'win', 'loss'],
        'A tavern card game: one member of the party against named bots, for a stake.',
      ),
      table: object(
        TABLE_KEYS,
        { roll: { type: 'string', pattern: TABLE_DICE }, results: { type: 'object', patternProperties: { '^\\s*-?\\d+\\s*((-|\\.\\.|to)\\s*-?\\d+)?\\s*$': ref('outcome') }, additionalProperties: false } },
        ['roll', 'results'],
      ),
      ...defs('ending'),
      shop: object(
        SHOP_KEYS,
        {
          name: { type: 'string' },
          iq: { type: 'integer', minimum: 1, maximum: 40, description: 'The shopkeeper\'s IQ, against which a Merchant haggles (default 10).' },
          sells: {
            type: 'array',
            items: {
              ...object(WARE_KEYS, {
                item: { type: 'string' },
                service: { type: 'string', description: 'A service sold (a meal, a bed): its effects under "do".' },
                price: { type: 'integer', minimum: 0, maximum: 1_000_000 },
                stock: { type: 'integer', minimum: 1, maximum: 1000 },
                do: { type: 'array', items: ref('effect'), description: 'What a service does to the party.' },
              }, ['price']),
              oneOf: [{ required: ['item'], not: { anyOf: [{ required: ['service'] }, { required: ['do'] }] } }, { required: ['service', 'do'], not: { required: ['item'] } }],
            },
          },
          buys: { type: 'array', items: object(BUY_KEYS, { item: { type: 'string' }, price: { type: 'integer', minimum: 0, maximum: 1_000_000 } }, ['item', 'price']) },
        },
        ['name', 'sells'],
      ),
      creature: {
        // Something to fight with: a weapon of the rules, or attacks of its own.
        anyOf: [{ required: ['weapon'] }, { required: ['attacks'], properties: { attacks: { type: 'array', minItems: 1 } } }],
        ...object(
          CREATURE_KEYS,
          {
            st: { type: 'integer', minimum: 1, maximum: 999 },
            dx: { type: 'integer', minimum: 1, maximum: 99 },
            iq: { type: 'integer', minimum: 1, maximum: 99 },
            ma: { type: 'integer', minimum: 0, maximum: 99 },
            armor: { type: 'integer', minimum: 0, maximum: 99 },
            attacks: { type: 'array', items: object(ATTACK_KEYS, { name: { type: 'string' }, damage: { type: 'string', pattern: DICE }, missile: { type: 'boolean' }, range: { type: 'integer', minimum: 1, maximum: 99 } }, ['name', 'damage']) },
            weapon: { type: 'string' },
            shield: { type: 'string' },
            'armor-name': { type: 'string' },
            flying: { type: 'boolean' },
            animal: { type: 'boolean' },
            hexes: { enum: [1, 4, 7], description: 'Hexes the creature fills: 1 (default), 4 or 7, the sizes the combat engine plays.' },
            description: { type: 'string' },
          },
          ['st', 'dx', 'iq', 'armor', 'description'],
        ),
      },
    },
  };
}

export function formatSchema(): string {
  return `${JSON.stringify(adventureSchema(), null, 2)}\n`;
}
