import { emptyOrderDraft, type OrderDraft } from '@asp/domain';
import { draftAfterOrder, draftStorageKey, loadDraft, saveDraft, storableDraft } from './draft-storage';
import { memoryStorage } from './testing/fixtures';

const filled: OrderDraft = {
  ...emptyOrderDraft(2),
  firstName: 'Erika',
  lastName: 'Mustermann',
  phone: '+436641234567',
  street: 'Hauptplatz 1',
  isCompany: true,
  companyName: 'Muster GmbH',
  comment: 'Bitte klingeln',
  appointmentDate: '2025-06-03T10:15:00+02:00',
  legalInstructions: true,
  privacyPolicy: true,
  donatee: 3,
  paymentMethod: 'mollie',
  table: 'T1',
};

describe('stored order draft (storefront.md §4, §9)', () => {
  it('keeps contact and address data, never what belongs to one order', () => {
    const kept = storableDraft(filled);
    expect(kept).toEqual({
      firstName: 'Erika',
      lastName: 'Mustermann',
      phone: '+436641234567',
      street: 'Hauptplatz 1',
      country: 'AT',
      isCompany: true,
      companyName: 'Muster GmbH',
    });
  });

  it('stores per variant under an asp key and loads it over the variant defaults', () => {
    const storage = memoryStorage();
    saveDraft(2, filled, storage);
    expect([...storage.data.keys()]).toEqual([draftStorageKey(2)]);
    expect(draftStorageKey(2)).toBe('asp.checkout.draft.2');
    const loaded = loadDraft(2, storage);
    expect(loaded).toMatchObject({
      firstName: 'Erika',
      country: 'AT',
      legalInstructions: false,
      privacyPolicy: false,
      comment: '',
      appointmentDate: null,
    });
    // Variant 1 has its own draft with its own defaults (DE, sms).
    expect(loadDraft(1, storage)).toEqual(emptyOrderDraft(1));
  });

  it('ignores unreadable or foreign data', () => {
    const storage = memoryStorage();
    storage.setItem(draftStorageKey(1), '{oops');
    expect(loadDraft(1, storage)).toEqual(emptyOrderDraft(1));
    storage.setItem(draftStorageKey(1), JSON.stringify({ firstName: 42, legalInstructions: true, email: 'a@b.de', evil: '<script>' }));
    expect(loadDraft(1, storage)).toEqual({ ...emptyOrderDraft(1), email: 'a@b.de' });
  });

  it('after an order: contact data stay, per-order fields reset; in self-service everything goes', () => {
    const storage = memoryStorage();
    saveDraft(2, filled, storage);
    const next = draftAfterOrder(2, filled, false, storage);
    expect(next).toMatchObject({ firstName: 'Erika', comment: '', appointmentDate: null, legalInstructions: false, donatee: null });
    expect(loadDraft(2, storage).firstName).toBe('Erika');

    const kiosk = draftAfterOrder(2, filled, true, storage);
    expect(kiosk).toEqual(emptyOrderDraft(2));
    expect(storage.data.has(draftStorageKey(2))).toBe(false);
    expect(loadDraft(2, storage)).toEqual(emptyOrderDraft(2));
  });
});
