/** @jest-environment jsdom */
import { configuratorTexts } from '@asp/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { product } from '../testing/shop-fixtures';
import ConfiguratorPreview from './ConfiguratorPreview';

// Issue 18: text and textarea steps keep to the product's limits (else the type's default
// maximum), with a counter and the German length message; the item waits until they fit.
const torte = product({
  id: 0,
  name: 'Torte',
  price: 30,
  type: 'configurable',
  config: {
    parts: [
      { type: 'text', name: 'Aufschrift', minLength: 3, maxLength: 10 },
      { type: 'textarea', name: 'Anmerkungen', optional: true },
    ],
  },
});

const [inscription, notes] = [0, 1];
const texts = () => screen.getAllByTestId('configurator-text') as Array<HTMLInputElement | HTMLTextAreaElement>;
const counters = () => screen.getAllByTestId('configurator-text-counter').map((counter) => counter.textContent);
const errors = () => screen.queryAllByTestId('configurator-text-error').map((error) => error.textContent);
const save = () => screen.getByRole('button', { name: configuratorTexts.addToCart }) as HTMLButtonElement;
const type = (index: number, value: string) => fireEvent.change(texts()[index], { target: { value } });

test("each text step counts against its limit: the product's maximum, else the textarea default of 1000", () => {
  render(<ConfiguratorPreview product={torte} currency="EUR" />);
  expect(texts()[notes].tagName).toBe('TEXTAREA');
  expect(counters()).toEqual(['0 / 10 Zeichen', '0 / 1000 Zeichen']);
  type(inscription, 'Alles Gute');
  expect(counters()[inscription]).toBe('10 / 10 Zeichen');
  expect(errors()).toEqual([]);
  expect(save().disabled).toBe(false);
});

test('a text too long shows the message on its step, marks it and keeps the item from the cart until it fits', () => {
  render(<ConfiguratorPreview product={torte} currency="EUR" />);
  type(inscription, 'Alles Gute!');
  expect(counters()[inscription]).toBe('11 / 10 Zeichen');
  expect(errors()).toEqual(['Höchstens 10 Zeichen.']);
  const input = texts()[inscription];
  expect(input.getAttribute('aria-invalid')).toBe('true');
  // Read out with the field: the message first, then the counter.
  const described = input
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['Höchstens 10 Zeichen.', '11 / 10 Zeichen']);
  expect(save().disabled).toBe(true);

  // The 3,000 characters of issue 18, pasted into the optional textarea: not cut off, refused.
  type(inscription, 'Alles Gute');
  type(notes, 'x'.repeat(3000));
  expect(texts()[notes].value).toHaveLength(3000);
  expect(errors()).toEqual(['Höchstens 1000 Zeichen.']);
  expect(save().disabled).toBe(true);
  type(notes, 'ohne Nüsse');
  expect(errors()).toEqual([]);
  expect(save().disabled).toBe(false);
});

test('a text shorter than the minimum says so once it is written', () => {
  render(<ConfiguratorPreview product={torte} currency="EUR" />);
  type(inscription, 'Hi');
  expect(errors()).toEqual(['Mindestens 3 Zeichen.']);
  expect(save().disabled).toBe(true);
  type(inscription, 'Hi!');
  expect(errors()).toEqual([]);
});
