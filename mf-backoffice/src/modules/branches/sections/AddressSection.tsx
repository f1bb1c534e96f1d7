import { backofficeBranchTexts } from '@asp/i18n';
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
  { field: 'phone', type: 'tel', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'latitude', inputMode: 'decimal' },
  { field: 'longitude', inputMode: 'decimal' },
];

/** Street, zip code, town, phone, e-mail and the coordinates of the map link. */
export function AddressSection({ form }: SectionProps) {
  return (
    <fieldset>
      <legend>{backofficeBranchTexts.sectionAddress}</legend>
      {addressFields.map(({ field, type, inputMode, autoComplete }) => (
        <BranchTextField
          key={field}
          form={form}
          name={field}
          label={backofficeBranchTexts[field]}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
        />
      ))}
    </fieldset>
  );
}
