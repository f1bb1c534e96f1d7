import { branchSchema, type Branch } from '@asp/contracts';
import { branchToForm, emptyBranchForm, formToBranch, parseCoordinate } from './branch-form';

// A loaded record as the catalog service answers it: parsed through the real contract
// so the defaults of every field the form does not edit are present.
const loaded: Branch = branchSchema.parse({
  id: 7,
  identifier: 'konstanz',
  name: 'Metzgerei Konstanz',
  description: '<p>Am Markt</p>',
  street: 'Marktstätte 4',
  zipCode: '78462',
  city: 'Konstanz',
  phone: '+49 7531 12345',
  email: 'konstanz@example.com',
  latitude: 47.6603,
  longitude: 9.1758,
  tags: [{ id: 3 }],
  openingHours: [{ type: 'monday', from: '08:00', to: '18:00' }],
  deliveryAreas: [{ area: '78462 Konstanz', price: 3.5 }],
  isDeliveryEnabled: true,
  isMollieEnabled: true,
  useResellingPrice: true,
  closedMessage: 'Betriebsferien',
});

describe('branchToForm', () => {
  it('shows the record fields in the inputs', () => {
    const values = branchToForm(loaded);
    expect(values.identifier).toBe('konstanz');
    expect(values.street).toBe('Marktstätte 4');
    expect(values.latitude).toBe('47.6603');
    expect(values.isDeliveryEnabled).toBe(true);
    expect(values.isDineInEnabled).toBe(false);
    expect(values.isMollieEnabled).toBe(true);
  });

  it('shows missing coordinates as empty inputs', () => {
    expect(branchToForm({ ...loaded, latitude: null, longitude: null }).longitude).toBe('');
  });
});

describe('formToBranch', () => {
  it('lays the edited fields over the loaded record and keeps everything else', () => {
    const values = { ...branchToForm(loaded), name: ' Konstanz Markt ', isPublic: false, longitude: '9,2' };
    const result = formToBranch(values, loaded);
    if (!result.ok) throw new Error('expected a body');
    expect(result.body).not.toHaveProperty('id');
    expect(result.body.name).toBe('Konstanz Markt');
    expect(result.body.isPublic).toBe(false);
    expect(result.body.longitude).toBe(9.2);
    // untouched fields of the record travel along (PUT replaces the whole object)
    expect(result.body.openingHours).toEqual(loaded.openingHours);
    expect(result.body.deliveryAreas).toEqual(loaded.deliveryAreas);
    expect(result.body.tags).toEqual([{ id: 3 }]);
    expect(result.body.useResellingPrice).toBe(true);
    expect(result.body.closedMessage).toBe('Betriebsferien');
    // and the body is what the contract accepts
    expect(() => branchSchema.omit({ id: true }).parse(result.body)).not.toThrow();
  });

  it('round-trips a record unchanged', () => {
    const result = formToBranch(branchToForm(loaded), loaded);
    if (!result.ok) throw new Error('expected a body');
    const { id: _id, ...withoutId } = loaded;
    expect(result.body).toEqual(withoutId);
  });

  it('sends only the form fields for a new branch', () => {
    const result = formToBranch({ ...emptyBranchForm, identifier: 'singen', name: 'Singen', latitude: '' });
    if (!result.ok) throw new Error('expected a body');
    expect(result.body.latitude).toBeNull();
    expect(result.body.isCashEnabled).toBe(true);
    expect(result.body).not.toHaveProperty('openingHours');
  });

  it('reports coordinates that are no number on their field', () => {
    const result = formToBranch({ ...emptyBranchForm, latitude: 'Nord', longitude: '9.1' });
    expect(result).toEqual({ ok: false, fieldErrors: { latitude: 'Dieser Wert sollte eine gültige Zahl sein.' } });
  });
});

describe('parseCoordinate', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['47.5', 47.5],
    ['47,5', 47.5],
    ['-9', -9],
    ['abc', undefined],
  ])('%p → %p', (text, expected) => {
    expect(parseCoordinate(text)).toBe(expected);
  });
});
