import type { z } from 'zod';
import { dataEnvelope, statisticsEndpoints, type StatisticsEndpointName } from '@asp/contracts';
import { authTexts, operationTexts } from '@asp/i18n';
import { HttpError, ROLE_EMPLOYEE, forbidden, isAdmin, requireRole, type ServiceApp } from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';

/** Statistics are back-office reads: any signed-in employee (admins always). */
export const staffOnly = requireRole(ROLE_EMPLOYEE);

/** A staff member's own working time is theirs to see; someone else's only an admin's. */
export function assertMayReadUser(request: FastifyRequest, user: number): void {
  if (!request.staff || isAdmin(request.staff) || Number(request.staff.sub) === user) return;
  throw forbidden(authTexts.forbidden);
}

/**
 * `GET /api/statistics/{name}` with the query schema and the endpoint's response schema.
 * A failure that is not a refused request answers 500 'Statistik konnte nicht geladen werden.'
 * (document 1 §8); the cause goes to the log only.
 */
export function registerStatisticsRoute<Q extends z.ZodType, N extends StatisticsEndpointName>(
  app: ServiceApp,
  name: N,
  options: { summary: string; query: Q },
  compute: (query: z.output<Q>, request: FastifyRequest) => Promise<unknown>,
): void {
  app.get(
    `/api/statistics/${name}`,
    {
      onRequest: staffOnly,
      schema: {
        summary: `Statistics: ${options.summary}`,
        querystring: options.query,
        response: { 200: dataEnvelope(statisticsEndpoints[name]) },
      },
    },
    async (request) => {
      try {
        return { data: (await compute(request.query as z.output<Q>, request)) as never };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error, statistics: name }, 'statistics failed');
        throw new HttpError(500, [{ message: operationTexts.statisticsFailed }]);
      }
    },
  );
}
