import { quote, SearchRequestError } from './errors';
import { MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH, MAX_FILTER_LENGTH } from './limits';

/** Nested filter arrays as Algolia takes them: outer AND, inner OR. */
export type FilterList = (string | string[])[];

type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'facet'; attribute: string; value: string }
  | { type: 'numeric'; attribute: string; operator: NumericOperator; value: number }
  | { type: 'range'; attribute: string; lower: number; upper: number };

function and(children: FilterNode[]): FilterNode | null {
  if (children.length === 0) return null;
  return children.length === 1 ? children[0] : { type: 'and', children };
}

function or(children: FilterNode[]): FilterNode | null {
  if (children.length === 0) return null;
  return children.length === 1 ? children[0] : { type: 'or', children };
}

function toNumber(text: string, source: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) throw new SearchRequestError(`Invalid numeric filter ${quote(source)}: ${quote(text.trim())} is not a number.`);
  return value;
}

/** "brand:Bulk", "brand:-Bulk" (excluded), "brand:\-dash" (a value starting with a dash). */
function parseFacetFilter(filter: string, param = 'facetFilters'): FilterNode {
  const colon = filter.indexOf(':');
  if (colon <= 0) throw new SearchRequestError(`Invalid ${param} ${quote(filter)}: expected attribute:value.`);
  const attribute = unquote(filter.slice(0, colon).trim());
  let value = filter.slice(colon + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const node: FilterNode = { type: 'facet', attribute, value: unquote(value) };
  return negated ? { type: 'not', child: node } : node;
}

/** "price>=10", "price != 3", "price:10 TO 20". */
function parseNumericFilter(filter: string): FilterNode {
  const match = /^\s*("[^"]+"|[^<>=!:\s]+)\s*(<=|>=|!=|<|>|=|:)\s*(.+?)\s*$/.exec(filter);
  if (!match) throw new SearchRequestError(`Invalid numeric filter ${quote(filter)}: expected attribute, operator and number.`);
  const attribute = unquote(match[1]);
  const operator = match[2];
  const rest = match[3];
  if (operator === ':') {
    const range = /^(.+?)\s+TO\s+(.+)$/.exec(rest);
    if (!range) throw new SearchRequestError(`Invalid numeric filter ${quote(filter)}: expected "attribute:lower TO upper".`);
    return { type: 'range', attribute, lower: toNumber(range[1], filter), upper: toNumber(range[2], filter) };
  }
  return { type: 'numeric', attribute, operator: operator as NumericOperator, value: toNumber(rest, filter) };
}

function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && ((t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'")))) {
    return t.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** Outer array AND, inner arrays OR (an empty inner array is no condition). */
function fromFilterList(list: FilterList, parse: (filter: string) => FilterNode): FilterNode | null {
  return and(list.map((item) => (typeof item === 'string' ? parse(item) : or(item.map(parse)))).filter((n): n is FilterNode => n !== null));
}

/* ---------------------------------------------------------------- the `filters` string */

type Token =
  | { kind: 'paren'; value: '(' | ')' }
  | { kind: 'op'; value: NumericOperator | ':' }
  | { kind: 'word'; value: string; quoted: boolean };

function lex(input: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')') {
      out.push({ kind: 'paren', value: c });
      i += 1;
    } else if (c === '"' || c === "'") {
      let value = '';
      i += 1;
      while (i < input.length && input[i] !== c) {
        if (input[i] === '\\' && i + 1 < input.length) i += 1;
        value += input[i];
        i += 1;
      }
      if (i >= input.length) throw new SearchRequestError(`Invalid filters ${quote(input)}: unclosed quote.`);
      i += 1;
      out.push({ kind: 'word', value, quoted: true });
    } else if ('<>=!:'.includes(c)) {
      const two = input.slice(i, i + 2);
      if (two === '<=' || two === '>=' || two === '!=') {
        out.push({ kind: 'op', value: two });
        i += 2;
      } else if (c === '!') {
        throw new SearchRequestError(`Invalid filters ${quote(input)}: unexpected "!".`);
      } else {
        out.push({ kind: 'op', value: c as '<' | '>' | '=' | ':' });
        i += 1;
      }
    } else {
      let value = '';
      while (i < input.length && !/[\s()<>=!:"']/.test(input[i])) {
        value += input[i];
        i += 1;
      }
      out.push({ kind: 'word', value, quoted: false });
    }
  }
  return out;
}

/**
 * Parses Algolia's filter syntax: a:b, "a b":"c d", n > 3, n:1 TO 5, AND, OR, NOT, parentheses. Each "(" and each
 * NOT is a level: past MAX_FILTER_DEPTH levels the filters are refused (the parser's recursion stays bounded).
 */
function parseFilters(input: string): FilterNode | null {
  if (input.trim() === '') return null;
  const tokens = lex(input);
  let pos = 0;
  const fail = (why: string): never => {
    throw new SearchRequestError(`Invalid filters ${quote(input)}: ${why}.`);
  };
  const peek = () => tokens[pos];
  const isKeyword = (t: Token | undefined, word: string) => t?.kind === 'word' && !t.quoted && t.value === word;

  function expression(depth: number): FilterNode {
    const children = [conjunction(depth)];
    while (isKeyword(peek(), 'OR')) {
      pos += 1;
      children.push(conjunction(depth));
    }
    return or(children) as FilterNode;
  }

  function conjunction(depth: number): FilterNode {
    const children = [unary(depth)];
    while (isKeyword(peek(), 'AND')) {
      pos += 1;
      children.push(unary(depth));
    }
    return children.length === 1 ? children[0] : { type: 'and', children };
  }

  function deeper(depth: number): number {
    if (depth >= MAX_FILTER_DEPTH) {
      throw new SearchRequestError(`The filters nest more than ${MAX_FILTER_DEPTH} levels deep (parentheses and NOT); at most ${MAX_FILTER_DEPTH} are accepted.`);
    }
    return depth + 1;
  }

  function unary(depth: number): FilterNode {
    if (isKeyword(peek(), 'NOT')) {
      pos += 1;
      return { type: 'not', child: unary(deeper(depth)) };
    }
    const t = peek();
    if (t?.kind === 'paren' && t.value === '(') {
      pos += 1;
      const inner = expression(deeper(depth));
      const close = peek();
      if (close?.kind !== 'paren' || close.value !== ')') fail('missing ")"');
      pos += 1;
      return inner;
    }
    return condition();
  }

  function word(what: string): string {
    const t = peek();
    if (t?.kind !== 'word') return fail(`expected ${what}`);
    pos += 1;
    return t.value;
  }

  function condition(): FilterNode {
    const attribute = word('an attribute');
    const op = peek();
    if (op?.kind !== 'op') return fail(`expected an operator after ${quote(attribute)}`);
    pos += 1;
    if (op.value === ':') {
      const first = peek();
      if (first?.kind !== 'word') return fail(`expected a value after ${quote(`${attribute}:`)}`);
      pos += 1;
      if (isKeyword(peek(), 'TO')) {
        pos += 1;
        const upper = word('an upper bound');
        return { type: 'range', attribute, lower: toNumber(first.value, input), upper: toNumber(upper, input) };
      }
      return { type: 'facet', attribute, value: first.value };
    }
    return { type: 'numeric', attribute, operator: op.value, value: toNumber(word('a number'), input) };
  }

  const node = expression(0);
  if (pos < tokens.length) fail(`unexpected ${quote(String(tokens[pos].value))}`);
  return node;
}

type FilterParams = { facetFilters: FilterList; numericFilters: FilterList; tagFilters: FilterList; filters: string };

function listLength(list: FilterList): number {
  let length = 0;
  for (const item of list) {
    if (typeof item === 'string') length += item.length;
    else for (const filter of item) length += filter.length;
  }
  return length;
}

/** Conditions (leaves) of a filter tree; the tree is at most MAX_FILTER_DEPTH deep, so recursion is bounded. */
function conditions(node: FilterNode | null): number {
  if (!node) return 0;
  if (node.type === 'and' || node.type === 'or') return node.children.reduce((sum, child) => sum + conditions(child), 0);
  if (node.type === 'not') return conditions(node.child);
  return 1;
}

/**
 * Everything a query filters on, AND-ed: facetFilters, numericFilters, tagFilters (on `_tags`) and filters, parsed
 * and checked against the bounds (length first, before any parsing; then nesting and the number of conditions).
 */
export function buildFilter(params: FilterParams): FilterNode | null {
  const length = params.filters.length + listLength(params.facetFilters) + listLength(params.numericFilters) + listLength(params.tagFilters);
  if (length > MAX_FILTER_LENGTH) {
    throw new SearchRequestError(`The filters are ${length} characters long; at most ${MAX_FILTER_LENGTH} are accepted.`);
  }
  const parts = [
    fromFilterList(params.facetFilters, (f) => parseFacetFilter(f)),
    fromFilterList(params.numericFilters, parseNumericFilter),
    fromFilterList(params.tagFilters, (tag) => ({ type: 'facet', attribute: '_tags', value: tag })),
    parseFilters(params.filters),
  ].filter((n): n is FilterNode => n !== null);
  const node = and(parts);
  const count = conditions(node);
  if (count > MAX_FILTER_CONDITIONS) {
    throw new SearchRequestError(`The filters hold ${count} conditions; at most ${MAX_FILTER_CONDITIONS} are accepted.`);
  }
  return node;
}
