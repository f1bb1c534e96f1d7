/**
 * The back-office divisions module (Organisationen, document 1 §3): a division groups
 * branches; the division page of the shop lists its branches. Our wording, in the style
 * of the other modules.
 */
export const backofficeDivisionTexts = {
  listTitle: 'Organisationen',
  createTitle: 'Neue Organisation',
  editTitle: 'Organisation bearbeiten',
  name: 'Name',
  description: 'Beschreibung',
  logo: 'Logo',
  branches: 'Filialen',
  search: 'Suchen',
} as const;
