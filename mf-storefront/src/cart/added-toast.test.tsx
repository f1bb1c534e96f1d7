import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AddedToastView } from './AddedToast';
import type { AddedNotice } from './cart-slice';

function render(notice: AddedNotice | null, checkoutPath: string | null = '/shop/konstanz/checkout'): HTMLish {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AddedToastView notice={notice} checkoutPath={checkoutPath} />
    </MemoryRouter>,
  );
  const live = /<div[^>]*role="status"[^>]*>(.*?)<\/div>/.exec(html);
  const toast = /<div class="asp-toast-region">(.*)<\/div>$/.exec(html);
  return { html, live: live?.[0] ?? null, liveText: live ? live[1].replace(/<[^>]+>/g, '') : null, toast: toast?.[1] ?? '' };
}
interface HTMLish {
  html: string;
  live: string | null;
  liveText: string | null;
  toast: string;
}

describe('added-to-cart toast and cart notification (storefront.md §2.8)', () => {
  it('announces "Produkt zum Warenkorb hinzugefügt." in a polite status region', () => {
    const { live, liveText } = render({ name: 'Rinderfilet', serial: 1 });
    expect(live).toContain('aria-live="polite"');
    expect(liveText).toBe('Produkt zum Warenkorb hinzugefügt.');
  });

  it('shows "{name} zum Warenkorb hinzugefügt." with "Jetzt bestellen" visibly, outside the live region', () => {
    const { toast, live } = render({ name: 'Rinderfilet', serial: 1 });
    expect(toast).toContain('data-testid="added-toast"');
    expect(toast).toContain('Rinderfilet zum Warenkorb hinzugefügt.');
    expect(toast).toContain('href="/shop/konstanz/checkout"');
    expect(toast).toContain('Jetzt bestellen');
    expect(toast).not.toContain('aria-live');
    expect(live).not.toContain('Rinderfilet');
  });

  it('keeps the empty live region in the page without a notice (so the next text is announced)', () => {
    const { live, liveText, toast } = render(null);
    expect(live).not.toBeNull();
    expect(liveText).toBe('');
    expect(toast).toBe('');
  });

  it('has no order link without a checkout path', () => {
    expect(render({ name: 'Bratwurst', serial: 2 }, null).toast).not.toContain('Jetzt bestellen');
  });
});
