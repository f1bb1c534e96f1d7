import { z } from 'zod';
import { DEFAULT_GERMAN_STATE, germanStateSchema } from './german-states';
import {
  catalogImageSchema,
  htmlTextSchema,
  idReferenceSchema,
  instantSchema,
  moneySchema,
  optionalEmailSchema,
  optionalTextSchema,
  recordIdSchema,
  slugIdentifierSchema,
  taxRateSchema,
} from './common';
import { openingHoursSchema } from './opening-hours';

/**
 * A delivery area of a branch (storefront.md §3): the fee `price` at VAT `tax`;
 * free when `free` or when the order gross reaches `freeFromOrderValue`; delivery
 * only from `minimumOrderValue` on.
 */
export const deliveryAreaSchema = z.object({
  /** Shown to the customer and matched by the cart, e.g. '78462 Konstanz'. */
  area: z.string().trim().min(1).max(120),
  price: moneySchema.default(0),
  tax: taxRateSchema.default(19),
  free: z.boolean().default(false),
  freeFromOrderValue: moneySchema.nullable().default(null),
  minimumOrderValue: moneySchema.nullable().default(null),
});
export type DeliveryAreaRecord = z.infer<typeof deliveryAreaSchema>;

/**
 * Branch (Filiale), storefront.md §3 and platform-and-backoffice.md §3.
 * Public readers get enabled branches only; among those, only public ones are
 * selectable in the shop (non-public ones show in the branch list styled inactive).
 */
export const branchInputSchema = z.object({
  /** URL identifier: /store/{identifier}, /shop/{identifier}; unique. */
  identifier: slugIdentifierSchema,
  name: z.string().trim().min(1).max(120),
  description: htmlTextSchema,
  street: optionalTextSchema(),
  zipCode: optionalTextSchema(10),
  city: optionalTextSchema(),
  phone: optionalTextSchema(40),
  email: optionalEmailSchema,
  longitude: z.number().min(-180).max(180).nullable().default(null),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  /** Extra search words for the branch list search (comma or space separated). */
  keywords: optionalTextSchema(500),
  tags: z.array(idReferenceSchema).default([]),
  images: z.array(catalogImageSchema).default([]),
  logo: catalogImageSchema.nullable().default(null),
  openingHours: openingHoursSchema,
  deliveryHours: openingHoursSchema,
  isDeliveryHoursEnabled: z.boolean().default(false),
  isPublic: z.boolean().default(true),
  isEnabled: z.boolean().default(true),
  isTakeawayEnabled: z.boolean().default(true),
  isDeliveryEnabled: z.boolean().default(false),
  isDineInEnabled: z.boolean().default(false),
  isPreorderEnabled: z.boolean().default(false),
  isAppointmentRequired: z.boolean().default(false),
  isQuotationRequired: z.boolean().default(false),
  isTableSelectionEnabled: z.boolean().default(false),
  /** Shown instead of the next opening time while the branch is closed. */
  closedMessage: optionalTextSchema(1000),
  /** Orders are accepted only from this instant on (e.g. a new branch); null = always. */
  orderableFrom: instantSchema.nullable().default(null),
  isDeliveryEmailRequired: z.boolean().default(false),
  isDeliveryPhoneRequired: z.boolean().default(true),
  isDeliveryAddressRequired: z.boolean().default(true),
  isDineInEmailRequired: z.boolean().default(false),
  isDineInPhoneRequired: z.boolean().default(false),
  isDineInAddressRequired: z.boolean().default(false),
  isTakeawayEmailRequired: z.boolean().default(false),
  isTakeawayPhoneRequired: z.boolean().default(true),
  isTakeawayAddressRequired: z.boolean().default(false),
  isCashEnabled: z.boolean().default(true),
  isATMCardEnabled: z.boolean().default(false),
  isHydroAGVoucherEnabled: z.boolean().default(false),
  isMollieEnabled: z.boolean().default(false),
  isDatatransEnabled: z.boolean().default(false),
  deliveryAreas: z.array(deliveryAreaSchema).max(500).default([]),
  /** Spec README: the product's content.resellingPrice replaces its price at this branch. */
  useResellingPrice: z.boolean().default(false),
  /** The division (Organisation) the branch belongs to; null = none. */
  division: recordIdSchema.nullable().default(null),
  /**
   * Ours (issue 11): takeaway and dine-in orders with an appointment per 15-minute window;
   * null = unlimited. Enforced by the orders service, shown as 'ausgebucht' in the picker.
   */
  slotCapacity: z.number().int().min(1).max(10_000).nullable().default(null),
  /** Ours: the same for delivery orders, counted separately (drivers, not the counter); null = unlimited. */
  deliverySlotCapacity: z.number().int().min(1).max(10_000).nullable().default(null),
  /** Ours (issue 12): print the receipt on the branch's receipt printer as soon as an order is confirmed. */
  autoPrintOnConfirm: z.boolean().default(false),
  /**
   * Ours (issues 15, 17): the state the branch lies in; its public holidays free the planned
   * working time of the schedules at this branch (time sheets, statistics).
   */
  holidayState: germanStateSchema.default(DEFAULT_GERMAN_STATE),
});

export const branchSchema = branchInputSchema.extend({ id: z.number().int() });
export type Branch = z.infer<typeof branchSchema>;
export type BranchInput = z.input<typeof branchInputSchema>;
