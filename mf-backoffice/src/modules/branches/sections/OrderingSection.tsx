import { backofficeBranchTexts } from '@asp/i18n';
import { FormTextAreaField } from '@asp/web-kit';
import { capacityFields, type FlagField } from '../form/branch-form';
import { BranchTextField } from './BranchTextField';
import { FlagFieldset } from './FlagFieldset';
import type { SectionProps } from './section-props';

/** Pre-orders, appointments, quotations, table choice, slot capacities, the closed notice and the first orderable time. */
export function OrderingSection(props: SectionProps) {
  const { form } = props;
  return (
    <FlagFieldset
      {...props}
      legend={backofficeBranchTexts.sectionOrdering}
      fields={['isPreorderEnabled', 'isAppointmentRequired', 'isQuotationRequired', 'isTableSelectionEnabled', 'autoPrintOnConfirm']}
    >
      <BranchTextField
        form={form}
        name="orderableFrom"
        label={backofficeBranchTexts.orderableFrom}
        type="datetime-local"
        hint={backofficeBranchTexts.orderableFromHint}
      />
      {capacityFields.map((field) => (
        <BranchTextField
          key={field}
          form={form}
          name={field}
          label={backofficeBranchTexts[field]}
          inputMode="numeric"
          hint={backofficeBranchTexts.slotCapacityHint}
        />
      ))}
      <FormTextAreaField
        form={form}
        name="closedMessage"
        label={backofficeBranchTexts.closedMessage}
        rows={2}
        hint={backofficeBranchTexts.closedMessageHint}
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
    <fieldset className="asp-backoffice-columns">
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
