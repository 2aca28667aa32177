/**
 * Malformed requests for one route of an OpenAPI document: a bounded, seeded set of the inputs
 * that used to crash the API (wrong types, nulls, NUL, lone surrogates, depth, size, encodings),
 * built from the route's own parameters and body schema so that a new route is covered as soon
 * as it is documented.
 */
import { gzipSync } from 'node:zlib';

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  example?: unknown;
  minimum?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
}

export interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface FuzzCase {
  label: string;
  /** The path with its parameters filled in, and the query string (already encoded). */
  url: string;
  headers: Record<string, string>;
  /** Raw bytes to send, or undefined for none. */
  body?: string | Buffer;
}

/** Known ids by path or body field name: real rows, so that a request gets past "not found" to its checks. */
export type KnownIds = Record<string, string>;

/** mulberry32: a tiny seeded generator, so every run sends the same requests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAKE_UUID = '00000000-0000-4000-8000-00000000f022';
const LONE_SURROGATE_JSON = '"x\\ud800y"';

export class FuzzCaseBuilder {
  constructor(
    private readonly document: OpenApiDocument,
    private readonly known: KnownIds,
  ) {}

  /** The route-wide cases (path, query, whole bodies) and a seeded sample of at most `limit` one-field cases. */
  casesFor(path: string, method: string, operation: Operation, random: () => number, limit: number): FuzzCase[] {
    const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
    const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const bodySchema = this.resolve(operation.requestBody?.content?.['application/json']?.schema);
    // A route without a body would act on a real id whatever the body says: only made-up ids there.
    const useKnownIds = bodySchema !== undefined || method === 'get';
    const fill = (override: Record<string, string> = {}) =>
      path.replace(
        /\{(\w+)\}/g,
        (_m, name: string) => override[name] ?? encodeURIComponent(this.idFor(name, pathParams.find((p) => p.name === name)?.schema, useKnownIds)),
      );
    const baseline = bodySchema ? this.valueFor(bodySchema, '', useKnownIds) : undefined;
    const json = (value: unknown) => JSON.stringify(value);
    const withBody = (body: string | Buffer | undefined, headers: Record<string, string> = {}) => ({
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const cases: FuzzCase[] = [];
    const add = (label: string, url: string, extra: { headers?: Record<string, string>; body?: string | Buffer } = {}) =>
      cases.push({ label, url, headers: extra.headers ?? {}, body: extra.body });
    const base = fill();
    const baseBody = baseline === undefined ? undefined : json(baseline);

    for (const param of pathParams) {
      for (const [what, value] of [
        ['NUL', 'a%00b'],
        ['bad percent-encoding', '%E0%A4%A'],
        ['an overlong UTF-8 sequence', '%ED%A0%80'],
        ['300 characters', 'a'.repeat(300)],
        ['not an id', 'not-an-id'],
      ]) {
        add(`path ${param.name}: ${what}`, fill({ [param.name]: value! }), withBody(baseBody));
      }
    }
    // A route without query parameters ignores the query, as HTTP servers do; one with them refuses strangers.
    if (queryParams.length > 0) add('query: an unknown parameter', `${base}?fuzzUnknown=1`, withBody(baseBody));
    for (const param of queryParams) {
      const values: [string, string][] = [
        ['NUL', 'a%00b'],
        ['600 characters', 'q'.repeat(600)],
        ['given twice', `1&${param.name}=2`],
        ['a word', 'abc'],
        ['a huge number', '1e999'],
        ['negative', '-1'],
        ['bad UTF-8', '%ED%A0%80'],
      ];
      for (const [what, value] of values) add(`query ${param.name}: ${what}`, `${base}?${param.name}=${value}`, withBody(baseBody));
    }

    const bodies: [string, string | Buffer, Record<string, string>?][] = [
      ['unparseable JSON', '{"broken": '],
      ['nested 40 deep', `${'['.repeat(40)}${']'.repeat(40)}`],
      ['over 100 KB', json({ ...(baseline as object), fuzzPadding: 'p'.repeat(110_000) })],
      ['Content-Encoding: bogus', baseBody ?? '{}', { 'content-encoding': 'bogus' }],
      ['"gzip" that is not gzip', baseBody ?? '{}', { 'content-encoding': 'gzip' }],
      ['gzip of 300 KB', gzipSync(json({ fuzzPadding: 'z'.repeat(300_000) })), { 'content-encoding': 'gzip' }],
      ['text/plain', 'hello', { 'content-type': 'text/plain' }],
      ['top-level null', 'null'],
      ['top-level string', '"fuzz"'],
      ['an unknown field', json({ ...(baseline as object), fuzzUnknown: 1 })],
      ['NUL in a field name', json({ ...(baseline as object), 'a\u0000b': 1 })],
      ['a lone surrogate in a field name', `{"x\\udfff":1}`],
    ];
    if (bodySchema) bodies.push(['top-level array', '[]']);
    for (const [what, body, headers] of bodies) add(`body: ${what}`, base, withBody(body, headers));

    add('no key, unparseable body', base, { headers: { 'content-type': 'application/json', 'x-fuzz-no-key': '1' }, body: '{"broken": ' });
    const fieldCases: FuzzCase[] = [];
    if (bodySchema && baseline !== null && typeof baseline === 'object') {
      for (const [field, schema] of this.fields(bodySchema, '')) {
        for (const [what, raw] of this.badValues(schema)) {
          fieldCases.push({ label: `body ${field}: ${what}`, url: base, ...withBody(setRaw(baseline as Record<string, unknown>, field, raw)) });
        }
      }
    }
    return [...cases, ...sample(fieldCases, random, limit)];
  }

  /** The body's fields, top level and one object deeper (`stakes.ante`), with their schemas. */
  private fields(schema: SchemaObject, prefix: string): [string, SchemaObject][] {
    const out: [string, SchemaObject][] = [];
    for (const [name, raw] of Object.entries(schema.properties ?? {})) {
      const property = this.resolve(raw)!;
      const path = prefix === '' ? name : `${prefix}.${name}`;
      out.push([path, property]);
      if (prefix === '' && property.properties) out.push(...this.fields(property, path));
    }
    return out;
  }

  /** Values a field of this schema must refuse, as raw JSON text. */
  private badValues(schema: SchemaObject): [string, string][] {
    const values: [string, string][] = [
      ['NUL', '"a\\u0000b"'],
      ['a lone surrogate', LONE_SURROGATE_JSON],
      ['nested 40 deep', `${'['.repeat(40)}${']'.repeat(40)}`],
    ];
    if (!schema.nullable) values.push(['null', 'null']);
    const type = schema.type ?? (schema.properties ? 'object' : undefined);
    if (type === 'string') values.push(['a number', '12345'], ['an object', '{"a":1}']);
    if (type === 'integer' || type === 'number')
      values.push(['a string', '"12"'], ['a fraction', '1.5'], ['beyond 2^53', '18014398509481984'], ['boolean', 'true']);
    if (type === 'boolean') values.push(['a string', '"yes"']);
    // Free-form objects (a table's `rules`) go to the engine's own checks: nulls inside must not crash them.
    if (type === 'object') values.push(['a string', '"obj"'], ['an array', '[1]'], ['nulls inside', '{"name":null,"rake":null,"betting":null,"ante":null}']);
    if (type === 'array') values.push(['an object', '{"a":1}'], ['an array of nulls', '[null]']);
    return values;
  }

  private idFor(name: string, schema: SchemaObject | undefined, useKnown: boolean): string {
    if (useKnown && this.known[name]) return this.known[name]!;
    return schema?.format === 'uuid' || /Id$/.test(name) ? (/(accountId|transactionId|entryId)$/.test(name) ? '987654321' : FAKE_UUID) : 'fuzz';
  }

  /** A plausible value for a schema (examples, known ids, minimums): the baseline that one field at a time is broken in. */
  private valueFor(raw: SchemaObject | undefined, name: string, useKnown: boolean, depth = 0): unknown {
    const schema = this.resolve(raw);
    if (!schema || depth > 6) return 'fuzz';
    if (schema.example !== undefined) return schema.example;
    if (schema.enum) return schema.enum[0];
    const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
    if (variant) return this.valueFor(variant, name, useKnown, depth + 1);
    if (schema.properties) {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([key]) => required.has(key))
          .map(([key, property]) => [key, this.valueFor(property, key, useKnown, depth + 1)]),
      );
    }
    switch (schema.type) {
      case 'integer':
      case 'number':
        return schema.minimum ?? 1;
      case 'boolean':
        return true;
      case 'array':
        return [this.valueFor(schema.items, name, useKnown, depth + 1)];
      case 'object':
        return {};
    }
    if (schema.format === 'uuid' || /Id$/.test(name)) return this.idFor(name, schema, useKnown);
    if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
    return 'fuzz';
  }

  private resolve(schema: SchemaObject | undefined): SchemaObject | undefined {
    if (!schema) return undefined;
    if (schema.$ref) return this.resolve(this.document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')]);
    if (schema.allOf?.length === 1) return { ...this.resolve(schema.allOf[0]), nullable: schema.nullable };
    return schema;
  }
}

/** The body as JSON text with one field (`a` or `a.b`) set to raw JSON text. */
function setRaw(body: Record<string, unknown>, field: string, raw: string): string {
  const marker = '"__fuzz_marker__"';
  const copy = structuredClone(body);
  const [head, tail] = field.split('.') as [string, string | undefined];
  if (tail === undefined) copy[head] = '__fuzz_marker__';
  else copy[head] = { ...(typeof copy[head] === 'object' && copy[head] !== null ? (copy[head] as object) : {}), [tail]: '__fuzz_marker__' };
  return JSON.stringify(copy).replace(marker, raw);
}

function sample<T>(items: T[], random: () => number, limit: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, limit);
}
