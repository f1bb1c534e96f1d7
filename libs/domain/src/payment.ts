import { paymentMethodLabels } from '@asp/i18n';
import type { Branch, PaymentMethod, ShopConfig } from './types';

/** Payment methods in the order of the spec (storefront.md §3). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans'];

/** A flag the configuration does not carry reads as off. */
type PaymentConfig = Partial<
  Pick<
    ShopConfig,
    | 'enableCash'
    | 'enablePluginATMCard'
    | 'enableATMCard'
    | 'enablePluginHydroAGVoucher'
    | 'enableHydroAGVoucher'
    | 'enablePluginMollie'
    | 'enableMollie'
    | 'enablePluginDatatrans'
    | 'enableDatatrans'
  >
>;
type PaymentBranch = Pick<
  Branch,
  'isCashEnabled' | 'isATMCardEnabled' | 'isHydroAGVoucherEnabled' | 'isMollieEnabled' | 'isDatatransEnabled'
>;

/**
 * Whether a method is offered (storefront.md §5): the plugin flag, the config flag and the
 * branch flag are all on. Cash has no plugin flag in the configuration: config enableCash
 * and branch isCashEnabled.
 */
export function isPaymentMethodOffered(method: PaymentMethod, config: PaymentConfig, branch: PaymentBranch): boolean {
  switch (method) {
    case 'cash':
      return !!config.enableCash && !!branch.isCashEnabled;
    case 'atm-card':
      return !!config.enablePluginATMCard && !!config.enableATMCard && !!branch.isATMCardEnabled;
    case 'hydro-ag-voucher':
      return !!config.enablePluginHydroAGVoucher && !!config.enableHydroAGVoucher && !!branch.isHydroAGVoucherEnabled;
    case 'mollie':
      return !!config.enablePluginMollie && !!config.enableMollie && !!branch.isMollieEnabled;
    case 'datatrans':
      return !!config.enablePluginDatatrans && !!config.enableDatatrans && !!branch.isDatatransEnabled;
    default:
      return false;
  }
}

/** The payment methods offered for a branch. */
export function offeredPaymentMethods(config: PaymentConfig, branch: PaymentBranch): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => isPaymentMethodOffered(m, config, branch));
}

/**
 * Whether an order may be placed with this payment method (storefront.md §5: each method
 * is offered only if the plugin flag, the config flag and the branch flag are all on).
 *
 * - Some method offered: the method must be one of the offered ones; a method not
 *   offered is refused (`'refused'`), none at all (null, undefined, '') too (`'missing'`).
 * - Nothing offered at all: the shop takes no payment in the checkout, only payment at
 *   pick-up or delivery without online payment. Then only "no choice" is accepted: null,
 *   undefined, '' or `'cash'` (the draft's default value, which the storefront sends when
 *   nothing is offered, and what the order stores for "payment at pick-up"). Every other
 *   method — also an online one (mollie, datatrans) — is refused.
 *
 * Returns null when accepted.
 */
export function paymentMethodProblem(
  method: string | null | undefined,
  config: PaymentConfig,
  branch: PaymentBranch,
): 'missing' | 'refused' | null {
  const offered = offeredPaymentMethods(config, branch);
  if (offered.length === 0) return !method || method === 'cash' ? null : 'refused';
  if (!method) return 'missing';
  return (offered as string[]).includes(method) ? null : 'refused';
}

/**
 * Default payment method (storefront.md §4): cash if offered, otherwise datatrans if
 * offered, otherwise the first offered method; cash (the draft default) when none is.
 */
export function defaultPaymentMethod(config: PaymentConfig, branch: PaymentBranch): PaymentMethod {
  const offered = offeredPaymentMethods(config, branch);
  if (offered.includes('cash')) return 'cash';
  if (offered.includes('datatrans')) return 'datatrans';
  return offered[0] ?? 'cash';
}

/** Online payments leave for a payment page (paymentRedirectUrl). */
export function isOnlinePayment(method: string | null | undefined): boolean {
  return method === 'mollie' || method === 'datatrans';
}

/** German label of a payment method; an unknown value is returned as is. */
export function paymentMethodLabel(method: string | null | undefined): string {
  return (paymentMethodLabels as Record<string, string>)[method ?? ''] ?? method ?? '';
}
