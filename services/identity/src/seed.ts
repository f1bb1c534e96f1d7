import {
  customerFieldsSchema,
  externalUserFieldsSchema,
  identityEvents,
  type CustomerFields,
  type ExternalUserFields,
  type User,
} from '@asp/contracts';
import { ROLE_ADMIN, ROLE_EMPLOYEE, toEntity, writeEvent, type ServiceContext } from '@asp/server-kit';
import { hashPassword } from './passwords';
import { toUser, userColumns, type UserRow } from './user-store';

/** The demo sign-ins of the default set-up (README, e2e tests). Never seeded in production. */
export const DEMO_LOGINS = {
  admin: { username: 'admin', password: 'demo1234' },
  employee: { username: 'verkauf', password: 'demo1234' },
  /** An employee of one branch only (Bodman), who does not see customer contact data. */
  branchEmployee: { username: 'bodman', password: 'demo1234' },
} as const;

const demoUsers = [
  {
    ...DEMO_LOGINS.admin,
    roles: [ROLE_ADMIN],
    branches: [] as number[],
    data: { email: 'admin@example.com', firstName: 'Anna', lastName: 'Adler', showCustomerData: true },
  },
  {
    // Branch ids 1 and 2 are Konstanz and Bodman: the catalog service seeds them first and second.
    ...DEMO_LOGINS.employee,
    roles: [ROLE_EMPLOYEE],
    branches: [1, 2],
    data: { email: 'verkauf@example.com', firstName: 'Volker', lastName: 'Verkauf', showCustomerData: true },
  },
  {
    ...DEMO_LOGINS.branchEmployee,
    roles: [ROLE_EMPLOYEE],
    branches: [2],
    data: { email: 'bodman@example.com', firstName: 'Berta', lastName: 'Bodman', showCustomerData: false },
  },
  // One employee per branch (ids 1–5: Konstanz, Bodman, Eigeltingen, Owingen, Bambergen), same demo password.
  ...[
    { username: 'konstanz', branch: 1, firstName: 'Klara', lastName: 'Kessler' },
    { username: 'eigeltingen', branch: 3, firstName: 'Emil', lastName: 'Engel' },
    { username: 'owingen', branch: 4, firstName: 'Olga', lastName: 'Ott' },
    { username: 'bambergen', branch: 5, firstName: 'Bernd', lastName: 'Brandt' },
  ].map(({ username, branch, firstName, lastName }) => ({
    username,
    password: DEMO_LOGINS.employee.password,
    roles: [ROLE_EMPLOYEE],
    branches: [branch],
    data: { email: `${username}@example.com`, firstName, lastName, showCustomerData: true },
  })),
  // A former seasonal worker: kept for the records, no longer able to sign in.
  {
    username: 'aushilfe',
    password: 'demo1234',
    roles: [ROLE_EMPLOYEE],
    branches: [1],
    isEnabled: false,
    data: { email: null, firstName: 'Paul', lastName: 'Pfeiffer', showCustomerData: false },
  },
];

const demoExternalUsers: ExternalUserFields[] = [
  {
    name: 'Hofgut Sonnenhalde',
    company: 'Hofgut Sonnenhalde GbR',
    email: 'bestellung@sonnenhalde.example.com',
    phone: '+49 7771 44556',
    comment: 'Liefert Weiderind, Anlieferung dienstags.',
  },
  {
    name: 'Steuerbüro Weber',
    company: 'Weber & Partner Steuerberatung',
    email: 'kanzlei@weber-steuer.example.com',
    phone: '+49 7531 778899',
    comment: 'Zugang für die Monatsauswertungen.',
  },
  {
    name: 'Kühltechnik Brenner',
    company: 'Brenner Kältetechnik GmbH',
    email: null,
    phone: '+49 7732 12121',
    comment: 'Wartungsvertrag, nur noch bis Jahresende.',
    isEnabled: false,
  },
];

const demoCustomers: CustomerFields[] = [
  {
    firstName: 'Maria',
    lastName: 'Huber',
    email: 'maria.huber@example.com',
    phone: '+49 7531 123456',
    street: 'Marktstätte 12',
    zipCode: '78462',
    city: 'Konstanz',
    country: 'DE',
    comment: 'Stammkundin, bestellt freitags.',
  },
  {
    lastName: 'Keller',
    firstName: 'Jonas',
    companyName: 'Gasthaus Seeblick',
    email: 'kontakt@seeblick.example.com',
    phone: '+49 7773 987654',
    street: 'Seestraße 3',
    zipCode: '78351',
    city: 'Bodman-Ludwigshafen',
    country: 'DE',
    comment: 'Großabnehmer für Veranstaltungen.',
  },
  {
    firstName: 'Sabine',
    lastName: 'Schäfer',
    email: 'sabine.schaefer@example.com',
    phone: '+49 7774 55221',
    street: 'Hauptstraße 41',
    zipCode: '78253',
    city: 'Eigeltingen',
    country: 'DE',
    comment: 'Bestellt Grillpakete für den Sportverein.',
  },
  {
    firstName: 'Thomas',
    lastName: 'Brunner',
    companyName: 'Kita Sonnenschein',
    email: 'leitung@kita-sonnenschein.example.com',
    phone: '+49 7551 66033',
    street: 'Schulweg 2',
    zipCode: '88696',
    city: 'Owingen',
    country: 'DE',
    comment: 'Mittagessen werktags, ohne Schwein.',
  },
  {
    firstName: 'Lukas',
    lastName: 'Gerber',
    email: null,
    phone: '+41 52 123 45 67',
    street: 'Bahnhofstrasse 8',
    zipCode: '8280',
    city: 'Kreuzlingen',
    country: 'CH',
    comment: '',
  },
];

/** Demo data on an empty users table (the service factory calls this only when seeding is on). */
export async function seedIdentity(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  await db.transaction().execute(async (trx) => {
    for (const [index, demo] of demoUsers.entries()) {
      const row = (await trx
        .insertInto('users')
        .values({
          username: demo.username,
          password_hash: hashes[index],
          roles: demo.roles,
          branches: demo.branches,
          is_enabled: 'isEnabled' in demo ? demo.isEnabled : true,
          data: JSON.stringify(demo.data),
        })
        .returning(userColumns)
        .executeTakeFirstOrThrow()) as UserRow;
      const user: User = toUser(row);
      await writeEvent(trx, identityEvents.user.created, { id: user.id, data: user });
    }
    const hasCustomers = await trx.selectFrom('customers').select('id').limit(1).executeTakeFirst();
    if (hasCustomers) return;
    for (const fields of demoCustomers) {
      const data = customerFieldsSchema.parse(fields);
      const row = await trx
        .insertInto('customers')
        .values({ data: JSON.stringify(data) })
        .returning(['id', 'data'])
        .executeTakeFirstOrThrow();
      const customer = toEntity(row);
      await writeEvent(trx, identityEvents.customer.created, { id: customer.id, data: customer });
    }
    for (const fields of demoExternalUsers) {
      const data = externalUserFieldsSchema.parse(fields);
      const row = await trx
        .insertInto('external_users')
        .values({ data: JSON.stringify(data) })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const externalUser = { ...data, id: Number(row.id) };
      await writeEvent(trx, identityEvents.externalUser.created, { id: externalUser.id, data: externalUser });
    }
  });
  ctx.log.info({ users: demoUsers.map((user) => user.username) }, 'identity demo data seeded');
}
