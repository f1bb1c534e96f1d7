import { z } from 'zod';
import { catalogImageSchema } from '../catalog/common';
import { contentIdentifierSchema } from './common';

/**
 * Nodes — content items (document 1 §3 "nodes (identifier)"; website.md §3 "Node: id, type
 * (form, animal, news, job, and also popup, mainCategory, subCategory), isPublic, content";
 * storefront.md §3 "Popup node: type popup, isPublic, content.image, content.text").
 */
export const nodeTypeSchema = z.enum(['form', 'animal', 'news', 'job', 'popup', 'mainCategory', 'subCategory']);
export type NodeType = z.infer<typeof nodeTypeSchema>;

/**
 * The content: the fields a popup has (name, text as HTML, image or null) are checked when
 * present; every other field of the other node types passes as it is (website.md §3
 * animal, news, job, form contents).
 */
export const nodeContentSchema = z.looseObject({
  name: z.string().trim().max(255).optional(),
  text: z.string().max(100_000).optional(),
  image: catalogImageSchema.nullable().optional(),
});
export type NodeContent = z.infer<typeof nodeContentSchema>;

export const nodeInputSchema = z.object({
  /** Unique (document 1 §3). */
  identifier: contentIdentifierSchema,
  type: nodeTypeSchema,
  /** Visitors only get public nodes (storefront.md §4, website.md §4). */
  isPublic: z.boolean().default(true),
  content: nodeContentSchema.default({}),
});

export const nodeSchema = nodeInputSchema.extend({ id: z.number().int() });
/** Named ContentNode: `Node` is the DOM's. */
export type ContentNode = z.infer<typeof nodeSchema>;
export type ContentNodeInput = z.input<typeof nodeInputSchema>;
