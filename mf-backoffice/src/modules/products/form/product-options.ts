import { leadTimeTypeSchema, NET_QUANTITY_UNIT_CODES, productTypeSchema, UNIT_CODES, calculationModelSchema } from '@asp/contracts';
import { unitType } from '@asp/domain';
import { backofficeProductTexts as texts, calculationModelLabels, unitLabels } from '@asp/i18n';

/** The choices of the product form's selects, labelled with the spec's words. */

export interface Option {
  value: string;
  label: string;
}

export const unitOptions: Option[] = UNIT_CODES.map((code) => ({ value: code, label: unitLabels[code] }));
export const netQuantityUnitOptions: Option[] = [
  { value: '', label: texts.netQuantityNone },
  ...NET_QUANTITY_UNIT_CODES.map((code) => ({ value: code, label: unitLabels[code] })),
];
export const calculationModelOptions: Option[] = calculationModelSchema.options.map((model) => ({
  value: model,
  label: `${calculationModelLabels[model].label} (${calculationModelLabels[model].short})`,
}));
export const productTypeOptions: Option[] = productTypeSchema.options.map((type) => ({ value: type, label: texts.typeLabels[type] }));
export const leadTimeTypeOptions: Option[] = leadTimeTypeSchema.options.map((type) => ({
  value: type,
  label: texts.leadTimeTypeLabels[type],
}));

/** Weight products (storefront.md §1: 'sold by weight, so totals are approximate'): the unit is of type weight. */
export const isWeightUnit = (unit: string | null | undefined): boolean => unitType(unit) === 'weight';
