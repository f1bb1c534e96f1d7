import { backofficeSignageTexts } from '@asp/i18n';

/** The navigation entries of the signage modules (layout/modules.ts): TVs, Filmsequenzen, Szenen and Streams. */
export const signageNavigation = [
  { path: '/backend/signage/tvs', label: backofficeSignageTexts.tvsTitle, testId: 'nav-signage-tvs', group: 'Filialen & Geräte' },
  { path: '/backend/signage/segments', label: backofficeSignageTexts.segmentsTitle, testId: 'nav-signage-segments', group: 'Website' },
  { path: '/backend/signage/scenes', label: backofficeSignageTexts.scenesTitle, testId: 'nav-signage-scenes', group: 'Website' },
  { path: '/backend/signage/streams', label: backofficeSignageTexts.streamsTitle, testId: 'nav-signage-streams', group: 'Website' },
];
