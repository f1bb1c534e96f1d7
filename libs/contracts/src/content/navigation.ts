import { z } from 'zod';
import { recordIdSchema, slugIdentifierSchema } from '../catalog/common';
import { contentIdentifierSchema } from './common';

/**
 * Navigations (document 1 §3 "Navigation: identifier …, isPublic, items"; website.md §2
 * Navigation; storefront.md §2.3, §2.13): the header's mainMenu, the mobileMenu with its
 * sub-levels, the footer's footer, contact and social links.
 */

export const navigationItemTypeSchema = z.enum(['home', 'site', 'branch', 'link']);
export type NavigationItemTypeValue = z.infer<typeof navigationItemTypeSchema>;

/**
 * One item, recursive through `children` (website.md §2 "The navigation is recursive").
 * The same shape as libs/domain's NavigationItem, so resolveNavigation takes it as it is.
 */
export interface NavigationItemRecord {
  label: string;
  type: NavigationItemTypeValue;
  /**
   * home: unused (null); site: the site's id; branch: the branch's id, or its identifier
   * ('konstanz') since branches live in another service; link: a URL or path.
   */
  target: number | string | null;
  /** Appended to the path of home, site and branch items ('#oeffnungszeiten', '?tab=2'). */
  suffix: string;
  isEnabled: boolean;
  children: NavigationItemRecord[];
}

/** What a client may send: everything but label and type has a default. */
export interface NavigationItemInput {
  label: string;
  type: NavigationItemTypeValue;
  target?: number | string | null;
  suffix?: string;
  isEnabled?: boolean;
  children?: NavigationItemInput[];
}

/** Where a link item may lead: a path of this site, an anchor, or an http(s), mailto or tel address — never script. */
const LINK_TARGET = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/** Whether the target fits the item type (website.md §2 "target (id of a site or branch, or an external URL for link)"). */
function isValidNavigationTarget(type: NavigationItemTypeValue, target: number | string | null): boolean {
  if (target === null || target === '') return true;
  switch (type) {
    case 'home':
      return true;
    case 'site':
      return typeof target === 'number';
    case 'branch':
      return typeof target === 'number' || slugIdentifierSchema.safeParse(target).success;
    default:
      return typeof target === 'string' && LINK_TARGET.test(target);
  }
}

// Recursive (children): the id makes the OpenAPI documents name it as a component
// (an unnamed cycle becomes a dangling `schema0` reference).
export const navigationItemSchema: z.ZodType<NavigationItemRecord, NavigationItemInput> = z
  .object({
    label: z.string().trim().min(1).max(120),
    type: navigationItemTypeSchema,
    target: z
      .union([recordIdSchema, z.string().trim().max(2048)])
      .nullable()
      .default(null),
    suffix: z.string().trim().max(255).default(''),
    isEnabled: z.boolean().default(true),
    get children(): z.ZodDefault<z.ZodArray<typeof navigationItemSchema>> {
      return z.array(navigationItemSchema).max(100).default([]);
    },
  })
  .superRefine((item, ctx) => {
    if (!isValidNavigationTarget(item.type, item.target)) ctx.addIssue({ code: 'custom', path: ['target'], input: item.target });
  })
  .meta({ id: 'NavigationItem' });

/** The identifiers the storefront reads (storefront.md §2.3, §2.13); others are allowed. */
export const NAVIGATION_IDENTIFIERS = {
  mainMenu: 'mainMenu',
  mobileMenu: 'mobileMenu',
  footer: 'footer',
  contact: 'contact',
  social: 'social',
} as const;

export const navigationInputSchema = z.object({
  /** Unique (document 1 §3 "navigations (identifier)"). */
  identifier: contentIdentifierSchema,
  /** Visitors only get public navigations (storefront.md §4). */
  isPublic: z.boolean().default(true),
  items: z.array(navigationItemSchema).max(100).default([]),
});

export const navigationSchema = navigationInputSchema.extend({ id: z.number().int() });
export type Navigation = z.infer<typeof navigationSchema>;
export type NavigationInput = z.input<typeof navigationInputSchema>;
