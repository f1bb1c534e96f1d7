import { orderCreateBodySchema } from '@asp/contracts';
import { emptyOrderDraft, type OrderDraft } from '@asp/domain';
import { buildOrderBody, effectivePaymentMethod, errorsByField, isAddressShown, variantSettings } from './checkout-model';
import { makeBranch, makeConfig, makeItem } from './testing/fixtures';

describe('variant differences (storefront.md §2.10, §5, spec README)', () => {
  it.each([
    [1, '/shop/konstanz', '/shop/bodman/checkout', 'default', 10, true, false, true, 180],
    [2, '/store/konstanz', '/store/bodman/checkout', 'konstanz', 4, false, true, false, 90],
  ] as const)('variant %i', (variant, back, other, cartKey, rows, selector, donation, disables, horizon) => {
    const s = variantSettings(variant, 'konstanz');
    expect(s.backPath).toBe(back);
    expect(s.checkoutPath('bodman')).toBe(other);
    expect(s.cartKey).toBe(cartKey);
    expect(s.commentRows).toBe(rows);
    expect(s.hasBranchSelector).toBe(selector);
    expect(s.hasNotificationType).toBe(selector);
    expect(s.hasDonation).toBe(donation);
    expect(s.hasPaymentBlock).toBe(donation);
    expect(s.disablesSubmit).toBe(disables);
    expect(s.horizonDays).toBe(horizon);
  });
});

describe('address section', () => {
  it('shows for delivery and where the branch requires an address', () => {
    const branch = makeBranch({ isTakeawayAddressRequired: false, isDineInAddressRequired: true, isDeliveryAddressRequired: false });
    expect(isAddressShown(branch, 'delivery')).toBe(true);
    expect(isAddressShown(branch, 'takeaway')).toBe(false);
    expect(isAddressShown(branch, 'dineIn')).toBe(true);
  });
});

describe('payment method sent (storefront.md §4, §5)', () => {
  const config = makeConfig({ enableCash: true, enablePluginMollie: true, enableMollie: true });
  it('keeps an offered choice and falls back to the default otherwise', () => {
    const branch = makeBranch({ isCashEnabled: true, isMollieEnabled: true });
    expect(effectivePaymentMethod({ paymentMethod: 'mollie' }, config, branch)).toBe('mollie');
    expect(effectivePaymentMethod({ paymentMethod: 'datatrans' }, config, branch)).toBe('cash');
    expect(effectivePaymentMethod({ paymentMethod: 'mollie' }, config, { ...branch, isMollieEnabled: false })).toBe('cash');
    expect(effectivePaymentMethod({ paymentMethod: 'cash' }, config, { ...branch, isCashEnabled: false })).toBe('mollie');
  });
});

describe('order body (storefront.md §7 orders create)', () => {
  const branch = makeBranch({
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isDeliveryAddressRequired: true,
    deliveryAreas: [{ area: '78462 Konstanz', price: 3.5 }],
  });
  const config = makeConfig({ enablePluginDonations: true });
  const draft: OrderDraft = {
    ...emptyOrderDraft(1),
    firstName: 'Erika',
    lastName: 'Mustermann',
    phone: '+491711234567',
    street: 'Marktstätte 12',
    zipCode: '78462',
    city: 'Konstanz',
    isDeliveryAddressDifferent: true,
    deliveryStreet: 'Hafenstraße 1',
    table: 'T4',
    donatee: 3,
    companyName: 'Stale GmbH',
    legalInstructions: true,
    privacyPolicy: true,
    appointmentDate: '2025-06-03T10:15:00.000+02:00',
  };
  const items = [makeItem({ id: 11 }, 2, 'piece'), makeItem({ id: 12, unit: 'kilogram', price: 18.9 }, 0.5, 'kilogram')];
  const cart = { items, isDelivery: false, isDineIn: false, deliveryArea: '78462 Konstanz' };

  it('sends items by product id, the branch id and the order-type flags; the contract accepts it', () => {
    const body = buildOrderBody({ variant: 1, draft, cart, orderType: 'delivery', branch, config });
    expect(body.items).toEqual([
      { product: 11, amount: 2, unit: 'piece', parts: [] },
      { product: 12, amount: 0.5, unit: 'kilogram', parts: [] },
    ]);
    expect(body).toMatchObject({ branch: 7, isDelivery: true, isDineIn: false, deliveryArea: '78462 Konstanz', table: null });
    expect(body).toMatchObject({ isDeliveryAddressDifferent: true, deliveryStreet: 'Hafenstraße 1', notificationType: 'sms' });
    expect(body.appointmentDate).toBe('2025-06-03T10:15:00.000+02:00');
    // Not a company: the stale company name stays home; variant 1 has no donatee.
    expect(body).not.toHaveProperty('companyName');
    expect(body.donatee).toBeNull();
    expect(() => orderCreateBodySchema.parse(body)).not.toThrow();
    expect(JSON.stringify(body)).not.toContain('18.9');
  });

  it('sends the table for dine-in only, and no address or delivery area outside delivery', () => {
    const body = buildOrderBody({ variant: 1, draft, cart, orderType: 'dineIn', branch, config });
    expect(body).toMatchObject({ isDelivery: false, isDineIn: true, table: 'T4', deliveryArea: null, isDeliveryAddressDifferent: false });
    expect(body).not.toHaveProperty('street');
    expect(body).not.toHaveProperty('deliveryStreet');
    expect(() => orderCreateBodySchema.parse(body)).not.toThrow();
  });

  it('variant 2: donatee when donations are on, no notification type, takeaway flags', () => {
    const body = buildOrderBody({ variant: 2, draft: { ...draft, notificationType: 'sms' }, cart, orderType: 'takeaway', branch, config });
    expect(body).toMatchObject({ isDelivery: false, isDineIn: false, donatee: 3, table: null });
    expect(body).not.toHaveProperty('notificationType');
    const off = buildOrderBody({
      variant: 2,
      draft,
      cart,
      orderType: 'takeaway',
      branch,
      config: makeConfig({ enablePluginDonations: false }),
    });
    expect(off.donatee).toBeNull();
  });

  it('an empty appointment is sent as null (as soon as possible)', () => {
    const body = buildOrderBody({ variant: 1, draft: { ...draft, appointmentDate: '' }, cart, orderType: 'takeaway', branch, config });
    expect(body.appointmentDate).toBeNull();
  });
});

describe('errors by field (storefront.md §8: each error marks its field)', () => {
  it('keeps the first message per field and skips errors without a field', () => {
    expect(
      errorsByField([
        { field: 'phone', message: 'A' },
        { message: 'B' },
        { field: 'phone', message: 'C' },
        { field: 'street', message: 'D' },
      ]),
    ).toEqual({ phone: 'A', street: 'D' });
  });
});
