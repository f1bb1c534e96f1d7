import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { validationTexts } from '@asp/i18n';
import { HttpError, type ErrorItem } from './errors';
import { fieldPath } from '@asp/domain';
import { bodyTooLargeMessage } from './body-limits';
import { isBackendOutage } from '../lifecycle';

/**
 * PostgreSQL refusing a value the schemas let through (class 22 "data exception": out of
 * range, invalid text representation, bad byte sequence; 54000: e.g. an index row too
 * large for an overlong unique text). The value is the caller's fault, so 400, not 500.
 */
function isRefusedValue(error: unknown): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

/**
 * Every failure leaves as `{ errors: [{ message, field }] }` (DESIGN.md §5):
 * 400 validation, 401, 403, 404, 409, 422, 429; anything unexpected is logged and
 * answered with the generic German message, never with internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: ErrorItem[] = error.validation.map((issue) => ({
        message: issue.message ?? validationTexts.invalid,
        field: fieldPath(
          issue.instancePath
            .split('/')
            .filter(Boolean)
            .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        ),
      }));
      return reply.code(400).send({ errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ errors: [{ message: validationTexts.serverError }] });
    }
    if (isRefusedValue(error)) {
      // Only the code: the error's detail may quote the caller's data.
      request.log.warn({ pgCode: (error as { code: string }).code }, 'database refused a value');
      return reply.code(400).send({ errors: [{ message: validationTexts.invalid }] });
    }
    if (isBackendOutage(error)) {
      // Redis or PostgreSQL is away for a moment: the caller may try again (no stack, no hang).
      request.log.warn({ err: error }, 'backend not reachable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ errors: [{ message: validationTexts.serviceUnavailable }] });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ errors: [{ message: validationTexts.rateLimited }] });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said in German.
      const message = status === 413 ? bodyTooLargeMessage(request) : validationTexts.invalid;
      return reply.code(status).send({ errors: [{ message }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ errors: [{ message: validationTexts.serverError }] });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ errors: [{ message: validationTexts.routeNotFound }] }));
}
