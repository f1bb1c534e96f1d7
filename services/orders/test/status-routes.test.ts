import type { Order } from '@asp/contracts';
import { orderTexts, questionnaireTexts } from '@asp/i18n';
import { ROLE_EMPLOYEE } from '@asp/server-kit';
import { signStaffToken } from '@asp/server-kit/testing';
import { createdOrder, errorsOf, MONDAY_10, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

let h: Harness;
let shop: Shop;
let otherShop: Shop;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
  otherShop = await seedShop(h);
});
afterAll(() => h?.close());
beforeEach(() => {
  h.clock.now = MONDAY_10;
});

const T = orderTexts.transition;
const status = (id: number, action: string, payload?: object, headers = h.admin) =>
  h.call({ method: 'POST', url: `/api/orders/${id}/status/${action}`, headers, ...(payload ? { payload } : {}) });
const publicPath = (order: { uid: string; hash: string }) => `/api/orders/public/${order.uid}/${order.hash}`;
const eventsOf = async (id: number) =>
  (await h.service.ctx.db.selectFrom('outbox').select(['subject', 'payload']).orderBy('seq').execute())
    .filter((row) => row.payload.id === id)
    .map((row) => String(row.subject));

describe('staff status calls', () => {
  test('confirm → in-delivery → completed, each emitting its event; impossible steps are 409', async () => {
    const order = await createdOrder(h, orderBody(shop, { appointmentDate: '2025-06-02T12:00:00+02:00' }));
    expect((await status(order.id, 'completed')).statusCode).toBe(409);
    expect(errorsOf(await status(order.id, 'in-delivery'))).toEqual([{ message: T.notConfirmed }]);

    const confirmed = await status(order.id, 'confirm', {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ isConfirmed: true, appointment: '2025-06-02T12:00:00+02:00' });
    expect(errorsOf(await status(order.id, 'confirm'))).toEqual([{ message: T.alreadyConfirmed }]);
    expect(errorsOf(await status(order.id, 'reject', { message: 'zu spät' }))).toEqual([{ message: T.alreadyConfirmed }]);

    expect((await status(order.id, 'in-delivery')).json().data).toMatchObject({ isInDelivery: true });
    const completed = await status(order.id, 'completed');
    expect(completed.json().data).toMatchObject({ isCompleted: true });
    const refused = await status(order.id, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)).toEqual([{ message: T.alreadyFinal }]);

    expect(await eventsOf(order.id)).toEqual([
      'orders.order.placed',
      'orders.order.confirmed',
      'orders.order.in-delivery',
      'orders.order.completed',
    ]);
  });

  test('confirm may set the appointment; reject stores its message; cancel works on confirmed orders', async () => {
    const a = await createdOrder(h, orderBody(shop));
    expect((await status(a.id, 'confirm', { appointment: '2025-06-02T11:15:00+02:00' })).json().data.appointment).toBe(
      '2025-06-02T11:15:00+02:00',
    );
    expect((await status(a.id, 'cancel')).json().data).toMatchObject({ isCanceled: true });

    const b = await createdOrder(h, orderBody(shop));
    const rejected = await status(b.id, 'reject', { message: 'Heute leider ausverkauft.' });
    expect(rejected.json().data).toMatchObject({ isRejected: true, rejectionMessage: 'Heute leider ausverkauft.' });
    const view = await h.call({ method: 'GET', url: publicPath(b) });
    expect(view.json().data).toMatchObject({ isRejected: true, rejectionMessage: 'Heute leider ausverkauft.' });
    expect(await eventsOf(b.id)).toEqual(['orders.order.placed', 'orders.order.rejected']);
  });

  test('guarded by role and branch', async () => {
    const order = await createdOrder(h, orderBody(shop));
    const anonymous = await h.call({ method: 'POST', url: `/api/orders/${order.id}/status/confirm`, payload: {} });
    expect(anonymous.statusCode).toBe(401);

    // Another branch's order is answered like an unknown one: 404, nothing changes.
    const stranger = await status(order.id, 'confirm', {}, h.employeeOf(otherShop.branch.id));
    expect(stranger.statusCode).toBe(404);
    expect(errorsOf(stranger)).toEqual([{ message: orderTexts.notFound }]);
    for (const path of ['', '/history']) {
      const read = await h.call({ method: 'GET', url: `/api/orders/${order.id}${path}`, headers: h.employeeOf(otherShop.branch.id) });
      expect([read.statusCode, errorsOf(read)]).toEqual([404, [{ message: orderTexts.notFound }]]);
    }
    const payment = await h.call({
      method: 'POST',
      url: `/api/orders/${order.id}/update-payment-status`,
      headers: h.employeeOf(otherShop.branch.id),
      payload: {},
    });
    expect(payment.statusCode).toBe(404);
    expect((await h.call({ method: 'GET', url: `/api/orders/${order.id}`, headers: h.admin })).json().data.isConfirmed).toBe(false);

    const own = await status(order.id, 'confirm', {}, h.employeeOf(shop.branch.id));
    expect(own.statusCode).toBe(200);
    expect((await status(999_999, 'confirm', {})).statusCode).toBe(404);
  });

  test('lists: admins see all branches, employees only theirs; filters by branch, status and time', async () => {
    const mine = await createdOrder(h, orderBody(shop));
    const theirs = await createdOrder(h, orderBody(otherShop));
    const list = async (query: string, headers = h.admin) => {
      const response = await h.call({ method: 'GET', url: `/api/orders${query}`, headers });
      expect(response.statusCode).toBe(200);
      return (response.json().data as Array<{ id: number }>).map((o) => o.id);
    };
    expect(await list('')).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const employee = h.employeeOf(shop.branch.id);
    const ofEmployee = await list('', employee);
    expect(ofEmployee).toContain(mine.id);
    expect(ofEmployee).not.toContain(theirs.id);
    // Another branch as filter reads as an empty list (like its orders read as 404).
    const foreign = await h.call({ method: 'GET', url: `/api/orders?branch=${otherShop.branch.id}`, headers: employee });
    expect([foreign.statusCode, foreign.json().data, foreign.headers['x-total-count']]).toEqual([200, [], '0']);
    const ofOther = await h.call({ method: 'GET', url: `/api/orders?branch=${otherShop.branch.id}`, headers: h.admin });
    const branches = new Set((ofOther.json().data as Array<{ branch: { id: number } }>).map((o) => o.branch.id));
    expect([...branches]).toEqual([otherShop.branch.id]);
    await status(mine.id, 'reject', {});
    expect(await list('?status=rejected')).toContain(mine.id);
    expect(await list('?status=open')).not.toContain(mine.id);
    expect(await list('?from=2099-01-01')).toEqual([]);
    expect((await h.call({ method: 'GET', url: '/api/orders?from=kein-datum', headers: h.admin })).statusCode).toBe(400);
    expect((await h.call({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);

    const current = await h.call({ method: 'GET', url: '/api/orders/current', headers: employee });
    expect((current.json().data as Array<{ id: number }>).map((o) => o.id)).not.toContain(mine.id);
  });

  test('the staff view carries the customer contact only with the setting show_customer_data', async () => {
    const order = await createdOrder(h, orderBody(shop, { comment: 'Bitte klingeln', street: 'Marktstätte 5' }));
    const read = (headers: Record<string, string>) => h.call({ method: 'GET', url: `/api/orders/${order.id}`, headers });
    const allowed = signStaffToken({
      sub: '7',
      username: 'kasse',
      roles: [ROLE_EMPLOYEE],
      branches: [shop.branch.id],
      showCustomerData: true,
    });
    expect((await read(allowed.headers)).json().data).toMatchObject({
      id: order.id,
      customer: { firstName: 'Max', lastName: 'Muster', phone: '+4975311234', email: 'max@example.de', comment: 'Bitte klingeln' },
      totals: { totalGross: 3.2 },
    });
    // Without the setting (the claim missing or false) the contact never leaves the server; what the order needs stays.
    for (const headers of [h.employeeOf(shop.branch.id), signStaffToken({ showCustomerData: false }).headers]) {
      const hidden = (await read(headers)).json().data;
      expect(hidden.customer).toMatchObject({
        firstName: null,
        lastName: null,
        phone: null,
        email: null,
        street: null,
        comment: 'Bitte klingeln',
      });
      expect(hidden.totals.totalGross).toBe(3.2);
      const listed = await h.call({ method: 'GET', url: `/api/orders?branch=${shop.branch.id}&limit=500`, headers });
      const inList = (listed.json().data as Order[]).find((o) => o.id === order.id)!;
      expect(JSON.stringify(inList)).not.toContain('max@example.de');
      const current = await h.call({ method: 'GET', url: `/api/orders/current?branch=${shop.branch.id}`, headers });
      expect(JSON.stringify(current.json().data)).not.toContain('+4975311234');
      const confirmed = await status(order.id, 'confirm', {}, headers);
      if (confirmed.statusCode === 200) expect(JSON.stringify(confirmed.json().data)).not.toContain('Muster');
    }
  });
});

describe('public view', () => {
  test('by uid and hash; a wrong hash or uid is 404 and leaks nothing', async () => {
    const order = await createdOrder(h, orderBody(shop));
    const ok = await h.call({ method: 'GET', url: publicPath(order) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ uid: order.uid, ticketNumber: order.ticketNumber });
    expect(ok.json().data).not.toHaveProperty('customer');

    const wrongHash = `${order.hash.slice(0, -1)}${order.hash.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/orders/public/${order.uid}/${wrongHash}`,
      `/api/orders/public/${order.uid}/kurz`,
      `/api/orders/public/00000000-0000-4000-8000-000000000000/${order.hash}`,
      `/api/orders/public/keine-uid/${order.hash}`,
    ]) {
      const response = await h.call({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: [{ message: orderTexts.notFound }] });
      expect(response.body).not.toMatch(/ticketNumber|firstName|totals|Muster/);
    }
    const post = await h.call({ method: 'POST', url: `/api/orders/public/${order.uid}/${wrongHash}/confirm-counter-appointment` });
    expect(post.statusCode).toBe(404);
  });
});

describe('counter appointment', () => {
  const propose = async () => {
    const order = await createdOrder(h, orderBody(shop, { appointmentDate: '2025-06-02T12:00:00+02:00' }));
    const proposed = await status(order.id, 'confirm', { counterAppointment: '2025-06-02T14:30:00+02:00' });
    expect(proposed.json().data).toMatchObject({ isConfirmed: false, counterAppointment: '2025-06-02T14:30:00+02:00' });
    return order;
  };

  test('accepted: confirmed at the proposed time (empty body, no content type)', async () => {
    const order = await propose();
    const response = await h.call({ method: 'POST', url: `${publicPath(order)}/confirm-counter-appointment` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ isConfirmed: true, appointment: '2025-06-02T14:30:00+02:00' });
    const again = await h.call({
      method: 'POST',
      url: `${publicPath(order)}/reject-counter-appointment`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual([{ message: T.counterAppointmentAnswered }]);
    expect(await eventsOf(order.id)).toEqual([
      'orders.order.placed',
      'orders.order.counter-appointment-proposed',
      'orders.order.counter-appointment-confirmed',
    ]);
  });

  test('refused: the order is cancelled', async () => {
    const order = await propose();
    const response = await h.call({ method: 'POST', url: `${publicPath(order)}/reject-counter-appointment`, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ isCanceled: true, isConfirmed: false });
    expect((await h.call({ method: 'POST', url: `${publicPath(order)}/confirm-counter-appointment` })).statusCode).toBe(409);
  });

  test('without a proposal there is nothing to answer; a proposal in the past is refused', async () => {
    const order = await createdOrder(h, orderBody(shop));
    const response = await h.call({ method: 'POST', url: `${publicPath(order)}/confirm-counter-appointment` });
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)).toEqual([{ message: T.noCounterAppointment }]);
    const past = await status(order.id, 'confirm', { counterAppointment: '2025-06-02T09:00:00+02:00' });
    expect(past.statusCode).toBe(422);
    expect(errorsOf(past)).toEqual([{ message: T.counterAppointmentPast }]);
  });
});

describe('questionnaire', () => {
  const answer = { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Sehr lecker' };
  const send = (order: { uid: string; hash: string }, payload: object) =>
    h.call({ method: 'POST', url: `${publicPath(order)}/questionnaire`, payload });

  test('only for completed orders, once, with four ratings from 1 to 5', async () => {
    const order = await createdOrder(h, orderBody(shop));
    const early = await send(order, answer);
    expect(early.statusCode).toBe(409);
    expect(errorsOf(early)).toEqual([{ message: T.questionnaireNotCompleted }]);

    await status(order.id, 'confirm', {});
    await status(order.id, 'completed');
    const invalid = await send(order, { ...answer, foodRating: 0, processRating: 6 });
    expect(invalid.statusCode).toBe(400);
    expect(errorsOf(invalid)).toEqual([
      { field: 'foodRating', message: questionnaireTexts.ratingRange },
      { field: 'processRating', message: questionnaireTexts.ratingRange },
    ]);

    const sent = await send(order, answer);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.questionnaireRating).toBe(5);
    const staff = await h.call({ method: 'GET', url: `/api/orders/${order.id}`, headers: h.admin });
    expect(staff.json().data.questionnaire).toMatchObject({ ...answer, answeredAt: MONDAY_10.toISOString() });

    const twice = await send(order, answer);
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)).toEqual([{ message: T.questionnaireAnswered }]);
    expect((await eventsOf(order.id)).at(-1)).toBe('orders.order.questionnaire-answered');
  });

  test('refused while the shop has reviews switched off', async () => {
    const order = await createdOrder(h, orderBody(shop));
    await status(order.id, 'confirm', {});
    await status(order.id, 'completed');
    await h.catalog.config({ enablePluginOrderReviews: false });
    try {
      const response = await send(order, answer);
      expect(response.statusCode).toBe(409);
      expect(errorsOf(response)).toEqual([{ message: T.reviewsDisabled }]);
    } finally {
      await h.catalog.config();
    }
  });
});
