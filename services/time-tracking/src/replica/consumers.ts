import { z } from 'zod';
import {
  CATALOG_STREAM,
  DEFAULT_GERMAN_STATE,
  IDENTITY_STREAM,
  catalogEvents,
  germanStateSchema,
  identityEvents,
  userSchema,
  type GermanState,
  type User,
} from '@asp/contracts';
import { on, sql, type ConsumerDefinition } from '@asp/server-kit';
import { TABLES, type TimeTrackingTrx } from '../tables';

/** Stores a user as identity's event describes it (upsert: the newest event wins; a redelivery changes nothing). */
export async function storeUser(
  trx: TimeTrackingTrx,
  user: Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'branches' | 'isEnabled'>,
) {
  const values = {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    branches: user.branches,
    is_enabled: user.isEnabled,
  };
  const { id: _id, ...changes } = values;
  await trx
    .insertInto(TABLES.users)
    .values(values)
    .onConflict((c) => c.column('id').doUpdateSet({ ...changes, updated_at: sql`now()` }))
    .execute();
}

export async function storeBranch(trx: TimeTrackingTrx, branch: { id: number; name: string; holidayState: GermanState }) {
  const values = { id: branch.id, name: branch.name, holiday_state: branch.holidayState };
  await trx
    .insertInto(TABLES.branches)
    .values(values)
    .onConflict((c) => c.column('id').doUpdateSet({ name: values.name, holiday_state: values.holiday_state, updated_at: sql`now()` }))
    .execute();
}

/** Tolerant readers: only the fields kept here (a change elsewhere in the records does not stop the consumers). */
const userReads = z.object({
  id: z.number().int(),
  data: userSchema.pick({ username: true, firstName: true, lastName: true, branches: true, isEnabled: true }),
});
// A branch without a (known) state is in the catalog's default one.
const branchReads = z.object({
  id: z.number().int(),
  data: z.object({ name: z.string(), holidayState: germanStateSchema.catch(DEFAULT_GERMAN_STATE) }),
});
const branchOf = (payload: z.infer<typeof branchReads>) => ({ id: payload.id, ...payload.data });

/**
 * Staff users from the IDENTITY stream (from its beginning, so a fresh database catches
 * up): the terminal finds an employee by user name and checks the branch; time sheets
 * name the users. A deleted user's row goes; their activities stay (records for payroll).
 */
export const identityReplicaConsumer: ConsumerDefinition = {
  stream: IDENTITY_STREAM.name,
  durable: 'time-tracking-users',
  handlers: [
    on(identityEvents.user.created, (payload, trx) => storeUser(trx as TimeTrackingTrx, { ...payload.data, id: payload.id }), {
      reads: userReads,
    }),
    on(identityEvents.user.updated, (payload, trx) => storeUser(trx as TimeTrackingTrx, { ...payload.data, id: payload.id }), {
      reads: userReads,
    }),
    on(identityEvents.user.deleted, async (payload, trx) => {
      await (trx as TimeTrackingTrx).deleteFrom(TABLES.users).where('id', '=', payload.id).execute();
    }),
  ],
};

/** Branch names and states from the CATALOG stream (the terminal shows its branch; tokens need an existing branch; holidays follow the state). */
export const catalogReplicaConsumer: ConsumerDefinition = {
  stream: CATALOG_STREAM.name,
  durable: 'time-tracking-branches',
  handlers: [
    on(catalogEvents.branch.created, (payload, trx) => storeBranch(trx as TimeTrackingTrx, branchOf(payload)), {
      reads: branchReads,
    }),
    on(catalogEvents.branch.updated, (payload, trx) => storeBranch(trx as TimeTrackingTrx, branchOf(payload)), {
      reads: branchReads,
    }),
    on(catalogEvents.branch.deleted, async (payload, trx) => {
      await (trx as TimeTrackingTrx).deleteFrom(TABLES.branches).where('id', '=', payload.id).execute();
    }),
  ],
};
