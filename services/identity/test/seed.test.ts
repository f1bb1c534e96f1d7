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
  expect(customers.json().data.map((customer: { lastName: string }) => customer.lastName)).toEqual(['Huber', 'Keller']);
  const events = await h.service.ctx.db.selectFrom('outbox').select('subject').orderBy('seq').execute();
  expect(events.map((event) => event.subject)).toEqual([
    'identity.user.created',
    'identity.user.created',
    'identity.user.created',
    'identity.customer.created',
    'identity.customer.created',
  ]);
});

test('seeding again (a restart) adds nothing', async () => {
  await seedIdentity(h.service.ctx);
  const count = await h.service.ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(3);
});

test('without seedDemoData nothing is seeded', async () => {
  const plain = await startIdentity();
  try {
    expect((await login(plain, DEMO_LOGINS.admin.username, DEMO_LOGINS.admin.password)).response.statusCode).toBe(401);
  } finally {
    await plain.close();
  }
});
