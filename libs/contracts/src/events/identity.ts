import { resourceEvents } from './define';
import { userSchema } from '../identity/user';
import { customerSchema } from '../identity/customer';
import { externalUserSchema } from '../identity/external-user';

/**
 * Event catalogue of the identity service (stream IDENTITY, subjects identity.>).
 * User events carry the user without password or hash.
 */
export const identityEvents = {
  user: resourceEvents('identity.user', userSchema),
  customer: resourceEvents('identity.customer', customerSchema),
  externalUser: resourceEvents('identity.external-user', externalUserSchema),
};
