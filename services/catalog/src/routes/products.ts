import { productInputSchema, type Product, catalogEvents } from '@asp/contracts';
import { isUnitCode } from '@asp/domain';
import { catalogTexts, fill, validationTexts } from '@asp/i18n';
import { DOCUMENT_BODY_LIMIT, HttpError, registerResource, type ErrorItem, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { assertReferencesExist, assertUnused, type Reference } from '../references';
import { TABLES } from '../tables';
import { isProductVisibleToPublic } from '../visibility';


/** Products with their units, configurator steps and category assignments. */
export function registerProductRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/products',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.products,
    resource: 'products',
    events: catalogEvents.product,
    schema: productInputSchema,
    publicFilter: isProductVisibleToPublic,
    async beforeWrite(product, trx) {
      assertValidQuantitiesAndUnits(product);
      const addonProducts: Reference[] = [];
      product.config.parts.forEach((part, p) =>
        part.options.forEach((option, o) => {
          if (option.item?.product) addonProducts.push({ field: `config.parts[${p}].options[${o}].item.product.id`, id: option.item.product.id });
        }),
      );
      await assertReferencesExist(trx, [
        {
          table: TABLES.categories,
          references: product.content.categories.map((id, index) => ({ field: `content.categories[${index}]`, id })),
          message: catalogTexts.unknownCategory,
        },
        { table: TABLES.products, references: addonProducts, message: catalogTexts.unknownProduct },
      ]);
    },
    async beforeDelete(id, trx) {
      await assertUnused(trx, TABLES.menus, { catalog: [{ products: [id] }] }, catalogTexts.productInMenu);
      await assertUnused(trx, TABLES.products, { config: { parts: [{ options: [{ item: { product: { id } } }] }] } }, catalogTexts.productUsedAsAddon);
    },
  });
}

/**
 * Unit codes must come from the unit catalogue of libs/domain (400, like any invalid
 * choice), and a minimum quantity may not exceed the maximum.
 */
function assertValidQuantitiesAndUnits(product: Omit<Product, 'id'>): void {
  const errors: ErrorItem[] = [];
  const unit = (field: string, code: string | null | undefined) => {
    if (code != null && !isUnitCode(code)) errors.push({ message: validationTexts.choice, field });
  };
  const range = (field: string, minimum: number | null | undefined, maximum: number | null | undefined) => {
    if (minimum != null && maximum != null && minimum > maximum) {
      errors.push({ message: fill(validationTexts.tooLarge, { limit: String(maximum) }), field });
    }
  };
  unit('unit', product.unit);
  unit('defaultUnit', product.defaultUnit);
  range('minimumQuantity', product.minimumQuantity, product.maximumQuantity);
  product.alternativeUnits.forEach((alternative, index) => {
    unit(`alternativeUnits[${index}].unit`, alternative.unit);
    range(`alternativeUnits[${index}].minimumQuantity`, alternative.minimumQuantity, alternative.maximumQuantity);
  });
  product.config.parts.forEach((part, p) =>
    part.options.forEach((option, o) => {
      const at = `config.parts[${p}].options[${o}]`;
      unit(`${at}.unit`, option.unit);
      unit(`${at}.item.unit`, option.item?.unit);
      unit(`${at}.item.product.unit`, option.item?.product?.unit);
    }),
  );
  if (errors.length) throw new HttpError(400, errors);
}
