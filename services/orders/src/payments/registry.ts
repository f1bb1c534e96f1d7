import type { PaymentProviderName } from '@asp/contracts';
import type { Db } from '@asp/server-kit';
import type { OrdersOptions } from '../config';
import { DatatransProvider } from './datatrans';
import { MollieProvider } from './mollie';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';

/**
 * Which provider serves which online payment method. In sandbox mode both mollie and
 * datatrans go to the local sandbox (and only then does the sandbox exist at all); in
 * live mode each method goes to its provider, if configured.
 */
export interface PaymentRegistry {
  sandbox: SandboxProvider | null;
  forMethod(method: string): PaymentProvider | null;
  byName(name: string): PaymentProvider | null;
}

export function createPaymentRegistry(options: OrdersOptions, db: Db): PaymentRegistry {
  const sandbox = options.paymentMode === 'sandbox' ? new SandboxProvider(db) : null;
  const mollie = options.paymentMode === 'live' && options.mollieApiKey ? new MollieProvider(options.mollieApiKey) : null;
  const datatrans = options.paymentMode === 'live' && options.datatrans ? new DatatransProvider(options.datatrans) : null;
  const byName: Partial<Record<PaymentProviderName, PaymentProvider | null>> = { sandbox, mollie, datatrans };
  return {
    sandbox,
    forMethod(method) {
      if (method !== 'mollie' && method !== 'datatrans') return null;
      return sandbox ?? byName[method] ?? null;
    },
    byName: (name) => byName[name as PaymentProviderName] ?? null,
  };
}
