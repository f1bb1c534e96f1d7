import { catalogEvents, PRODUCT_SORT_FIELDS, productInputSchema, productListQuerySchema, type Product } from '@asp/contracts';
import { catalogTexts, fill, validationTexts } from '@asp/i18n';
import {
  DOCUMENT_BODY_LIMIT,
  HttpError,
  jsonContains,
  registerResource,
  searchWords,
  sql,
  type ErrorItem,
  type ServiceApp,
  type ServiceContext,
  type SqlCondition,
} from '@asp/server-kit';
import { assertReferencesExist, assertUnused, type Reference } from '../references';
import { TABLES } from '../tables';
import { PUBLIC_ROWS } from '../public-rows';
import { RICH_TEXT_FIELDS } from '../rich-text-fields';

/** Products with their units, configurator steps and category assignments. */
export function registerProductRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/products',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.products,
    resource: 'products',
    events: catalogEvents.product,
    schema: productInputSchema,
    richTextFields: RICH_TEXT_FIELDS.products,
    publicWhere: PUBLIC_ROWS.products,
    listQuery: productListQuerySchema,
    sortFields: PRODUCT_SORT_FIELDS,
    filters: {
      q: (q) => searchWords(q, ['name']),
      category: (category) =>
        sql<boolean>`(${jsonContains({ content: { categories: [category] } })} or ${inMenuCatalog(sql`(c->>'id')::bigint = ${category}`)})`,
      menu: (menu) => inMenuCatalog(sql`m.id = ${menu}`),
      tag: (tag) => jsonContains({ tags: [{ id: tag }] }),
      branch: (branch) => inMenuCatalog(sql`m.data->'branches' @> ${JSON.stringify([branch])}::jsonb`),
    },
    async beforeWrite(product, trx) {
      assertQuantityRanges(product);
      const addonProducts: Reference[] = [];
      product.config.parts.forEach((part, p) =>
        part.options.forEach((option, o) => {
          if (option.item?.product)
            addonProducts.push({ field: `config.parts[${p}].options[${o}].item.product.id`, id: option.item.product.id });
        }),
      );
      await assertReferencesExist(trx, [
        {
          table: TABLES.categories,
          references: product.content.categories.map((id, index) => ({ field: `content.categories[${index}]`, id })),
          message: catalogTexts.unknownCategory,
        },
        { table: TABLES.products, references: addonProducts, message: catalogTexts.unknownProduct },
        {
          table: TABLES.tags,
          references: product.tags.map((tag, index) => ({ field: `tags[${index}].id`, id: tag.id })),
          message: catalogTexts.unknownTag,
        },
      ]);
    },
    async beforeDelete(id, trx) {
      await assertUnused(trx, TABLES.menus, { catalog: [{ products: [id] }] }, catalogTexts.productInMenu);
      await assertUnused(
        trx,
        TABLES.products,
        { config: { parts: [{ options: [{ item: { product: { id } } }] }] } },
        catalogTexts.productUsedAsAddon,
      );
    },
  });
}

/**
 * The product (the list's row) is listed in a category of a menu matching `where`, which
 * may name the menu as `m` and the menu's category entry as `c` (menus hold their products,
 * storefront.md §3 'catalog (categories each with id and products)').
 */
function inMenuCatalog(where: ReturnType<typeof sql>): SqlCondition {
  return sql<boolean>`exists (select 1 from ${sql.table(TABLES.menus)} as m
    cross join lateral jsonb_array_elements(coalesce(m.data->'catalog', '[]'::jsonb)) as c
    where ${where} and c->'products' @> to_jsonb(${sql.ref(`${TABLES.products}.id`)}))`;
}

/**
 * A minimum quantity may not exceed the maximum (400). Unit codes are checked by the
 * contract's schema already (the unit catalogue's codes, libs/contracts catalog/units.ts).
 */
function assertQuantityRanges(product: Omit<Product, 'id'>): void {
  const errors: ErrorItem[] = [];
  const range = (field: string, minimum: number | null | undefined, maximum: number | null | undefined) => {
    if (minimum != null && maximum != null && minimum > maximum) {
      errors.push({ message: fill(validationTexts.tooLarge, { limit: String(maximum) }), field });
    }
  };
  range('minimumQuantity', product.minimumQuantity, product.maximumQuantity);
  product.alternativeUnits.forEach((alternative, index) => {
    range(`alternativeUnits[${index}].minimumQuantity`, alternative.minimumQuantity, alternative.maximumQuantity);
  });
  if (errors.length) throw new HttpError(400, errors);
}
