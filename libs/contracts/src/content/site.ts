import { z } from 'zod';
import { optionalTextSchema } from '../catalog/common';
import { contentPathSchema } from './common';

/**
 * Sites — the website's pages (document 1 §3 "Site: path, title, name, description, type,
 * isPublic"; website.md §2 Page display, §3 "Site: id, name, path, type, content (with a
 * body list of blocks)").
 */

/**
 * One block of a page body: a type (website.md §2 "Block types on a page body": hero_main,
 * text, contact, …) and its value. The value's shape belongs to the block type and is
 * kept generic here; the website reads it by type.
 */
export const siteBodyBlockSchema = z.looseObject({
  type: z.string().trim().min(1).max(64),
  value: z.unknown(),
});
export type SiteBodyBlock = z.infer<typeof siteBodyBlockSchema>;

/** The 19 block types of a page body (website.md §2): the builder's forms, the website's components and the demo pages cover each. */
export const WEBSITE_BLOCK_TYPES = [
  'hero_main',
  'hero_sub',
  'hero_quote',
  'contact',
  'teaser_animal',
  'teaser_career',
  'teaser_news',
  'overview_animals',
  'overview_news',
  'text',
  'slider_text',
  'title_text_images',
  'text_slider',
  'text_slider_animal',
  'image_text_slider',
  'numbers',
  'image_carousel',
  'career',
  'form',
] as const;
export type WebsiteBlockType = (typeof WEBSITE_BLOCK_TYPES)[number];

/** The page content: the body list of blocks plus whatever the site type adds. */
export const siteContentSchema = z.looseObject({
  body: z.array(siteBodyBlockSchema).max(200).default([]),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** Site type of the seeded pages (website.md §2 "default" labelled "Einfache Seite"). */
export const DEFAULT_SITE_TYPE = 'default';
/** The second site type (website.md §2 "Standardseite"): a page body of blocks. 'default' shows the rich text `content.text` ('Inhalt'). */
export const STANDARD_SITE_TYPE = 'standard';
/** The site types the website shows; any other type shows the server-error placeholder. */
export const SITE_TYPES = [DEFAULT_SITE_TYPE, STANDARD_SITE_TYPE] as const;

export const siteInputSchema = z.object({
  /** Unique (document 1 §3 "sites (path)"), e.g. '/ueber-uns'. */
  path: contentPathSchema,
  /** Page title for the document head (SEO); '' falls back to the name. */
  title: optionalTextSchema(255),
  /** The name shown in breadcrumbs and the back office. */
  name: z.string().trim().min(1).max(120),
  description: optionalTextSchema(1000),
  /** Decides how the page is shown (website.md §2); an unknown type shows an error placeholder. */
  type: z.string().trim().min(1).max(64).default(DEFAULT_SITE_TYPE),
  /**
   * Whether visitors see the page (issue 14): a page starts as a draft ('Entwurf') unless its
   * creator makes it public, so a half-written page is never live the moment it is created.
   * Staff see drafts too (in draft style); visitors get the 404 view. A full replace
   * (PUT) without the flag makes the page a draft as well.
   */
  isPublic: z.boolean().default(false),
  content: siteContentSchema.default({ body: [] }),
});

export const siteSchema = siteInputSchema.extend({ id: z.number().int() });
export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteInputSchema>;
