import {
  branchSchema,
  categorySchema,
  menuSchema,
  productSchema,
  type Branch,
  type BranchInput,
  type Category,
  type CategoryInput,
  type Menu,
  type MenuInput,
  type Product,
  type ProductInput,
} from '@asp/contracts';
import type { CartItem } from '@asp/domain';

/**
 * Catalogue records for the storefront's unit tests, parsed through the contracts'
 * schemas so they carry every default a real API answer has. Figures follow the demo
 * butcher (prices gross, 7 % VAT, 19 % for dine-in).
 */
export const branch = (input: Partial<BranchInput> & { id: number; identifier: string }): Branch =>
  branchSchema.parse({ name: input.identifier, openingHours: [{ type: 'daily', from: '00:00', to: '23:59' }], ...input });

export const konstanz = branch({
  id: 1,
  identifier: 'konstanz',
  name: 'Metzgerei Konstanz',
  street: 'Marktstätte 4',
  zipCode: '78462',
  city: 'Konstanz',
  isDeliveryEnabled: true,
  isDineInEnabled: true,
  useResellingPrice: true,
  deliveryAreas: [
    { area: '78462 Konstanz', price: 3.5, tax: 19, free: false, freeFromOrderValue: 80, minimumOrderValue: 25 },
    { area: '78464 Konstanz-Petershausen', price: 0, tax: 19, free: true },
  ],
});

export const bodman = branch({
  id: 2,
  identifier: 'bodman',
  name: 'Filiale Bodman',
  street: 'Seestraße 1',
  zipCode: '78351',
  city: 'Bodman',
});
export const hidden = branch({ id: 3, identifier: 'eigeltingen', name: 'Eigeltingen', isPublic: false });

export const category = (input: Partial<CategoryInput> & { id: number; name: string }): Category => categorySchema.parse(input);

export const product = (input: Partial<ProductInput> & { id: number; name: string; price: number }): Product => productSchema.parse(input);

export const menu = (input: Partial<MenuInput> & { id: number }): Menu => menuSchema.parse({ name: `Menü ${input.id}`, ...input });

export const bratwurst = product({
  id: 10,
  name: 'Bratwurst',
  price: 1.6,
  unit: 'piece',
  tax: 7,
  dineInTax: 19,
  minimumQuantity: 1,
  quantityStepSize: 1,
  allergens: '<p>Senf</p>',
});
export const rinderfilet = product({
  id: 11,
  name: 'Rinderfilet',
  price: 69.9,
  unit: 'kilogram',
  calculationModel: 'approximate',
  minimumQuantity: 0.2,
  quantityStepSize: 0.1,
  maximumQuantity: 10,
  defaultQuantity: 400,
  defaultUnit: 'gram',
  alternativeUnits: [
    { unit: 'gram', ratio: 0.001, calculationModel: 'approximate', minimumQuantity: 200, quantityStepSize: 100 },
    { unit: 'piece', ratio: 0.2, calculationModel: 'approximate', minimumQuantity: 1, quantityStepSize: 1 },
  ],
  content: { resellingPrice: 64.9 },
});
/** Sold per piece with a net quantity: base price 20,00 € / kg (PAngV). */
export const kraeuterbutter = product({
  id: 13,
  name: 'Kräuterbutter',
  price: 2.5,
  unit: 'piece',
  netQuantity: { amount: 125, unit: 'gram' },
  minimumQuantity: 1,
  quantityStepSize: 1,
});
export const grillpaket = product({
  id: 12,
  name: 'Grillpaket',
  price: 29.9,
  unit: 'package',
  type: 'configurable',
  isStepByStep: true,
  minimumQuantity: 1,
  maximumQuantity: 10,
  quantityStepSize: 1,
  config: {
    parts: [
      {
        type: 'select',
        name: 'Größe',
        options: [
          { name: 'Klein', modifier: 'overwrite', value: 29.9 },
          { name: 'Groß', modifier: 'overwrite', value: 69.9 },
        ],
      },
      {
        type: 'multiselect',
        name: 'Marinade',
        options: [
          { name: 'Kräuter', modifier: 'add', value: 0 },
          { name: 'Honig-Senf', modifier: 'add', value: 1.5 },
        ],
      },
      {
        type: 'addons',
        name: 'Beilagen',
        optional: true,
        options: [
          {
            name: 'Kräuterbutter',
            price: 2.5,
            unit: 'piece',
            item: { amount: 1, unit: 'piece', product: { id: 13, name: 'Kräuterbutter', price: 2.5, unit: 'piece' } },
          },
        ],
      },
      { type: 'images', name: 'Foto', optional: true },
      { type: 'text', name: 'Wunschtext', optional: true },
    ],
  },
});
export const mittag = product({
  id: 14,
  name: 'Tagesessen',
  price: 9.5,
  unit: 'serving',
  // Only on Monday: unavailable the rest of the week, but shown (disabled).
  schedule: [{ type: 'monday', from: '11:00', to: '14:00' }],
  isVisibleWhenUnavailable: true,
});
export const secret = product({ id: 15, name: 'Personalessen', price: 4, isPublic: false });

export const grill = category({ id: 100, name: 'Grill & Party' });
export const rind = category({ id: 101, name: 'Rind' });
export const steaks = category({ id: 102, name: 'Steaks', parent: 101 });
export const heiss = category({ id: 103, name: 'Heiße Theke' });
export const aktionen = category({ id: 104, name: 'Aktionen' });

export const categories = [grill, rind, steaks, heiss, aktionen];
export const products = [bratwurst, rinderfilet, grillpaket, mittag, secret];
export const menus = [
  menu({
    id: 1,
    branches: [1],
    availableFrom: '2024-01-01T00:00:00.000Z',
    catalog: [
      { id: 100, products: [12, 10] },
      { id: 101, products: [11] },
      { id: 102, products: [11] },
      { id: 103, products: [14, 15] },
    ],
  }),
  // A newer menu of Konstanz that is not active yet.
  menu({ id: 2, branches: [1], availableFrom: '2099-01-01T00:00:00.000Z', catalog: [{ id: 100, products: [10] }] }),
  menu({ id: 3, branches: [2], availableFrom: '2024-01-01T00:00:00.000Z', catalog: [{ id: 100, products: [10] }] }),
];

/** A Tuesday noon in Konstanz. */
export const tuesdayNoon = new Date('2025-06-03T12:00:00+02:00');

/** A plain cart line of a fixture product (no configured parts). */
export const cartItem = (p: Product, amount: number, unit: string): CartItem => ({ product: p, amount, unit, parts: [] }) as CartItem;
