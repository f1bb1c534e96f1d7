import type { CategoryInput } from '@asp/contracts';
import { days, weekly, WORKDAYS } from './opening-hours';

export type CategoryKey = 'rind' | 'steaks' | 'schwein' | 'wurst' | 'grill' | 'feinkost' | 'heisseTheke' | 'partyservice' | 'aktionen';

/** Main categories first; sub categories name their parent by key. */
export const DEMO_CATEGORIES: Array<{ key: CategoryKey; parent?: CategoryKey; data: Omit<CategoryInput, 'parent'> }> = [
  { key: 'rind', data: { name: 'Rind' } },
  { key: 'schwein', data: { name: 'Schwein' } },
  { key: 'wurst', data: { name: 'Wurst' } },
  { key: 'grill', data: { name: 'Grill' } },
  { key: 'feinkost', data: { name: 'Feinkost' } },
  {
    key: 'heisseTheke',
    // Hot counter only at lunch time; outside it the category shows as unavailable.
    data: { name: 'Heiße Theke', schedule: weekly(days(WORKDAYS, [['11:00', '14:00']])), isVisibleWhenUnavailable: true },
  },
  { key: 'partyservice', data: { name: 'Partyservice' } },
  // Spec README: products on sale land here (config saleCategoryId).
  { key: 'aktionen', data: { name: 'Aktionen' } },
  { key: 'steaks', parent: 'rind', data: { name: 'Steaks' } },
];
