import type { Branch } from '@asp/contracts';
import { branchesToolbarText, branchToolbarState } from '@asp/domain';

export type ToolbarContent = { kind: 'all'; text: string } | { kind: 'branch'; name: string; text: string; isWarning: boolean };

type ToolbarBranch = Pick<
  Branch,
  'identifier' | 'name' | 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled' | 'isPublic' | 'isEnabled'
>;

/**
 * The opening-hours toolbar (storefront.md §2.13): without a selected branch the count
 * of open public branches ('{n} Standort(e) geöffnet', 'Alle Standorte geschlossen');
 * with one its state ('Geöffnet bis {time}', warning when closing soon, or 'Geschlossen').
 */
export function toolbarContent(branches: readonly ToolbarBranch[], selected: string | null, now: Date, zone: string): ToolbarContent {
  const branch = selected ? branches.find((b) => b.identifier === selected && b.isEnabled) : undefined;
  if (!branch) return { kind: 'all', text: branchesToolbarText([...branches], now, zone) };
  const state = branchToolbarState(branch, now, zone);
  return { kind: 'branch', name: branch.name, text: state.text, isWarning: state.isWarning };
}
