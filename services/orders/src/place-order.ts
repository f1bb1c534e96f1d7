import { randomBytes, randomUUID } from 'node:crypto';
import type { Order, OrderCreateData } from '@asp/contracts';
import { isOnlinePayment, isOpenForOrderType, orderTable, orderTypeOf, validateOrderDraft, type OrderDraft } from '@asp/domain';
import { orderTexts } from '@asp/i18n';
import { unprocessable, type Trx } from '@asp/server-kit';
import { loadOrderCatalog } from './catalog-replica/order-catalog';
import type { OrdersDeps } from './deps';
import { insertOrder } from './order-store';
import { orderItemsOf, priceOrder, toCartItems, totalsOf } from './pricing';
import { assertSlotAvailable, bookSlot, slotRequestOf } from './slot-capacity';
import { reserveStock, stockLinesOf } from './stock';
import { ticketDayOf } from './ticket-numbers';

/** 192 random bits, URL-safe: the secret half of the status link (DESIGN.md §8: ≥ 128 bits). */
export const newOrderHash = () => randomBytes(24).toString('base64url');

/**
 * Creates an order from the customer's draft inside `trx` (storefront.md §4 "Submit"):
 * catalogue checks, the shared domain validation (German {field, message} list → 422),
 * prices recomputed from the replica, a slot seat, a ticket number of the branch's day,
 * and `orders.order.placed` in the same transaction. An online order is stored awaiting
 * payment; its payment is started after commit (payments/start-payment.ts).
 */
export async function placeOrder(trx: Trx, deps: OrdersDeps, body: OrderCreateData, now: Date): Promise<Order> {
  const catalog = await loadOrderCatalog(trx, body, now);
  const { branch, config } = catalog;
  const orderType = orderTypeOf(body);
  const items = toCartItems(body.items, catalog.products);
  const draft: OrderDraft = { ...body, branch: body.branch };
  const errors = validateOrderDraft({
    draft,
    branch,
    config,
    orderType,
    now,
    items,
    tables: catalog.tableIdentifiers,
    // Said by the client (default 1, the stricter variant), never guessed from the body.
    variant: body.checkoutVariant,
  });
  if (errors.length) throw unprocessable(errors.map((error) => ({ message: error.message, field: error.field })));

  // Slot capacity (issue 11): a full window is refused early, with the next free slot named.
  const slot = slotRequestOf(branch, orderType, body.appointmentDate, config.timeZone);
  const slotContext = slot && {
    branch,
    orderType,
    now,
    zone: config.timeZone,
    variant: body.checkoutVariant,
    products: [...catalog.products.values()],
    wanted: new Date(body.appointmentDate!),
  };
  if (slot && slotContext) await assertSlotAvailable(trx, slot, slotContext);

  const pricing = priceOrder(items, orderType, branch, body.deliveryArea);
  const id = catalog.orderId;
  const uid = randomUUID();
  const hash = newOrderHash();

  // Only whether a provider exists is checked here: the payment itself is started after
  // commit (payments/start-payment.ts), so no transaction waits for the provider.
  if (isOnlinePayment(body.paymentMethod) && !deps.registry.forMethod(body.paymentMethod)) {
    throw unprocessable([{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }]);
  }

  const ticketDay = ticketDayOf(now);
  // Stock per branch (issue 13): sold out refused, daily quantities counted; the counter rows stay locked until commit.
  await reserveStock(trx, id, branch.id, ticketDay, stockLinesOf(body.items, catalog.products), catalog.stock);
  // Taken last, like the ticket number: the window's row stays locked only until commit.
  if (slot && slotContext) await bookSlot(trx, id, slot, slotContext);
  // Drawn last, once every refusal is behind it, and outside this transaction (ticket-numbers.ts):
  // parallel orders of a branch no longer wait for each other's commit.
  const ticketNumber = await deps.tickets.next(branch.id, ticketDay);
  const {
    branch: _branch,
    checkoutVariant: _variant,
    isDelivery: _isDelivery,
    isDineIn: _isDineIn,
    items: _items,
    donatee,
    table: _table,
    ...rest
  } = body;
  // Only a table that was checked is kept: dine-in with table selection (libs/domain).
  const table = orderTable(body, { branch, orderType });
  const customer = { ...rest, table };
  const isQuotation = branch.isQuotationRequired;
  const order: Order = {
    id,
    uid,
    hash,
    ticketNumber,
    ticketDay,
    paymentRedirectUrl: null,
    isConfirmed: false,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    isDelivery: orderType === 'delivery',
    isDineIn: orderType === 'dineIn',
    isQuotation,
    isPreorder: !isQuotation && !isOpenForOrderType(branch, orderType, now),
    tableIdentifier: table,
    paymentMethod: body.paymentMethod,
    appointmentDate: body.appointmentDate ?? null,
    appointment: null,
    counterAppointment: null,
    rejectionMessage: null,
    questionnaireRating: null,
    questionnaire: null,
    branch: { id: branch.id },
    deliveryArea: orderType === 'delivery' ? (pricing.deliveryArea?.area ?? null) : null,
    items: orderItemsOf(items, pricing),
    totals: totalsOf(pricing),
    currency: config.currency,
    customer,
    donatee: donatee ?? null,
    // Set once the provider created the payment (start-payment.ts); until then the order awaits payment.
    payment: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await insertOrder(trx, order);
  return order;
}
