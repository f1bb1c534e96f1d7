import type { FastifyRequest } from 'fastify';
import { fill, formatByteSize, validationTexts } from '@asp/i18n';

/**
 * What a route buffers before its handler runs (issue 10). Fastify reads the whole body
 * into memory, so the limit is what an anonymous caller can make a replica hold per
 * request: small by default, larger only on routes that need it.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Records with long HTML texts (htmlTextSchema: 100 000 characters, up to 3 bytes each in
 * UTF-8, several such fields per product) and free-form content documents (blocks, nodes,
 * sites). Only staff write them, and the role check runs in onRequest, before a byte of
 * the body is read.
 */
export const DOCUMENT_BODY_LIMIT = 2 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** German 413 text of the route (e.g. the upload's file size rule); default: bodyTooLarge with the limit. */
    bodyTooLargeMessage?: string;
  }
}

/** The 413 message for a request: the route's own text, or the generic one naming its limit. */
export function bodyTooLargeMessage(request: FastifyRequest): string {
  const own = request.routeOptions?.config?.bodyTooLargeMessage;
  if (own) return own;
  const limit = request.routeOptions?.bodyLimit ?? DEFAULT_BODY_LIMIT;
  return fill(validationTexts.bodyTooLarge, { limit: formatByteSize(limit) });
}
