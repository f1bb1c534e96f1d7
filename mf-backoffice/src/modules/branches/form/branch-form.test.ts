import { branchInputSchema, branchSchema, type Branch } from '@asp/contracts';
import { branchOpenState } from '@asp/domain';
import {
  branchToForm,
  capacityFields,
  coordinateFields,
  emptyBranchForm,
  flagFields,
  formToBranch,
  otherFields,
  passThroughFields,
  textFields,
} from './branch-form';
import { formPath } from './branch-resolver';
import { fullBranch } from './demo-branch.fixture';

const withoutId = ({ id: _id, ...rest }: Branch) => rest;

function bodyOf(result: ReturnType<typeof formToBranch>) {
  if (!result.ok) throw new Error(`expected a body, got ${JSON.stringify(result.fieldErrors)}`);
  return result.body;
}

describe('the form covers the branch contract', () => {
  it('handles every field of the contract exactly once (images and logo pass through)', () => {
    const handled = [...textFields, ...coordinateFields, ...capacityFields, ...flagFields, ...otherFields, ...passThroughFields];
    expect(new Set(handled).size).toBe(handled.length);
    expect([...handled].sort()).toEqual(Object.keys(branchInputSchema.shape).sort());
  });
});

describe('round trip contract ⇄ form', () => {
  it('a fully populated branch comes back unchanged', () => {
    expect(bodyOf(formToBranch(branchToForm(fullBranch), fullBranch))).toEqual(withoutId(fullBranch));
  });

  it('without the loaded record only images and logo are missing (they need the upload flow)', () => {
    const { images: _images, logo: _logo, ...rest } = withoutId(fullBranch);
    const body = bodyOf(formToBranch(branchToForm(fullBranch)));
    expect(body).toEqual(rest);
    expect(branchInputSchema.parse(body)).toEqual({ ...rest, images: [], logo: null });
  });

  it('shows the record in the inputs', () => {
    const values = branchToForm(fullBranch);
    expect(values).toMatchObject({
      identifier: 'konstanz',
      latitude: '47.6603',
      division: '2',
      holidayState: 'BY',
      tags: [3, 1],
      orderableFrom: '2025-05-01T08:00',
      isCashEnabled: false,
      isDineInAddressRequired: true,
    });
    expect(values.openingHours[4]).toMatchObject({ type: 'once', date: '2025-12-24', from: '07:00', to: '12:00', isClosed: false });
    expect(values.openingHours[3]).toMatchObject({ type: 'sunday', isClosed: true });
    expect(values.deliveryAreas[0]).toMatchObject({
      area: '78462 Konstanz',
      price: '3,90',
      tax: '19',
      freeFromOrderValue: '50,00',
      minimumOrderValue: '25,00',
      free: false,
    });
    expect(values.deliveryAreas[1]).toMatchObject({ price: '0,00', tax: '7', free: true, freeFromOrderValue: '', minimumOrderValue: '' });
    expect(new Set([...values.openingHours, ...values.deliveryAreas].map((row) => row.key)).size).toBe(7);
  });

  it('lays edits over the loaded record and trims texts', () => {
    const values = {
      ...branchToForm(fullBranch),
      name: ' Konstanz Markt ',
      isPublic: true,
      longitude: '9,2',
      division: '',
      tags: [5],
      orderableFrom: '',
    };
    const body = bodyOf(formToBranch(values, fullBranch));
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({
      name: 'Konstanz Markt',
      isPublic: true,
      longitude: 9.2,
      division: null,
      tags: [{ id: 5 }],
      orderableFrom: null,
    });
    expect(body.images).toEqual(fullBranch.images);
    expect(body.logo).toEqual(fullBranch.logo);
  });

  it('slot capacities (issue 11): a number per 15-minute window, empty for unlimited, anything else a field error', () => {
    expect(branchToForm(fullBranch)).toMatchObject({ slotCapacity: '4', deliverySlotCapacity: '' });
    expect(emptyBranchForm()).toMatchObject({ slotCapacity: '', deliverySlotCapacity: '' });
    const edited = bodyOf(formToBranch({ ...branchToForm(fullBranch), slotCapacity: '', deliverySlotCapacity: ' 12 ' }, fullBranch));
    expect(edited).toMatchObject({ slotCapacity: null, deliverySlotCapacity: 12 });
    const refused = formToBranch({ ...branchToForm(fullBranch), slotCapacity: 'viele' }, fullBranch);
    expect(refused).toEqual({ ok: false, fieldErrors: { slotCapacity: 'Dieser Wert sollte eine gültige Zahl sein.' } });
  });

  it('reads a changed orderable-from time in the shop time zone (summer and winter time)', () => {
    expect(bodyOf(formToBranch({ ...branchToForm(fullBranch), orderableFrom: '2025-07-01T09:30' }, fullBranch)).orderableFrom).toBe(
      '2025-07-01T07:30:00.000Z',
    );
    expect(bodyOf(formToBranch({ ...branchToForm(fullBranch), orderableFrom: '2025-01-15T09:30' }, fullBranch)).orderableFrom).toBe(
      '2025-01-15T08:30:00.000Z',
    );
  });
});

describe('a new branch', () => {
  it('starts with the contract defaults and Mo–Fr 08:00–18:00, Sa 08:00–13:00, Sunday closed', () => {
    const body = bodyOf(formToBranch({ ...emptyBranchForm(), identifier: 'singen', name: 'Singen' }));
    const parsed = branchInputSchema.parse(body);
    const defaults = branchInputSchema.parse({ identifier: 'singen', name: 'Singen' });
    expect({ ...parsed, openingHours: [] }).toEqual(defaults);
    expect(parsed.openingHours).toEqual([
      ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((type) => ({
        type,
        date: null,
        isClosed: false,
        from: '08:00',
        to: '18:00',
      })),
      { type: 'saturday', date: null, isClosed: false, from: '08:00', to: '13:00' },
      { type: 'sunday', date: null, isClosed: true, from: '00:00', to: '00:00' },
    ]);
  });

  it('is open on a Tuesday at 10:00 and on Saturday at 12:00, closed on Sunday (libs/domain)', () => {
    const branch = branchSchema.parse({ id: 1, ...bodyOf(formToBranch({ ...emptyBranchForm(), identifier: 'a', name: 'A' })) });
    expect(branchOpenState(branch, new Date('2025-06-03T08:00:00Z')).isOpen).toBe(true);
    expect(branchOpenState(branch, new Date('2025-06-07T10:00:00Z')).isOpen).toBe(true);
    expect(branchOpenState(branch, new Date('2025-06-07T12:00:00Z')).isOpen).toBe(false);
    expect(branchOpenState(branch, new Date('2025-06-08T10:00:00Z')).isOpen).toBe(false);
  });

  it('gets fresh rows each time', () => {
    expect(emptyBranchForm().openingHours[0].key).not.toBe(emptyBranchForm().openingHours[0].key);
  });
});

describe('validation', () => {
  it('reports what cannot be sent at the server field paths, all at once', () => {
    const values = branchToForm(fullBranch);
    values.latitude = 'Nord';
    values.openingHours[1] = { ...values.openingHours[1], from: '' };
    values.openingHours[4] = { ...values.openingHours[4], date: '' };
    values.deliveryHours[0] = { ...values.deliveryHours[0], to: '25:00' };
    values.deliveryAreas[1] = { ...values.deliveryAreas[1], price: 'drei', tax: '' };
    values.orderableFrom = '2025-13';
    expect(formToBranch(values, fullBranch)).toEqual({
      ok: false,
      fieldErrors: {
        latitude: 'Dieser Wert sollte eine gültige Zahl sein.',
        'openingHours[1].from': 'Dieser Wert sollte nicht leer sein.',
        'openingHours[4].date': 'Dieser Wert sollte nicht leer sein.',
        'deliveryHours[0].to': 'Dieser Wert entspricht keiner gültigen Zeitangabe.',
        'deliveryAreas[1].price': 'Dieser Wert sollte eine gültige Zahl sein.',
        'deliveryAreas[1].tax': 'Dieser Wert sollte nicht leer sein.',
        orderableFrom: 'Dieser Wert entspricht keiner gültigen Datumsangabe.',
      },
    });
  });

  it('leaves the other rules to the server (document 1 §5)', () => {
    const result = formToBranch({ ...emptyBranchForm(), identifier: 'Mit Leerzeichen', name: '', email: 'keine' });
    expect(result.ok).toBe(true);
  });

  it("puts the server's nested paths into react-hook-form's", () => {
    expect(formPath('deliveryAreas[0].price')).toBe('deliveryAreas.0.price');
    expect(formPath('openingHours[12].from')).toBe('openingHours.12.from');
    expect(formPath('division')).toBe('division');
  });
});
