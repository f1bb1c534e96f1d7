import type { Branch, BranchInput } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';

/**
 * The branch form ↔ record mapping. The form edits the main fields of a branch; every
 * other field of the loaded record (opening hours, images, tags, delivery areas, …)
 * travels through untouched, because PUT /api/branches/{id} replaces the whole object.
 */

export const textFields = ['identifier', 'name', 'description', 'street', 'zipCode', 'city', 'phone', 'email'] as const;
export const coordinateFields = ['latitude', 'longitude'] as const;
export const flagFields = [
  'isPublic',
  'isEnabled',
  'isTakeawayEnabled',
  'isDeliveryEnabled',
  'isDineInEnabled',
  'isPreorderEnabled',
  'isQuotationRequired',
  'isCashEnabled',
  'isATMCardEnabled',
  'isHydroAGVoucherEnabled',
  'isMollieEnabled',
  'isDatatransEnabled',
] as const;

export type TextField = (typeof textFields)[number];
export type CoordinateField = (typeof coordinateFields)[number];
export type FlagField = (typeof flagFields)[number];
export type BranchFormField = TextField | CoordinateField | FlagField;

/** What the inputs hold: text as typed (coordinates too, so '47,66' can be typed), flags as booleans. */
export type BranchFormValues = Record<TextField | CoordinateField, string> & Record<FlagField, boolean>;

/** A new branch starts with the defaults of the branch contract (public, enabled, takeaway, cash). */
export const emptyBranchForm: BranchFormValues = {
  identifier: '',
  name: '',
  description: '',
  street: '',
  zipCode: '',
  city: '',
  phone: '',
  email: '',
  latitude: '',
  longitude: '',
  isPublic: true,
  isEnabled: true,
  isTakeawayEnabled: true,
  isDeliveryEnabled: false,
  isDineInEnabled: false,
  isPreorderEnabled: false,
  isQuotationRequired: false,
  isCashEnabled: true,
  isATMCardEnabled: false,
  isHydroAGVoucherEnabled: false,
  isMollieEnabled: false,
  isDatatransEnabled: false,
};

const coordinateText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The form values of a loaded branch. */
export function branchToForm(branch: Branch): BranchFormValues {
  const values = { ...emptyBranchForm };
  for (const field of textFields) values[field] = branch[field] ?? '';
  for (const field of coordinateFields) values[field] = coordinateText(branch[field]);
  for (const field of flagFields) values[field] = Boolean(branch[field]);
  return values;
}

/** A coordinate as typed: '' is none (null), a German decimal comma is accepted. */
export function parseCoordinate(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

export type FieldErrors = Partial<Record<string, string>>;

export type FormResult = { ok: true; body: BranchInput } | { ok: false; fieldErrors: FieldErrors };

/**
 * The body to send: the loaded record (without its id, which is in the path) with the
 * form's fields laid over it; for a new branch just the form's fields (the server
 * fills in the defaults of everything else). Coordinates that are no number cannot be
 * sent at all, so they come back as field errors instead; all other checks are the
 * server's (document 1 §5: client-side validation not shown).
 */
export function formToBranch(values: BranchFormValues, original?: Branch): FormResult {
  const fieldErrors: FieldErrors = {};
  const coordinates: Partial<Record<CoordinateField, number | null>> = {};
  for (const field of coordinateFields) {
    const parsed = parseCoordinate(values[field]);
    if (parsed === undefined) fieldErrors[field] = validationTexts.number;
    else coordinates[field] = parsed;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const { id: _id, ...rest } = original ?? ({} as Partial<Branch>);
  const body: BranchInput = { ...(rest as BranchInput) };
  for (const field of textFields) body[field] = values[field].trim();
  for (const field of flagFields) body[field] = values[field];
  Object.assign(body, coordinates);
  return { ok: true, body };
}
