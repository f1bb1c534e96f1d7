import { pascalCase as pascal } from '@asp/server-kit';

/** The parts of an OpenAPI document the merge touches; everything else is carried along. */
export interface OpenApiDoc {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<{ name: string }>;
  [key: string]: unknown;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * What the gateway itself may answer for any proxied /api call (rate-limits.ts, proxy.ts),
 * whatever the service says.
 */
const GATEWAY_ANSWERS: Record<string, string> = {
  '429': 'Too many requests (gateway rate limit)',
  '503': 'Service not reachable (gateway)',
};

/** Replaces `#/components/<section>/<old>` references by their new names, everywhere in a value. */
function renameRefs(value: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, renames));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' ? (renames.get(child) ?? child) : renameRefs(child, renames),
    ]),
  );
}

/**
 * One document for the whole platform, for clients that want a single generated API:
 * the services' paths are disjoint (the gateway routes by prefix); a component that two
 * services define differently is renamed `<Service>_<Name>` in the later one, an
 * identical one (the error envelope, the security schemes) is kept once.
 */
export function mergeOpenApiDocuments(documents: Record<string, OpenApiDoc>, missing: string[] = []): OpenApiDoc {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Record<string, Record<string, unknown>> = {};
  const tags = new Map<string, { name: string }>();
  for (const [service, original] of Object.entries(documents)) {
    const renames = new Map<string, string>();
    for (const [section, entries] of Object.entries(original.components ?? {})) {
      const target = (components[section] ??= {});
      for (const [name, definition] of Object.entries(entries)) {
        if (!(name in target) || JSON.stringify(target[name]) === JSON.stringify(definition)) continue;
        renames.set(`#/components/${section}/${name}`, `#/components/${section}/${pascal(service)}_${name}`);
      }
    }
    const document = renameRefs(original, renames) as OpenApiDoc;
    for (const [section, entries] of Object.entries(document.components ?? {})) {
      for (const [name, definition] of Object.entries(entries)) {
        const renamed = renames.get(`#/components/${section}/${name}`)?.split('/').pop() ?? name;
        components[section][renamed] ??= definition;
      }
    }
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (paths[path]) throw new Error(`${service}: path ${path} is already documented by another service`);
      paths[path] = withGatewayAnswers(item);
    }
    for (const tag of document.tags ?? []) if (!tags.has(tag.name)) tags.set(tag.name, tag);
  }
  const first = Object.values(documents)[0];
  const described = Object.keys(documents).join(', ');
  return {
    openapi: first?.openapi ?? '3.1.0',
    info: {
      title: 'Platform API',
      version: first?.info?.version ?? '0.0.0',
      description:
        `All services behind the gateway in one document (${described}).` +
        (missing.length ? ` Not reachable when this was built, so missing: ${missing.join(', ')}.` : ''),
    },
    servers: [{ url: '/', description: 'The gateway (one origin for all services)' }],
    ...(tags.size ? { tags: [...tags.values()] } : {}),
    paths,
    components,
  };
}

function withGatewayAnswers(item: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...item };
  for (const [method, operation] of Object.entries(item)) {
    if (!METHODS.has(method) || !operation || typeof operation !== 'object') continue;
    const responses = { ...(operation as { responses?: Record<string, unknown> }).responses };
    for (const [status, description] of Object.entries(GATEWAY_ANSWERS)) {
      responses[status] ??= {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
    result[method] = { ...operation, responses };
  }
  return result;
}
