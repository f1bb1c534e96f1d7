import { DEMO_LOGINS, seedIdentity } from '../src/seed';
import { login, startIdentity, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity({}, { seedDemoData: true });
});
afterAll(() => h?.close());

test('seeds the demo admin and employee, who can sign in', async () => {
  const admin = await login(h, DEMO_LOGINS.admin.username, DEMO_LOGINS.admin.password);
  expect(admin.response.statusCode).toBe(200);
  expect(admin.response.json().data).toMatchObject({
    roles: ['ROLE_ADMIN'],
    user: { username: 'admin', firstName: 'Anna', lastName: 'Adler', branches: [] },
  });
  const employee = await login(h, DEMO_LOGINS.employee.username, DEMO_LOGINS.employee.password);
  expect(employee.response.json().data).toMatchObject({
    roles: ['ROLE_EMPLOYEE'],
    user: { username: 'verkauf', branches: [{ id: 1 }, { id: 2 }], showCustomerData: true },
  });
  // The one-branch employee, without the setting show_customer_data (issue 12); the token carries the setting.
  const bodman = await login(h, DEMO_LOGINS.branchEmployee.username, DEMO_LOGINS.branchEmployee.password);
  expect(bodman.response.json().data).toMatchObject({
    roles: ['ROLE_EMPLOYEE'],
    user: { username: 'bodman', branches: [{ id: 2 }], showCustomerData: false },
  });
  expect(JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString()).showCustomerData).toBe(true);
  expect(JSON.parse(Buffer.from(bodman.token.split('.')[1], 'base64url').toString()).showCustomerData).toBe(false);

  const customers = await h.call({ method: 'GET', url: '/api/customers', headers: employee.cookieOnly });
  expect(customers.json().data.map((customer: { lastName: string }) => customer.lastName)).toEqual([
    'Huber',
    'Keller',
    'Schäfer',
    'Brunner',
    'Gerber',
  ]);
  const events = await h.service.ctx.db.selectFrom('outbox').select('subject').orderBy('seq').execute();
  // Sign-ins are events too (the audit log lists them); the seed's own events come first.
  const seeded = events.map((event) => event.subject).filter((subject) => subject !== 'identity.login.succeeded');
  expect(seeded).toEqual([
    ...Array(8).fill('identity.user.created'),
    ...Array(5).fill('identity.customer.created'),
    ...Array(3).fill('identity.external-user.created'),
  ]);
  expect(events.filter((event) => event.subject === 'identity.login.succeeded')).toHaveLength(3);
  // One employee per branch (ids 1–5), and a disabled former worker who cannot sign in.
  const users = (await h.call({ method: 'GET', url: '/api/users?sort=username', headers: admin.cookieOnly })).json().data as {
    username: string;
    branches: number[];
    isEnabled: boolean;
  }[];
  for (const branch of [1, 2, 3, 4, 5]) expect(users.some((user) => user.branches.length === 1 && user.branches[0] === branch)).toBe(true);
  expect(users.find((user) => user.username === 'aushilfe')?.isEnabled).toBe(false);
  const externalUsers = await h.call({ method: 'GET', url: '/api/external-users', headers: employee.cookieOnly });
  expect(externalUsers.json().data).toHaveLength(3);
});

test('seeding again (a restart) adds nothing', async () => {
  await seedIdentity(h.service.ctx);
  const count = await h.service.ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(8);
});

test('without seedDemoData nothing is seeded', async () => {
  const plain = await startIdentity();
  try {
    expect((await login(plain, DEMO_LOGINS.admin.username, DEMO_LOGINS.admin.password)).response.statusCode).toBe(401);
  } finally {
    await plain.close();
  }
});
