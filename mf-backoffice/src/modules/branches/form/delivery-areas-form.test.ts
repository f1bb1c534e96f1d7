import { deliveryAreaSchema } from '@asp/contracts';
import { areasToRows, newAreaRow, rowsToAreas } from './delivery-areas-form';

describe('delivery areas in the editor', () => {
  it('round-trips areas the contract parsed, amounts with a decimal comma', () => {
    const areas = [
      deliveryAreaSchema.parse({ area: '78462 Konstanz', price: 3.95, tax: 19, freeFromOrderValue: 50.5, minimumOrderValue: 25 }),
      deliveryAreaSchema.parse({ area: 'Reichenau', free: true }),
    ];
    const rows = areasToRows(areas);
    expect(rows[0]).toMatchObject({ price: '3,95', tax: '19', freeFromOrderValue: '50,50', minimumOrderValue: '25,00' });
    expect(rows[1]).toMatchObject({ price: '0,00', freeFromOrderValue: '', minimumOrderValue: '' });
    expect(rowsToAreas(rows, {})).toEqual(areas);
  });

  it('a new area starts with no fee at 19 % and no thresholds', () => {
    expect(rowsToAreas([{ ...newAreaRow(), area: ' Singen ' }], {})).toEqual([
      { area: 'Singen', price: 0, tax: 19, free: false, freeFromOrderValue: null, minimumOrderValue: null },
    ]);
  });

  it('reports amounts that are no number or missing at the server paths', () => {
    const errors = {};
    rowsToAreas([newAreaRow(), { ...newAreaRow(), price: '', tax: '7%', minimumOrderValue: 'viel' }], errors);
    expect(errors).toEqual({
      'deliveryAreas[1].price': 'Dieser Wert sollte nicht leer sein.',
      'deliveryAreas[1].tax': 'Dieser Wert sollte eine gültige Zahl sein.',
      'deliveryAreas[1].minimumOrderValue': 'Dieser Wert sollte eine gültige Zahl sein.',
    });
  });
});
