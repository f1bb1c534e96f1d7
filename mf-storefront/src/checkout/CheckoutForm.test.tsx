import type { Branch, BranchInput, Config } from '@asp/contracts';
import type { CartItem } from '@asp/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { cartLoaded } from '../cart/cart-slice';
import { createStorefrontStore } from '../store';
import { CheckoutForm } from './CheckoutForm';
import type { CheckoutVariant } from './checkout-model';
import { makeBranch, makeConfig, makeItem } from './testing/fixtures';

/**
 * The form as the server-side renderer draws it for a given moment (no effects run, so
 * this is the first paint): cart put into the store, clock fixed.
 */
function render(
  variant: CheckoutVariant,
  {
    branch = {},
    config = {},
    items = [makeItem()],
    at = '2025-06-02T10:00:00+02:00',
    isDelivery = false,
    area = null,
  }: {
    branch?: Partial<BranchInput>;
    config?: Partial<Config>;
    items?: CartItem[];
    at?: string;
    isDelivery?: boolean;
    area?: string | null;
  } = {},
): string {
  jest.useFakeTimers({ now: new Date(at) });
  const store = createStorefrontStore();
  const theBranch: Branch = makeBranch(branch);
  const key = variant === 1 ? 'default' : theBranch.identifier;
  store.dispatch(cartLoaded({ key, cart: { items, isDelivery, isDineIn: false, deliveryArea: area }, wasStored: true }));
  try {
    return renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter>
          <CheckoutForm
            variant={variant}
            branch={theBranch}
            branches={[theBranch, makeBranch({ id: 8, identifier: 'bodman', name: 'Bodman' })]}
            config={makeConfig(config)}
          />
        </MemoryRouter>
      </Provider>,
    );
  } finally {
    jest.useRealTimers();
  }
}

/** The opening tag of the element with a data-testid. */
const tagOf = (html: string, testId: string): string => new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

const submitOf = (html: string) => /<button[^>]*data-testid="checkout-submit"[^>]*>([^<]*)<\/button>/.exec(html);

describe('checkout with an empty cart (storefront.md §2.10, §8)', () => {
  it.each([
    [1, '/shop/konstanz'],
    [2, '/store/konstanz'],
  ] as const)('variant %i says so and links back to %s', (variant, back) => {
    const html = render(variant, { items: [] });
    expect(html).toContain('Keine Produkte im Warenkorb!');
    expect(html).toContain(`href="${back}"`);
    expect(submitOf(html)).toBeNull();
  });
});

describe('variant 1 (/shop/{branch}/checkout)', () => {
  const html = render(1);

  it('has the branch and delivery-type selector, notification type (sms), 10 comment rows and the /kontakt link', () => {
    expect(html).toContain('data-testid="checkout-branch-type"');
    expect(html).toContain('<option value="bodman">Bodman</option>');
    expect(tagOf(html, 'order-type-takeaway')).toContain('checked=""');
    expect(tagOf(html, 'notification-sms')).toContain('checked=""');
    expect(tagOf(html, 'notification-email')).not.toContain('checked');
    expect(html).toMatch(/<textarea[^>]*rows="10"/);
    expect(html).toContain('href="/kontakt"');
    expect(html).toContain('data-testid="phone-prefix"');
    expect(html).toContain('<option value="+49" selected="">+49</option>');
  });

  it('has no donation and no payment block; back goes to /shop/{branch}', () => {
    expect(html).not.toContain('data-testid="checkout-donation"');
    expect(html).not.toContain('data-testid="checkout-payment"');
    expect(tagOf(html, 'checkout-back')).toContain('href="/shop/konstanz"');
  });

  it('disables the submit while steps are incomplete and names them', () => {
    const submit = submitOf(html)!;
    expect(submit[0]).toContain('disabled=""');
    expect(submit[1]).toBe('Bestellung abschicken');
    const hint = /<p[^>]*data-testid="checkout-incomplete"[^>]*>(.*?)<\/p>/.exec(html)![1].replace(/<[^>]+>/g, '');
    expect(hint).toBe('Bitte vervollständigen Sie noch: Kontaktdaten, Abschluss');
    expect(html).toContain('data-testid="checkout-step-contact"');
  });

  it('takes the default phone prefix from the configuration', () => {
    expect(render(1, { config: { phonePrefix: '+43' } })).toContain('<option value="+43" selected="">+43</option>');
  });
});

describe('variant 2 (/store/{branch}/checkout)', () => {
  const config = { enablePluginDonations: true, enablePluginMollie: true, enableMollie: true };
  const html = render(2, { config, branch: { isMollieEnabled: true } });

  it('never disables the submit (the server validates); 4 comment rows; back to /store/{branch}', () => {
    const submit = submitOf(html)!;
    expect(submit[0]).not.toContain('disabled');
    expect(submit[1]).toBe('Bestellung abschicken');
    expect(html).toMatch(/<textarea[^>]*rows="4"/);
    expect(tagOf(html, 'checkout-back')).toContain('href="/store/konstanz"');
    expect(html).not.toContain('data-testid="checkout-branch-type"');
  });

  it('shows the donation with 0,07 € and the payment methods, cash chosen', () => {
    expect(html).toContain('Für jede Bestellung spenden wir 0,07\u00a0€ an eine Organisation Ihrer Wahl.');
    expect(html).toContain('Organisation auswählen');
    expect(tagOf(html, 'payment-cash')).toContain('checked=""');
    expect(tagOf(html, 'payment-mollie')).not.toContain('checked');
    expect(html).toContain('Online-Zahlung (Mollie)');
  });

  it('uses the plain phone field with the Austrian hint and AT as country default', () => {
    expect(html).toContain('Bitte geben Sie eine gültige Nummer im Format +436641234567 an.');
    expect(html).not.toContain('data-testid="phone-prefix"');
  });

  it('hides the donation without the plugin', () => {
    expect(render(2)).not.toContain('data-testid="checkout-donation"');
  });
});

describe('submit label and branch state (storefront.md §5, §8)', () => {
  it('closed without pre-orders: the closed message and no submit', () => {
    const html = render(2, { at: '2025-06-02T20:00:00+02:00' });
    expect(html).toContain('Derzeit haben wir leider geschlossen.');
    expect(html).toContain('Wir öffnen wieder am Dienstag um 08:00 Uhr.');
    expect(submitOf(html)).toBeNull();
  });

  it('closed with pre-orders: the pre-order note and Vorbestellung abschicken', () => {
    const html = render(2, { at: '2025-06-02T20:00:00+02:00', branch: { isPreorderEnabled: true } });
    expect(html).toContain('Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.');
    expect(submitOf(html)![1]).toBe('Vorbestellung abschicken');
  });

  it('quotation branch: Angebotsanfrage abschicken', () => {
    expect(submitOf(render(2, { branch: { isQuotationRequired: true } }))![1]).toBe('Angebotsanfrage abschicken');
  });

  it('delivery below the minimum order value: both messages, the free-delivery note and no submit', () => {
    const html = render(2, {
      isDelivery: true,
      area: 'Konstanz',
      branch: { isDeliveryEnabled: true, deliveryAreas: [{ area: 'Konstanz', price: 3, minimumOrderValue: 20, freeFromOrderValue: 40 }] },
    });
    expect(html).toContain('Sie haben den Mindestbestellwert in Höhe von 20,00\u00a0€ leider noch nicht erreicht.');
    expect(html).toContain('Fügen Sie Waren im Wert von mindestens 15,00\u00a0€ hinzu oder wählen Sie eine andere Art der Lieferung.');
    expect(html).toContain('Kostenlose Lieferung ab 40,00\u00a0€.');
    expect(html).toContain('data-testid="checkout-address"');
    expect(submitOf(html)).toBeNull();
  });

  it('no delivery now: the checkout wording with the takeaway hint', () => {
    const html = render(1, {
      isDelivery: true,
      area: 'Konstanz',
      branch: {
        isDeliveryEnabled: true,
        isDeliveryHoursEnabled: true,
        deliveryHours: [{ type: 'daily', from: '11:00', to: '14:00' }],
        deliveryAreas: [{ area: 'Konstanz', price: 3 }],
      },
    });
    expect(html).toContain('Derzeit bieten wir leider keine Lieferung an.');
    expect(html).toContain('Wir liefern wieder ab 11:00 Uhr');
    expect(html).toContain('Sie können Ihre Bestellung aber gerne bei uns abholen.');
  });
});
