/**
 * Checks a request the adapter sends against the vendored reference specs (tests/contracts/bigcommerce):
 * REST v3 requests against the OpenAPI operations (path, method, query parameter names and enums,
 * request body schema with every `$ref` resolved, validated by ajv), GraphQL documents against
 * storefront-schema.graphql (graphql-js `validate`, plus the variables' types). A request that
 * matches no operation is a problem too, so nothing goes unchecked.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { buildSchema, getVariableValues, Kind, parse, validate, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import YAML from 'yaml';

/**
 * The vendored reference specs (tests/contracts/bigcommerce, see its README for their source). Found from the
 * working directory upwards, so jest, the scripts and the fake server all read the repository's own copy.
 */
export function referenceDir(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'tests', 'contracts', 'bigcommerce');
    if (fs.existsSync(path.join(candidate, 'carts.v3.yml'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`tests/contracts/bigcommerce not found from ${process.cwd()}: run from inside the repository`);
}

/** The REST specs and the API version each one's paths live under (`{apiUrl}/v3/carts`, `{apiUrl}/v2/orders`). */
export const REST_SPECS = [
  { file: 'carts.v3.yml', version: 'v3' },
  { file: 'customers.v3.yml', version: 'v3' },
  { file: 'products_catalog.v3.yml', version: 'v3' },
  { file: 'orders.v2.oas2.yml', version: 'v2' },
] as const;
export const REST_SPEC_FILES = REST_SPECS.map((spec) => spec.file);
export const GRAPHQL_SCHEMA_FILE = 'storefront-schema.graphql';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface CheckedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The raw body text ('' when none). */
  body: string;
}

export interface CheckResult {
  /** `file#operationId` for REST, `graphql:OperationName` for GraphQL, null when nothing matched. */
  operation: string | null;
  problems: string[];
}

/* -------------------------------------------------------------- OpenAPI */

interface Operation {
  id: string;
  file: string;
  version: string;
  method: string;
  template: string;
  pattern: RegExp;
  literalSegments: number;
  parameters: JsonObject[];
  requestBody: JsonObject | null;
}

/** Follows a local `$ref` (`#/components/...`) inside one document. */
function pointer(doc: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  let node: Json = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[key];
  }
  return node;
}

/**
 * Inlines every `$ref`. The reference specs' request schemas are acyclic; a depth guard turns an
 * unexpected cycle into an error instead of a hang. `example`/`examples` values are left untouched.
 */
function resolveRefs(doc: JsonObject, node: Json, depth = 0): Json {
  if (depth > 64) throw new Error('$ref nesting deeper than 64: a cycle in the reference spec?');
  if (Array.isArray(node)) return node.map((item) => resolveRefs(doc, item, depth + 1));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') return resolveRefs(doc, pointer(doc, node.$ref), depth + 1);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'example' || key === 'examples' || key === 'x-examples' ? value : resolveRefs(doc, value, depth + 1);
  }
  return out;
}

/**
 * BigCommerce's carts spec declares line items as `oneOf: [cart_PostVariant, cart_PostModifier]`,
 * but neither branch forbids the other's fields, so every real line item (quantity, product_id,
 * variant_id) matches both and a literal `oneOf` rejects all of them. The intent is "one of these
 * shapes", i.e. `anyOf`; the rewrite keeps every other constraint as written.
 */
function oneOfAsAnyOf(node: Json): Json {
  if (Array.isArray(node)) return node.map(oneOfAsAnyOf);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key === 'oneOf' ? 'anyOf' : key] = oneOfAsAnyOf(value);
  return out;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function loadOperations(dir: string): Operation[] {
  const operations: Operation[] = [];
  for (const { file, version } of REST_SPECS) {
    const doc = YAML.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as JsonObject;
    const paths = doc.paths;
    if (!isObject(paths)) continue;
    for (const [template, rawItem] of Object.entries(paths)) {
      const item = resolveRefs(doc, rawItem);
      if (!isObject(item)) continue;
      const shared = Array.isArray(item.parameters) ? item.parameters.filter(isObject) : [];
      for (const method of METHODS) {
        const op = item[method];
        if (!isObject(op)) continue;
        const own = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : [];
        const segments = template.split('/').filter(Boolean);
        operations.push({
          id: `${file}#${typeof op.operationId === 'string' ? op.operationId : `${method} ${template}`}`,
          file,
          version,
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(
            `^/${segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`,
          ),
          literalSegments: segments.filter((s) => !/^\{.+\}$/.test(s)).length,
          parameters: [...shared, ...own],
          requestBody: isObject(op.requestBody) ? op.requestBody : null,
        });
      }
    }
  }
  return operations;
}

function createAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  // OpenAPI/BigCommerce-specific formats that ajv-formats does not know.
  ajv.addFormat('ISO-4217', /^[A-Za-z]{3}$/);
  ajv.addFormat('ISO-639', /^[A-Za-z]{2,3}(-[A-Za-z]{2})?$/);
  ajv.addFormat('UUID', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('ISO-8601', true);
  for (const loose of ['number', 'Url', 'url', 'jwt']) ajv.addFormat(loose, true);
  return ajv;
}

/* --------------------------------------------------------------- checker */

export interface ContractChecker {
  check(request: CheckedRequest): CheckResult;
  /** Every REST operation the specs define, as `file#operationId` (for coverage reports). */
  readonly operationIds: string[];
}

export interface ContractOptions {
  /** `{apiUrl}` of the adapter's config; REST requests go to `{apiUrl}/v3/...` and `{apiUrl}/v2/...`. */
  apiUrl: string;
  storefrontApiUrl: string;
  accessToken: string;
  storefrontToken: string;
}

let cache: { operations: Operation[]; schema: GraphQLSchema; ajv: Ajv; validators: Map<string, ValidateFunction> } | null = null;

function loadReference() {
  if (cache === null) {
    const dir = referenceDir();
    cache = {
      operations: loadOperations(dir),
      schema: buildSchema(fs.readFileSync(path.join(dir, GRAPHQL_SCHEMA_FILE), 'utf8')),
      ajv: createAjv(),
      validators: new Map(),
    };
  }
  return cache;
}

function bodyValidator(operation: Operation): ValidateFunction | null {
  const reference = loadReference();
  const cached = reference.validators.get(operation.id);
  if (cached) return cached;
  const content = operation.requestBody?.content;
  const media = isObject(content) ? content['application/json'] : undefined;
  const schema = isObject(media) ? media.schema : undefined;
  if (!isObject(schema)) return null;
  const validator = reference.ajv.compile(oneOfAsAnyOf(schema) as JsonObject);
  reference.validators.set(operation.id, validator);
  return validator;
}

/**
 * Orders v2 documents `sort=date_created:desc` (a field, then `:asc` or `:desc`) in the parameter's description
 * while its enum lists the bare fields; the direction suffix is taken off before the enum check.
 */
function directionless(parameter: JsonObject, value: string): string {
  const documented = typeof parameter.description === 'string' && parameter.description.includes(':desc');
  return documented ? value.replace(/:(asc|desc)$/, '') : value;
}

function checkQuery(operation: Operation, url: URL): string[] {
  const problems: string[] = [];
  const declared = new Map(
    operation.parameters.filter((p) => p.in === 'query' && typeof p.name === 'string').map((p) => [p.name as string, p]),
  );
  for (const [name, value] of url.searchParams) {
    const parameter = declared.get(name);
    if (!parameter) {
      problems.push(`query parameter "${name}" is not defined for ${operation.id}`);
      continue;
    }
    const schema = parameter.schema;
    if (!isObject(schema)) continue;
    const items = schema.type === 'array' && isObject(schema.items) ? schema.items : null;
    const values = items ? value.split(',') : [value];
    const itemSchema = items ?? schema;
    for (const raw of values) {
      const single = directionless(parameter, raw);
      if (Array.isArray(itemSchema.enum) && !itemSchema.enum.includes(single)) {
        problems.push(`query parameter "${name}" value "${single}" is not one of ${JSON.stringify(itemSchema.enum)}`);
      }
      if ((itemSchema.type === 'integer' || itemSchema.type === 'number') && !/^-?\d+(\.\d+)?$/.test(single)) {
        problems.push(`query parameter "${name}" value "${single}" is not a number`);
      }
      if (itemSchema.type === 'boolean' && !['true', 'false'].includes(single)) {
        problems.push(`query parameter "${name}" value "${single}" is not a boolean`);
      }
    }
  }
  for (const [name, parameter] of declared) {
    if (parameter.required === true && !url.searchParams.has(name)) problems.push(`required query parameter "${name}" is missing`);
  }
  return problems;
}

function checkRest(request: CheckedRequest, url: URL, base: URL, version: string, options: ContractOptions): CheckResult {
  const { operations } = loadReference();
  const root = `${base.pathname.replace(/\/+$/, '')}/${version}`;
  const pathname = url.pathname.slice(root.length) || '/';
  const candidates = operations
    .filter((operation) => operation.version === version && operation.method === request.method && operation.pattern.test(pathname))
    .sort((a, b) => b.literalSegments - a.literalSegments);
  const operation = candidates[0];
  if (!operation) {
    return { operation: null, problems: [`no operation in the reference specs matches ${request.method} /${version}${pathname}`] };
  }
  const problems: string[] = [];
  if (request.headers.get('x-auth-token') !== options.accessToken) problems.push('X-Auth-Token header missing or wrong');
  problems.push(...checkQuery(operation, url));

  const validator = bodyValidator(operation);
  if (request.body === '') {
    if (operation.requestBody?.required === true) problems.push(`${operation.id} requires a request body`);
  } else if (!operation.requestBody) {
    problems.push(`${operation.id} defines no request body, but one was sent`);
  } else if (!validator) {
    problems.push(`${operation.id} has no application/json body schema`);
  } else {
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      problems.push(`${operation.id} body is not JSON`);
    }
    if (body !== undefined && !validator(body)) {
      for (const error of validator.errors ?? []) {
        problems.push(`${operation.id} body ${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
      }
    }
  }
  return { operation: operation.id, problems };
}

function checkGraphql(request: CheckedRequest, options: ContractOptions): CheckResult {
  const { schema } = loadReference();
  const problems: string[] = [];
  if (request.method !== 'POST') problems.push(`GraphQL requests must be POSTed, got ${request.method}`);
  if (request.headers.get('authorization') !== `Bearer ${options.storefrontToken}`) {
    problems.push('Authorization: Bearer {storefrontToken} header missing or wrong');
  }
  // Customer impersonation: the customer a request acts for is a customer id.
  const customerId = request.headers.get('x-bc-customer-id');
  if (customerId !== null && !/^[1-9]\d*$/.test(customerId)) problems.push(`X-Bc-Customer-Id "${customerId}" is not a customer id`);
  let payload: { query?: unknown; variables?: unknown };
  try {
    payload = JSON.parse(request.body) as { query?: unknown; variables?: unknown };
  } catch {
    return { operation: null, problems: [...problems, 'GraphQL body is not JSON'] };
  }
  if (typeof payload.query !== 'string') return { operation: null, problems: [...problems, 'GraphQL body has no query'] };
  let document;
  try {
    document = parse(payload.query);
  } catch (error) {
    return { operation: null, problems: [...problems, `GraphQL syntax error: ${(error as Error).message}`] };
  }
  problems.push(...validate(schema, document).map((error) => `GraphQL: ${error.message}`));
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) problems.push(`expected exactly one GraphQL operation, found ${operations.length}`);
  const operation = operations[0];
  if (operation) {
    const variables = (payload.variables ?? {}) as Record<string, unknown>;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    for (const error of coerced.errors ?? []) problems.push(`GraphQL variables: ${error.message}`);
  }
  return { operation: operation?.name ? `graphql:${operation.name.value}` : 'graphql:(anonymous)', problems };
}

export function createContractChecker(options: ContractOptions): ContractChecker {
  const base = new URL(options.apiUrl);
  const graphqlUrl = new URL(options.storefrontApiUrl);
  return {
    check(request: CheckedRequest): CheckResult {
      const url = new URL(request.url);
      if (url.origin === graphqlUrl.origin && url.pathname === graphqlUrl.pathname) return checkGraphql(request, options);
      const apiRoot = base.pathname.replace(/\/+$/, '');
      const version = /^\/(v2|v3)\//.exec(url.pathname.slice(apiRoot.length))?.[1];
      if (url.origin === base.origin && url.pathname.startsWith(`${apiRoot}/`) && version) return checkRest(request, url, base, version, options);
      return { operation: null, problems: [`request to ${request.method} ${request.url} is outside the BigCommerce APIs`] };
    },
    get operationIds() {
      return loadReference().operations.map((operation) => operation.id);
    },
  };
}
