import { backofficeBranchTexts } from '@asp/i18n';
import { TextAreaField, TextField } from '@asp/web-kit';
import { capacityFields, type FlagField } from '../form/branch-form';
import { FlagFieldset } from './FlagFieldset';
import type { SectionProps } from './section-props';

/** Pre-orders, appointments, quotations, table choice, slot capacities, the closed notice and the first orderable time. */
export function OrderingSection(props: SectionProps) {
  const { values, errors, set } = props;
  return (
    <FlagFieldset
      {...props}
      legend={backofficeBranchTexts.sectionOrdering}
      fields={['isPreorderEnabled', 'isAppointmentRequired', 'isQuotationRequired', 'isTableSelectionEnabled', 'autoPrintOnConfirm']}
    >
      <TextField
        label={backofficeBranchTexts.orderableFrom}
        name="orderableFrom"
        type="datetime-local"
        value={values.orderableFrom}
        error={errors.orderableFrom}
        hint={backofficeBranchTexts.orderableFromHint}
        onChange={(value) => set('orderableFrom', value)}
      />
      {capacityFields.map((field) => (
        <TextField
          key={field}
          label={backofficeBranchTexts[field]}
          name={field}
          inputMode="numeric"
          value={values[field]}
          error={errors[field]}
          hint={backofficeBranchTexts.slotCapacityHint}
          onChange={(value) => set(field, value)}
        />
      ))}
      <TextAreaField
        label={backofficeBranchTexts.closedMessage}
        name="closedMessage"
        rows={2}
        value={values.closedMessage}
        error={errors.closedMessage}
        hint={backofficeBranchTexts.closedMessageHint}
        onChange={(value) => set('closedMessage', value)}
      />
    </FlagFieldset>
  );
}

const requiredGroups: Array<{ legend: string; fields: [FlagField, FlagField, FlagField] }> = [
  {
    legend: backofficeBranchTexts.requiredTakeaway,
    fields: ['isTakeawayEmailRequired', 'isTakeawayPhoneRequired', 'isTakeawayAddressRequired'],
  },
  {
    legend: backofficeBranchTexts.requiredDelivery,
    fields: ['isDeliveryEmailRequired', 'isDeliveryPhoneRequired', 'isDeliveryAddressRequired'],
  },
  { legend: backofficeBranchTexts.requiredDineIn, fields: ['isDineInEmailRequired', 'isDineInPhoneRequired', 'isDineInAddressRequired'] },
];

const requiredLabels = [backofficeBranchTexts.requiredEmail, backofficeBranchTexts.requiredPhone, backofficeBranchTexts.requiredAddress];

/** The nine is{Takeaway|Delivery|DineIn}{Email|Phone|Address}Required flags, one group per order type. */
export function RequiredFieldsSection(props: SectionProps) {
  return (
    <fieldset disabled={props.disabled} className="asp-backoffice-columns">
      <legend>{backofficeBranchTexts.sectionRequiredFields}</legend>
      {requiredGroups.map((group) => (
        <FlagFieldset
          key={group.legend}
          {...props}
          legend={group.legend}
          fields={group.fields.map((field, index) => ({ field, label: requiredLabels[index] }))}
        />
      ))}
    </fieldset>
  );
}
