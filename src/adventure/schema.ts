// The JSON Schema of adventure files (schema/adventure.schema.json), for editors' completion and
// checking. Each construct of the language writes its own piece beside its reader (constructs/); this
// puts them together, so that the loader and the schema cannot drift apart. A test compares the
// published file with this, and another runs it over every adventure beside the loader
// (test/adventure/schema-agreement.test.ts). After changing the language, regenerate the file with
// `UPDATE_SCHEMA=1 npx jest test/adventure/schema` (README.md, "For developers").
import { PARTY_KEYS, TOP_KEYS } from './loader';
import { FLOW_KEYS, SECTION_ID_RE, SECTION_KEYS, WAY_KEYS } from './reader';
import { ways } from './constructs';
import { effectSchema } from './constructs/verbs';
import { textSchema } from './constructs/text';
import { creatureSchema } from './constructs/creatures';
import { companionSchema } from './constructs/companions';
import { itemsSchema } from './constructs/items';
import { countersSchema } from './constructs/counters';
import { plotwordsSchema } from './constructs/plotwords';
import { mapsSchema } from './constructs/maps';
import { TABLES_SCHEMA } from './constructs/random-tables';
import { DARK_SCHEMA, lightSchema } from './constructs/light';
import { eventSchema, EVENTS_SCHEMA } from './constructs/triggered-events';
import { shopSchema } from './constructs/shop';
import { START_TIME_SCHEMA } from './constructs/time';
import type { Json, SchemaContext } from './schema-kit';
import { DOCS, object, ref } from './schema-kit';

export function adventureSchema(): Json {
  const flowProps: Record<string, Json> = {
    text: ref('text'),
    gm: { type: 'string', description: 'A note for the Game Master only: shown by law play --gm.' },
    do: { type: 'array', items: ref('effect'), description: 'Effects, applied in order after the text.' },
  };
  const oneWay = { oneOf: WAY_KEYS.map((k) => ({ required: [k] })) };
  const ctx: SchemaContext = { flowProps, oneWay, flowKeys: FLOW_KEYS };
  for (const way of ways()) flowProps[way.key] = way.schema(ctx);
  const sectionId = SECTION_ID_RE.source;
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
        'start-time': START_TIME_SCHEMA,
        creatures: { type: 'object', additionalProperties: ref('creature') },
        companions: { type: 'object', additionalProperties: ref('companion'), description: 'Those who may join the party for a while (join/leave): stat blocks as creatures have, and a pronoun.' },
        maps: mapsSchema(),
        items: itemsSchema(),
        counters: countersSchema(),
        plotwords: plotwordsSchema(),
        tables: TABLES_SCHEMA,
        light: lightSchema(),
        events: EVENTS_SCHEMA,
        sections: { type: 'object', propertyNames: { pattern: sectionId }, additionalProperties: ref('section'), minProperties: 1 },
      },
      ['law', 'id', 'title', 'version', 'start', 'sections'],
    ),
    definitions: {
      sectionId: { type: ['integer', 'string'], pattern: sectionId, maxLength: 100, description: 'A section: a number or a word.' },
      condition: {
        oneOf: [{ type: 'string' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
        description: 'A condition: "gold >= 5 and not has(Rope)", PLOTWORD, skill(Climbing) >= 2 ... A list means all of them.',
      },
      text: textSchema(),
      // One verb an effect; "who" only beside a verb that can fall on one member.
      effect: effectSchema(),
      event: eventSchema(ctx),
      flow: { ...object(FLOW_KEYS, flowProps), ...oneWay },
      outcome: { oneOf: [ref('sectionId'), ref('flow')], description: 'A section to go to, or text, effects and a way on.' },
      section: {
        ...object(SECTION_KEYS, {
          ...flowProps,
          title: { type: ['string', 'number'], description: 'Shown beside the section number.' },
          shop: ref('shop'),
          dark: DARK_SCHEMA,
        }),
        ...oneWay,
      },
      // What the ways on refer to, each written by its construct.
      ...Object.assign({}, ...ways().map((w) => w.definitions?.(ctx) ?? {})),
      shop: shopSchema(),
      creature: creatureSchema(),
      companion: companionSchema(),
    },
  };
}

export function formatSchema(): string {
  return `${JSON.stringify(adventureSchema(), null, 2)}\n`;
}
