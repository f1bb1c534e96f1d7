import { randomBytes } from 'node:crypto';
import { defineEvent } from '@asp/contracts';
import { z } from 'zod';
import { createDatabase, migrate, type Db } from '../db/database';
import { createTestDatabaseUrl } from '../testing';
import { eventMigrations, writeEvent } from './outbox';

let db: Db;

beforeAll(async () => {
  db = createDatabase(await createTestDatabaseUrl());
  await migrate(db, eventMigrations);
});

afterAll(async () => {
  await db.destroy();
});

const tag = randomBytes(4).toString('hex');
const thingCreated = defineEvent(`outbox${tag}.thing.created`, 3, z.object({ id: z.number().int(), label: z.string().default('neu') }));

test('writeEvent takes subject and version from the catalogue entry and writes the parsed payload', async () => {
  // A field the schema does not know (say, a password hash) never reaches the outbox.
  const event = await writeEvent(db, thingCreated, { id: 7, secret: 'x' } as { id: number });
  expect(event).toMatchObject({ subject: thingCreated.subject, version: 3, payload: { id: 7, label: 'neu' } });
  const row = await db.selectFrom('outbox').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ subject: thingCreated.subject, version: 3, payload: { id: 7, label: 'neu' } });
});

test('a payload failing the schema throws before anything is written, rolling the change back', async () => {
  const before = await db.selectFrom('outbox').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
  await expect(
    db.transaction().execute(async (trx) => {
      // @ts-expect-error id must be a number: the entry's schema types the payload.
      await writeEvent(trx, thingCreated, { id: 'sieben' });
    }),
  ).rejects.toThrow(z.ZodError);
  const after = await db.selectFrom('outbox').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
  expect(after.n).toEqual(before.n);
});
