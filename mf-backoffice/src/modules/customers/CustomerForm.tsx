import type { Customer } from '@asp/contracts';
import { customersTexts as T, resourceNouns } from '@asp/i18n';
import { FormSelectField, FormTextAreaField, FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { DeleteRecordButton } from '../users/DeleteRecordButton';
import { useSaveRecord } from '../../ui/RecordPage';
import { customerFormSchema, customerFormValues, customerName, emptyCustomer } from './customer-form-schema';
import { useCreateCustomerMutation, useRemoveCustomerMutation, useUpdateCustomerMutation } from './customers-api';

export const CUSTOMERS_PATH = '/backend/customers';

export const countryOptions = (Object.keys(T.countries) as (keyof typeof T.countries)[]).map((code) => ({
  value: code,
  label: T.countries[code],
}));

/** Create or edit a customer: person or company, contact, address, a remark. */
export function CustomerForm({ customer }: { customer?: Customer }) {
  const form = useKitForm(customerFormSchema, { defaultValues: customer ? customerFormValues(customer) : emptyCustomer });
  const [create] = useCreateCustomerMutation();
  const [update] = useUpdateCustomerMutation();
  const save = useSaveRecord({ original: customer, create, update, after: CUSTOMERS_PATH });
  const [remove] = useRemoveCustomerMutation();
  const options =
    customer && !countryOptions.some((option) => option.value === customer.country)
      ? [...countryOptions, { value: customer.country, label: customer.country }]
      : countryOptions;
  return (
    <KitForm
      form={form}
      testId="customer-form"
      cancelTo={CUSTOMERS_PATH}
      actions={
        customer ? (
          <DeleteRecordButton
            noun={resourceNouns.customers.one}
            name={customerName(customer)}
            remove={() => remove(customer.id).unwrap()}
            backTo={CUSTOMERS_PATH}
          />
        ) : null
      }
      onSubmit={save}
    >
      <FormTextField form={form} name="companyName" label={T.companyName} />
      <FormTextField form={form} name="firstName" label={T.firstName} />
      <FormTextField form={form} name="lastName" label={T.lastName} hint={T.nameHint} />
      <FormTextField form={form} name="email" label={T.email} type="email" emptyAsNull />
      <FormTextField form={form} name="phone" label={T.phone} type="tel" />
      <FormTextField form={form} name="street" label={T.street} />
      <FormTextField form={form} name="zipCode" label={T.zipCode} />
      <FormTextField form={form} name="city" label={T.city} />
      <FormSelectField form={form} name="country" label={T.country} options={options} />
      <FormTextAreaField form={form} name="comment" label={T.comment} rows={3} />
    </KitForm>
  );
}
