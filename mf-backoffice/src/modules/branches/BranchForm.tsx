import type { Branch, BranchInput } from '@asp/contracts';
import { backofficeBranchTexts } from '@asp/i18n';
import { errorList, FormCheckboxField, KitForm } from '@asp/web-kit';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveRecord } from '../../ui/RecordPage';
import { useCreateBranchMutation, useUpdateBranchMutation } from './branches-api';
import { branchToForm, emptyBranchForm, type BranchFormValues } from './form/branch-form';
import { branchResolver } from './form/branch-resolver';
import { AddressSection } from './sections/AddressSection';
import { DeliveryAreasEditor } from './sections/DeliveryAreasEditor';
import { FlagFieldset } from './sections/FlagFieldset';
import { GeneralSection, SearchSection } from './sections/GeneralSection';
import { HoursEditor } from './sections/HoursEditor';
import { OrderingSection, RequiredFieldsSection } from './sections/OrderingSection';
import { OrderScreenKeySection } from './sections/OrderScreenKeySection';
import type { SectionProps } from './sections/section-props';

export const LIST_PATH = '/backend/branches';

/**
 * The branch form for create and edit, one section per topic, on the kit's form
 * (react-hook-form; opening hours, delivery hours and delivery areas as field arrays).
 * The inputs hold what staff type (amounts with the German decimal comma); the resolver
 * (form/branch-resolver.ts) checks what cannot be sent and builds the body: the loaded
 * record with the edited fields (PUT replaces the whole object). A failed save's field
 * messages land on their fields, nested ones too (`deliveryAreas[0].price`,
 * `openingHours[1].from`), the first focused; a message for one tag (`tags[1].id`) at the
 * tag choice. Other failures are the layout's, with its retry. Leaving with unsaved
 * changes asks first.
 */
export function BranchForm({ original }: { original?: Branch }) {
  const [create] = useCreateBranchMutation();
  const [update] = useUpdateBranchMutation();
  const resolver = useMemo(() => branchResolver(original), [original]);
  const defaultValues = useMemo<BranchFormValues>(() => (original ? branchToForm(original) : emptyBranchForm()), [original]);
  // Checked on save, then on change (not on blur: see useKitForm).
  const form = useForm<BranchFormValues, unknown, BranchInput>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  // The inputs stay enabled while saving (the save button waits): a field the server refuses must take the focus.
  const section: SectionProps = { form };

  const saveRecord = useSaveRecord({ original, create, update, after: LIST_PATH });

  async function save(body: BranchInput) {
    try {
      await saveRecord(body);
    } catch (error) {
      // The tags are one choice: a message about one of them marks the choice.
      const tagError = errorList(error).find((item) => item.field && /^tags\[\d+\]/.test(item.field));
      if (tagError) form.setError('tags', { type: 'server', message: tagError.message });
      throw error;
    }
  }

  return (
    <KitForm form={form} onSubmit={save} cancelTo={LIST_PATH} testId="branch-form">
      <div className="asp-backoffice-form">
        <GeneralSection {...section} />
        <AddressSection {...section} />
        <SearchSection {...section} />
        <FlagFieldset {...section} legend={backofficeBranchTexts.sectionVisibility} fields={['isPublic', 'isEnabled']} />
        <HoursEditor {...section} field="openingHours" legend={backofficeBranchTexts.sectionOpeningHours} />
        <FlagFieldset
          {...section}
          legend={backofficeBranchTexts.sectionOrderTypes}
          fields={['isTakeawayEnabled', 'isDeliveryEnabled', 'isDineInEnabled']}
        />
        <OrderingSection {...section} />
        <RequiredFieldsSection {...section} />
        <HoursEditor {...section} field="deliveryHours" legend={backofficeBranchTexts.sectionDeliveryHours}>
          <FormCheckboxField form={form} name="isDeliveryHoursEnabled" label={backofficeBranchTexts.isDeliveryHoursEnabled} />
          <p className="asp-backoffice-hint">{backofficeBranchTexts.deliveryHoursHint}</p>
        </HoursEditor>
        <DeliveryAreasEditor {...section} />
        <FlagFieldset
          {...section}
          legend={backofficeBranchTexts.sectionPayment}
          fields={['isCashEnabled', 'isATMCardEnabled', 'isHydroAGVoucherEnabled', 'isMollieEnabled', 'isDatatransEnabled']}
        />
        <FlagFieldset {...section} legend={backofficeBranchTexts.sectionPrices} fields={['useResellingPrice']} />
        {/* Admins only; saved by its own calls, not by the form's PUT. */}
        {original ? <OrderScreenKeySection branchId={original.id} /> : null}
      </div>
    </KitForm>
  );
}
