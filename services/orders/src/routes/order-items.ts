import { dataEnvelope, orderItemChangeBodySchema, orderItemParamsSchema, orderSchema, ROLE_EMPLOYEE } from '@asp/contracts';
import { orderTexts } from '@asp/i18n';
import { requireRole, unprocessable, type ServiceApp } from '@asp/server-kit';
import { replica } from '../catalog-replica/read';
import type { OrdersDeps } from '../deps';
import { assertChangeable, changeOrderItem } from '../item-change';
import { actorOf } from '../order-history';
import { updateOrder } from '../order-store';
import { lockOrderForStaff } from './order-access';
import { staffView } from './staff-view';

/**
 * `PUT /api/orders/{id}/items/{index}` (platform-and-backoffice.md §4 "Change an order item
 * by index", §7; issue 12): staff change the quantity, the options or — for weight
 * products — enter the real weight after weighing. Branch-scoped like every staff call
 * (another branch's order answers 404). The line and the totals are repriced by
 * libs/domain (item-change.ts), stored with a history row naming the staff member and
 * `orders.order.item-changed`, which the status page's live updates push to the customer.
 */
export function registerOrderItemRoutes(app: ServiceApp, deps: OrdersDeps): void {
  app.put(
    '/api/orders/:id/items/:index',
    {
      preHandler: requireRole(ROLE_EMPLOYEE),
      config: { openapi: { errors: [400, 404, 422] } },
      schema: {
        summary: 'Change an order item by index: quantity, options or the weighed amount',
        description:
          "`index` is the 0-based position in the order's `items`. Give `amount` (and optionally `unit`) for another " +
          'quantity, `parts` for other options (priced from the current product, like at checkout), or `weighedAmount` ' +
          '(in `weighedUnit`, gram by default) for the real weight of a weight product. The line keeps its unit price; ' +
          'line and totals (net, tax, gross, delivery) are recomputed, `finalAmount` is set and `estimatedAmount` keeps ' +
          'the checkout total (the amount an online payment authorized). 422: index out of range or the order is final ' +
          '(completed, cancelled, rejected, failed). 400: nothing to change or an unusable amount, unit or option.',
        tags: ['orders (staff)'],
        params: orderItemParamsSchema,
        body: orderItemChangeBodySchema,
        response: { 200: dataEnvelope(orderSchema) },
      },
    },
    async (request) => {
      const { id, index } = request.params;
      const order = await deps.db.transaction().execute(async (trx) => {
        const current = await lockOrderForStaff(trx, request, id);
        const item = assertChangeable(current, index, request.body);
        const branch = await replica.branch(trx, current.branch.id);
        if (!branch) throw unprocessable([{ field: 'branch', message: orderTexts.unknownBranch }]);
        const [product] = await replica.products(trx, [item.product.id]);
        const change = changeOrderItem(current, index, request.body, { branch, product: product ?? null });
        return updateOrder(trx, current, change.patch, 'itemChanged', deps.now(), { actor: actorOf(request.staff), note: change.note });
      });
      return { data: staffView(order, request.staff) };
    },
  );
}
