/** @jest-environment node */
/**
 * The Studio's schema (studio/schema.json, extracted by `npm run typegen`) is the contract between editors and
 * the shop: it holds every field the GROQ queries read and every block and mark the renderer draws, and nothing
 * the renderer cannot draw. (Whether schema.json is current is checked by `npm run typegen -- --check`.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, typeEvaluate, type SchemaType, type TypeNode } from 'groq-js';
import { contentComponents } from '@/components/content/RichContent';
import * as queries from '@/lib/content/queries';

type Json = Record<string, unknown>;
const extracted = JSON.parse(fs.readFileSync(path.join(__dirname, '../../studio/schema.json'), 'utf8')) as Json[];
const schema = extracted as unknown as SchemaType;
const declaration = (name: string) => extracted.find((entry) => entry.name === name) as Json;

/** The `_type` a member of a Portable Text array has: a literal `_type` attribute, or the named type it spreads. */
function memberName(member: Json): string {
  const attributes = member.attributes as Record<string, { value: { value?: string } }> | undefined;
  return attributes?._type?.value.value ?? ((member.rest as Json | undefined)?.name as string);
}

/** The members of an array type (one member is not wrapped in a union). */
function unionOf(node: Json): Json[] {
  const of = node.of as Json;
  return of.type === 'union' ? (of.of as Json[]) : [of];
}

const richText = declaration('richText').value as Json;
const members = unionOf(richText);
const textBlock = members.find((member) => memberName(member) === 'block')!;
const blockAttributes = textBlock.attributes as Record<string, { value: Json }>;
const literals = (node: Json) => (node.of as Json[]).map((option) => option.value as string);

describe('the schema holds what the renderer draws', () => {
  it('every custom block of the renderer, and no other', () => {
    const schemaBlocks = members.map(memberName).filter((name) => name !== 'block').sort();
    expect(schemaBlocks).toEqual(Object.keys(contentComponents.types ?? {}).sort());
    expect(schemaBlocks).toHaveLength(14);
  });

  it('the text styles and list types (21 block kinds with the custom blocks)', () => {
    const styles = literals(blockAttributes.style.value);
    const lists = literals(blockAttributes.listItem.value);
    expect(styles).toEqual(['normal', 'h2', 'h3', 'h4', 'blockquote']);
    expect(lists.sort()).toEqual(Object.keys(contentComponents.list ?? {}).sort());
    expect(styles.length + lists.length + members.length - 1).toBeGreaterThanOrEqual(20);
  });

  it('every link mark of the renderer, and no other (sub and sup are decorators)', () => {
    const annotations = unionOf(blockAttributes.markDefs.value).map(memberName).sort();
    const marks = Object.keys(contentComponents.marks ?? {});
    const decorators = ['sub', 'sup'];
    expect(annotations).toEqual(marks.filter((mark) => !decorators.includes(mark)).sort());
    expect(marks).toHaveLength(10);
  });

  it('the same blocks inside nested text and the alert: text only, with the link marks', () => {
    const nested = unionOf(declaration('nestedText').value as Json).map(memberName);
    expect(nested).toEqual(['block']);
    const alert = unionOf(declaration('alertText').value as Json)[0].attributes as Record<string, { value: Json }>;
    expect(literals(alert.style.value)).toEqual(['normal']);
    expect(unionOf(alert.markDefs.value).map(memberName)).toEqual(['link', 'internalLink']);
  });
});

/**
 * Walks a query's result type: for each attribute path, whether any alternative gives it a type. A path that is
 * `null` in every alternative reads a field no document type of the schema has.
 */
function attributePaths(node: TypeNode, prefix: string, seen: Map<string, boolean>): void {
  switch (node.type) {
    case 'union':
      node.of.forEach((option) => attributePaths(option, prefix, seen));
      break;
    case 'array':
      attributePaths(node.of, `${prefix}[]`, seen);
      break;
    case 'object':
      for (const [name, attribute] of Object.entries(node.attributes)) {
        const here = prefix ? `${prefix}.${name}` : name;
        seen.set(here, (seen.get(here) ?? false) || attribute.value.type !== 'null');
        attributePaths(attribute.value, here, seen);
      }
      break;
    default:
      break;
  }
}

/** True when a result type can only be null or empty: the query's filter names no document type of the schema. */
function matchesNothing(node: TypeNode): boolean {
  if (node.type === 'null') return true;
  if (node.type === 'array') return matchesNothing(node.of);
  if (node.type === 'union') return node.of.length === 0 || node.of.every(matchesNothing);
  return false;
}

/** Slice bounds must be known when a query is parsed; other parameters stay unknown (any value). */
const SAMPLE_PARAMS = { start: 0, end: 10 };

/** Attributes the Content Lake adds itself (the drafts perspective names a draft's own id). */
const SYSTEM_ATTRIBUTES = ['_originalId'];

describe('the schema holds what the queries read', () => {
  const entries = Object.entries(queries).filter(([name]) => name.endsWith('Query'));

  it('finds all queries of lib/content/queries.ts', () => {
    expect(entries.length).toBeGreaterThanOrEqual(15);
  });

  it.each(entries)('%s reads only document types and fields the schema defines', (_name, query) => {
    const seen = new Map<string, boolean>();
    const result = typeEvaluate(parse(query as string, { params: SAMPLE_PARAMS }), schema);
    expect(matchesNothing(result)).toBe(false);
    attributePaths(result, '', seen);
    const unknown = [...seen].filter(([attribute, typed]) => !typed && !SYSTEM_ATTRIBUTES.includes(attribute.split('.').pop()!)).map(([attribute]) => attribute);
    expect(unknown).toEqual([]);
  });

  it('would notice a renamed field or type', () => {
    expect(matchesNothing(typeEvaluate(parse('*[_type == "infoPage"][0]{ title }'), schema))).toBe(true);
    const seen = new Map<string, boolean>();
    attributePaths(typeEvaluate(parse('*[_type == "page"][0]{ title, subtitle }'), schema), '', seen);
    expect(seen.get('subtitle')).toBe(false);
    expect(seen.get('title')).toBe(true);
  });
});
