import type { CategoryInput } from '@asp/contracts';
import { days, weekly, WORKDAYS } from './opening-hours';

export type CategoryKey = 'rind' | 'steaks' | 'schwein' | 'wurst' | 'grill' | 'feinkost' | 'heisseTheke' | 'partyservice' | 'aktionen';

/** Main categories first; sub categories name their parent by key. Positions follow the Konstanz menu. */
export const DEMO_CATEGORIES: Array<{ key: CategoryKey; parent?: CategoryKey; data: Omit<CategoryInput, 'parent'> }> = [
  { key: 'rind', data: { name: 'Rind', position: 30 } },
  { key: 'schwein', data: { name: 'Schwein', position: 40 } },
  { key: 'wurst', data: { name: 'Wurst', position: 50 } },
  { key: 'grill', data: { name: 'Grill', position: 60 } },
  { key: 'feinkost', data: { name: 'Feinkost', position: 70 } },
  {
    key: 'heisseTheke',
    // Hot counter only at lunch time; outside it the category shows as unavailable.
    data: { name: 'Heiße Theke', schedule: weekly(days(WORKDAYS, [['11:00', '14:00']])), isVisibleWhenUnavailable: true, position: 20 },
  },
  { key: 'partyservice', data: { name: 'Partyservice', position: 80 } },
  // Spec README: products on sale land here (config saleCategoryId).
  { key: 'aktionen', data: { name: 'Aktionen', position: 10 } },
  { key: 'steaks', parent: 'rind', data: { name: 'Steaks', position: 10 } },
];
