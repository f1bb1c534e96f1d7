import { dataEnvelope, publicOrderParamsSchema, publicOrderSchema, questionnaireBodySchema } from '@asp/contracts';
import { questionnaireErrors } from '@asp/domain';
import { HttpError, type ServiceApp } from '@asp/server-kit';
import { z } from 'zod';
import { replica } from '../catalog-replica/read';
import type { OrdersDeps } from '../deps';
import type { OrderAction } from '../order-state-machine';
import { publicView } from '../public-view';
import { applyAction, orderByLink } from './order-access';

const response = { 200: dataEnvelope(publicOrderSchema) };
const tags = ['orders (public)'];
/** Counter-appointment calls take an empty body (document 1 §7); whatever comes is ignored. */
const emptyBody = z.unknown().optional();

/**
 * The customer's side of an order, reached with uid + hash (storefront.md §2.12, §4, §7):
 * the order, its live stream, the answer to a counter appointment and the questionnaire.
 */
export function registerPublicOrderRoutes(app: ServiceApp, deps: OrdersDeps): void {
  const { db } = deps;

  app.get(
    '/api/orders/public/:uid/:hash',
    { schema: { summary: 'An order as its customer sees it (link with uid and hash)', tags, params: publicOrderParamsSchema, response } },
    async (request) => {
      const order = await orderByLink(db, request.params.uid, request.params.hash);
      return { data: publicView(order) };
    },
  );

  app.get(
    '/api/orders/public/:uid/:hash/events',
    {
      schema: {
        summary: 'Live updates of an order (server-sent events)',
        tags,
        params: publicOrderParamsSchema,
        description:
          'Server-Sent Events: `event: order` with the full public order, first the current state, then on every change; heartbeat comments every 15 s.',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const order = await orderByLink(db, request.params.uid, request.params.hash);
      reply.hijack();
      deps.live.attach(reply.raw, publicView(order), { 'x-request-id': request.id });
    },
  );

  const customerAction = (path: string, action: OrderAction) =>
    app.post(
      path,
      {
        config: { openapi: { errors: [409, 422] } },
        schema: {
          summary: `Customer action: ${path.split('/').pop()!.replace(/-/g, ' ')}`,
          tags,
          params: publicOrderParamsSchema,
          body: emptyBody,
          response,
        },
      },
      async (request) => {
        const order = await db.transaction().execute(async (trx) => {
          const current = await orderByLink(trx, request.params.uid, request.params.hash, true);
          return applyAction(trx, current, action, deps.now());
        });
        return { data: publicView(order) };
      },
    );
  customerAction('/api/orders/public/:uid/:hash/confirm-counter-appointment', { type: 'confirm-counter-appointment' });
  customerAction('/api/orders/public/:uid/:hash/reject-counter-appointment', { type: 'reject-counter-appointment' });

  app.post(
    '/api/orders/public/:uid/:hash/questionnaire',
    {
      schema: { summary: 'Answer the order questionnaire', tags, params: publicOrderParamsSchema, body: questionnaireBodySchema, response },
    },
    async (request) => {
      const errors = questionnaireErrors(request.body);
      if (errors.length) throw new HttpError(400, errors);
      const now = deps.now();
      const order = await db.transaction().execute(async (trx) => {
        const current = await orderByLink(trx, request.params.uid, request.params.hash, true);
        // Taken only while offered (libs/domain isQuestionnaireOffered, in the state machine).
        const reviewsEnabled = Boolean((await replica.config(trx)).enablePluginOrderReviews);
        const { rating, foodRating, serviceRating, processRating } = request.body;
        const answer = { rating, foodRating, serviceRating, processRating, comment: request.body.comment?.trim() ?? '' };
        return applyAction(trx, current, { type: 'questionnaire', answer, reviewsEnabled, now }, now);
      });
      return { data: publicView(order) };
    },
  );
}
