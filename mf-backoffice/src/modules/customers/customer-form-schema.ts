import { customerFieldsSchema, type Customer, type CustomerFields } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';

/**
 * The customer form's schema: the contract's fields plus the identity service's rule that a
 * customer is a person or a company — without both names the blank message sits on the last
 * name, as the server answers it.
 */
export const customerFormSchema = customerFieldsSchema.superRefine((data, ctx) => {
  if (!data.lastName && !data.companyName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: validationTexts.blank });
});

export const emptyCustomer: CustomerFields = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: null,
  phone: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'DE',
  comment: '',
};

export function customerFormValues(customer: Customer): CustomerFields {
  const { id: _id, ...fields } = customer;
  return fields;
}

/** 'Gasthaus Seeblick, Jonas Keller' / 'Maria Huber'. */
export const customerName = (customer: Pick<Customer, 'companyName' | 'firstName' | 'lastName'>) =>
  [customer.companyName, [customer.firstName, customer.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
