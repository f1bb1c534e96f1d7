import type { Order } from '@asp/contracts';
import { orderTexts } from '@asp/i18n';
import { HttpError, isAdmin, isBranchEmployee, notFound, safeEqual, type StaffSession } from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import type { OrderChange } from '../order-history';
import { findOrderByUid, lockOrder, updateOrder } from '../order-store';
import { transition, type OrderAction } from '../order-state-machine';
import type { OrdersDb, OrdersTrx } from '../tables';

/**
 * The order behind a status link. Unknown uid and wrong hash answer the same 404 (the
 * hash is compared in constant time), so the link reveals nothing about other orders.
 */
export async function orderByLink(db: OrdersDb | OrdersTrx, uid: string, hash: string, forUpdate = false): Promise<Order> {
  const order = await findOrderByUid(db, uid, forUpdate);
  if (!order || !safeEqual(order.hash, hash)) throw notFound(orderTexts.notFound);
  return order;
}

/**
 * ROLE_ADMIN sees every branch, ROLE_EMPLOYEE only their own (DESIGN.md §8). Another
 * branch's order answers the same 404 as an unknown id, so an employee learns nothing
 * about orders outside their branches (issue 12), for reads and actions alike.
 */
export function assertBranchAccess(staff: StaffSession | null, branchId: number): void {
  if (!isAdmin(staff) && !isBranchEmployee(staff, branchId)) throw notFound(orderTexts.notFound);
}

/** Applies a state-machine action to a locked order; refusals become 409/422 with the German reason. */
export async function applyAction(trx: OrdersTrx, order: Order, action: OrderAction, now: Date, change: OrderChange = {}): Promise<Order> {
  const result = transition(order, action);
  if (!result.ok) throw new HttpError(result.statusCode, [{ message: result.message }]);
  if (!result.patch) return order;
  return updateOrder(trx, order, result.patch, result.event, now, change);
}

/** Locks an order by id for a staff action: 404 when unknown or another branch's (for an employee). */
export async function lockOrderForStaff(trx: OrdersTrx, request: FastifyRequest, id: number): Promise<Order> {
  const order = await lockOrder(trx, id);
  if (!order) throw notFound(orderTexts.notFound);
  assertBranchAccess(request.staff, order.branch.id);
  return order;
}
