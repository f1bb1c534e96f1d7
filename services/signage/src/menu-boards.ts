import type { MenuBoardProduct, ResolvedMenuBoard, Segment } from '@asp/contracts';
import { sql } from '@asp/server-kit';
import { TABLES, type SignageDb, type SignageTrx } from './tables';

type Reader = SignageDb | SignageTrx;

/**
 * The menu boards of these segments for a TV of `branch`, from the catalogue replica:
 * each category's enabled products by name, with price, unit and the branch's sold-out
 * mark. One query for all boards.
 */
export async function resolveMenuBoards(db: Reader, segments: Segment[], branch: number): Promise<Map<number, ResolvedMenuBoard>> {
  const boards = segments.filter((segment) => segment.kind === 'menu-board' && segment.menuBoard);
  const result = new Map<number, ResolvedMenuBoard>();
  if (!boards.length) return result;
  const categoryIds = [...new Set(boards.map((segment) => segment.menuBoard!.category))];
  const [categories, products] = await Promise.all([
    db.selectFrom(TABLES.replicaCategories).select(['id', 'name']).where('id', 'in', categoryIds).execute(),
    db
      .selectFrom(TABLES.replicaProducts)
      .leftJoin(TABLES.replicaStock, (join) =>
        join.onRef('replica_stock.product_id', '=', 'replica_products.id').on('replica_stock.branch_id', '=', branch),
      )
      .select([
        'replica_products.id',
        'replica_products.name',
        'replica_products.price',
        'replica_products.unit',
        'replica_products.pricing',
        'replica_products.net_quantity',
        'replica_products.is_price_hidden',
        'replica_products.categories',
        'replica_stock.sold_out',
      ])
      .where('replica_products.is_enabled', '=', true)
      .where(sql<boolean>`replica_products.categories && ${sql.val(categoryIds)}::integer[]`)
      .orderBy('replica_products.name')
      .orderBy('replica_products.id')
      .execute(),
  ]);
  const categoryName = new Map(categories.map((row) => [Number(row.id), row.name]));
  for (const segment of boards) {
    const board = segment.menuBoard!;
    const items: MenuBoardProduct[] = products
      .filter((row) => row.categories.map(Number).includes(board.category))
      .map((row) => ({
        id: Number(row.id),
        name: row.name,
        price: Number(row.price),
        unit: row.unit as MenuBoardProduct['unit'],
        pricing: row.pricing,
        netQuantity: (row.net_quantity as MenuBoardProduct['netQuantity']) ?? null,
        isPriceHidden: row.is_price_hidden,
        soldOut: row.sold_out ?? false,
      }))
      .filter((product) => board.showSoldOut || !product.soldOut);
    result.set(segment.id, {
      category: board.category,
      title: board.title || (categoryName.get(board.category) ?? ''),
      layout: board.layout,
      showSoldOut: board.showSoldOut,
      products: items,
    });
  }
  return result;
}
