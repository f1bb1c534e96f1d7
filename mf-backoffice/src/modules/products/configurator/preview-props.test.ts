import { productSchema } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts } from '@asp/i18n';
import { previewProduct, previewProps } from './preview-props';

/** The props the back office hands the storefront's exposed './ConfiguratorPreview'. */
describe('configurator preview props', () => {
  it('passes a valid product with its steps on as the record the shop would load', () => {
    const values = {
      name: 'Grillpaket',
      price: 20,
      unit: 'kilogram' as const,
      isStepByStep: true,
      config: {
        parts: [
          {
            type: 'select' as const,
            name: 'Sorte',
            description: '',
            optional: false,
            options: [
              { name: 'Rind', modifier: 'add' as const, value: 5, price: null, unit: null, item: null },
              { name: 'Schwein', modifier: 'subtract' as const, value: 2, price: null, unit: null, item: null },
            ],
          },
          { type: 'text' as const, name: 'Grußkarte', description: '', optional: true, options: [] },
        ],
      },
    };
    const props = previewProps(values, 'EUR');
    expect(props.currency).toBe('EUR');
    expect(props.product).toEqual(productSchema.parse({ ...values, id: 0 }));
    expect(previewProduct(values, 42).id).toBe(42);
  });

  it('keeps a half-typed draft showing: defaults for invalid fields, placeholder names, unnamed options left out', () => {
    const product = previewProduct({
      name: '  ',
      price: Number.NaN,
      tax: 250,
      config: {
        parts: [
          {
            type: 'select',
            name: '',
            options: [
              { name: 'Rind', modifier: 'add', value: Number.NaN },
              { name: '' },
              { name: 'Rind', modifier: 'overwrite', value: 9 },
            ],
          },
          { type: 'addons', name: 'Extras', options: [{ name: 'Soße', price: 0.5, unit: 'piece', item: { amount: -1 } }] },
        ],
      },
    });
    expect(product.name).toBe(texts.previewUntitled);
    expect(product.price).toBe(0);
    expect(product.tax).toBe(7);
    const [select, addons] = product.config.parts;
    expect(select.name).toBe('Schritt 1');
    expect(select.options).toEqual([{ name: 'Rind', modifier: 'add', value: null, price: null, unit: null, item: null }]);
    expect(addons.options).toEqual([{ name: 'Soße', modifier: null, value: null, price: 0.5, unit: 'piece', item: null }]);
    expect(productSchema.safeParse(product).success).toBe(true);
  });

  it('shows an empty form as a new product without steps', () => {
    const product = previewProduct({});
    expect(product).toMatchObject({ id: 0, name: texts.previewUntitled, price: 0, config: { parts: [] } });
  });
});
