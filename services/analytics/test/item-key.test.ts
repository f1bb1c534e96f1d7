import { itemKey } from '../src/statistics/order-statistics';

const line = (amount: number, unit: string | undefined, productUnit: string | undefined) => ({
  product: { id: 7, name: 'Rinderhüfte', unit: productUnit },
  amount,
  unit,
  gross: null,
});

test('a line counts under its product and unit; a unit of the product unit type is converted into it', () => {
  expect(itemKey(line(1.5, 'kilogram', 'kilogram'))).toEqual({ key: '7:kilogram', quantity: 1.5 });
  expect(itemKey(line(500, 'gram', 'kilogram'))).toEqual({ key: '7:kilogram', quantity: 0.5 });
  // Pieces of a product sold by the kilogram are another measure: a row of their own.
  expect(itemKey(line(2, 'piece', 'kilogram'))).toEqual({ key: '7:piece', quantity: 2 });
  // Older events without the product's unit keep the line's unit.
  expect(itemKey(line(3, 'piece', undefined))).toEqual({ key: '7:piece', quantity: 3 });
});
