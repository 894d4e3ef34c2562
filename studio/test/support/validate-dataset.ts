/**
 * Validates content documents against the Studio's schema, offline.
 *
 * Sanity's own validation (`validateDocument`, environment "cli") runs every rule of the schema: required fields,
 * types, option lists, custom rules, slug uniqueness, reference existence and unknown fields of known objects.
 * Its queries go to a stand-in client that evaluates GROQ with groq-js over the documents given, as the Content
 * Lake would over an imported dataset.
 *
 * Hand-written checks cover what Sanity's validation does not look at: documents and array items of unknown
 * types, array items without a unique `_key`, block styles and list types the block does not declare (Sanity
 * does not validate inside text blocks), span marks without a decorator or markDef, annotations the block does
 * not declare, the type of a referenced document, weak references to missing documents (a warning: the shop
 * renders 'missing link') and image assets that do not exist.
 */
import { evaluate, parse } from 'groq-js';
import {
  createSchema,
  validateDocument,
  type ArraySchemaType,
  type ObjectSchemaType,
  type SanityDocument,
  type Schema,
  type SchemaType,
  type Workspace,
} from 'sanity';
import { schemaTypes } from '../../schemaTypes';

export type Doc = { _id: string; _type: string; [field: string]: unknown };

export interface Problem {
  id: string;
  path: string;
  level: 'error' | 'warning';
  message: string;
  /** "sanity" for Sanity's validation, "contract" for the hand-written checks. */
  source: 'sanity' | 'contract';
}

export function compileSchema(): Schema {
  return createSchema({ name: 'default', types: schemaTypes });
}

/** Problems Sanity's schema validation reports (errors and warnings), as "type: message". */
export function schemaProblems(schema: Schema): { level: string; text: string }[] {
  const groups = (schema as unknown as { _validation?: { path: { name?: string }[]; problems: { severity: string; message: string }[] }[] })._validation ?? [];
  return groups.flatMap((group) =>
    group.problems.map((problem) => ({
      level: problem.severity,
      text: `${group.path.map((segment) => segment.name).filter(Boolean).join('.')}: ${problem.message}`,
    })),
  );
}

const publishedId = (id: string) => id.replace(/^drafts\./, '');

/** A Sanity client stand-in answering `fetch` with groq-js over the documents (drafts included, as stored). */
function standInClient(docs: Doc[]) {
  const client = {
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const result = await evaluate(parse(query, { params }), { dataset: docs, params });
      return (await result.get()) as T;
    },
    withConfig: () => client,
    config: () => ({ projectId: 'offline', dataset: 'production', apiVersion: '2025-02-19' }),
  };
  return client;
}

function pathString(path: (string | number | { _key: string } | [number, number])[]): string {
  return path
    .map((segment) => (typeof segment === 'string' ? `.${segment}` : typeof segment === 'number' ? `[${segment}]` : Array.isArray(segment) ? `[${segment.join(':')}]` : `[_key=="${segment._key}"]`))
    .join('')
    .replace(/^\./, '');
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeChain(type: SchemaType | undefined): string[] {
  const names: string[] = [];
  for (let t: SchemaType | undefined = type; t; t = t.type) names.push(t.name);
  return names;
}

/** The member type of an array item: by `_type` for objects, by JSON type for primitives. */
function memberType(arrayType: ArraySchemaType, item: unknown): SchemaType | undefined {
  if (isNode(item)) {
    const name = item._type;
    return arrayType.of.find((member) => member.name === name || (member.type?.name === name && typeChain(member).includes(String(name))));
  }
  const json = Array.isArray(item) ? 'array' : typeof item;
  return arrayType.of.find((member) => member.jsonType === json);
}

function contractChecks(doc: Doc, schema: Schema, byId: Map<string, Doc>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, message: string) => problems.push({ id: doc._id, path, level: 'error', message, source: 'contract' });

  const walk = (value: unknown, type: SchemaType, path: string): void => {
    if (value === undefined || value === null) return;
    const names = typeChain(type);
    if (type.jsonType === 'array' && Array.isArray(value)) {
      const arrayType = type as ArraySchemaType;
      const keys = new Set<string>();
      value.forEach((item, index) => {
        const here = isNode(item) && typeof item._key === 'string' ? `${path}[_key=="${item._key}"]` : `${path}[${index}]`;
        if (isNode(item)) {
          if (typeof item._key !== 'string' || item._key === '') add(here, 'Array item without a _key.');
          else if (keys.has(item._key)) add(here, `Duplicate _key "${item._key}".`);
          else keys.add(item._key);
        }
        const member = memberType(arrayType, item);
        if (!member) {
          const what = isNode(item) ? `type "${String(item._type)}"` : `a ${typeof item} value`;
          add(here, `Unknown item: ${what} is not allowed here (allowed: ${arrayType.of.map((m) => m.name).join(', ')}).`);
          return;
        }
        walk(item, member, here);
      });
      return;
    }
    if (type.jsonType !== 'object' || !isNode(value)) return;
    if (names.includes('reference')) {
      const target = typeof value._ref === 'string' ? byId.get(value._ref) ?? byId.get(`drafts.${value._ref}`) : undefined;
      if (!target && value._weak === true) {
        // Sanity accepts a weak reference to a missing document; the shop renders it as 'missing link'.
        problems.push({ id: doc._id, path, level: 'warning', message: `Links to "${String(value._ref)}", which does not exist: the shop shows 'missing link'.`, source: 'contract' });
      }
      const allowed = ((type as unknown as { to?: SchemaType[] }).to ?? []).map((t) => t.name);
      if (target && allowed.length > 0 && !allowed.includes(target._type)) {
        add(path, `References a ${target._type} ("${target._id}"); only ${allowed.join(', ')} may be referenced here.`);
      }
      return;
    }
    if (names.includes('image') && isNode(value.asset)) {
      const assetRef = value.asset._ref;
      if (typeof assetRef !== 'string' || byId.get(assetRef)?._type !== 'sanity.imageAsset') add(`${path}.asset`, `Image asset "${String(assetRef)}" does not exist.`);
    }
    if (names.includes('block')) {
      checkBlock(value, type as ObjectSchemaType, path);
    }
    for (const field of (type as ObjectSchemaType).fields ?? []) {
      if (names.includes('block') && field.name === 'children') continue;
      walk(value[field.name], field.type, path ? `${path}.${field.name}` : field.name);
    }
  };

  const checkBlock = (block: Node, type: ObjectSchemaType, path: string) => {
    const childrenType = type.fields.find((f) => f.name === 'children')?.type as ArraySchemaType | undefined;
    const span = childrenType?.of.find((member) => member.name === 'span') as (SchemaType & { decorators?: { value: string }[] }) | undefined;
    const decorators = new Set((span?.decorators ?? []).map((d) => d.value));
    for (const name of ['style', 'listItem'] as const) {
      const options = (type.fields.find((f) => f.name === name)?.type.options as { list?: { value: string }[] } | undefined)?.list ?? [];
      const value = block[name];
      if (value !== undefined && !options.some((option) => option.value === value)) {
        add(`${path}.${name}`, `${name === 'style' ? 'Style' : 'List type'} "${String(value)}" is not one of this block's (${options.map((o) => o.value).join(', ') || 'none'}).`);
      }
    }
    const markDefs = Array.isArray(block.markDefs) ? block.markDefs.filter(isNode) : [];
    const defKeys = new Set(markDefs.map((def) => def._key));
    const children = Array.isArray(block.children) ? block.children : [];
    children.forEach((child, index) => {
      const here = `${path}.children[${index}]`;
      if (!isNode(child)) return add(here, 'A block child must be an object.');
      if (child._type !== 'span') {
        if (childrenType && !memberType(childrenType, child)) add(here, `Unknown inline type "${String(child._type)}".`);
        return;
      }
      if (typeof child.text !== 'string') add(here, 'A span needs its text.');
      for (const mark of Array.isArray(child.marks) ? child.marks : []) {
        if (typeof mark !== 'string' || (!decorators.has(mark) && !defKeys.has(mark))) {
          add(here, `Mark "${String(mark)}" is neither a decorator of this block (${[...decorators].join(', ')}) nor a markDef key.`);
        }
      }
    });
    if (childrenType) {
      children.forEach((child, index) => {
        if (isNode(child) && child._type !== 'span') walk(child, memberType(childrenType, child) ?? childrenType, `${path}.children[${index}]`);
      });
    }
  };

  const docType = schema.get(doc._type);
  if (!docType) {
    add('', `Unknown document type "${doc._type}".`);
    return problems;
  }
  walk(doc, docType, '');
  return problems;
}

/**
 * Validates every document (drafts included) with Sanity's validation plus the contract checks. `only` limits
 * which documents are validated; all of them still answer reference and uniqueness lookups.
 */
export async function validateDataset(docs: Doc[], { schema = compileSchema(), only }: { schema?: Schema; only?: (doc: Doc) => boolean } = {}): Promise<Problem[]> {
  const byId = new Map(docs.map((doc) => [doc._id, doc]));
  const published = new Set(docs.filter((doc) => !doc._id.startsWith('drafts.')).map((doc) => doc._id));
  const client = standInClient(docs);
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  const problems: Problem[] = [];
  for (const doc of docs) {
    if (only && !only(doc)) continue;
    problems.push(...contractChecks(doc, schema, byId));
    if (!schema.get(doc._type)) continue;
    const markers = await validateDocument({
      document: doc as SanityDocument,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({ id }) => published.has(publishedId(id)),
    });
    for (const marker of markers) {
      if (marker.level === 'info') continue;
      problems.push({ id: doc._id, path: pathString(marker.path as never), level: marker.level, message: marker.message, source: 'sanity' });
    }
  }
  return problems;
}

export function formatProblem(problem: Problem): string {
  return `${problem.id} ${problem.path || '(document)'}: [${problem.level}, ${problem.source}] ${problem.message}`;
}
