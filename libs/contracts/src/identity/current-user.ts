import { z } from 'zod';

/**
 * GET /api/users/me (document 1 §3): a roles list plus the user with a branches
 * list, each branch with an id. Anonymous visitors get `{ roles: [], user: null }`
 * so the public shop can ask at start-up without being sent to the login page.
 */
export const currentUserBranchSchema = z.object({ id: z.number().int() });

export const currentUserSchema = z.object({
  roles: z.array(z.string()),
  user: z
    .object({
      id: z.number().int(),
      username: z.string(),
      email: z.string().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      roles: z.array(z.string()),
      branches: z.array(currentUserBranchSchema),
      /** The setting show_customer_data of the current session (see userSchema). */
      showCustomerData: z.boolean().optional(),
    })
    .nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export type CurrentUserProfile = NonNullable<CurrentUser['user']>;

/** POST /api/login body. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(180),
  password: z.string().min(1).max(4096),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
