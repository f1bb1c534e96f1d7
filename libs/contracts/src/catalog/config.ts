import { z } from 'zod';
import { publicHashSchema } from '../content/upload';
import { deliveryMethodSchema, htmlTextSchema, optionalEmailSchema, optionalTextSchema, recordIdSchema } from './common';

const flag = (value = false) => z.boolean().default(value);
const labelCountSchema = z.number().int().min(1).max(50).default(1);

/** Document 1 §9: the theme colours #000000 and #333333. */
export const THEME_COLOUR_DEFAULTS = { primaryColor: '#000000', secondaryColor: '#333333' } as const;
export const HEX_COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/**
 * A theme colour as '#rrggbb' (or '#rgb'). Contracts carry no texts: the service and the
 * back-office form pass the German message ('…keine gültige Farbe…') in; without one the
 * error map's generic text applies.
 */
export const themeColourSchema = (fallback: string, message?: string) =>
  z
    .string()
    .trim()
    .regex(HEX_COLOUR_PATTERN, message === undefined ? undefined : { error: message })
    .default(fallback);

/**
 * An optional web address ('' = none): an absolute http(s) URL. A wrong one raises the
 * standard invalid_format/url issue, which the error maps answer with the URL text of §5.
 */
export const optionalUrlSchema = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      if (value && !isWebUrl(value)) ctx.addIssue({ code: 'invalid_format', format: 'url', input: value });
    })
    .default('');

function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A link to an external page ('' = none); the matching …Text field holds the internal page text. */
const externalLinkSchema = optionalUrlSchema();

/**
 * Logo, favicon and og image: files uploaded through the content service (POST
 * /api/uploads), shown at `/upload/{publicHash}/{id}-{version}.{extension}` (uploadUrl).
 */
export const configFileSchema = z.object({
  id: recordIdSchema,
  version: z.number().int().positive().default(1),
  extension: z.string().trim().min(1).max(10),
  publicHash: publicHashSchema,
});
export type ConfigFile = z.infer<typeof configFileSchema>;

/**
 * Shop configuration (platform-and-backoffice.md §3 "Config fields", storefront.md §3
 * "Settings config", spec README). One record; GET /api/config reads it, POST saves the
 * full object. Every field has a default so a saved record is always complete.
 */
export const configInputSchema = z.object({
  shopName: optionalTextSchema(),
  businessName: optionalTextSchema(),
  title: optionalTextSchema(),
  /** HTML, shown on the branch list. */
  description: htmlTextSchema,
  seoTitle: optionalTextSchema(),
  seoDescription: optionalTextSchema(1000),
  website: optionalUrlSchema(),
  city: optionalTextSchema(),
  zipCode: optionalTextSchema(10),
  street: optionalTextSchema(),
  phone: optionalTextSchema(40),
  email: optionalEmailSchema,
  termsAndConditions: externalLinkSchema,
  termsAndConditionsText: htmlTextSchema,
  privacyPolicy: externalLinkSchema,
  privacyPolicyText: htmlTextSchema,
  imprint: externalLinkSchema,
  imprintText: htmlTextSchema,
  allergens: externalLinkSchema,
  allergensText: htmlTextSchema,
  /** ISO 4217, formatted de-DE with two decimals. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('EUR'),
  logo: configFileSchema.nullable().default(null),
  favicon: configFileSchema.nullable().default(null),
  ogImage: configFileSchema.nullable().default(null),
  /** The two theme colours (document 1 §9), applied as CSS custom properties. */
  primaryColor: themeColourSchema(THEME_COLOUR_DEFAULTS.primaryColor),
  secondaryColor: themeColourSchema(THEME_COLOUR_DEFAULTS.secondaryColor),
  /** Google font family, '' = system font. */
  font: optionalTextSchema(100),
  /** Border radius in px. */
  borderRadius: z.number().min(0).max(100).default(0),
  /** Public browser token of the map tile service (not a secret). */
  mapsAccessToken: optionalTextSchema(500),
  /** The map style URL (MapLibre/Mapbox style JSON). */
  mapsStyle: optionalUrlSchema(500),
  mapZoom: z.number().min(0).max(24).default(19),
  mapPitch: z.number().min(0).max(85).default(55),
  mapBearing: z.number().min(-180).max(180).default(-85),
  /** Label print layout (document 1 §9: 1 row and 1 column for compact and detail labels). */
  labelCompactRows: labelCountSchema,
  labelCompactColumns: labelCountSchema,
  labelDetailRows: labelCountSchema,
  labelDetailColumns: labelCountSchema,
  /** Analytics ids (empty by default): the ad pixel and the tag manager load only when set. */
  facebookPixelId: optionalTextSchema(100),
  googleTagManagerId: optionalTextSchema(100),
  defaultDeliveryMethod: deliveryMethodSchema.default('takeaway'),
  /** 'Bestellnummer' instead of 'Ticket' on the status page. */
  disableTickets: flag(),
  enablePluginPWA: flag(),
  enablePluginToolbar: flag(),
  enablePluginHomePage: flag(),
  enablePluginSearch: flag(),
  enablePluginTags: flag(),
  enablePluginCategoryBar: flag(),
  enablePluginMap: flag(),
  enablePluginSMS: flag(),
  enablePluginDonations: flag(),
  enablePluginOrderReviews: flag(),
  enablePluginFrontdesk: flag(),
  enablePluginATMCard: flag(),
  enablePluginHydroAGVoucher: flag(),
  enablePluginMollie: flag(),
  enablePluginDatatrans: flag(),
  /** Payment methods: offered when plugin flag, this flag and the branch flag are all on. */
  enableCash: flag(true),
  enableATMCard: flag(),
  enableHydroAGVoucher: flag(),
  enableMollie: flag(),
  enableDatatrans: flag(),
  /** Spec README: products on sale are added to this category ('Aktionen' in the demo shop). */
  saleCategoryId: recordIdSchema.nullable().default(null),
  /** Default prefix of the phone input (spec README; the demo shop uses +49). */
  phonePrefix: z.enum(['+41', '+423', '+43', '+49']).default('+49'),
  /** IANA zone in which opening hours are read. */
  timeZone: z.string().min(1).max(64).default('Europe/Berlin'),
});

/** The stored and returned configuration (no id: there is exactly one). */
export const configSchema = configInputSchema;
export type Config = z.infer<typeof configSchema>;
export type ConfigInput = z.input<typeof configInputSchema>;

/** The configuration before anyone saved one: every default. */
export const defaultConfig = (): Config => configInputSchema.parse({});

/**
 * A stored configuration read through today's schema: a field that an older release saved
 * in a form the schema now refuses (say a website without its scheme) falls back to its
 * default instead of making the whole configuration unreadable.
 */
export function parseStoredConfig(data: unknown): Config {
  const result = configSchema.safeParse(data);
  if (result.success) return result.data;
  if (typeof data !== 'object' || data === null) return defaultConfig();
  const broken = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !broken.has(key)));
  return configSchema.safeParse(kept).data ?? defaultConfig();
}
