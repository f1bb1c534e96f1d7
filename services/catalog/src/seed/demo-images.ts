import { DEMO_IMAGE_EXTENSION, DEMO_IMAGES, type CatalogImage } from '@asp/contracts';
import type { CategoryKey } from './categories';
import type { PlainProductKey } from './products';

type DemoImageTitle = (typeof DEMO_IMAGES)[number]['title'];

/** The content service seeds DEMO_IMAGES with these fixed ids; a catalogue record links one as { id, version, extension }. */
function demoImage(title: DemoImageTitle): CatalogImage {
  const image = DEMO_IMAGES.find((entry) => entry.title === title);
  if (!image) throw new Error(`Demobild fehlt: ${title}`);
  return { id: image.id, version: 1, extension: DEMO_IMAGE_EXTENSION };
}

const PRODUCT_IMAGES: Partial<Record<PlainProductKey, DemoImageTitle>> = {
  rinderfilet: 'Rinderfilet',
  rumpsteak: 'Rinderfilet',
  bratwurst: 'Bratwurst',
  wildbratwurst: 'Bratwurst',
  schinken: 'Schinken',
  spiessbraten: 'Grillfleisch',
  leberkaese: 'Aufschnitt',
  landjaeger: 'Aufschnitt',
};

const CATEGORY_IMAGES: Partial<Record<CategoryKey, DemoImageTitle>> = {
  rind: 'Rinderfilet',
  wurst: 'Bratwurst',
  grill: 'Grillfleisch',
  feinkost: 'Aufschnitt',
  schwein: 'Schinken',
};

/** The demo pictures of a seeded product (shop cards and the back office show them). */
export const demoProductImages = (key: PlainProductKey): CatalogImage[] => {
  const title = PRODUCT_IMAGES[key];
  return title ? [demoImage(title)] : [];
};

export const demoCategoryImage = (key: CategoryKey): CatalogImage | null => {
  const title = CATEGORY_IMAGES[key];
  return title ? demoImage(title) : null;
};
