import type { Product } from '@asp/contracts';
import { formatAmount, unitLabel } from '@asp/domain';
import { backofficeProductTexts as texts, fill } from '@asp/i18n';
import { ResourceTable, TextField, useListState } from '@asp/web-kit';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from '@asp/web-kit/router';
import { selectBranchFilter } from '../../layout/branch-filter-slice';
import { useAppSelector } from '../../store';
import { useBranchListQuery } from '../branches/branches-api';
import { PRODUCTS_PATH, productPath } from './paths';
import { useBranchStockQuery, useBranchStockTodayQuery, useProductPageQuery } from './products-api';
import styles from './ProductList.module.css';
import { StockRow } from './sections/StockSection';

/**
 * Bestand: the stock of the branch chosen in the layout's branch filter — every product of
 * that branch's menus (server-paged, name search) with its sold-out flag and daily
 * quantity there, each saved on its own (PUT /api/products/{id}/stock).
 */
export function StockPage() {
  const branchId = useAppSelector(selectBranchFilter);
  const branch = (useBranchListQuery().data ?? []).find((candidate) => candidate.id === branchId);
  return (
    <section>
      <h1>{branch ? `${texts.stockTitle}: ${branch.name}` : texts.stockTitle}</h1>
      <p>
        <Link to={PRODUCTS_PATH}>{texts.listTitle}</Link>
      </p>
      {branch ? <BranchStock branch={branch} /> : <p data-testid="stock-choose-branch">{texts.stockChooseBranch}</p>}
    </section>
  );
}

function BranchStock({ branch }: { branch: { id: number; name: string } }) {
  const list = useListState({ pageSize: 25, sort: 'name' });
  const page = useProductPageQuery(`${list.search}&branch=${branch.id}`);
  const stockList = useBranchStockQuery(branch.id).data;
  const stock = useMemo(() => stockList ?? [], [stockList]);
  const today = useBranchStockTodayQuery(branch.id).data;
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
      { id: 'unit', header: texts.columnUnit, cell: ({ row }) => unitLabel(row.original.unit) },
      {
        id: 'stock',
        header: texts.stockTitle,
        cell: ({ row }) => {
          const saved = stock.find((entry) => entry.product === row.original.id);
          const remaining = today?.products.find((entry) => entry.product === row.original.id)?.remaining;
          return (
            <>
              <StockRow
                key={JSON.stringify(saved ?? null)}
                productId={row.original.id}
                branch={branch}
                unit={row.original.unit}
                saved={saved}
              />
              {saved?.dailyQuantity != null && remaining != null ? (
                <p data-testid={`stock-remaining-${row.original.id}`}>
                  {fill(texts.remainingToday, { amount: formatAmount(remaining, row.original.unit) })}
                </p>
              ) : null}
            </>
          );
        },
      },
    ],
    [branch, stock, today],
  );
  return (
    <>
      <div className={styles.filters} role="search">
        <TextField
          label={texts.search}
          name="filter-q"
          type="search"
          placeholder={texts.searchPlaceholder}
          value={list.filters.q ?? ''}
          onChange={(value) => list.setFilter('q', value)}
        />
      </div>
      <ResourceTable<Product>
        testId="product-stock-table"
        columns={columns}
        page={page.data}
        isLoading={page.isFetching}
        list={list}
        getRowId={(product) => String(product.id)}
        label={texts.stockTitle}
      />
    </>
  );
}
