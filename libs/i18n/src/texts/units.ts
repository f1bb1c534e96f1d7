/**
 * Unit labels of the unit catalogue (storefront.md §9) and the labels of the price
 * calculation models (storefront.md §9: fixed (Exakt, Fix), approximate (Ungefähr, ca.),
 * minimum (Minimum, ab)).
 */
export const unitLabels = {
  piece: 'Stk.',
  serving: 'Port.',
  pair: 'Paar',
  person: 'Pers.',
  package: 'Pkg.',
  gram: 'g',
  kilogram: 'kg',
  milliliter: 'ml',
  centiliter: 'cl',
  deciliter: 'dl',
  liter: 'l',
  millimeter: 'mm',
  centimeter: 'cm',
  decimeter: 'dm',
  meter: 'm',
  kilometer: 'km',
  square_millimeter: 'mm²',
  square_centimeter: 'cm²',
  square_decimeter: 'dm²',
  square_meter: 'm²',
  cubic_millimeter: 'mm³',
  cubic_centimeter: 'cm³',
  cubic_decimeter: 'dm³',
  cubic_meter: 'm³',
} as const;

/** `label` names the model in the back office, `short` is the price prefix/short form. */
export const calculationModelLabels = {
  fixed: { label: 'Exakt', short: 'Fix' },
  approximate: { label: 'Ungefähr', short: 'ca.' },
  minimum: { label: 'Minimum', short: 'ab' },
} as const;
