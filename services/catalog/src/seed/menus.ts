import type { MenuInput } from '@asp/contracts';
import type { CategoryKey } from './categories';
import type { ConfigurableProductKey } from './configurable-products';
import type { PlainProductKey } from './products';

type ProductKey = PlainProductKey | ConfigurableProductKey;
type Layout = Array<[CategoryKey, ProductKey[]]>;
type BranchKey = 'konstanz' | 'bodman' | 'eigeltingen' | 'owingen' | 'bambergen';

const SINCE = '2024-01-01T00:00:00.000Z';

const FULL: Layout = [
  ['aktionen', []],
  ['heisseTheke', ['weckle', 'tagesessen', 'leberkaese', 'personalessen']],
  ['rind', ['rinderfilet', 'rumpsteak', 'hackfleisch']],
  ['steaks', ['rinderfilet', 'rumpsteak']],
  ['schwein', ['schweinebraten', 'schnitzel', 'spiessbraten']],
  ['wurst', ['bratwurst', 'weisswurst', 'landjaeger', 'leberkaese', 'wildbratwurst']],
  ['grill', ['grillpaket', 'bratwurst', 'spiessbraten', 'kraeuterbutter']],
  ['feinkost', ['maultaschen', 'schinken', 'kartoffelsalat', 'kraeuterbutter']],
];

const VILLAGE: Layout = [
  ['aktionen', []],
  ['rind', ['rinderfilet', 'hackfleisch']],
  ['schwein', ['schweinebraten', 'schnitzel']],
  ['wurst', ['bratwurst', 'landjaeger', 'leberkaese']],
  ['feinkost', ['maultaschen', 'schinken', 'kartoffelsalat']],
];

const PARTY: Layout = [
  ['aktionen', []],
  ['partyservice', ['vesperplatte', 'spanferkel']],
  ['grill', ['grillpaket', 'spiessbraten', 'bratwurst', 'kraeuterbutter']],
  ['feinkost', ['kartoffelsalat', 'schinken', 'maultaschen']],
  ['rind', ['rinderfilet', 'rumpsteak']],
];

/** One menu per branch, plus a summer menu for Konstanz that becomes active in 30 days. */
export function demoMenus(
  branches: Record<BranchKey, number>,
  categories: Record<CategoryKey, number>,
  products: Record<ProductKey, number>,
): MenuInput[] {
  const catalog = (layout: Layout) =>
    layout.map(([category, items]) => ({ id: categories[category], products: items.map((item) => products[item]) }));
  const summerFrom = new Date(Date.now() + 30 * 86_400_000).toISOString();
  return [
    { name: 'Sortiment Konstanz', branches: [branches.konstanz], availableFrom: SINCE, catalog: catalog(FULL) },
    {
      name: 'Sortiment Bodman',
      branches: [branches.bodman],
      availableFrom: SINCE,
      catalog: catalog(FULL.filter(([key]) => key !== 'steaks')),
    },
    { name: 'Sortiment Eigeltingen', branches: [branches.eigeltingen], availableFrom: SINCE, catalog: catalog(VILLAGE) },
    { name: 'Partyservice Owingen', branches: [branches.owingen], availableFrom: SINCE, catalog: catalog(PARTY) },
    { name: 'Sortiment Bambergen', branches: [branches.bambergen], availableFrom: SINCE, catalog: catalog(VILLAGE) },
    {
      name: 'Sommersortiment Konstanz',
      branches: [branches.konstanz],
      availableFrom: summerFrom,
      catalog: catalog([
        ['grill', ['grillpaket', 'bratwurst', 'spiessbraten', 'kraeuterbutter']],
        ...FULL.filter(([key]) => key !== 'grill'),
      ]),
    },
  ];
}
