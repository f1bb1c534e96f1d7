import { z } from 'zod';

/**
 * The unit codes of the unit catalogue (storefront.md §9), in the spec's order. The
 * codes live here, not in libs/domain, so that a product record's `unit` is typed as
 * exactly these codes wherever it is read: libs/domain's unit table (type, factor,
 * label) is keyed by this type and so cannot miss or invent a code.
 */
export const UNIT_CODES = [
  'piece',
  'serving',
  'pair',
  'person',
  'package',
  'gram',
  'kilogram',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'millimeter',
  'centimeter',
  'decimeter',
  'meter',
  'kilometer',
  'square_millimeter',
  'square_centimeter',
  'square_decimeter',
  'square_meter',
  'cubic_millimeter',
  'cubic_centimeter',
  'cubic_decimeter',
  'cubic_meter',
] as const;

/** A unit code; anything else is refused with the German 'invalid choice' text. */
export const unitCodeSchema = z.enum(UNIT_CODES);
export type UnitCode = z.infer<typeof unitCodeSchema>;
