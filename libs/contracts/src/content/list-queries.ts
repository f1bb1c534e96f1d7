import { z } from 'zod';
import { nodeTypeSchema } from './node';

/**
 * The filters of the website builder's lists (document 1 §2 back-office lists, filtered,
 * sorted and paged in SQL): a search over the names and, for blocks and nodes, the type, for
 * sites their state (public or draft).
 */
const q = z.string().trim().max(120).optional();

/** GET /api/sites?q=…&isPublic=true|false&sort=path|name (q searches path, name and title; isPublic: public or draft only). */
export const siteListQuerySchema = z.object({ q, isPublic: z.enum(['true', 'false']).optional() });
/** GET /api/blocks?q=…&type=hero_main */
export const blockListQuerySchema = z.object({ q, type: z.string().trim().max(64).optional() });
/** GET /api/nodes?q=…&type=animal */
export const nodeListQuerySchema = z.object({ q, type: nodeTypeSchema.optional() });
/** GET /api/redirects?q=… (path and target) */
export const redirectListQuerySchema = z.object({ q });

export const SITE_SORT_FIELDS = ['path', 'name'] as const;
export const BLOCK_SORT_FIELDS = ['identifier', 'name'] as const;
export const NODE_SORT_FIELDS = ['identifier'] as const;
export const REDIRECT_SORT_FIELDS = ['path', 'target'] as const;
