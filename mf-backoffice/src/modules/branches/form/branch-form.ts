import { branchInputSchema, DEFAULT_GERMAN_STATE, type Branch, type BranchInput, type GermanState } from '@asp/contracts';
import { DEFAULT_TIME_ZONE } from '@asp/domain';
import { validationTexts } from '@asp/i18n';
import { areasToRows, rowsToAreas, type AreaRow } from './delivery-areas-form';
import { instantToLocal, localToInstant, parseDecimal, type FieldErrors } from './form-values';
import { DEFAULT_OPENING_HOURS, rowsToRules, rulesToRows, type RuleRow } from './opening-hours-form';

/**
 * The branch form ↔ record mapping. The form edits every field of the branch contract
 * except images and logo, which need the image upload flow and travel through untouched
 * from the loaded record (PUT /api/branches/{id} replaces the whole object).
 */

export const textFields = ['identifier', 'name', 'street', 'zipCode', 'city', 'phone', 'email', 'keywords', 'closedMessage'] as const;
export const coordinateFields = ['latitude', 'longitude'] as const;
/** Orders per 15-minute window (slot capacity, issue 11): whole numbers, '' = unlimited. */
export const capacityFields = ['slotCapacity', 'deliverySlotCapacity'] as const;
export const flagFields = [
  'isPublic',
  'isEnabled',
  'isTakeawayEnabled',
  'isDeliveryEnabled',
  'isDineInEnabled',
  'isPreorderEnabled',
  'isAppointmentRequired',
  'isQuotationRequired',
  'isTableSelectionEnabled',
  'isDeliveryHoursEnabled',
  'isTakeawayEmailRequired',
  'isTakeawayPhoneRequired',
  'isTakeawayAddressRequired',
  'isDeliveryEmailRequired',
  'isDeliveryPhoneRequired',
  'isDeliveryAddressRequired',
  'isDineInEmailRequired',
  'isDineInPhoneRequired',
  'isDineInAddressRequired',
  'isCashEnabled',
  'isATMCardEnabled',
  'isHydroAGVoucherEnabled',
  'isMollieEnabled',
  'isDatatransEnabled',
  'useResellingPrice',
  'autoPrintOnConfirm',
] as const satisfies ReadonlyArray<keyof BranchInput>;
/** Fields the form shows in other ways (select, textarea, list editors, date-time). */
export const otherFields = [
  'division',
  'holidayState',
  'description',
  'tags',
  'openingHours',
  'deliveryHours',
  'deliveryAreas',
  'orderableFrom',
] as const;
/** Fields kept as loaded: they need the image upload flow. */
export const passThroughFields = ['images', 'logo'] as const;

export type TextField = (typeof textFields)[number];
export type CoordinateField = (typeof coordinateFields)[number];
export type CapacityField = (typeof capacityFields)[number];
export type FlagField = (typeof flagFields)[number];

export type BranchFormValues = Record<TextField | CoordinateField | CapacityField, string> &
  Record<FlagField, boolean> & {
    /** The division's id as the select holds it; '' for none. */
    division: string;
    /** The state whose public holidays the branch's schedules have off. */
    holidayState: GermanState;
    description: string;
    /** Ids of the chosen tags, in the record's order. */
    tags: number[];
    openingHours: RuleRow[];
    deliveryHours: RuleRow[];
    deliveryAreas: AreaRow[];
    /** datetime-local value in the shop's time zone; '' for always. */
    orderableFrom: string;
  };

/** The defaults of the branch contract (libs/contracts branchInputSchema). */
const defaultFlags = Object.fromEntries(flagFields.map((field) => [field, branchInputSchema.shape[field].parse(undefined)])) as Record<
  FlagField,
  boolean
>;

/** A new branch: the contract's defaults, plus opening hours so the shop does not show it closed forever. */
export function emptyBranchForm(): BranchFormValues {
  return {
    ...(Object.fromEntries([...textFields, ...coordinateFields, ...capacityFields].map((field) => [field, ''])) as Record<
      TextField | CoordinateField | CapacityField,
      string
    >),
    ...defaultFlags,
    division: '',
    holidayState: DEFAULT_GERMAN_STATE,
    description: '',
    tags: [],
    openingHours: rulesToRows(DEFAULT_OPENING_HOURS),
    deliveryHours: [],
    deliveryAreas: [],
    orderableFrom: '',
  };
}

/** The form's values for a loaded record. */
export function branchToForm(branch: Branch, zone = DEFAULT_TIME_ZONE): BranchFormValues {
  const values = emptyBranchForm();
  for (const field of textFields) values[field] = branch[field] ?? '';
  for (const field of coordinateFields) values[field] = branch[field] === null ? '' : String(branch[field]);
  for (const field of capacityFields) values[field] = branch[field] == null ? '' : String(branch[field]);
  for (const field of flagFields) values[field] = branch[field];
  return {
    ...values,
    division: branch.division === null ? '' : String(branch.division),
    holidayState: branch.holidayState ?? DEFAULT_GERMAN_STATE,
    description: branch.description,
    tags: branch.tags.map((tag) => tag.id),
    openingHours: rulesToRows(branch.openingHours),
    deliveryHours: rulesToRows(branch.deliveryHours),
    deliveryAreas: areasToRows(branch.deliveryAreas),
    orderableFrom: instantToLocal(branch.orderableFrom, zone),
  };
}

export type FormResult = { ok: true; body: BranchInput } | { ok: false; fieldErrors: FieldErrors };

/**
 * The body to send: the loaded record (without its id, which is in the path) with the
 * form's fields laid over it; for a new branch the form's fields (the server fills in
 * images and logo). What cannot be sent at all — numbers, times and dates that cannot
 * be read, rules without their times or date — comes back as field errors at the
 * server's field paths; every other check is the server's (document 1 §5).
 */
export function formToBranch(values: BranchFormValues, original?: Branch, zone = DEFAULT_TIME_ZONE): FormResult {
  const errors: FieldErrors = {};
  const { id: _id, ...rest } = original ?? ({} as Partial<Branch>);
  const body: BranchInput = { ...(rest as BranchInput) };

  for (const field of textFields) body[field] = values[field].trim();
  for (const field of flagFields) body[field] = values[field];
  for (const field of coordinateFields) {
    const parsed = parseDecimal(values[field]);
    if (parsed === undefined) errors[field] = validationTexts.number;
    else body[field] = parsed;
  }
  // Whole numbers ≥ 1 are the server's check (German 400 at the field); here only "is it a number".
  for (const field of capacityFields) {
    const parsed = parseDecimal(values[field]);
    if (parsed === undefined) errors[field] = validationTexts.number;
    else body[field] = parsed;
  }
  body.description = values.description;
  body.division = values.division === '' ? null : Number(values.division);
  body.holidayState = values.holidayState;
  body.tags = values.tags.map((id) => ({ id }));
  body.openingHours = rowsToRules(values.openingHours, 'openingHours', errors);
  body.deliveryHours = rowsToRules(values.deliveryHours, 'deliveryHours', errors);
  body.deliveryAreas = rowsToAreas(values.deliveryAreas, errors);

  // An unchanged input keeps the stored instant exactly (seconds included).
  if (original && values.orderableFrom === instantToLocal(original.orderableFrom, zone)) body.orderableFrom = original.orderableFrom;
  else {
    const instant = localToInstant(values.orderableFrom, zone);
    if (instant === undefined) errors.orderableFrom = validationTexts.date;
    else body.orderableFrom = instant;
  }

  return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, body };
}
