// Turns a service's OpenAPI document (generated from its zod schemas by
// @fastify/swagger + fastify-type-provider-zod) into the Markdown of docs/api.md.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A number in OpenAPI 3.1, a flag on minimum/maximum in 3.0. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  description?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const MAX_DEPTH = 5;

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const literal = (value: unknown) => JSON.stringify(value);

/** A one-line type: `string (date-time)`, `"a" | "b"`, `array of integer`, `Product`. */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' \\| ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeLabel).join(' \\| ');
  if (schema.allOf) return schema.allOf.map(typeLabel).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((type) => {
    if (type === 'array') return `array of ${typeLabel(schema.items)}`;
    if (type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return `map of ${typeLabel(schema.additionalProperties)}`;
    }
    return schema.format ? `${type} (${schema.format})` : type;
  });
  if (schema.nullable) labels.push('null');
  return labels.join(' \\| ') || 'any';
}

/** Bounds that only restate "a safe integer" say nothing. */
const meaningful = (bound: number | undefined) => bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;

function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.minLength !== undefined && schema.minLength > 0) parts.push(`min. ${schema.minLength} chars`);
  if (schema.maxLength !== undefined) parts.push(`max. ${schema.maxLength} chars`);
  const exclusiveMin = schema.exclusiveMinimum;
  if (typeof exclusiveMin === 'number' && meaningful(exclusiveMin)) parts.push(`> ${exclusiveMin}`);
  if (meaningful(schema.minimum)) parts.push(`${exclusiveMin === true ? '>' : '≥'} ${schema.minimum}`);
  const exclusiveMax = schema.exclusiveMaximum;
  if (typeof exclusiveMax === 'number' && meaningful(exclusiveMax)) parts.push(`< ${exclusiveMax}`);
  if (meaningful(schema.maximum)) parts.push(`${exclusiveMax === true ? '<' : '≤'} ${schema.maximum}`);
  if (schema.minItems !== undefined && schema.minItems > 0) parts.push(`min. ${schema.minItems} items`);
  if (schema.maxItems !== undefined) parts.push(`max. ${schema.maxItems} items`);
  // A format (date, email, …) already says what the generated pattern spells out.
  if (schema.pattern && !schema.format) parts.push(`pattern \`${schema.pattern}\``);
  if (schema.default !== undefined) parts.push(`default ${literal(schema.default)}`);
  return parts.join(', ');
}

/** The object a field's value is (also through `T | null` and arrays), whose fields are listed below it. */
function nestedObject(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.items) return nestedObject(schema.items);
  const union = (schema.anyOf ?? schema.oneOf)?.filter((option) => option.type !== 'null');
  if (union?.length === 1) return nestedObject(union[0]);
  return null;
}

/** The alternatives of a union of two or more objects (a body or record of several forms), else null. */
function objectVariants(schema: JsonSchema): JsonSchema[] | null {
  if (schema.properties) return null;
  const union = (schema.anyOf ?? schema.oneOf)?.filter((option) => option.type !== 'null');
  return union && union.length > 1 && union.every((option) => option.properties) ? union : null;
}

/**
 * Remembers where a large object was listed first, so a record repeated by list, get,
 * create and update calls is listed once and referred to afterwards.
 */
export class SeenObjects {
  private readonly seen = new Map<string, string>();
  constructor(public where = '') {}
  firstListing(object: JsonSchema): string | null {
    if (Object.keys(object.properties ?? {}).length < 6) return null;
    const key = JSON.stringify(object);
    const earlier = this.seen.get(key);
    if (earlier && earlier !== this.where) return earlier;
    this.seen.set(key, this.where);
    return null;
  }
}

/** Nested bullet list of an object's fields. */
export function fieldList(schema: JsonSchema | undefined, seen = new SeenObjects(), indent = '', depth = 0): string[] {
  const object = schema && nestedObject(schema);
  const variants = schema && objectVariants(schema);
  if (variants && depth < MAX_DEPTH) {
    // A body of several forms (e.g. told apart by a `mode` field): each form's fields, not just 'object | object'.
    return variants.flatMap((variant, index) => [`${indent}- form ${index + 1}:`, ...fieldList(variant, seen, `${indent}  `, depth + 1)]);
  }
  if (!object?.properties) return schema ? [`${indent}- ${typeLabel(schema)}`] : [];
  const earlier = seen.firstListing(object);
  if (earlier) return [`${indent}- fields as listed under ${earlier}`];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([name, field]) => {
    const notes = [constraints(field), field.description].filter(Boolean).join('; ');
    const line = `${indent}- \`${name}\`${required.has(name) ? '' : ' (optional)'}: ${typeLabel(field)}${notes ? ` — ${notes}` : ''}`;
    const inner = nestedObject(field);
    return inner && depth < MAX_DEPTH ? [line, ...fieldList(inner, seen, `${indent}  `, depth + 1)] : [line];
  });
}

function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined): JsonSchema | undefined {
  if (!content) return undefined;
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
}

/** Who may call it, from the operation's security requirements (server-kit http/openapi.ts). */
function accessLine(security: Operation['security']): string | null {
  if (!security) return null;
  if (!security.length) return 'Access: public.';
  const session = security.some((requirement) => 'csrfToken' in requirement)
    ? 'staff session (cookie + `X-CSRF-Token` header, or bearer token)'
    : 'staff session (cookie or bearer token)';
  return security.some((requirement) => !Object.keys(requirement).length)
    ? `Access: public; with a ${session} the answer includes more.`
    : `Access: ${session}.`;
}

function renderOperation(method: string, path: string, operation: Operation, seen: SeenObjects): string[] {
  const title = `${method.toUpperCase()} ${path}`;
  const lines = [`#### \`${title}\``, ''];
  if (operation.summary) lines.push(operation.summary, '');
  if (operation.description) lines.push(operation.description, '');
  const access = accessLine(operation.security);
  if (access) lines.push(access, '');
  const params = (operation.parameters ?? []).filter((param) => param.in !== 'header' && param.in !== 'cookie');
  if (params.length) {
    lines.push('| parameter | in | type | required |', '|---|---|---|---|');
    for (const param of params)
      lines.push(`| \`${param.name}\` | ${param.in} | ${typeLabel(param.schema)} | ${param.required ? 'yes' : 'no'} |`);
    lines.push('');
  }
  const body = jsonSchemaOf(operation.requestBody?.content);
  seen.where = `\`${title}\` (request body)`;
  if (body) lines.push('Request body:', '', ...fieldList(body, seen), '');
  const errors: string[] = [];
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schema = jsonSchemaOf(response.content);
    // The error envelope is the same everywhere (shared schemas below): one line for all of them.
    if (schema?.$ref && refName(schema.$ref) === 'ErrorEnvelope') {
      errors.push(`\`${status}\` ${response.description ?? ''}`.trimEnd());
      continue;
    }
    lines.push(`Response \`${status}\`${schema ? ':' : ` ${response.description ?? ''}`.trimEnd()}`, '');
    seen.where = `\`${title}\` (response ${status})`;
    if (schema) lines.push(...fieldList(schema, seen), '');
  }
  if (errors.length) lines.push(`Errors (\`ErrorEnvelope\`): ${errors.join('; ')}.`, '');
  return lines;
}

/** One service's section: an endpoint table, then each endpoint with its fields. */
export function renderService(service: string, document: OpenApiDocument): string {
  const operations = Object.entries(document.paths ?? {})
    .flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] })))
    .sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
  const lines = [`## ${service}`, '', `${operations.length} endpoints. Live document: \`GET /api/docs/${service}.json\`.`, ''];
  lines.push('| method | path | summary |', '|---|---|---|');
  for (const { path, method, operation } of operations)
    lines.push(`| ${method.toUpperCase()} | \`${path}\` | ${operation.summary ?? ''} |`);
  lines.push('');
  const seen = new SeenObjects();
  for (const { path, method, operation } of operations) lines.push(...renderOperation(method, path, operation, seen));
  const schemas = Object.entries(document.components?.schemas ?? {});
  if (schemas.length) {
    lines.push(`### ${service}: shared schemas`, '');
    for (const [name, schema] of schemas) lines.push(`#### ${name}`, '', ...fieldList(schema, seen), '');
  }
  return lines.join('\n');
}
