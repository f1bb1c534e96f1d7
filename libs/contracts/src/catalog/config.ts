import { z } from 'zod';
import {
  catalogImageSchema,
  deliveryMethodSchema,
  htmlTextSchema,
  optionalEmailSchema,
  optionalTextSchema,
  recordIdSchema,
} from './common';

const flag = (value = false) => z.boolean().default(value);
const hexColourSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
const labelCountSchema = z.number().int().min(1).max(50).default(1);
/** A link to an external page ('' = none); the matching …Text field holds the internal page text. */
const externalLinkSchema = optionalTextSchema(2000);

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
  website: optionalTextSchema(2000),
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
  logo: catalogImageSchema.nullable().default(null),
  favicon: catalogImageSchema.nullable().default(null),
  ogImage: catalogImageSchema.nullable().default(null),
  /** The two theme colours (document 1 §9), applied as CSS custom properties. */
  primaryColor: hexColourSchema.default('#000000'),
  secondaryColor: hexColourSchema.default('#333333'),
  /** Google font family, '' = system font. */
  font: optionalTextSchema(100),
  /** Border radius in px. */
  borderRadius: z.number().min(0).max(100).default(0),
  /** Public browser token of the map tile service (not a secret). */
  mapsAccessToken: optionalTextSchema(500),
  mapsStyle: optionalTextSchema(500),
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
