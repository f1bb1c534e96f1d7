import type { ExternalUser, ExternalUserFields } from '@asp/contracts';

export const emptyExternalUser: ExternalUserFields = { name: '', email: null, phone: '', company: '', comment: '', isEnabled: true };

export function externalUserFormValues(externalUser: ExternalUser): ExternalUserFields {
  const { id: _id, ...fields } = externalUser;
  return fields;
}
