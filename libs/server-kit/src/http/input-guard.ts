import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationTexts } from '@asp/i18n';
import { HttpError, type ErrorItem } from './errors';
import { fieldPath } from '@asp/domain';

/**
 * Deeper than any document of the platform (content blocks nest groups in tabs in
 * collections a few levels deep); deep enough that recursive code (zod, JSON.stringify,
 * PostgreSQL's jsonb) would start to struggle long after it.
 */
export const MAX_INPUT_DEPTH = 32;

// NUL, which PostgreSQL text and jsonb cannot hold, and UTF-16 surrogates without their
// partner, which have no UTF-8 form. Without the `u` flag the pattern sees code units.
const FORBIDDEN_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Keys that address Object.prototype when a record is copied or merged.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Segment = string | number;

/**
 * The first hostile spot in a parsed input, or null: forbidden characters in a value or
 * key, prototype keys, numbers beyond the safe integers (no amount, id or count of the
 * platform comes near; past them digits are silently lost) and nesting deeper than
 * MAX_INPUT_DEPTH. Walks with its own stack, so a deep input cannot overflow it.
 */
export function findHostileInput(input: unknown, prefix: Segment[] = []): ErrorItem | null {
  const stack: Array<{ value: unknown; path: Segment[] }> = [{ value: input, path: prefix }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const field = fieldPath(path);
    if (typeof value === 'string') {
      if (FORBIDDEN_CHARACTERS.test(value)) return { message: validationTexts.forbiddenCharacters, field };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return { message: validationTexts.numberOutOfRange, field };
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (path.length - prefix.length >= MAX_INPUT_DEPTH) return { message: validationTexts.tooDeep, field };
      if (Array.isArray(value)) {
        value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
        continue;
      }
      for (const key of Object.keys(value)) {
        // The key itself is not echoed back: it is the hostile part.
        if (PROTOTYPE_KEYS.has(key)) return { message: validationTexts.forbiddenKey, field };
        if (FORBIDDEN_CHARACTERS.test(key)) return { message: validationTexts.forbiddenCharacters, field };
        stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
      }
    }
  }
  return null;
}

/** Params and query are named by their own field; the body's fields by their path. */
export function checkRequestInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): ErrorItem | null {
  return findHostileInput(request.params) ?? findHostileInput(request.query) ?? findHostileInput(request.body);
}

/**
 * Refuses hostile text once for every route, before its schema runs (issue 10): such
 * values would otherwise reach PostgreSQL (500) or a provider call (503). Registered on
 * the root instance, so it precedes every route's own preValidation hooks.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = checkRequestInput(request);
    if (problem) throw new HttpError(400, [problem]);
  });
}
