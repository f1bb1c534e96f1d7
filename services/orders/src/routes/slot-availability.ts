import { dataEnvelope, slotAvailabilityQuerySchema, slotAvailabilitySchema } from '@asp/contracts';
import { slotCapacityOf, slotGroupOf } from '@asp/domain';
import { orderTexts } from '@asp/i18n';
import { notFound, type ServiceApp } from '@asp/server-kit';
import { replica } from '../catalog-replica/read';
import type { OrdersDeps } from '../deps';
import { fullWindows } from '../slot-capacity';

/**
 * `GET /api/orders/slots?branch=…&type=…` (ours, issue 11): the booked-out 15-minute
 * windows of a branch for an order type, for the checkout's time picker ('ausgebucht').
 * Public and anonymous: it says only that a window is full, never who ordered or how many.
 */
export function registerSlotAvailabilityRoute(app: ServiceApp, deps: OrdersDeps): void {
  app.get(
    '/api/orders/slots',
    {
      schema: {
        summary: 'Pickup and delivery slots of a branch (booked-out ones marked)',
        tags: ['orders (public)'],
        querystring: slotAvailabilityQuerySchema,
        response: { 200: dataEnvelope(slotAvailabilitySchema) },
      },
    },
    async (request) => {
      const { branch: branchId, type } = request.query;
      const branch = await replica.branch(deps.db, branchId);
      if (!branch || !branch.isEnabled) throw notFound(orderTexts.unknownBranch);
      const capacity = slotCapacityOf(branch, type);
      const zone = (await replica.config(deps.db)).timeZone;
      const full = capacity === null ? [] : await fullWindows(deps.db, branch.id, slotGroupOf(type), capacity, deps.now(), zone);
      return { data: { capacity, fullSlots: full.map((start) => start.toISOString()) } };
    },
  );
}
