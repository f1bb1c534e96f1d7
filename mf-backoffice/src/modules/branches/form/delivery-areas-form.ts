import { deliveryAreaSchema, type DeliveryAreaRecord } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';
import { formatDecimal, formatMoney, newRowKey, parseDecimal, type FieldErrors } from './form-values';

type DeliveryAreaInput = Partial<DeliveryAreaRecord> & { area: string };

/**
 * One delivery area as the editor holds it (storefront.md §3): amounts as typed, with
 * the German decimal comma (money shown with two decimals); the optional thresholds empty for none.
 */
export interface AreaRow {
  key: string;
  area: string;
  price: string;
  tax: string;
  free: boolean;
  freeFromOrderValue: string;
  minimumOrderValue: string;
}

/** The contract's default VAT rate of a delivery area. */
const DEFAULT_TAX = deliveryAreaSchema.shape.tax.parse(undefined);

export function areaToRow(area: DeliveryAreaInput): AreaRow {
  return {
    key: newRowKey(),
    area: area.area,
    price: formatMoney(area.price ?? 0),
    tax: formatDecimal(area.tax ?? DEFAULT_TAX),
    free: area.free ?? false,
    freeFromOrderValue: formatMoney(area.freeFromOrderValue),
    minimumOrderValue: formatMoney(area.minimumOrderValue),
  };
}

export const areasToRows = (areas: DeliveryAreaInput[]): AreaRow[] => areas.map(areaToRow);

export const newAreaRow = (): AreaRow => areaToRow({ area: '' });

/**
 * The areas to send. Amounts that are no number cannot be sent and come back as field
 * errors at the server's paths (`deliveryAreas[0].price`); fee and rate must be given,
 * the thresholds may stay empty. Ranges and the area's name are the server's checks.
 */
export function rowsToAreas(rows: AreaRow[], errors: FieldErrors): DeliveryAreaRecord[] {
  return rows.map((row, index) => {
    const at = (name: string) => `deliveryAreas[${index}].${name}`;
    const amount = (name: 'price' | 'tax' | 'freeFromOrderValue' | 'minimumOrderValue', required: boolean): number | null => {
      const parsed = parseDecimal(row[name]);
      if (parsed === undefined) errors[at(name)] = validationTexts.number;
      else if (parsed === null && required) errors[at(name)] = validationTexts.blank;
      return parsed ?? null;
    };
    return {
      area: row.area.trim(),
      price: amount('price', true) ?? 0,
      tax: amount('tax', true) ?? DEFAULT_TAX,
      free: row.free,
      freeFromOrderValue: amount('freeFromOrderValue', false),
      minimumOrderValue: amount('minimumOrderValue', false),
    };
  });
}
