import { z } from 'zod';
import { contentPathSchema } from './common';

/**
 * Redirects (document 1 §3 "redirects (path)"): a website path that answers with a
 * redirect to another path or an external address.
 */
export const redirectInputSchema = z.object({
  /** Unique (document 1 §3), e.g. '/impressum'. */
  path: contentPathSchema,
  /** A path on this site ('/site/imprint') or an http(s) address. */
  target: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .regex(/^(?:\/(?!\/)|https?:\/\/)\S*$/),
  /** 301 moved permanently, 302 found (temporary). */
  statusCode: z.literal([301, 302]).default(301),
});

export const redirectSchema = redirectInputSchema.extend({ id: z.number().int() });
export type Redirect = z.infer<typeof redirectSchema>;
export type RedirectInput = z.input<typeof redirectInputSchema>;
