/** @jest-environment jsdom */
import { configuratorTexts } from '@asp/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { product } from '../testing/shop-fixtures';
import ConfiguratorPreview from './ConfiguratorPreview';

/**
 * The module the storefront exposes as './ConfiguratorPreview' for the back office:
 * the shop's configurator panel with the props of web-kit's ConfiguratorPreviewProps,
 * without a store or start-up context around it.
 */
const nbsp = /\u00a0/g;
const priceText = () => screen.getByTestId('configurator-price').textContent?.replace(nbsp, ' ');

const grillpaket = product({
  id: 0,
  name: 'Grillpaket',
  price: 20,
  type: 'configurable',
  config: {
    parts: [
      {
        type: 'select',
        name: 'Sorte',
        options: [
          { name: 'Rind', modifier: 'add', value: 5 },
          { name: 'Schwein', modifier: 'subtract', value: 2 },
        ],
      },
      { type: 'text', name: 'Grußkarte', optional: true },
    ],
  },
});

describe('configurator preview (exposed module)', () => {
  it('shows the product, its steps and the price the options give, with saving doing nothing', () => {
    render(<ConfiguratorPreview product={grillpaket} currency="EUR" />);
    expect(screen.getByRole('heading', { name: 'Grillpaket' })).toBeTruthy();
    expect(screen.getAllByTestId('configurator-step').map((step) => step.getAttribute('data-step-type'))).toEqual(['select', 'text']);
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(priceText()).toBe('Preis: 20,00 €');
    const save = screen.getByRole('button', { name: configuratorTexts.addToCart }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Rind/ }));
    expect(priceText()).toBe('Preis: 25,00 €');
    fireEvent.click(screen.getByRole('button', { name: /Schwein/ }));
    expect(priceText()).toBe('Preis: 18,00 €');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(screen.getByTestId('configurator-preview')).toBeTruthy();
  });

  it('starts afresh with the edited product when the props change', () => {
    const { rerender } = render(<ConfiguratorPreview product={grillpaket} currency="EUR" />);
    fireEvent.click(screen.getByRole('button', { name: /Rind/ }));
    const edited = { ...grillpaket, price: 30, config: { parts: grillpaket.config.parts.slice(0, 1) } };
    rerender(<ConfiguratorPreview product={edited} currency="EUR" />);
    expect(screen.getAllByTestId('configurator-step')).toHaveLength(1);
    expect(priceText()).toBe('Preis: 30,00 €');
  });
});
