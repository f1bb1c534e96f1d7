import { PASSWORD_MIN_LENGTH, userCreateSchema, userUpdateSchema, type User } from '@asp/contracts';
import { fill, validationTexts } from '@asp/i18n';
import { z } from 'zod';

/**
 * The user form's schemas: the contracts' create and update bodies, with the password rule's
 * German text (document 1 §5 "password"; contracts cannot import i18n, so it is added here as
 * the identity service adds it). On edit an empty password means "unchanged".
 */
const passwordMessage = fill(validationTexts.password, { limit: PASSWORD_MIN_LENGTH });
const password = z.string().min(PASSWORD_MIN_LENGTH, { error: passwordMessage }).max(4096);

export const userCreateFormSchema = userCreateSchema.extend({
  password: z.string().min(1, { error: validationTexts.blank }).pipe(password),
});
export const userEditFormSchema = userUpdateSchema.extend({
  password: z.preprocess((value) => (value === '' ? undefined : value), password.optional()),
});

export type UserFormValues = z.input<typeof userCreateFormSchema>;

export const emptyUser: UserFormValues = {
  username: '',
  password: '',
  email: null,
  firstName: '',
  lastName: '',
  roles: ['ROLE_EMPLOYEE'],
  branches: [],
  isEnabled: true,
  isLocked: false,
  showCustomerData: false,
  expiresAt: null,
  credentialsExpireAt: null,
};

/** An existing user as the edit form's values (the password field empty: unchanged). */
export function userFormValues(user: User): UserFormValues {
  const { id: _id, ...fields } = user;
  return { ...fields, password: '' };
}

/** The body of a state change from the list (lock, enable): the user as it is, one flag changed. */
export function withState(user: User, change: Partial<Pick<User, 'isEnabled' | 'isLocked'>>) {
  const { id, ...fields } = user;
  return { id, ...fields, ...change };
}

export type UserState = 'enabled' | 'disabled' | 'locked';

/** Disabled first (it is what sign-in checks first), then locked — as the auth messages of §8. */
export const userState = (user: Pick<User, 'isEnabled' | 'isLocked'>): UserState =>
  !user.isEnabled ? 'disabled' : user.isLocked ? 'locked' : 'enabled';
