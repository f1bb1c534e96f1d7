import { z } from 'zod';

/**
 * Building blocks shared by the website entities of the content service (document 1 §3,
 * website.md §3). As in the catalogue, contracts carry no texts: German messages come from
 * the zod error map of the services.
 */

/**
 * Identifier of a navigation, block or node (document 1 §3 "(identifier)", unique):
 * letters, digits, '-' and '_' between them — 'mainMenu', 'footer', 'grill-popup'.
 */
export const contentIdentifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/);

/**
 * A page path of the website: '/' or '/segment(/segment…)', no trailing slash, no empty
 * segment; letters (umlauts too), digits, '.', '_', '~', '-'. Unique for sites and redirects.
 */
export const contentPathSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^\/$|^(?:\/[\p{L}\p{N}._~-]+)+$/u);
