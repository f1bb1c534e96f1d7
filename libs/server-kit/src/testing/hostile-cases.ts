/**
 * Hostile requests generated from a service's OpenAPI document (issue 10): for every
 * route, every path and query parameter and every body field (two levels deep), values
 * PostgreSQL, zod or the handlers must refuse — NUL, lone surrogates, overlong strings,
 * wrong types, huge numbers, deep nesting, prototype keys. Nothing is hand-listed, so a
 * new route is swept the day it is added.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface HostileCase {
  method: string;
  /** The route as documented, e.g. 'PUT /api/branches/{id}'. */
  route: string;
  url: string;
  /** Raw body text (hostile JSON cannot always be written as a JS value, e.g. `__proto__`). */
  payload?: string;
  contentType?: string;
  /** What is hostile, e.g. 'body.items[0].amount: huge number'. */
  what: string;
}

const MARK = '"@@hostile@@"';
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Hostile JSON texts for a field of the given kind. */
function hostileJson(kind: string, schema: JsonSchema): Array<[string, string]> {
  const common: Array<[string, string]> = [
    ['NUL', '"a\\u0000b"'],
    ['lone surrogate', '"a\\ud800b"'],
    ['__proto__ key', '{"__proto__":{"polluted":true}}'],
    ['constructor key', '{"constructor":{"prototype":{"polluted":true}}}'],
    ['deep nesting', deep(2000)],
  ];
  if (kind === 'string') {
    return [
      ...common,
      ['overlong string', JSON.stringify('x'.repeat((schema.maxLength ?? 70_000) + 1))],
      ['wrong type', '12345'],
      ['wrong type', '{}'],
    ];
  }
  if (kind === 'number' || kind === 'integer') {
    return [
      ...common,
      ['huge number', '1e308'],
      ['huge number', '-9007199254740993'],
      ['huge number', '1e400'],
      ['huge number', '2147483648'],
      ['wrong type', '"abc"'],
    ];
  }
  if (kind === 'boolean') return [...common, ['wrong type', '"ja"']];
  if (kind === 'array') return [...common, ['wrong type', '{"a":1}']];
  return [...common, ['wrong type', '[]'], ['wrong type', '"x"']];
}

/** Hostile values of a path or query parameter (URL-encoded text). */
const HOSTILE_PARAMS: Array<[string, string]> = [
  ['NUL', 'a%00b'],
  ['lone surrogate', '%ED%A0%80'],
  ['overlong string', 'x'.repeat(3000)],
  ['wrong type', 'abc'],
  ['huge number', '1e308'],
  ['huge number', '99999999999999999999999'],
  ['huge number', '2147483648'],
  ['negative', '-1'],
  ['prototype key', '__proto__'],
  ['prototype key', 'constructor'],
];

export class SchemaReader {
  constructor(private readonly doc: OpenApiDocument) {}

  resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      const name = current.$ref.split('/').pop() ?? '';
      current = this.doc.components?.schemas?.[name] ?? {};
    }
    if (current.allOf) {
      const parts = current.allOf.map((part) => this.resolve(part));
      return {
        type: 'object',
        properties: Object.assign({}, ...parts.map((part) => part.properties)),
        required: parts.flatMap((part) => part.required ?? []),
      };
    }
    const alternatives = current.anyOf ?? current.oneOf;
    if (alternatives) return this.resolve(alternatives.find((alt) => this.resolve(alt).type !== 'null') ?? alternatives[0]);
    return current;
  }

  kind(schema: JsonSchema): string {
    const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
    if (type) return type;
    if (schema.properties) return 'object';
    if (schema.enum?.length) return typeof schema.enum[0];
    return schema.const !== undefined ? typeof schema.const : 'unknown';
  }

  /** A minimal value the schema accepts (as far as the schema alone says), so one bad field stands out. */
  example(input: JsonSchema | undefined, depth = 0): unknown {
    const schema = this.resolve(input);
    if (schema.default !== undefined) return schema.default;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    switch (this.kind(schema)) {
      case 'string':
        if (schema.format === 'email') return 'sweep@example.de';
        if (schema.format === 'date-time') return '2025-06-02T10:00:00.000Z';
        if (schema.format === 'date') return '2025-06-02';
        if (schema.format === 'uri') return 'https://example.de/';
        return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
      case 'integer':
      case 'number':
        return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      case 'boolean':
        return false;
      case 'array':
        return schema.minItems && depth < 4 ? [this.example(Array.isArray(schema.items) ? schema.items[0] : schema.items, depth + 1)] : [];
      case 'object': {
        if (depth >= 4) return {};
        const value: Record<string, unknown> = {};
        for (const key of schema.required ?? []) value[key] = this.example(schema.properties?.[key], depth + 1);
        return value;
      }
      default:
        return null;
    }
  }

  /** Field paths of a body schema, with their schemas: properties and array items, `maxDepth` levels. */
  fields(
    input: JsonSchema | undefined,
    maxDepth = 2,
    path: Array<string | number> = [],
  ): Array<{ path: Array<string | number>; schema: JsonSchema }> {
    const schema = this.resolve(input);
    const found: Array<{ path: Array<string | number>; schema: JsonSchema }> = [];
    if (path.length >= maxDepth) return found;
    const kind = this.kind(schema);
    if (kind === 'object') {
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        found.push({ path: [...path, key], schema: this.resolve(child) }, ...this.fields(child, maxDepth, [...path, key]));
      }
    } else if (kind === 'array') {
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      if (item) found.push({ path: [...path, 0], schema: this.resolve(item) }, ...this.fields(item, maxDepth, [...path, 0]));
    }
    return found;
  }
}

/** Puts the marker at `path` inside a copy of `base`, creating containers on the way. */
function withMarker(base: unknown, path: Array<string | number>): string {
  const root = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node = root;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      node[segment] = '@@hostile@@';
      return;
    }
    const next = node[segment];
    node[segment] = next !== null && typeof next === 'object' ? next : typeof path[index + 1] === 'number' ? [] : {};
    node = node[segment] as Record<string | number, unknown>;
  });
  return JSON.stringify(root);
}

const fieldName = (path: Array<string | number>) => path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');

/** Every hostile case of one document. */
export function hostileCases(doc: OpenApiDocument): HostileCase[] {
  const reader = new SchemaReader(doc);
  const cases: HostileCase[] = [];
  for (const [template, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${template}`;
      const parameters = operation.parameters ?? [];
      const pathParams = new Map(parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(reader.example(p.schema) ?? 'x')]));
      const urlWith = (override: Record<string, string> = {}, query = '') =>
        template.replace(/\{(\w+)\}/g, (_m, name: string) => override[name] ?? encodeURIComponent(pathParams.get(name) ?? '1')) +
        (query ? `?${query}` : '');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const base = bodySchema ? reader.example(bodySchema) : undefined;
      const basePayload = bodySchema ? JSON.stringify(base ?? {}) : undefined;
      const json = { contentType: 'application/json' };
      const push = (what: string, url: string, payload = basePayload) =>
        cases.push({ method: method.toUpperCase(), route, url, what, ...(payload !== undefined ? { payload, ...json } : {}) });

      for (const name of pathParams.keys()) {
        for (const [what, value] of HOSTILE_PARAMS) push(`path ${name}: ${what}`, urlWith({ [name]: value }));
      }
      const queryNames = [...parameters.filter((p) => p.in === 'query').map((p) => p.name), '__proto__', 'constructor'];
      for (const name of queryNames) {
        for (const [what, value] of HOSTILE_PARAMS) push(`query ${name}: ${what}`, urlWith({}, `${encodeURIComponent(name)}=${value}`));
        push(`query ${name}: repeated`, urlWith({}, `${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`));
      }
      if (!bodySchema) continue;
      for (const { path, schema } of reader.fields(bodySchema)) {
        const text = withMarker(base, path);
        for (const [what, value] of hostileJson(reader.kind(schema), schema))
          push(`body${fieldName(path)}: ${what}`, urlWith(), text.replace(MARK, value));
      }
      const whole: Array<[string, string]> = [
        ['whole body: wrong type', '"x"'],
        ['whole body: wrong type', '[]'],
        ['whole body: deep nesting', deep(5000)],
        ['whole body: __proto__ key', '{"__proto__":{"polluted":true}}'],
        ['whole body: constructor key', '{"constructor":{"prototype":{"polluted":true}}}'],
        ['whole body: NUL key', '{"a\\u0000":1}'],
        ['whole body: broken JSON', '{"a":'],
      ];
      for (const [what, payload] of whole) push(what, urlWith(), payload);
      cases.push({
        method: method.toUpperCase(),
        route,
        url: urlWith(),
        what: 'form body: NUL',
        payload: 'id=a%00b&name=%ED%A0%80',
        contentType: 'application/x-www-form-urlencoded',
      });
    }
  }
  return cases;
}
