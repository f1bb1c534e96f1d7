import type { DepartmentInput, DonateeInput, TagInput } from '@asp/contracts';

export const DEMO_DIVISION = {
  name: 'Metzgerei Muster',
  description: '<p>Meisterbetrieb mit fünf Filialen rund um den Bodensee – Fleisch und Wurst aus eigener Schlachtung.</p>',
};

export const DEMO_TAGS: Record<'partyservice' | 'mittagstisch' | 'lieferservice' | 'vorbestellung', TagInput> = {
  partyservice: { name: 'Partyservice' },
  mittagstisch: { name: 'Mittagstisch' },
  lieferservice: { name: 'Lieferservice' },
  vorbestellung: { name: 'Vorbestellung' },
};

export const DEMO_DONATEES: DonateeInput[] = [
  { identifier: 'tafel-konstanz', name: 'Tafel Konstanz', description: '<p>Lebensmittel für Menschen mit wenig Geld in Konstanz.</p>' },
  {
    identifier: 'tierheim-singen',
    name: 'Tierheim Singen',
    description: '<p>Versorgung und Vermittlung von Hunden, Katzen und Kleintieren im Hegau.</p>',
  },
  {
    identifier: 'dlrg-ueberlingen',
    name: 'DLRG Ortsgruppe Überlingen',
    description: '<p>Wasserrettung und Schwimmausbildung am Bodensee.</p>',
  },
];

/** Dine-in tables T1–T6 in the two branches with seating. */
export const DEMO_TABLE_IDENTIFIERS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'];
export const DEMO_TABLE_DESCRIPTIONS: Record<string, string> = { T1: 'Fenster', T2: 'Fenster', T6: 'Stehtisch' };

export function demoDepartments(branches: { konstanz: number; bodman: number; owingen: number }): DepartmentInput[] {
  return [
    { name: 'Theke', branch: branches.konstanz },
    { name: 'Heiße Theke', branch: branches.konstanz },
    { name: 'Produktion', branch: branches.konstanz, description: '<p>Schlachtung, Zerlegung und Wurstküche für alle Filialen.</p>' },
    { name: 'Theke', branch: branches.bodman },
    { name: 'Partyservice', branch: branches.owingen },
    { name: 'Verwaltung', branch: null },
  ];
}
