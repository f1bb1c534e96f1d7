import { GERMAN_STATES } from '@asp/contracts';
import { backofficeBranchTexts, germanStateNames } from '@asp/i18n';
import { FormSelectField } from '@asp/web-kit';
import type { CoordinateField, TextField as TextFieldName } from '../form/branch-form';
import { BranchTextField } from './BranchTextField';
import type { SectionProps } from './section-props';

const addressFields: Array<{
  field: TextFieldName | CoordinateField;
  type?: 'email' | 'tel';
  inputMode?: 'decimal';
  autoComplete?: string;
}> = [
  { field: 'street', autoComplete: 'off' },
  { field: 'zipCode', autoComplete: 'off' },
  { field: 'city', autoComplete: 'off' },
];
const contactFields: typeof addressFields = [
  { field: 'phone', type: 'tel', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'latitude', inputMode: 'decimal' },
  { field: 'longitude', inputMode: 'decimal' },
];

const stateOptions = GERMAN_STATES.map((code) => ({ value: code, label: germanStateNames[code] }));

/** Street, zip code, town, the state (its public holidays), phone, e-mail and the coordinates of the map link. */
export function AddressSection({ form }: SectionProps) {
  const textField = ({ field, type, inputMode, autoComplete }: (typeof addressFields)[number]) => (
    <BranchTextField
      key={field}
      form={form}
      name={field}
      label={backofficeBranchTexts[field]}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
    />
  );
  return (
    <fieldset>
      <legend>{backofficeBranchTexts.sectionAddress}</legend>
      {addressFields.map(textField)}
      <FormSelectField form={form} name="holidayState" label={backofficeBranchTexts.holidayState} options={stateOptions} />
      <p className="asp-backoffice-hint">{backofficeBranchTexts.holidayStateHint}</p>
      {contactFields.map(textField)}
    </fieldset>
  );
}
