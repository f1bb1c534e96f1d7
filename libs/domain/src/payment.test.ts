import {
  defaultPaymentMethod,
  isOnlinePayment,
  paymentMethodProblem,
  isPaymentMethodOffered,
  offeredPaymentMethods,
  paymentMethodLabel,
  PAYMENT_METHODS,
} from './payment';
import { makeBranch } from './testing/fixtures';
import type { PaymentMethod, ShopConfig } from './types';

const allConfig: Partial<ShopConfig> = {
  enableCash: true,
  enablePluginATMCard: true,
  enableATMCard: true,
  enablePluginHydroAGVoucher: true,
  enableHydroAGVoucher: true,
  enablePluginMollie: true,
  enableMollie: true,
  enablePluginDatatrans: true,
  enableDatatrans: true,
};
const allBranch = makeBranch({
  isCashEnabled: true,
  isATMCardEnabled: true,
  isHydroAGVoucherEnabled: true,
  isMollieEnabled: true,
  isDatatransEnabled: true,
});

describe('payment methods: plugin flag, config flag and branch flag all on (storefront.md §5)', () => {
  it('all on: all five', () => {
    expect(offeredPaymentMethods(allConfig, allBranch)).toEqual(['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans']);
    expect(PAYMENT_METHODS).toHaveLength(5);
  });
  it.each<[PaymentMethod, keyof ShopConfig | null, keyof ShopConfig, string]>([
    ['cash', null, 'enableCash', 'isCashEnabled'],
    ['atm-card', 'enablePluginATMCard', 'enableATMCard', 'isATMCardEnabled'],
    ['hydro-ag-voucher', 'enablePluginHydroAGVoucher', 'enableHydroAGVoucher', 'isHydroAGVoucherEnabled'],
    ['mollie', 'enablePluginMollie', 'enableMollie', 'isMollieEnabled'],
    ['datatrans', 'enablePluginDatatrans', 'enableDatatrans', 'isDatatransEnabled'],
  ])('%s needs %s, %s and %s', (method, plugin, configFlag, branchFlag) => {
    expect(isPaymentMethodOffered(method, allConfig, allBranch)).toBe(true);
    if (plugin) expect(isPaymentMethodOffered(method, { ...allConfig, [plugin]: false }, allBranch)).toBe(false);
    expect(isPaymentMethodOffered(method, { ...allConfig, [configFlag]: false }, allBranch)).toBe(false);
    expect(isPaymentMethodOffered(method, allConfig, { ...allBranch, [branchFlag]: false })).toBe(false);
  });
  it('an unknown method is never offered', () => {
    expect(isPaymentMethodOffered('paypal' as PaymentMethod, allConfig, allBranch)).toBe(false);
  });
});

describe('paymentMethodProblem: which method an order may carry (storefront.md §5)', () => {
  const cashOnly = makeBranch({ isCashEnabled: true });
  const nothing = makeBranch({ isCashEnabled: false });
  it.each<[string, Partial<ShopConfig>, ReturnType<typeof makeBranch>, string | null | undefined, ReturnType<typeof paymentMethodProblem>]>(
    [
      ['offered', allConfig, allBranch, 'mollie', null],
      ['offered (pay at pick-up)', allConfig, allBranch, 'hydro-ag-voucher', null],
      ['not offered', { enableCash: true }, cashOnly, 'mollie', 'refused'],
      ['unknown', allConfig, allBranch, 'paypal', 'refused'],
      ['none chosen while some are offered', allConfig, allBranch, null, 'missing'],
      ['empty while some are offered', allConfig, allBranch, '', 'missing'],
      ['nothing offered: cash means payment at pick-up', {}, nothing, 'cash', null],
      ['nothing offered: no choice', {}, nothing, null, null],
      ['nothing offered: undefined', {}, nothing, undefined, null],
      ['nothing offered: online refused', {}, nothing, 'mollie', 'refused'],
      ['nothing offered: datatrans refused', { enablePluginDatatrans: true, enableDatatrans: true }, nothing, 'datatrans', 'refused'],
      ['nothing offered: atm-card refused', {}, nothing, 'atm-card', 'refused'],
    ],
  )('%s', (_name, config, branch, method, problem) => {
    expect(paymentMethodProblem(method, config, branch)).toBe(problem);
  });
});

describe('default payment method (storefront.md §4)', () => {
  it.each([
    [allBranch, 'cash'],
    [{ ...allBranch, isCashEnabled: false }, 'datatrans'],
    [{ ...allBranch, isCashEnabled: false, isDatatransEnabled: false }, 'atm-card'],
    [makeBranch({ isCashEnabled: false }), 'cash'],
  ])('→ %s', (branch, method) => {
    expect(defaultPaymentMethod(allConfig, branch)).toBe(method);
  });
});

describe('labels', () => {
  it.each([
    ['cash', 'Barzahlung'],
    ['atm-card', 'EC-Karte'],
    ['hydro-ag-voucher', 'Hydro AG Gutschein'],
    ['mollie', 'Online-Zahlung (Mollie)'],
    ['datatrans', 'Online-Zahlung (Datatrans)'],
    ['paypal', 'paypal'],
    [null, ''],
  ])('%p → %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label);
  });
  it('online payments', () => {
    expect(isOnlinePayment('mollie')).toBe(true);
    expect(isOnlinePayment('datatrans')).toBe(true);
    expect(isOnlinePayment('cash')).toBe(false);
    expect(isOnlinePayment(undefined)).toBe(false);
  });
});
