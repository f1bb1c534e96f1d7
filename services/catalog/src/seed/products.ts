import type { ProductInput, UnitCode } from '@asp/contracts';
import type { CategoryKey } from './categories';
import { days, inDays, weekly, WORKDAYS } from './opening-hours';

export type PlainProductKey =
  | 'rinderfilet'
  | 'rumpsteak'
  | 'hackfleisch'
  | 'schweinebraten'
  | 'schnitzel'
  | 'bratwurst'
  | 'weisswurst'
  | 'landjaeger'
  | 'leberkaese'
  | 'weckle'
  | 'tagesessen'
  | 'maultaschen'
  | 'schinken'
  | 'kartoffelsalat'
  | 'kraeuterbutter'
  | 'spiessbraten'
  | 'spanferkel'
  | 'wildbratwurst'
  | 'personalessen';

/** Keys of the demo tags (extras.ts DEMO_TAGS) a product may carry. */
export type ProductTagKey = 'partyservice' | 'mittagstisch' | 'lieferservice' | 'vorbestellung';

type Seed<K> = {
  key: K;
  categories: CategoryKey[];
  tags?: ProductTagKey[];
  data: Omit<ProductInput, 'content' | 'tags'> & { content?: Omit<NonNullable<ProductInput['content']>, 'categories'> };
};

/** Sale and quantity settings without name or content, price always set. */
type Pricing = Omit<Partial<ProductInput>, 'content'> & { price: number };

/** Meat sold by weight: priced per kg, ordered in kg or g (or pieces of about `pieceKg`). */
function byWeight(pricePerKg: number, minimumKg: number, stepKg: number, pieceKg?: number): Pricing {
  return {
    price: pricePerKg,
    unit: 'kilogram',
    calculationModel: 'approximate',
    minimumQuantity: minimumKg,
    quantityStepSize: stepKg,
    maximumQuantity: 10,
    alternativeUnits: [
      { unit: 'gram', ratio: 0.001, calculationModel: 'approximate', minimumQuantity: minimumKg * 1000, quantityStepSize: stepKg * 1000 },
      ...(pieceKg
        ? [{ unit: 'piece' as const, ratio: pieceKg, calculationModel: 'approximate' as const, minimumQuantity: 1, quantityStepSize: 1 }]
        : []),
    ],
  };
}

const pieces = (price: number, unit: UnitCode = 'piece'): Pricing => ({
  price,
  unit,
  calculationModel: 'fixed',
  minimumQuantity: 1,
  quantityStepSize: 1,
  maximumQuantity: 100,
});

/** Plain products of the demo butcher (prices gross, 7 % VAT for food, 19 % when eaten in). */
export const DEMO_PRODUCTS: Array<Seed<PlainProductKey>> = [
  {
    key: 'rinderfilet',
    categories: ['rind', 'steaks'],
    data: {
      name: 'Rinderfilet',
      description: '<p>Vom Weiderind aus dem Hegau, 4 Wochen am Knochen gereift.</p>',
      ...byWeight(69.9, 0.2, 0.1, 0.2),
      defaultQuantity: 400,
      defaultUnit: 'gram',
      dineInTax: 19,
      content: { resellingPrice: 64.9, showAmount: true },
    },
  },
  {
    key: 'rumpsteak',
    categories: ['rind', 'steaks'],
    data: {
      name: 'Rumpsteak',
      description: '<p>Dry Aged, ca. 250 g pro Stück.</p>',
      ...byWeight(39.9, 0.25, 0.05, 0.25),
      defaultQuantity: 2,
      defaultUnit: 'piece',
      content: { resellingPrice: 36.9, date: inDays(14) },
    },
  },
  {
    key: 'hackfleisch',
    categories: ['rind'],
    data: {
      name: 'Rinderhackfleisch',
      description: '<p>Täglich frisch gewolft.</p>',
      ...byWeight(14.9, 0.25, 0.25),
    },
  },
  {
    key: 'schweinebraten',
    categories: ['schwein'],
    data: {
      name: 'Schweinebraten',
      description: '<p>Aus dem Schweinehals, ohne Knochen – ideal für den Sonntagsbraten.</p>',
      ...byWeight(13.9, 0.5, 0.25),
    },
  },
  {
    // The back office's showcase (issue 13): every kind of product field is set here
    // (units and alternative units with limits, VAT per order type, ingredients and
    // allergens, price note, schedule, sale date, reselling price, lead time, tags).
    key: 'schnitzel',
    categories: ['schwein'],
    tags: ['mittagstisch', 'vorbestellung'],
    data: {
      name: 'Schweineschnitzel',
      description: '<p>Aus der Oberschale, dünn geschnitten.</p>',
      allergens: '<p>Schweinefleisch aus der Oberschale (Herkunft: Baden-Württemberg).</p>',
      ...byWeight(16.9, 0.15, 0.05, 0.15),
      pricing: 'ca. 150 g pro Stück',
      defaultQuantity: 4,
      defaultUnit: 'piece',
      tax: 7,
      takeawayTax: 7,
      dineInTax: 19,
      schedule: weekly({ ...days(WORKDAYS, [['07:30', '18:00']]), saturday: [['07:00', '12:30']] }),
      isVisibleWhenUnavailable: true,
      isLeadTimeEnabled: true,
      leadTimeValue: 30,
      leadTimeType: 'minutes',
      content: {
        showAmount: true,
        resellingPrice: 15.9,
        allergens: '<p>Frei von deklarationspflichtigen Allergenen. Auf Wunsch paniert: enthält dann Gluten (Weizen) und Ei.</p>',
        date: inDays(10),
      },
    },
  },
  {
    key: 'bratwurst',
    categories: ['wurst', 'grill'],
    data: {
      name: 'Bratwurst',
      description: '<p>Grobe Bratwurst nach Hausrezept, 120 g.</p>',
      allergens: '<p>Enthält: Senf, Sellerie.</p>',
      ...pieces(1.6),
      // Net quantities give the base price of PAngV (libs/domain unit-base-price.ts): 13,33 € / kg.
      netQuantity: { amount: 120, unit: 'gram' },
      dineInTax: 19,
    },
  },
  {
    key: 'weisswurst',
    categories: ['wurst'],
    data: {
      name: 'Weißwurst',
      description: '<p>Mit Petersilie und Zitrone, ohne Konservierungsstoffe.</p>',
      allergens: '<p>Enthält: Sellerie.</p>',
      ...pieces(1.9),
    },
  },
  {
    key: 'landjaeger',
    categories: ['wurst'],
    data: {
      name: 'Landjäger',
      description: '<p>Luftgetrocknet und geräuchert.</p>',
      ...pieces(3.4, 'pair'),
      netQuantity: { amount: 150, unit: 'gram' },
    },
  },
  {
    key: 'leberkaese',
    categories: ['wurst', 'heisseTheke'],
    data: {
      name: 'Leberkäse',
      description: '<p>Frisch aus dem Ofen, am Stück oder in Scheiben.</p>',
      allergens: '<p>Enthält: Senf, Sellerie.</p>',
      price: 0.0199,
      unit: 'gram',
      calculationModel: 'approximate',
      minimumQuantity: 100,
      quantityStepSize: 50,
      maximumQuantity: 5000,
      defaultQuantity: 200,
      alternativeUnits: [{ unit: 'kilogram', ratio: 1000, calculationModel: 'approximate', minimumQuantity: 0.5, quantityStepSize: 0.5 }],
    },
  },
  {
    key: 'weckle',
    categories: ['heisseTheke'],
    data: {
      name: 'Fleischkäse-Weckle',
      description: '<p>Warmer Leberkäse im Laugenweckle, mit Senf nach Wahl.</p>',
      allergens: '<p>Enthält: Gluten (Weizen), Senf, Sellerie.</p>',
      ...pieces(3.2),
      dineInTax: 19,
      isLeadTimeEnabled: true,
      leadTimeValue: 10,
      leadTimeType: 'minutes',
    },
  },
  {
    key: 'tagesessen',
    categories: ['heisseTheke'],
    tags: ['mittagstisch'],
    data: {
      name: 'Mittagstisch: Tagesessen',
      description: '<p>Wechselndes Tagesgericht mit Beilage. Mo–Fr 11:00–14:00 Uhr.</p>',
      ...pieces(9.5, 'serving'),
      dineInTax: 19,
      schedule: weekly(days(WORKDAYS, [['11:00', '14:00']])),
      isVisibleWhenUnavailable: true,
    },
  },
  {
    key: 'maultaschen',
    categories: ['feinkost'],
    data: {
      name: 'Schwäbische Maultaschen',
      description: '<p>Hausgemacht, 4 Stück (400 g) pro Packung.</p>',
      allergens: '<p>Enthält: Gluten (Weizen), Ei, Sellerie.</p>',
      ...pieces(6.9, 'package'),
      netQuantity: { amount: 400, unit: 'gram' },
    },
  },
  {
    key: 'schinken',
    categories: ['feinkost'],
    data: {
      name: 'Schwarzwälder Schinken',
      description: '<p>Kalt geräuchert über Tannenholz, hauchdünn geschnitten.</p>',
      price: 0.0349,
      unit: 'gram',
      calculationModel: 'approximate',
      minimumQuantity: 100,
      quantityStepSize: 50,
      maximumQuantity: 3000,
    },
  },
  {
    key: 'kartoffelsalat',
    categories: ['feinkost'],
    data: {
      name: 'Kartoffelsalat',
      description: '<p>Schwäbisch angemacht mit Brühe und Essig.</p>',
      allergens: '<p>Enthält: Senf, Sellerie.</p>',
      ...byWeight(12.9, 0.25, 0.25),
    },
  },
  {
    key: 'kraeuterbutter',
    categories: ['feinkost', 'grill'],
    data: {
      name: 'Kräuterbutter',
      description: '<p>Hausgemacht, 125 g.</p>',
      allergens: '<p>Enthält: Milch.</p>',
      ...pieces(2.5),
      // 2,50 € for 125 g: '20,00 € / kg' (issue 13).
      netQuantity: { amount: 125, unit: 'gram' },
    },
  },
  {
    key: 'spiessbraten',
    categories: ['grill', 'schwein'],
    tags: ['vorbestellung'],
    data: {
      name: 'Spießbraten',
      description: '<p>Mit Zwiebeln gefüllt, küchenfertig gebunden.</p>',
      ...byWeight(16.9, 1, 0.5),
      isLeadTimeEnabled: true,
      leadTimeValue: 1,
      leadTimeType: 'days',
    },
  },
  {
    key: 'spanferkel',
    categories: ['partyservice'],
    tags: ['partyservice', 'vorbestellung'],
    data: {
      name: 'Spanferkel am Spieß',
      description: '<p>Für 30 bis 50 Personen, inklusive Grill und Aufbau. Preis auf Anfrage.</p>',
      ...pieces(390),
      isPriceHidden: true,
      maximumQuantity: 2,
      isLeadTimeEnabled: true,
      leadTimeValue: 2,
      leadTimeType: 'weeks',
    },
  },
  {
    key: 'wildbratwurst',
    categories: ['wurst', 'grill'],
    data: {
      name: 'Wildschweinbratwurst',
      description: '<p>Nur in der Jagdsaison erhältlich.</p>',
      ...pieces(2.2),
      isEnabled: false,
      isVisibleWhenUnavailable: true,
    },
  },
  {
    key: 'personalessen',
    categories: ['heisseTheke'],
    data: {
      name: 'Personalessen',
      description: '<p>Nur für Mitarbeiterinnen und Mitarbeiter.</p>',
      ...pieces(4.5, 'serving'),
      isPublic: false,
    },
  },
];
