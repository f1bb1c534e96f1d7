/** @jest-environment jsdom */
import { productSchema } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts } from '@asp/i18n';
import { withApiTestServer } from '@asp/web-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { addStep, click, renderBuilder, type } from './testing/builder-harness';

/**
 * Addon steps choose their products from the product list (GET /api/products through the
 * builder's own read-only `configuratorProductChoices` endpoint), against a real HTTP
 * server: the chosen product's snapshot is what the form saves, and an addon without a
 * product has its own price and unit.
 */
const leberkaese = productSchema.parse({ id: 7, name: 'Leberkäse', price: 1.8, unit: 'serving' });
const senf = productSchema.parse({ id: 8, name: 'Senf', price: 0.3, unit: 'piece' });
// The shop's configuration names its currency: the builder shows prices in it (not a fixed 'EUR').
const api = withApiTestServer((request) =>
  request.url === '/api/products'
    ? { status: 200, body: { data: [senf, leberkaese] } }
    : request.url === '/api/config'
      ? { status: 200, body: { data: { currency: 'CHF' } } }
      : { status: 404 },
);

it('adds products from the product list as addons, searched by name, or an extra with its own price', async () => {
  const harness = renderBuilder();
  const step = await addStep('addons');
  await type(within(step).getByLabelText(texts.stepName), 'Extras');
  expect(within(step).getByText(texts.problemNoOptions)).toBeTruthy();

  await click(within(step).getByRole('button', { name: texts.addAddon }));
  const addon = within(step).getAllByTestId('configurator-addon-editor')[0];
  const product = within(addon).getByLabelText(texts.addonProduct) as HTMLSelectElement;
  await waitFor(() => expect(product.options).toHaveLength(3));
  expect(api.calls('GET', '/api/products')).toHaveLength(1);
  // Sorted by name; the search narrows the list.
  await waitFor(() =>
    expect(Array.from(product.options).map((option) => option.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      texts.addonOwnPrice,
      'Leberkäse (1,80 CHF / Port.)',
      'Senf (0,30 CHF / Stk.)',
    ]),
  );
  await type(within(step).getByLabelText(texts.addonSearch), 'leber');
  expect(Array.from(product.options).map((option) => option.value)).toEqual(['', '7']);
  await type(within(step).getByLabelText(texts.addonSearch), 'xyz');
  expect(within(step).getByText(texts.addonNoMatch)).toBeTruthy();
  await type(within(step).getByLabelText(texts.addonSearch), '');

  await type(product, '7');
  expect(harness.form().getValues('config.parts.0.options.0')).toEqual({
    name: 'Leberkäse',
    modifier: null,
    value: null,
    price: null,
    unit: null,
    item: { amount: 1, unit: 'serving', product: { id: 7, name: 'Leberkäse', price: 1.8, unit: 'serving' }, parts: [] },
  });
  // A product's own price counts: no price field while one is chosen.
  expect(within(addon).queryByLabelText(texts.addonPrice)).toBeNull();
  expect(within(step).queryByTestId('configurator-problems')).toBeNull();

  await click(within(step).getByRole('button', { name: texts.addAddon }));
  const extra = within(step).getAllByTestId('configurator-addon-editor')[1];
  await type(within(extra).getByLabelText(texts.addonName), 'Extra Soße');
  await type(within(extra).getByLabelText(texts.addonPrice), '');
  expect(within(extra).getByText(texts.problemAddonWithoutPrice)).toBeTruthy();
  await type(within(extra).getByLabelText(texts.addonPrice), '0.5');
  await type(within(extra).getByLabelText(texts.addonUnit), 'package');

  await click(screen.getByTestId('form-save'));
  await waitFor(() => expect(harness.saved).toHaveLength(1));
  expect(
    harness.saved[0].config.parts[0].options.map((option) => [option.name, option.item?.product?.id ?? null, option.price, option.unit]),
  ).toEqual([
    ['Leberkäse', 7, null, null],
    ['Extra Soße', null, 0.5, 'package'],
  ]);
});
