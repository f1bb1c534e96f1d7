import { z } from 'zod';
import {
  calculationModelSchema,
  calendarDateSchema,
  catalogImageSchema,
  htmlTextSchema,
  idReferenceSchema,
  moneySchema,
  recordIdSchema,
  taxRateSchema,
} from './common';
import { availabilityScheduleSchema } from './opening-hours';
import { netQuantitySchema, unitCodeSchema } from './units';

/** Product and its configurator (storefront.md §3). Units are codes of the unit catalogue (./units). */

const quantitySchema = z.number().positive().max(1_000_000);

/** Another unit the product can be ordered in, e.g. Stk. for a product priced per kg. */
export const alternativeUnitSchema = z.object({
  unit: unitCodeSchema,
  /** How many of the product's own unit one alternative unit is (1 Stk. = 0.18 kg → 0.18). */
  ratio: z.number().positive(),
  calculationModel: calculationModelSchema.nullable().default(null),
  minimumQuantity: quantitySchema.nullable().default(null),
  maximumQuantity: quantitySchema.nullable().default(null),
  quantityStepSize: quantitySchema.nullable().default(null),
});

export type AlternativeUnit = z.infer<typeof alternativeUnitSchema>;

export const productTypeSchema = z.enum(['configurable', 'bundle', 'plain']);
export const partTypeSchema = z.enum(['select', 'multiselect', 'text', 'textarea', 'file', 'files', 'image', 'images', 'addons']);
export type PartType = z.infer<typeof partTypeSchema>;
export const priceModifierSchema = z.enum(['add', 'subtract', 'overwrite']);
export type PriceModifier = z.infer<typeof priceModifierSchema>;
export const leadTimeTypeSchema = z.enum(['minutes', 'hours', 'days', 'weeks']);
export type LeadTimeType = z.infer<typeof leadTimeTypeSchema>;

/** What the customer chose in one step of an addon's own configuration (cart item part). */
export const addonItemPartSchema = z.object({
  value: z.string().nullable().optional(),
  values: z.array(z.string()).optional(),
  addons: z.array(z.object({ name: z.string(), amount: z.number().min(0), unit: unitCodeSchema.nullable().optional() })).optional(),
});

/** The product an addon adds; price and unit are a snapshot used by the price rules. */
export const addonProductSchema = z.object({
  id: recordIdSchema,
  name: z.string().max(255).default(''),
  price: moneySchema,
  unit: unitCodeSchema,
});

/**
 * One option of a step. Select/multiselect options: name, modifier, value (the price
 * change per unit). Addon options: name, price, unit and the item it adds (amount,
 * unit, product, parts). Text and upload steps have no options.
 */
export const partOptionSchema = z.object({
  name: z.string().trim().min(1).max(255),
  modifier: priceModifierSchema.nullable().default(null),
  value: z.number().min(-1_000_000).max(1_000_000).nullable().default(null),
  price: moneySchema.nullable().default(null),
  unit: unitCodeSchema.nullable().default(null),
  item: z
    .object({
      amount: z.number().min(0).nullable().default(null),
      unit: unitCodeSchema.nullable().default(null),
      product: addonProductSchema.nullable().default(null),
      parts: z.array(addonItemPartSchema).default([]),
    })
    .nullable()
    .default(null),
});
export type PartOption = z.infer<typeof partOptionSchema>;

/** The longest text a text or textarea step can allow (and an order's part value can carry). */
export const TEXT_PART_MAX_LENGTH = 10_000;
const textLengthSchema = z.number().int().min(1).max(TEXT_PART_MAX_LENGTH).nullable().optional();

/**
 * Configuration step (part): type, name, description, optional, options. Text and
 * textarea steps may set minLength and maxLength (ours, issue 18: the spec names no
 * limit); without maxLength libs/domain's DEFAULT_TEXT_MAX_LENGTH of the type applies.
 */
export const configPartSchema = z.object({
  type: partTypeSchema,
  name: z.string().trim().min(1).max(255),
  description: z.string().max(10_000).default(''),
  /** false: the step must be filled (storefront.md §5). */
  optional: z.boolean().default(false),
  options: z.array(partOptionSchema).default([]),
  /** Text and textarea steps: fewest characters of a filled value; null or absent: any. */
  minLength: textLengthSchema,
  /** Text and textarea steps: most characters; null or absent: the type's default. */
  maxLength: textLengthSchema,
});
export type ConfigPart = z.infer<typeof configPartSchema>;

export const productContentSchema = z.object({
  showAmount: z.boolean().default(true),
  /** Replaces the price at branches with useResellingPrice (spec README). */
  resellingPrice: moneySchema.nullable().default(null),
  allergens: htmlTextSchema,
  /** Category ids the product belongs to (for search and the shop's category lists). */
  categories: z.array(recordIdSchema).default([]),
  /** Sale date: while it lies in the future the product is on sale (config saleCategoryId). */
  date: calendarDateSchema.nullable().default(null),
  configurator: z
    .object({ isEnabled: z.boolean().default(false), options: z.array(z.string().max(255)).default([]) })
    .default({ isEnabled: false, options: [] }),
});
export type ProductContent = z.infer<typeof productContentSchema>;

export const productInputSchema = z.object({
  name: z.string().trim().min(1).max(255),
  description: htmlTextSchema,
  /** HTML shown in the 'Zutaten' popup. */
  allergens: htmlTextSchema,
  type: productTypeSchema.default('plain'),
  /** Gross price per `unit` in the shop currency. */
  price: moneySchema,
  unit: unitCodeSchema.default('piece'),
  alternativeUnits: z.array(alternativeUnitSchema).max(20).default([]),
  /**
   * Net quantity of one piece/package (125 g) for products sold per piece or package;
   * null when none applies. libs/domain's `unitBasePrice` turns it into the base price.
   */
  netQuantity: netQuantitySchema.nullable().default(null),
  images: z.array(catalogImageSchema).default([]),
  isEnabled: z.boolean().default(true),
  isPublic: z.boolean().default(true),
  /** Opening-hour rules when the product is available; null = always. */
  schedule: availabilityScheduleSchema,
  isVisibleWhenUnavailable: z.boolean().default(false),
  isPriceHidden: z.boolean().default(false),
  /** The configurator walks through the steps one by one. */
  isStepByStep: z.boolean().default(false),
  /** Price note shown next to the price (e.g. 'pro 100 g'); the spec names the field only. */
  pricing: z.string().max(255).nullable().default(null),
  calculationModel: calculationModelSchema.default('fixed'),
  /** VAT for delivery; dine-in and takeaway fall back to it when not set (storefront.md §9). */
  tax: taxRateSchema.default(7),
  dineInTax: taxRateSchema.nullable().default(null),
  takeawayTax: taxRateSchema.nullable().default(null),
  minimumQuantity: quantitySchema.nullable().default(null),
  maximumQuantity: quantitySchema.nullable().default(null),
  quantityStepSize: quantitySchema.nullable().default(null),
  defaultQuantity: quantitySchema.nullable().default(null),
  defaultUnit: unitCodeSchema.nullable().default(null),
  config: z.object({ parts: z.array(configPartSchema).max(50).default([]) }).default({ parts: [] }),
  content: productContentSchema.default({
    showAmount: true,
    resellingPrice: null,
    allergens: '',
    categories: [],
    date: null,
    configurator: { isEnabled: false, options: [] },
  }),
  /** Preparation time added to the earliest pickup slot (website.md §3). */
  leadTimeValue: z.number().int().min(0).max(100_000).nullable().default(null),
  leadTimeType: leadTimeTypeSchema.nullable().default(null),
  isLeadTimeEnabled: z.boolean().default(false),
  /** Tags of the product (each with id, as a branch's tags): back-office grouping and the list's tag filter. */
  tags: z.array(idReferenceSchema).max(50).default([]),
});

export const productSchema = productInputSchema.extend({ id: z.number().int() });
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productInputSchema>;

/** Sort fields of `GET /api/products` (`?sort=name`, `?sort=-price`): registerResource sorts in SQL (numbers by value). */
export const PRODUCT_SORT_FIELDS = ['name', 'price'] as const;

/**
 * `GET /api/products` filter parameters of the back-office list (issue 13): all optional,
 * combined with and; `limit`/`offset` page as on every standard list.
 */
export const productListQuerySchema = z.object({
  /** Every word must occur in the name or description, ignoring case. */
  q: z.string().trim().max(120).optional(),
  /** Products of the category: assigned to it (content.categories) or listed under it in a menu. */
  category: z.coerce.number().int().positive().optional(),
  /** Products listed in the menu (Produktkatalog). */
  menu: z.coerce.number().int().positive().optional(),
  tag: z.coerce.number().int().positive().optional(),
  /** Products listed in a menu of the branch. */
  branch: z.coerce.number().int().positive().optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
