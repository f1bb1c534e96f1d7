import { z } from 'zod';
import { CATALOG_STREAM, DEFAULT_GERMAN_STATE, catalogEvents, germanStateSchema } from '@asp/contracts';
import { on, sql, type ConsumerDefinition, type Trx } from '@asp/server-kit';

/** What the statistics read of a branch event (tolerant reader: a branch without a known state is in the default one). */
const branchChanged = z.object({
  id: z.number().int(),
  data: z.object({ holidayState: germanStateSchema.catch(DEFAULT_GERMAN_STATE) }).loose(),
});

async function keepState(trx: Trx, { id, data }: z.infer<typeof branchChanged>): Promise<void> {
  await sql`
    insert into stat_branch_state (branch, holiday_state) values (${id}, ${data.holidayState})
    on conflict (branch) do update set holiday_state = excluded.holiday_state`.execute(trx);
}

/**
 * Durable consumer of the CATALOG stream (from its beginning): each branch's state, so the
 * planned time of the working-time figures leaves out that state's public holidays as the
 * time-tracking service does.
 */
export const branchStatesConsumer: ConsumerDefinition = {
  stream: CATALOG_STREAM.name,
  durable: 'analytics-branch-states',
  handlers: [
    ...[catalogEvents.branch.created, catalogEvents.branch.updated].map((entry) =>
      on(entry, (payload, trx) => keepState(trx, payload), { reads: branchChanged }),
    ),
    on(
      catalogEvents.branch.deleted,
      (payload, trx) => sql`delete from stat_branch_state where branch = ${payload.id}`.execute(trx).then(() => undefined),
      { reads: z.object({ id: z.number().int() }) },
    ),
  ],
};
