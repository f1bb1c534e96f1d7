import type { Product } from '@asp/contracts';
import { unitLabel } from '@asp/domain';
import { backofficeProductTexts as texts, backofficeTexts, fill, formatMoney } from '@asp/i18n';
import { Button, ResourceTable, SelectField, showToast, TextField, useClipboard, useListState } from '@asp/web-kit';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useTagListQuery } from '../tags/tags-api';
import { NEW_PRODUCT_PATH, PRODUCT_CLIPBOARD_CONTEXT, PRODUCT_STOCK_PATH, productPath, type CopiedProduct } from './paths';
import { useProductCategoriesQuery, useProductMenusQuery, useProductPageQuery, useRemoveProductMutation } from './products-api';
import { categoryLabel } from './sections/category-label';
import { PasteIntoMenu } from './PasteIntoMenu';
import styles from './ProductList.module.css';

/**
 * Produkte: the server-paged list (filters, sort and paging in SQL; products can be many),
 * filtered by name, category, menu, tag and the layout's branch filter (products in that
 * branch's menus), with column choice, bulk delete and 'Kopieren' per row. Filtered by a
 * menu, the list is that menu's product list: a copied product can be pasted into it.
 */
export function ProductListPage() {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const branch = useAppSelector(selectBranchFilter);
  const search = branch ? `${list.search}&branch=${branch}` : list.search;
  const page = useProductPageQuery(search);
  const [removeProduct] = useRemoveProductMutation();
  const categoryList = useProductCategoriesQuery().data;
  const categories = useMemo(() => categoryList ?? [], [categoryList]);
  const menus = useProductMenusQuery().data ?? [];
  const tags = useTagListQuery().data ?? [];
  const clipboard = useClipboard<CopiedProduct>(PRODUCT_CLIPBOARD_CONTEXT);
  const menu = menus.find((candidate) => String(candidate.id) === list.filters.menu);

  const columns = useMemo<ColumnDef<Product>[]>(
    () => [
      {
        id: 'name',
        header: texts.name,
        // The service sorts (the column id is its sort field); the accessor makes the header sortable.
        accessorKey: 'name',
        enableSorting: true,
        cell: ({ row }) => <Link to={productPath(row.original.id)}>{row.original.name}</Link>,
      },
      {
        id: 'price',
        header: texts.columnPrice,
        accessorKey: 'price',
        enableSorting: true,
        // Cheapest first on the first click (TanStack starts numbers descending otherwise).
        sortDescFirst: false,
        cell: ({ row }) => `${formatMoney(row.original.price)} / ${unitLabel(row.original.unit)}`,
      },
      {
        id: 'categories',
        header: texts.columnCategories,
        cell: ({ row }) =>
          row.original.content.categories
            .map((id) => categories.find((category) => category.id === id))
            .filter((category) => category !== undefined)
            .map((category) => categoryLabel(category, categories))
            .join(', '),
      },
      {
        id: 'state',
        header: texts.columnState,
        cell: ({ row }) =>
          [row.original.isEnabled ? texts.enabled : texts.disabled, row.original.isPublic ? null : texts.notPublic]
            .filter(Boolean)
            .join(', '),
      },
      {
        id: 'actions',
        header: backofficeTexts.actions,
        cell: ({ row }) => (
          <Button
            variant="secondary"
            aria-label={`${row.original.name}: ${texts.copy}`}
            onClick={(event) => {
              event.stopPropagation();
              clipboard.copy(row.original.name, { id: row.original.id, name: row.original.name });
              showToast(fill(texts.copied, { name: row.original.name }), 'info');
            }}
          >
            {texts.copy}
          </Button>
        ),
      },
    ],
    [categories, clipboard],
  );

  const filterSelect = (key: 'category' | 'menu' | 'tag', label: string, options: Array<{ value: string; label: string }>) => (
    <SelectField
      label={label}
      name={`filter-${key}`}
      value={list.filters[key] ?? ''}
      placeholder={texts.all}
      options={options}
      onChange={(value) => list.setFilter(key, value)}
    />
  );

  return (
    <section>
      <h1>{texts.listTitle}</h1>
      <p>
        <Link to={NEW_PRODUCT_PATH}>{backofficeTexts.create}</Link> · <Link to={PRODUCT_STOCK_PATH}>{texts.stockTitle}</Link>
      </p>
      <div className={styles.filters} role="search">
        <TextField
          label={texts.search}
          name="filter-q"
          type="search"
          placeholder={texts.searchPlaceholder}
          value={list.filters.q ?? ''}
          onChange={(value) => list.setFilter('q', value)}
        />
        {filterSelect(
          'category',
          texts.filterCategory,
          categories.map((category) => ({ value: String(category.id), label: categoryLabel(category, categories) })),
        )}
        {filterSelect(
          'menu',
          texts.filterMenu,
          menus.map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
        )}
        {filterSelect(
          'tag',
          texts.filterTag,
          tags.map((tag) => ({ value: String(tag.id), label: tag.name })),
        )}
      </div>
      {menu && clipboard.item ? (
        <PasteIntoMenu menu={menu} categories={categories} copied={clipboard.item.data} onClear={clipboard.remove} />
      ) : null}
      <ResourceTable<Product>
        testId="product-table"
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(product) => String(product.id)}
        columnChoiceKey="products"
        bulkDelete={{ resource: 'products', remove: (id) => removeProduct(id).unwrap() }}
        label={texts.listTitle}
      />
    </section>
  );
}
