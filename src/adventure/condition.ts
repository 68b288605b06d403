// The condition language of adventures: a small expression form read by our own parser (no eval).
//
//   gold >= 5 and not has(Silver Key)      TROLL-PAID or skill(Climbing) >= 2      party >= 2
//
// Everything is a whole number; a test (has, plotword...) is 1 or 0, and a condition holds when its
// value is not 0. The grammar, lowest precedence first:
//   or  := and ('or' and)*          and := not ('and' not)*          not := 'not' not | cmp
//   cmp := sum (('=' | '==' | '!=' | '<' | '<=' | '>' | '>=') sum)?
//   sum := product (('+' | '-') product)*
//   product := atom (('*' | '/') atom)*        (whole numbers: a division rounds down; by 0 it is 0)
//   atom := NUMBER | '(' or ')' | FUNCTION '(' argument ')' | ST | DX | IQ | PLOTWORD | keyword | counter

export type Attr = 'ST' | 'DX' | 'IQ';

export const KEYWORDS = {
  gold: 'gold pieces the whole party carries',
  party: 'party members still alive',
  day: 'the day of the adventure, from 1',
  hour: 'the hour of the day, 0 to 23',
  hours: 'hours passed since the adventure began',
  karma: 'karma points of the whole party',
  wishes: 'wishes of the whole party',
  curses: 'curses on the whole party',
  xp: 'XP of the whole party',
  damage: 'the most damage any living member has',
  fatigue: 'the most fatigue any living member has',
  lit: '1 while a light of the adventure\'s "light:" burns',
} as const;

export type Keyword = keyof typeof KEYWORDS;

export const FUNCTIONS = {
  has: 'someone in the party carries the item (1 or 0)',
  count: 'how many of the item the party carries',
  skill: 'the best level in the skill anyone in the party has (0: nobody knows it)',
  spell: 'how many living members know the spell',
  visited: 'how many times the party has entered the section',
  plotword: 'the plotword is set (1 or 0): the same as writing the plotword alone',
  with: 'the companion (under "companions:") is with the party (1 or 0)',
  dead: 'the companion (under "companions:") was killed (1 or 0): gone for good, where with() is 0 for one who left too',
  won: 'the tavern opponent named took the first place, alone or shared, in the last tavern game the party played (1 or 0)',
} as const;

export type FunctionName = keyof typeof FUNCTIONS;

export type Cond =
  | { kind: 'num'; value: number }
  | { kind: 'keyword'; name: Keyword }
  | { kind: 'attr'; attr: Attr }
  | { kind: 'plotword'; word: string }
  | { kind: 'counter'; name: string }
  | { kind: 'call'; fn: Exclude<FunctionName, 'plotword'>; arg: string }
  | { kind: 'not'; item: Cond }
  | { kind: 'and' | 'or'; items: Cond[] }
  | { kind: 'cmp'; op: '=' | '!=' | '<' | '<=' | '>' | '>='; left: Cond; right: Cond }
  | { kind: 'sum'; op: '+' | '-'; left: Cond; right: Cond }
  | { kind: 'product'; op: '*' | '/'; left: Cond; right: Cond };

/** A name the condition refers to, with its offset in the text, for checking references. */
export interface Reference {
  kind: 'plotword' | 'counter' | 'item' | 'skill' | 'spell' | 'section' | 'companion' | 'opponent' | 'keyword';
  name: string;
  offset: number;
}

export class ConditionError extends Error {
  override name = 'ConditionError';
  constructor(
    message: string,
    /** 0-based offset in the text. */
    readonly offset: number,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

type Token =
  | { t: 'num'; v: number; at: number }
  | { t: 'word'; v: string; at: number }
  | { t: 'op'; v: string; at: number }
  | { t: 'call'; v: string; arg: string; argAt: number; at: number }
  | { t: 'end'; at: number };

const CONNECTIVES = new Set(['and', 'or', 'not']);

const PLOTWORD_RE = /^[A-Z][A-Z0-9_]*(?:-[A-Z0-9_]+)*$/;

/** The deepest a condition may nest: parentheses, "not"s and terms added in a row, together. */
export const MAX_CONDITION_DEPTH = 64;
/** The longest condition read, in characters. */
export const MAX_CONDITION_LENGTH = 2000;

/** A word of the condition language (gold, party...): never a property every object has (constructor). */
export function isKeyword(word: string): word is Keyword {
  return Object.hasOwn(KEYWORDS, word);
}

export function isFunctionName(word: string): word is FunctionName {
  return Object.hasOwn(FUNCTIONS, word);
}

export function isPlotwordName(word: string): boolean {
  return PLOTWORD_RE.test(word) && word.length >= 2 && !['ST', 'DX', 'IQ'].includes(word);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    let m: RegExpExecArray | null;
    if ((m = /^\d+/.exec(rest))) {
      if (m[0].length > 12) throw new ConditionError(`the number ${m[0].slice(0, 15)}${m[0].length > 15 ? '...' : ''} is too large`, i, 'numbers in conditions have at most 12 digits');
      tokens.push({ t: 'num', v: Number(m[0]), at: i });
      i += m[0].length;
    } else if ((m = /^(>=|<=|==|!=|=|<|>|\+|-|\*|\/|\(|\))/.exec(rest))) {
      tokens.push({ t: 'op', v: m[1] === '==' ? '=' : m[1], at: i });
      i += m[0].length;
    } else if ((m = /^([a-z][a-z0-9_]*)\s*\(/.exec(rest)) && !CONNECTIVES.has(m[1])) {
      // "not (", "and (", "or (" open a group: they are words of the language, never functions.
      // A function: its argument is everything up to the closing parenthesis, spaces and all,
      // so item names read naturally: has(Silver Key).
      const close = text.indexOf(')', i + m[0].length);
      if (close < 0) throw new ConditionError(`${m[1]}( has no closing parenthesis`, i, `write ${m[1]}(NAME)`);
      const raw = text.slice(i + m[0].length, close);
      const lead = raw.length - raw.trimStart().length;
      tokens.push({ t: 'call', v: m[1], arg: raw.trim(), argAt: i + m[0].length + lead, at: i });
      i = close + 1;
    } else if ((m = /^[A-Z][A-Z0-9_]*(?:-[A-Z0-9_]+)*/.exec(rest)) || (m = /^[A-Za-z][A-Za-z0-9_]*/.exec(rest))) {
      tokens.push({ t: 'word', v: m[0], at: i });
      i += m[0].length;
    } else {
      throw new ConditionError(`unexpected "${ch}"`, i, 'a condition uses words, numbers, comparisons (>= <= = != < >), + - * /, and/or/not, parentheses');
    }
  }
  tokens.push({ t: 'end', at: text.length });
  return tokens;
}

/** Parses a condition; throws ConditionError with the offset of the fault. */
export function parseCondition(text: string): { cond: Cond; refs: Reference[] } {
  if (text.length > MAX_CONDITION_LENGTH) {
    throw new ConditionError(`the condition is ${text.length} characters long, more than the ${MAX_CONDITION_LENGTH} allowed`, MAX_CONDITION_LENGTH, 'split it: a list of conditions ("if: [A, B]") must all hold, and a counter or a plotword can carry a result');
  }
  const tokens = tokenize(text);
  const refs: Reference[] = [];
  let p = 0;
  // How deep the tree being built is: a parser that recursed on each "(" or "not" of a hostile text
  // would run out of stack, and so would the evaluation of a deep tree.
  let depth = 0;
  const deeper = (at: number) => {
    if (++depth > MAX_CONDITION_DEPTH) {
      throw new ConditionError(`the condition is nested deeper than ${MAX_CONDITION_DEPTH} levels (parentheses, "not"s and terms in a row)`, at, 'write it more simply, or split it into a list of conditions that must all hold');
    }
  };
  const peek = () => tokens[p];
  const isOp = (v: string) => {
    const t = peek();
    return t.t === 'op' && t.v === v;
  };
  const isWord = (v: string) => {
    const t = peek();
    return t.t === 'word' && t.v === v;
  };

  /** `item`s joined by the word `kind` ("or", "and"): one item alone is itself. */
  function joined(kind: 'or' | 'and', item: () => Cond): Cond {
    const items = [item()];
    while (isWord(kind)) {
      p++;
      items.push(item());
    }
    return items.length === 1 ? items[0] : { kind, items };
  }
  function orExpr(): Cond {
    return joined('or', andExpr);
  }
  function andExpr(): Cond {
    return joined('and', notExpr);
  }
  function notExpr(): Cond {
    if (isWord('not')) {
      deeper(peek().at);
      p++;
      const item = notExpr();
      depth--;
      return { kind: 'not', item };
    }
    return cmpExpr();
  }
  function cmpExpr(): Cond {
    const left = sum();
    const t = peek();
    if (t.t === 'op' && ['=', '!=', '<', '<=', '>', '>='].includes(t.v)) {
      p++;
      const right = sum();
      return { kind: 'cmp', op: t.v as '=', left, right };
    }
    return left;
  }
  /** `operand`s joined by the operators of `kind`, leaning left: a - b - c is (a - b) - c. */
  function terms(kind: 'sum' | 'product', operand: () => Cond): Cond {
    const ops: readonly string[] = kind === 'sum' ? ['+', '-'] : ['*', '/'];
    let left = operand();
    const before = depth;
    for (;;) {
      const t = peek();
      if (t.t === 'op' && ops.includes(t.v)) {
        // Each term makes the tree one level deeper (a + b + c is (a + b) + c).
        deeper(t.at);
        p++;
        left = { kind, op: t.v, left, right: operand() } as Cond; // t.v is one of kind's own ops
      } else {
        depth = before;
        return left;
      }
    }
  }
  function sum(): Cond {
    return terms('sum', product);
  }
  function product(): Cond {
    return terms('product', atom);
  }
  function atom(): Cond {
    const t = peek();
    p++;
    switch (t.t) {
      case 'num':
        return { kind: 'num', value: t.v };
      case 'op':
        if (t.v === '(') {
          deeper(t.at);
          const inner = orExpr();
          if (!isOp(')')) throw new ConditionError('a "(" is not closed', peek().at, 'add ")"');
          p++;
          depth--;
          return inner;
        }
        if (t.v === '-' && peek().t === 'num') {
          const n = peek() as { v: number };
          p++;
          return { kind: 'num', value: -n.v };
        }
        throw new ConditionError(`"${t.v}" where a value was expected`, t.at, 'a value is a number, a word such as gold, a PLOTWORD, or a test such as has(Rope)');
      case 'end':
        throw new ConditionError(t.at === 0 ? 'the condition is empty' : 'the condition ends too soon', t.at, 'finish it with a value, for example gold >= 5');
      case 'call': {
        const fn = t.v;
        if (!isFunctionName(fn)) {
          const close = Object.keys(FUNCTIONS).filter((f) => f[0] === fn[0]);
          throw new ConditionError(`"${fn}" is not a test`, t.at, `the tests are ${Object.keys(FUNCTIONS).map((f) => `${f}(...)`).join(', ')}${close.length ? `; did you mean ${close[0]}?` : ''}`);
        }
        if (t.arg === '') throw new ConditionError(`${fn}() needs a name inside the parentheses`, t.argAt, `for example ${fn}(${fn === 'visited' ? '12' : fn === 'skill' ? 'Climbing' : fn === 'spell' ? 'Read Mind' : fn === 'plotword' ? 'TROLL-PAID' : fn === 'with' || fn === 'dead' ? 'Old Tam' : fn === 'won' ? 'Old Sallow' : 'Rope'})`);
        if (fn === 'plotword') {
          if (!isPlotwordName(t.arg)) throw new ConditionError(`"${t.arg}" is not a plotword name`, t.argAt, 'plotwords are written in capitals: TROLL-PAID');
          refs.push({ kind: 'plotword', name: t.arg, offset: t.argAt });
          return { kind: 'plotword', word: t.arg };
        }
        const kind = fn === 'has' || fn === 'count' ? 'item' : fn === 'visited' ? 'section' : fn === 'with' || fn === 'dead' ? 'companion' : fn === 'won' ? 'opponent' : (fn as 'skill' | 'spell');
        if (fn === 'count' || fn === 'won') refs.push({ kind: 'keyword', name: fn, offset: t.at });
        refs.push({ kind, name: t.arg, offset: t.argAt });
        return { kind: 'call', fn: fn as Exclude<FunctionName, 'plotword'>, arg: t.arg };
      }
      case 'word': {
        const w = t.v;
        if (w === 'ST' || w === 'DX' || w === 'IQ') {
          refs.push({ kind: 'keyword', name: w, offset: t.at });
          return { kind: 'attr', attr: w };
        }
        if (['and', 'or', 'not'].includes(w)) throw new ConditionError(`"${w}" where a value was expected`, t.at, 'put a value on each side of and/or');
        if (isPlotwordName(w)) {
          refs.push({ kind: 'plotword', name: w, offset: t.at });
          return { kind: 'plotword', word: w };
        }
        if (isKeyword(w)) {
          refs.push({ kind: 'keyword', name: w, offset: t.at });
          return { kind: 'keyword', name: w };
        }
        if (/^[a-z][a-z0-9_]*$/.test(w)) {
          refs.push({ kind: 'counter', name: w, offset: t.at });
          return { kind: 'counter', name: w };
        }
        throw new ConditionError(
          `"${w}" is neither a plotword (all capitals) nor a lower-case name`,
          t.at,
          `write plotwords in capitals (${w.toUpperCase()}), and values in lower case (${Object.keys(KEYWORDS).slice(0, 4).join(', ')}, ...)`,
        );
      }
    }
  }

  const cond = orExpr();
  const t = peek();
  if (t.t !== 'end') {
    const shown = t.t === 'num' ? String(t.v) : t.t === 'call' ? `${t.v}(` : t.v;
    throw new ConditionError(`unexpected "${shown}" after a complete condition`, t.at, 'join conditions with "and" or "or"');
  }
  return { cond, refs };
}

/** What a condition can ask of the game. */
export interface CondEnv {
  keyword(name: Keyword): number;
  attr(attr: Attr): number;
  plotword(word: string): boolean;
  counter(name: string): number;
  count(item: string): number;
  skill(name: string): number;
  spell(name: string): number;
  visited(section: string): number;
  /** The companion is with the party now. */
  with(companion: string): boolean;
  /** The companion was killed. */
  dead(companion: string): boolean;
  /** The tavern opponent took the first place of the last tavern game played. */
  won(opponent: string): boolean;
}

export function evaluate(c: Cond, env: CondEnv): number {
  switch (c.kind) {
    case 'num':
      return c.value;
    case 'keyword':
      return env.keyword(c.name);
    case 'attr':
      return env.attr(c.attr);
    case 'plotword':
      return env.plotword(c.word) ? 1 : 0;
    case 'counter':
      return env.counter(c.name);
    case 'call':
      switch (c.fn) {
        case 'has':
          return env.count(c.arg) > 0 ? 1 : 0;
        case 'count':
          return env.count(c.arg);
        case 'skill':
          return env.skill(c.arg);
        case 'spell':
          return env.spell(c.arg);
        case 'visited':
          return env.visited(c.arg);
        case 'with':
          return env.with(c.arg) ? 1 : 0;
        case 'dead':
          return env.dead(c.arg) ? 1 : 0;
        case 'won':
          return env.won(c.arg) ? 1 : 0;
      }
      break;
    case 'not':
      return evaluate(c.item, env) === 0 ? 1 : 0;
    case 'and':
      return c.items.every((i) => evaluate(i, env) !== 0) ? 1 : 0;
    case 'or':
      return c.items.some((i) => evaluate(i, env) !== 0) ? 1 : 0;
    case 'sum': {
      const l = evaluate(c.left, env);
      const r = evaluate(c.right, env);
      return c.op === '+' ? l + r : l - r;
    }
    case 'product': {
      const l = evaluate(c.left, env);
      const r = evaluate(c.right, env);
      // Whole numbers only: a division rounds down, and nothing divided by 0 is 0 (no fault in play).
      return c.op === '*' ? l * r : r === 0 ? 0 : Math.floor(l / r);
    }
    case 'cmp': {
      const l = evaluate(c.left, env);
      const r = evaluate(c.right, env);
      switch (c.op) {
        case '=':
          return l === r ? 1 : 0;
        case '!=':
          return l !== r ? 1 : 0;
        case '<':
          return l < r ? 1 : 0;
        case '<=':
          return l <= r ? 1 : 0;
        case '>':
          return l > r ? 1 : 0;
        case '>=':
          return l >= r ? 1 : 0;
      }
    }
  }
  throw new Error(`unknown condition node ${JSON.stringify(c)}`);
}

export function holds(c: Cond | null, env: CondEnv): boolean {
  return c === null || evaluate(c, env) !== 0;
}

/** How tightly each kind binds, as parseCondition reads them: or, and, not, a comparison, a sum, a product, a value. */
function binding(c: Cond): number {
  switch (c.kind) {
    case 'or':
      return 1;
    case 'and':
      return 2;
    case 'not':
      return 3;
    case 'cmp':
      return 4;
    case 'sum':
      return 5;
    case 'product':
      return 6;
    default:
      return 7;
  }
}

/**
 * The condition written back as text, for reports and graphs, read again to the same condition: a part
 * that binds less tightly than where it stands keeps its parentheses (`1 + (party >= 2)`, `a - (b - c)`).
 */
export function formatCondition(c: Cond): string {
  /** `x` in parentheses when it binds less tightly than `least`. */
  const part = (x: Cond, least: number) => (binding(x) < least ? `(${formatCondition(x)})` : formatCondition(x));
  switch (c.kind) {
    case 'num':
      return String(c.value);
    case 'keyword':
      return c.name;
    case 'attr':
      return c.attr;
    case 'plotword':
      return c.word;
    case 'counter':
      return c.name;
    case 'call':
      return `${c.fn}(${c.arg})`;
    case 'not':
      return `not ${part(c.item, 3)}`;
    case 'and':
    case 'or':
      return c.items.map((i) => (i.kind === 'and' || i.kind === 'or' ? `(${formatCondition(i)})` : formatCondition(i))).join(` ${c.kind} `);
    case 'sum':
      // Terms are read left to right, so a sum on the right was in parentheses.
      return `${part(c.left, 5)} ${c.op} ${part(c.right, 6)}`;
    case 'product':
      return `${part(c.left, 6)} ${c.op} ${part(c.right, 7)}`;
    case 'cmp':
      return `${part(c.left, 5)} ${c.op} ${part(c.right, 5)}`;
  }
}
