import type { ProductInput, UnitCode } from '@asp/contracts';
import type { CategoryKey } from './categories';
import { inDays } from './opening-hours';

export type ConfigurableProductKey = 'grillpaket' | 'vesperplatte';

/** The snapshot of another product that an addon adds (price rule: product price × amount). */
export interface AddonProduct {
  id: number;
  name: string;
  price: number;
  unit: UnitCode;
}

const addon = (product: AddonProduct, amount: number, unit = product.unit) => ({
  name: product.name,
  price: product.price,
  unit: product.unit,
  item: { amount, unit, product, parts: [] },
});

/**
 * Two configurable products covering every kind of step the storefront renders:
 * select (with overwrite and add modifiers), multiselect, addons, text and textarea.
 */
export function demoConfigurableProducts(addons: Record<'kartoffelsalat' | 'kraeuterbutter' | 'landjaeger', AddonProduct>): Array<{
  key: ConfigurableProductKey;
  categories: CategoryKey[];
  data: ProductInput;
}> {
  return [
    {
      key: 'grillpaket',
      categories: ['grill'],
      data: {
        name: 'Grillpaket',
        description: '<p>Bratwürste, Steaks und Spieße – fertig mariniert für Ihren Grillabend.</p>',
        allergens: '<p>Enthält: Senf, Sellerie. Marinaden können Spuren von Sesam enthalten.</p>',
        type: 'configurable',
        price: 29.9,
        unit: 'package',
        calculationModel: 'fixed',
        minimumQuantity: 1,
        maximumQuantity: 10,
        quantityStepSize: 1,
        isStepByStep: true,
        isLeadTimeEnabled: true,
        leadTimeValue: 1,
        leadTimeType: 'days',
        config: {
          parts: [
            {
              type: 'select',
              name: 'Größe',
              description: 'Wie viele Personen grillen mit?',
              options: [
                { name: 'Klein (4 Personen)', modifier: 'overwrite', value: 29.9 },
                { name: 'Mittel (6 Personen)', modifier: 'overwrite', value: 42.9 },
                { name: 'Groß (10 Personen)', modifier: 'overwrite', value: 69.9 },
              ],
            },
            {
              type: 'multiselect',
              name: 'Marinade',
              description: 'Mehrfachauswahl möglich.',
              options: [
                { name: 'Kräuter', modifier: 'add', value: 0 },
                { name: 'Paprika', modifier: 'add', value: 0 },
                { name: 'Knoblauch', modifier: 'add', value: 1 },
                { name: 'Honig-Senf', modifier: 'add', value: 1.5 },
              ],
            },
            {
              type: 'addons',
              name: 'Beilagen',
              description: 'Passend zum Grillen.',
              optional: true,
              options: [addon(addons.kartoffelsalat, 0.5, 'kilogram'), addon(addons.kraeuterbutter, 1)],
            },
            // An etiquette holds a short line: the step's own limit (issue 18), shown with its counter.
            { type: 'text', name: 'Wunschtext', description: 'z. B. ein Gruß auf dem Etikett', optional: true, maxLength: 40 },
          ],
        },
        content: {
          configurator: { isEnabled: true, options: ['Kräuter', 'Paprika', 'Knoblauch', 'Honig-Senf'] },
          // On sale for the next two weeks (listed under 'Aktionen').
          date: inDays(14),
        },
      },
    },
    {
      key: 'vesperplatte',
      categories: ['partyservice', 'feinkost'],
      data: {
        name: 'Vesperplatte',
        description: '<p>Schinken, Landjäger, Leberkäse und Hausmacher Wurst, garniert auf der Platte.</p>',
        allergens: '<p>Enthält: Senf, Sellerie, Milch.</p>',
        type: 'configurable',
        price: 24.9,
        unit: 'piece',
        calculationModel: 'fixed',
        minimumQuantity: 1,
        maximumQuantity: 20,
        quantityStepSize: 1,
        isLeadTimeEnabled: true,
        leadTimeValue: 2,
        leadTimeType: 'days',
        config: {
          parts: [
            {
              type: 'select',
              name: 'Größe',
              options: [
                { name: 'Für 2 Personen', modifier: 'overwrite', value: 24.9 },
                { name: 'Für 4 Personen', modifier: 'overwrite', value: 45.9 },
                { name: 'Für 8 Personen', modifier: 'overwrite', value: 84.9 },
              ],
            },
            {
              type: 'addons',
              name: 'Extras',
              optional: true,
              options: [addon(addons.landjaeger, 1), addon(addons.kraeuterbutter, 1)],
            },
            {
              type: 'textarea',
              name: 'Anmerkungen',
              description: 'Unverträglichkeiten, Wünsche zur Zusammenstellung',
              optional: true,
              maxLength: 500,
            },
          ],
        },
        content: { configurator: { isEnabled: true, options: ['Für 2 Personen', 'Für 4 Personen', 'Für 8 Personen'] } },
      },
    },
  ];
}
