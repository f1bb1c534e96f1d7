import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ROLE_ADMIN, SESSION_COOKIE, guardRequirement, type GuardRequirement } from '../auth/staff-auth';
import { pruneUnusedSchemas, pruneUnusedSecuritySchemes } from './openapi-components';

/** Route `config.openapi`: what the document says beyond what the zod schemas and guards show. */
export interface RouteOpenApi {
  /** Error statuses the handler itself answers (409 taken, 422 business rule, 429 throttled, 503 …). */
  errors?: number[];
  /** The route works without a session, but a staff session changes the answer (more records). */
  optionalSession?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteOpenApi;
  }
}

export const ERROR_ENVELOPE = 'ErrorEnvelope';

/**
 * How staff authenticate (staff-auth.ts): the session cookie identity sets, plus the
 * double-submit header on state-changing calls; or the same JWT as a bearer token
 * (then without CSRF header, a script cannot be tricked into sending it).
 */
export const securitySchemes = {
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Staff session (HttpOnly cookie set by POST /api/login; EdDSA-signed JWT).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'Double-submit token: the value of the readable `asp_csrf` cookie, required with the session cookie on POST/PUT/PATCH/DELETE.',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The staff session token as `Authorization: Bearer` (no CSRF header needed).',
  },
} as const;

const errorEnvelopeSchema = {
  type: 'object',
  description: 'Every failure: German messages, `field` names the input at fault (dot path).',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, field: { type: 'string' } },
      },
    },
  },
};

const ERROR_TEXTS: Record<number, string> = {
  400: 'Invalid input (one entry per field)',
  401: 'Not signed in',
  403: 'Forbidden: missing role, other branch, or missing/wrong CSRF header',
  404: 'Not found',
  409: 'Conflict (e.g. value already taken, still referenced)',
  413: 'Request body too large',
  415: 'Unsupported content type',
  422: 'Business rule not met',
  429: 'Too many requests',
  500: 'Unexpected server error',
  502: 'Upstream provider failed',
  503: 'Service or provider not reachable',
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) => (Array.isArray(hook) ? hook : hook ? [hook] : []));
}

function methodOf(route: RouteOptions): string {
  return (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
}

const words = (url: string) =>
  url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
/** `time-tracking` → `TimeTracking`: operationIds and component name prefixes. */
export const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

/** Stable, from method and path only: `GET /api/orders/public/:uid/:hash` → `getOrdersPublicByUidByHash`. */
export function operationIdOf(method: string, url: string): string {
  const parts = words(url).map((part) => (part.startsWith(':') ? `By${pascal(part.slice(1))}` : pascal(part)));
  return `${method.toLowerCase()}${parts.join('')}`;
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Create', PUT: 'Replace', PATCH: 'Change', DELETE: 'Delete' };

/** Fallback for a route without `schema.summary`: readable enough for a client's method list. */
export function summaryOf(method: string, url: string): string {
  const parts = words(url);
  const params = parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1));
  const nouns = parts
    .filter((part) => !part.startsWith(':'))
    .join(' ')
    .replace(/-/g, ' ');
  return `${VERBS[method] ?? method} ${nouns}${params.length ? ` by ${params.join(' and ')}` : ''}`;
}

function securityOf(method: string, guard: GuardRequirement | undefined, optional: boolean): Array<Record<string, string[]>> {
  if (!guard && !optional) return [];
  const session: Record<string, string[]> = UNSAFE.has(method) ? { staffSession: [], csrfToken: [] } : { staffSession: [] };
  const staff: Array<Record<string, string[]>> = [session, { staffBearer: [] }];
  return optional ? [{}, ...staff] : staff;
}

function errorStatuses(method: string, schema: Record<string, unknown>, guard: GuardRequirement | undefined, extra: number[]): number[] {
  const statuses = new Set<number>(extra);
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (guard) statuses.add(401);
  // A session cookie without the CSRF header is refused on any state-changing call.
  if ((guard && guard.roles.length) || UNSAFE.has(method)) statuses.add(403);
  if (schema.params) statuses.add(404);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

const errorResponse = (status: number) => ({
  description: ERROR_TEXTS[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
});

/**
 * jsonSchemaTransform plus what every operation needs for a client: operationId,
 * summary, security derived from the route's guard, and the error answers it gives.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = (result.schema ?? {}) as Record<string, unknown> & {
    operationId?: string;
    summary?: string;
    description?: string;
    security?: unknown;
  };
  if (schema.hide) return result;
  const route = input.route;
  const method = methodOf(route);
  const url = result.url ?? input.url;
  const guard = hooksOf(route).map(guardRequirement).find(Boolean);
  const options = route.config?.openapi ?? {};
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of errorStatuses(method, schema, guard, options.errors ?? [])) response[status] ??= errorResponse(status);
  const others = guard?.roles.filter((role) => role !== ROLE_ADMIN) ?? [];
  const roles = !guard?.roles.length
    ? ''
    : others.length
      ? `Needs role ${others.join(' or ')} (ROLE_ADMIN always passes).`
      : `Needs role ${ROLE_ADMIN}.`;
  return {
    url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      summary: schema.summary ?? summaryOf(method, url),
      ...(roles ? { description: [schema.description, roles].filter(Boolean).join('\n\n') } : {}),
      security: schema.security ?? securityOf(method, guard, Boolean(options.optionalSession)),
      response,
    } as FastifySchema,
  };
};

/** jsonSchemaTransformObject (named zod schemas as components) plus the shared parts. */
export const openApiTransformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as Record<string, any>;
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, [ERROR_ENVELOPE]: errorEnvelopeSchema },
  };
  return pruneUnusedSecuritySchemes(pruneUnusedSchemas(document));
};

/** Registers @fastify/swagger for a service; GET /openapi.json serves `app.swagger()`. */
export async function registerOpenApi(app: FastifyInstance, service: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1 (JSON Schema 2020-12) can say "this or null" for a union or a reference;
      // 3.0's `nullable` needs a sibling `type`, which zod's unions do not have.
      openapi: '3.1.0',
      info: {
        title: `${service} API`,
        version: '1.7.2-dev',
        description: `The ${service} service, reached through the gateway under /api. Success: \`{ data }\`; failure: \`{ errors: [{ message, field }] }\` (German messages).`,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Paths already carry /api: the document is relative to the one public origin.
      servers: [{ url: '/', description: 'The gateway (one origin for all services)' }],
      components: { securitySchemes: securitySchemes as never },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
}
