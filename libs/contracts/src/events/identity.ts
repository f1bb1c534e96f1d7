import { z } from 'zod';
import { defineEvent, eventActorSchema, resourceEvents } from './define';
import { userSchema } from '../identity/user';
import { customerSchema } from '../identity/customer';
import { externalUserSchema } from '../identity/external-user';

/** JetStream stream of the identity service. */
export const IDENTITY_STREAM = { name: 'IDENTITY', subjects: ['identity.>'] };

/**
 * Event catalogue of the identity service.
 * User events carry the user without password or hash.
 */
export const identityEvents = {
  user: resourceEvents('identity.user', userSchema),
  customer: resourceEvents('identity.customer', customerSchema),
  externalUser: resourceEvents('identity.external-user', externalUserSchema),
  /** A staff member signed in (id = the user's id; the actor is that user). The audit log lists it. */
  login: { succeeded: defineEvent('identity.login.succeeded', 1, z.object({ id: z.number().int(), actor: eventActorSchema })) },
};
