import { appointmentTexts, branchStateTexts, cartTexts, checkoutErrorTexts, fill, formatMoney, orderTexts } from '@asp/i18n';
import { priceCart, type Product as DomainProduct } from '@asp/domain';
import {
  createdOrder,
  deliveryAddress,
  errorsOf,
  MONDAY_10,
  orderBody,
  placeOrder,
  seedShop,
  shopConfig,
  startOrders,
  type Harness,
  type Shop,
} from './helpers';

let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
});
afterAll(() => h?.close());
beforeEach(() => {
  h.clock.now = MONDAY_10;
});

const stored = async (id: number) =>
  (await h.service.ctx.db.selectFrom('orders').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data;
const asDomain = (p: unknown) => p as DomainProduct;

describe('creation for each order type', () => {
  test('takeaway: 201 with uid, an unguessable hash, a ticket number and the server prices', async () => {
    const order = await createdOrder(h, orderBody(shop));
    expect(order).toMatchObject({
      isDelivery: false,
      isDineIn: false,
      isConfirmed: false,
      isPaid: false,
      paymentMethod: 'cash',
      paymentRedirectUrl: null,
      branch: { id: shop.branch.id },
      tableIdentifier: null,
      isPreorder: false,
      isQuotation: false,
      currency: 'EUR',
    });
    expect(order.uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // 24 random bytes as base64url: 192 bits.
    expect(order.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order.ticketNumber).toBeGreaterThanOrEqual(1);
    expect(order.items).toEqual([
      expect.objectContaining({ product: { id: shop.bratwurst.id, name: 'Bratwurst', unit: 'piece' }, amount: 2, gross: 3.2, taxRate: 7 }),
    ]);
    expect(order.totals).toMatchObject({ gross: 3.2, totalGross: 3.2, deliveryGross: 0 });
    expect(order).not.toHaveProperty('customer');
    const staff = await stored(order.id);
    expect(staff.customer).toMatchObject({ firstName: 'Max', lastName: 'Muster', phone: '+4975311234' });
    const placed = await h.service.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'payload'])
      .where('subject', '=', 'orders.order.placed')
      .execute();
    expect(placed.some((row) => row.payload.id === order.id && row.payload.data.uid === order.uid)).toBe(true);
  });

  test('delivery: address and area required, the delivery fee of the area is added', async () => {
    const body = orderBody(shop, {
      isDelivery: true,
      ...deliveryAddress,
      items: [{ product: shop.hack.id, amount: 2, unit: 'kilogram', parts: [] }],
    });
    const order = await createdOrder(h, body);
    expect(order).toMatchObject({ isDelivery: true, isDineIn: false, deliveryArea: '78462 Konstanz' });
    // 2 kg × 12,90 = 25,80 ≥ minimum 25; below free-from 50 → 3,90 at 19 %.
    expect(order.totals).toMatchObject({ gross: 25.8, deliveryGross: 3.9, totalGross: 29.7, isApproximate: true });
    expect(order.totals?.taxes).toEqual({ '7': expect.any(Number), '19': expect.any(Number) });
  });

  test('dine-in: the table must be one of the branch tables', async () => {
    const order = await createdOrder(h, orderBody(shop, { isDineIn: true, table: ' T2 ' }));
    expect(order).toMatchObject({ isDineIn: true, isDelivery: false, tableIdentifier: 'T2' });
    expect((await stored(order.id)).customer.table).toBe('T2');

    for (const table of [undefined, 'T9']) {
      const response = await placeOrder(h, orderBody(shop, { isDineIn: true, table }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([{ field: 'table', message: checkoutErrorTexts.table }]);
    }
  });

  test('dine-in without table selection: a sent table is not stored', async () => {
    const noSelection = await seedShop(h, { isTableSelectionEnabled: false });
    const order = await createdOrder(h, orderBody(noSelection, { isDineIn: true, table: 'Fensterplatz <b>bitte</b>' }));
    expect(order).toMatchObject({ isDineIn: true, tableIdentifier: null });
    const data = await stored(order.id);
    expect(data.tableIdentifier).toBeNull();
    expect(data.customer.table).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Fensterplatz');
    // Outside dine-in neither.
    const takeaway = await stored((await createdOrder(h, orderBody(shop, { table: 'T1' }))).id);
    expect([takeaway.tableIdentifier, takeaway.customer.table]).toEqual([null, null]);
  });

  test('a configurable product is priced with its chosen options', async () => {
    const order = await createdOrder(
      h,
      orderBody(shop, {
        items: [{ product: shop.platte.id, amount: 1, unit: 'piece', parts: [{ value: 'Groß' }, { value: 'ohne Zwiebeln' }] }],
      }),
    );
    expect(order.items[0]).toMatchObject({ unitPrice: 25, gross: 25 });
  });
});

describe('prices come from the server', () => {
  test('a tampered client price and client totals are ignored', async () => {
    const tampered = {
      ...orderBody(shop, { isDelivery: true, ...deliveryAddress }),
      items: [
        { product: { ...shop.hack, price: 0.01 }, amount: 3, unit: 'kilogram', parts: [], price: 0.01, gross: 0.01 },
        { product: shop.platte.id, amount: 2, unit: 'piece', parts: [{ value: 'Groß', modifier: 'subtract', value2: 99 }] },
      ],
      totals: { totalGross: 0.01 },
      totalGross: 0.01,
    };
    const response = await h.call({ method: 'POST', url: '/api/orders', payload: tampered });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    const expected = priceCart({
      items: [
        { product: asDomain(shop.hack), amount: 3, unit: 'kilogram', parts: [] },
        { product: asDomain(shop.platte), amount: 2, unit: 'piece', parts: [{ value: 'Groß' }] },
      ],
      orderType: 'delivery',
      branch: shop.branch,
      deliveryArea: '78462 Konstanz',
    });
    expect(expected.totalGross).toBe(38.7 + 50);
    const saved = await stored(order.id);
    expect(saved.totals).toMatchObject({
      net: expected.net,
      tax: expected.tax,
      gross: expected.gross,
      deliveryGross: expected.deliveryGross,
      totalNet: expected.totalNet,
      totalTax: expected.totalTax,
      totalGross: expected.totalGross,
      taxes: expected.taxes,
    });
    expect(saved.items.map((item: { gross: number }) => item.gross)).toEqual(expected.items.map((item) => item.gross));
  });
});

describe('rejection rules (422 with German field errors)', () => {
  const rejected = async (overrides: Parameters<typeof orderBody>[1]) => {
    const response = await placeOrder(h, orderBody(shop, overrides));
    expect(response.statusCode).toBe(422);
    return errorsOf(response);
  };

  test('missing names', async () => {
    expect(await rejected({ firstName: '', lastName: ' ' })).toEqual([
      { field: 'firstName', message: checkoutErrorTexts.firstName },
      { field: 'lastName', message: checkoutErrorTexts.lastName },
    ]);
  });

  test('bad or missing phone', async () => {
    expect(await rejected({ phone: '12ab' })).toEqual([{ field: 'phone', message: checkoutErrorTexts.phoneInvalid }]);
    expect(await rejected({ phone: '' })).toEqual([{ field: 'phone', message: checkoutErrorTexts.phoneRequired }]);
  });

  test('address required for delivery', async () => {
    const errors = await rejected({
      isDelivery: true,
      deliveryArea: '78462 Konstanz',
      items: [{ product: shop.hack.id, amount: 3, unit: 'kilogram' }],
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'street', message: checkoutErrorTexts.street },
        { field: 'zipCode', message: checkoutErrorTexts.zipCode },
        { field: 'city', message: checkoutErrorTexts.city },
        { field: 'country', message: checkoutErrorTexts.country },
      ]),
    );
  });

  test('minimum order value with its German message', async () => {
    const errors = await rejected({ isDelivery: true, ...deliveryAddress });
    const message = `${fill(cartTexts.minimumOrderValue, { amount: formatMoney(25) })} ${fill(cartTexts.minimumOrderDifference, { difference: formatMoney(21.8) })}`;
    expect(errors).toEqual([{ field: 'deliveryArea', message }]);
    expect(message).toContain('Sie haben den Mindestbestellwert in Höhe von 25,00');
  });

  test('closed branch without pre-order', async () => {
    h.clock.now = new Date('2025-06-02T22:00:00+02:00');
    expect(await rejected({})).toEqual([{ field: 'branch', message: branchStateTexts.closedNow }]);
  });

  test('appointment outside the opening hours', async () => {
    expect(await rejected({ appointmentDate: '2025-06-02T21:30:00+02:00' })).toEqual([
      { field: 'appointmentDate', message: appointmentTexts.closed },
    ]);
    const ok = await placeOrder(h, orderBody(shop, { appointmentDate: '2025-06-02T12:30:00+02:00' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.appointmentDate).toBe('2025-06-02T12:30:00+02:00');
  });

  test('appointment hours agree with the open state: takeaway in delivery-only hours is taken, delivery outside them refused', async () => {
    // Open 08:00–20:00, delivery 10:00–12:00 and 20:00–22:00.
    const late = await seedShop(h, {
      deliveryHours: [
        { type: 'daily', from: '10:00', to: '12:00' },
        { type: 'daily', from: '20:00', to: '22:00' },
      ],
      isDeliveryHoursEnabled: true,
    });
    const takeaway = await placeOrder(h, orderBody(late, { appointmentDate: '2025-06-02T21:00:00+02:00' }));
    expect(takeaway.statusCode).toBe(201);
    const delivery = { isDelivery: true, ...deliveryAddress, items: [{ product: late.hack.id, amount: 3, unit: 'kilogram' as const }] };
    const refused = await placeOrder(h, orderBody(late, { ...delivery, appointmentDate: '2025-06-02T15:00:00+02:00' }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([{ field: 'appointmentDate', message: appointmentTexts.closed }]);
    expect((await placeOrder(h, orderBody(late, { ...delivery, appointmentDate: '2025-06-02T21:00:00+02:00' }))).statusCode).toBe(201);
  });

  test('unknown, disabled or unlisted product, and a unit the product does not have', async () => {
    expect(await rejected({ items: [{ product: 999_999, amount: 1, unit: 'piece' }] })).toEqual([
      { field: 'items.0.product', message: orderTexts.unknownProduct },
    ]);
    const disabled = await h.catalog.product({ name: 'Alt', price: 1, isEnabled: false });
    expect(await rejected({ items: [{ product: disabled.id, amount: 1, unit: 'piece' }] })).toEqual([
      { field: 'items.0.product', message: orderTexts.unknownProduct },
    ]);
    const unlisted = await h.catalog.product({ name: 'Nicht auf der Karte', price: 1 });
    expect(await rejected({ items: [{ product: unlisted.id, amount: 1, unit: 'piece' }] })).toEqual([
      { field: 'items.0.product', message: fill(orderTexts.productUnavailable, { name: 'Nicht auf der Karte' }) },
    ]);
    expect(await rejected({ items: [{ product: shop.bratwurst.id, amount: 1, unit: 'liter' }] })).toEqual([
      { field: 'items.0.unit', message: fill(orderTexts.invalidUnit, { name: 'Bratwurst' }) },
    ]);
  });

  test('an amount the quantity rules do not allow (minimum, maximum, steps)', async () => {
    // Rinderhack: minimum 0.25 kg, steps of 0.25 kg, at most 10 kg (see seedShop).
    for (const amount of [0.1, 1.3, 12]) {
      expect(await rejected({ items: [{ product: shop.hack.id, amount, unit: 'kilogram', parts: [] }] })).toEqual([
        { field: 'items.0.amount', message: fill(orderTexts.invalidAmount, { name: 'Rinderhack' }) },
      ]);
    }
    const onStep = await placeOrder(h, orderBody(shop, { items: [{ product: shop.hack.id, amount: 1.5, unit: 'kilogram', parts: [] }] }));
    expect(onStep.statusCode).toBe(201);
  });

  test('an incomplete configurable item', async () => {
    expect(await rejected({ items: [{ product: shop.platte.id, amount: 1, unit: 'piece', parts: [{}, {}] }] })).toEqual([
      { field: 'items.0', message: fill(checkoutErrorTexts.item, { name: 'Grillplatte' }) },
    ]);
  });

  test('payment method not offered', async () => {
    expect(await rejected({ paymentMethod: 'hydro-ag-voucher' })).toEqual([
      { field: 'paymentMethod', message: checkoutErrorTexts.paymentMethod },
    ]);
    expect(await rejected({ paymentMethod: 'datatrans' })).toEqual([{ field: 'paymentMethod', message: checkoutErrorTexts.paymentMethod }]);
  });

  test('with no payment method offered only payment at pick-up is possible, never an online payment', async () => {
    const noPayment = await seedShop(h, { isCashEnabled: false, isATMCardEnabled: false, isMollieEnabled: false });
    for (const paymentMethod of ['mollie', 'datatrans', 'atm-card'] as const) {
      const response = await placeOrder(h, orderBody(noPayment, { paymentMethod }));
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([{ field: 'paymentMethod', message: checkoutErrorTexts.paymentMethod }]);
    }
    // Cash (also the default when the field is left out) stands for "payment at pick-up".
    const { paymentMethod: _omitted, ...withoutMethod } = orderBody(noPayment);
    for (const body of [orderBody(noPayment, { paymentMethod: 'cash' }), withoutMethod]) {
      const order = await createdOrder(h, body as ReturnType<typeof orderBody>);
      expect(order).toMatchObject({ paymentMethod: 'cash', paymentRedirectUrl: null });
    }
  });

  test('unknown, disabled or not public branch', async () => {
    const hidden = await h.catalog.branch({ isPublic: false });
    for (const branch of [999_999, hidden.id]) {
      const response = await placeOrder(h, { ...orderBody(shop), branch });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([{ field: 'branch', message: orderTexts.unknownBranch }]);
    }
  });

  test('a malformed body is a 400 with German messages', async () => {
    const response = await h.call({
      method: 'POST',
      url: '/api/orders',
      payload: { branch: shop.branch.id, items: [{ product: shop.bratwurst.id, amount: -1, unit: 'piece' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]).toMatchObject({ field: 'items[0].amount' });
    expect(errorsOf(response)[0].message).not.toMatch(/expected|invalid_type/i);
  });
});

describe('more rejection rules (422, German message, field)', () => {
  const refusal = async (body: Parameters<typeof placeOrder>[1]) => {
    const response = await placeOrder(h, body);
    expect(response.statusCode).toBe(422);
    return errorsOf(response);
  };

  test('an order type the branch has switched off', async () => {
    const noDineIn = await seedShop(h, { isDineInEnabled: false });
    expect(await refusal(orderBody(noDineIn, { isDineIn: true, table: 'T1' }))).toEqual([
      { field: 'orderType', message: checkoutErrorTexts.orderType },
    ]);
    const noTakeaway = await seedShop(h, { isTakeawayEnabled: false });
    expect(await refusal(orderBody(noTakeaway))).toEqual([{ field: 'orderType', message: checkoutErrorTexts.orderType }]);
  });

  test('e-mail required by the branch for the order type', async () => {
    const emailShop = await seedShop(h, { isTakeawayEmailRequired: true });
    expect(await refusal(orderBody(emailShop, { email: '' }))).toEqual([{ field: 'email', message: checkoutErrorTexts.emailRequired }]);
    expect(await refusal(orderBody(emailShop, { email: 'max@' }))).toEqual([{ field: 'email', message: checkoutErrorTexts.emailInvalid }]);
    // Not required for takeaway at the standard shop.
    expect((await placeOrder(h, orderBody(shop, { email: '' }))).statusCode).toBe(201);
  });

  test('terms or privacy not ticked', async () => {
    expect(await refusal(orderBody(shop, { legalInstructions: false }))).toEqual([
      { field: 'legalInstructions', message: checkoutErrorTexts.legalInstructions },
    ]);
    expect(await refusal(orderBody(shop, { privacyPolicy: false }))).toEqual([
      { field: 'privacyPolicy', message: checkoutErrorTexts.privacyPolicy },
    ]);
    const { legalInstructions: _l, privacyPolicy: _p, ...neither } = orderBody(shop);
    expect(await refusal(neither as ReturnType<typeof orderBody>)).toEqual([
      { field: 'legalInstructions', message: checkoutErrorTexts.legalInstructions },
      { field: 'privacyPolicy', message: checkoutErrorTexts.privacyPolicy },
    ]);
  });

  test('notification type missing in variant 1', async () => {
    expect(await refusal(orderBody(shop, { checkoutVariant: 1, notificationType: null }))).toEqual([
      { field: 'notificationType', message: checkoutErrorTexts.notificationType },
    ]);
  });

  test('an empty cart', async () => {
    expect(await refusal(orderBody(shop, { items: [] }))).toEqual([{ field: 'items', message: cartTexts.emptyCart }]);
  });

  test('a delivery area the branch does not deliver to', async () => {
    const body = orderBody(shop, {
      isDelivery: true,
      ...deliveryAddress,
      deliveryArea: '10115 Berlin',
      items: [{ product: shop.hack.id, amount: 3, unit: 'kilogram' }],
    });
    expect(await refusal(body)).toContainEqual({ field: 'deliveryArea', message: checkoutErrorTexts.deliveryArea });
    expect((await refusal(body)).every((error) => error.field === 'deliveryArea')).toBe(true);
  });

  test('a branch that requires an appointment, without one', async () => {
    const appointmentShop = await seedShop(h, { isAppointmentRequired: true });
    for (const appointmentDate of [undefined, null]) {
      expect(await refusal(orderBody(appointmentShop, { appointmentDate }))).toEqual([
        { field: 'appointmentDate', message: appointmentTexts.required },
      ]);
    }
    expect((await placeOrder(h, orderBody(appointmentShop, { appointmentDate: '2025-06-02T12:00:00+02:00' }))).statusCode).toBe(201);
  });

  test('an appointment before the lead time of a product', async () => {
    const branch = await h.catalog.branch();
    const schinken = await h.catalog.product({
      name: 'Schinken am Stück',
      price: 24,
      unit: 'piece',
      tax: 7,
      isLeadTimeEnabled: true,
      leadTimeType: 'days',
      leadTimeValue: 1,
    });
    const category = await h.catalog.category('Räucherei');
    await h.catalog.menu([branch.id], [{ id: category.id, products: [schinken.id] }]);
    const body = (appointmentDate: string) =>
      orderBody({ ...shop, branch }, { items: [{ product: schinken.id, amount: 1, unit: 'piece', parts: [] }], appointmentDate });
    expect(await refusal(body('2025-06-02T12:00:00+02:00'))).toEqual([
      { field: 'appointmentDate', message: fill(appointmentTexts.tooEarly, { date: '03.06.2025', time: '10:00' }) },
    ]);
    expect((await placeOrder(h, body('2025-06-03T10:00:00+02:00'))).statusCode).toBe(201);
  });

  test('delivery: an appointment outside the delivery hours, and no delivery now', async () => {
    const deliveryShop = await seedShop(h, {
      deliveryHours: [{ type: 'daily', from: '10:00', to: '12:00' }],
      isDeliveryHoursEnabled: true,
    });
    const delivery = {
      isDelivery: true,
      ...deliveryAddress,
      items: [{ product: deliveryShop.hack.id, amount: 3, unit: 'kilogram' as const }],
    };
    expect(await refusal(orderBody(deliveryShop, { ...delivery, appointmentDate: '2025-06-02T16:00:00+02:00' }))).toEqual([
      { field: 'appointmentDate', message: appointmentTexts.closed },
    ]);
    h.clock.now = new Date('2025-06-02T13:00:00+02:00');
    expect(await refusal(orderBody(deliveryShop, delivery))).toEqual([{ field: 'branch', message: branchStateTexts.noDeliveryCheckout }]);
    // Takeaway is still open then.
    expect((await placeOrder(h, orderBody(deliveryShop))).statusCode).toBe(201);
  });

  test('an unknown donation recipient', async () => {
    expect(await refusal(orderBody(shop, { donatee: 999_999 }))).toEqual([{ field: 'donatee', message: orderTexts.unknownDonatee }]);
    const donatee = await h.catalog.donatee('Tafel Konstanz');
    expect((await createdOrder(h, orderBody(shop, { donatee: donatee.id }))).id).toBeGreaterThan(0);
  });

  test('hydro-ag-voucher is a pay-at-pickup method when plugin, config and branch flag are all on', async () => {
    const voucherShop = await seedShop(h, { isHydroAGVoucherEnabled: true });
    const voucher = orderBody(voucherShop, { paymentMethod: 'hydro-ag-voucher' });
    try {
      // Branch flag on, config flags off: not offered.
      expect(await refusal(voucher)).toEqual([{ field: 'paymentMethod', message: checkoutErrorTexts.paymentMethod }]);
      await h.catalog.config({ enablePluginHydroAGVoucher: true, enableHydroAGVoucher: false });
      expect(await refusal(voucher)).toEqual([{ field: 'paymentMethod', message: checkoutErrorTexts.paymentMethod }]);
      await h.catalog.config({ enablePluginHydroAGVoucher: false, enableHydroAGVoucher: true });
      expect(await refusal(voucher)).toEqual([{ field: 'paymentMethod', message: checkoutErrorTexts.paymentMethod }]);
      await h.catalog.config({ enablePluginHydroAGVoucher: true, enableHydroAGVoucher: true });
      const order = await createdOrder(h, voucher);
      expect(order).toMatchObject({ paymentMethod: 'hydro-ag-voucher', paymentRedirectUrl: null, isPaid: false });
      // Still not at a branch without the flag.
      expect(await refusal(orderBody(shop, { paymentMethod: 'hydro-ag-voucher' }))).toEqual([
        { field: 'paymentMethod', message: checkoutErrorTexts.paymentMethod },
      ]);
    } finally {
      await h.catalog.config(shopConfig);
    }
  });
});

describe('checkout variant: said by the client, never guessed', () => {
  const notificationError = [{ field: 'notificationType', message: checkoutErrorTexts.notificationType }];

  test('variant 1 needs the notification type; leaving it out does not make the order a variant-2 order', async () => {
    const missing = await placeOrder(h, orderBody(shop, { checkoutVariant: 1 }));
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual(notificationError);
    const order = await createdOrder(h, orderBody(shop, { checkoutVariant: 1, notificationType: 'email' }));
    expect((await stored(order.id)).customer).toMatchObject({ notificationType: 'email' });
  });

  test('without checkoutVariant the stricter variant 1 applies', async () => {
    const { checkoutVariant: _omitted, ...body } = orderBody(shop);
    const response = await placeOrder(h, body as ReturnType<typeof orderBody>);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual(notificationError);
    expect((await placeOrder(h, { ...body, notificationType: 'sms' } as ReturnType<typeof orderBody>)).statusCode).toBe(201);
  });

  test('variant 2 has no notification type', async () => {
    const order = await createdOrder(h, orderBody(shop, { checkoutVariant: 2 }));
    expect((await stored(order.id)).customer).not.toHaveProperty('checkoutVariant');
  });

  test('another variant is a 400', async () => {
    const response = await placeOrder(h, orderBody(shop, { checkoutVariant: 3 as never }));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]).toMatchObject({ field: 'checkoutVariant' });
  });
});

describe('pre-order and quotation branches', () => {
  test('a closed branch with pre-orders takes the order as a pre-order', async () => {
    const preorderShop = await seedShop(h, { isPreorderEnabled: true });
    h.clock.now = new Date('2025-06-02T22:00:00+02:00');
    const order = await createdOrder(h, orderBody(preorderShop, { appointmentDate: '2025-06-03T09:00:00+02:00' }));
    expect(order).toMatchObject({ isPreorder: true, isQuotation: false });
  });

  test('a quotation branch takes a request even while closed', async () => {
    const quotationShop = await seedShop(h, { isQuotationRequired: true });
    h.clock.now = new Date('2025-06-02T22:00:00+02:00');
    const order = await createdOrder(h, orderBody(quotationShop));
    expect(order).toMatchObject({ isQuotation: true, isPreorder: false });
  });

  test('a branch that takes orders only later refuses with the date', async () => {
    const later = await seedShop(h, { orderableFrom: '2025-07-01T06:00:00.000Z' });
    const response = await placeOrder(h, orderBody(later));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      { field: 'branch', message: fill(orderTexts.notYetOrderable, { date: '01.07.2025', time: '08:00' }) },
    ]);
  });
});
