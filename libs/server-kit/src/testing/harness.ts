import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildService, type RunningService, type ServiceDefinition } from '../service';
import type { ServiceEnv } from '../env';
import { ROLE_EMPLOYEE } from '../auth/staff-auth';
import { testServiceEnv } from './service-env';
import { signStaffToken } from './staff-token';

export interface OutboxRow {
  subject: string;
  payload: unknown;
  published: boolean;
}

/** A service built against the shared test infrastructure, with the callers every service test needs. */
export interface ServiceHarness {
  service: RunningService;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Admin with session cookie and CSRF header, as the back office sends them. */
  admin: Record<string, string>;
  /** ROLE_EMPLOYEE of branch 1. */
  employee: Record<string, string>;
  /** Outbox rows written so far, in order. */
  outbox(): Promise<OutboxRow[]>;
  /** Row count of each named table (`{ key: table }` → `{ key: count }`), e.g. to show a seed ran once. */
  rowCounts(tables: Record<string, string>): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function startTestService(definition: ServiceDefinition, env: Partial<ServiceEnv> = {}): Promise<ServiceHarness> {
  const service = await buildService(definition, await testServiceEnv(env));
  return {
    service,
    call: (options) => service.app.inject(options),
    admin: signStaffToken().headers,
    employee: signStaffToken({ sub: '2', username: 'verkauf', roles: [ROLE_EMPLOYEE], branches: [1] }).headers,
    async outbox() {
      const rows = await service.ctx.db.selectFrom('outbox').select(['subject', 'payload', 'published_at']).orderBy('seq').execute();
      return rows.map((row) => ({ subject: String(row.subject), payload: row.payload, published: row.published_at !== null }));
    },
    async rowCounts(tables) {
      const result: Record<string, number> = {};
      for (const [key, table] of Object.entries(tables)) {
        const row = await service.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        result[key] = Number(row.n);
      }
      return result;
    },
    close: () => service.close(),
  };
}

/** The `{ errors: [{ message, field }] }` list of a response. */
export const errorsOf = (response: LightMyRequestResponse) => response.json().errors as Array<{ message: string; field?: string }>;
