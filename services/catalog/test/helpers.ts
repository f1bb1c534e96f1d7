import { buildService, ROLE_EMPLOYEE, type RunningService, type ServiceEnv } from '@asp/server-kit';
import { signStaffToken, testServiceEnv } from '@asp/server-kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { catalogService } from '../src/catalog-service';

export interface Harness {
  service: RunningService;
  /** Admin with cookie and CSRF header, as the back office sends it. */
  admin: Record<string, string>;
  /** An employee of branch 1 (ROLE_EMPLOYEE). */
  employee: Record<string, string>;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** POST as admin; fails the test unless 201; returns the created record. */
  create<T = Record<string, unknown> & { id: number }>(path: string, payload: unknown): Promise<T>;
  /** Subjects of the outbox rows written so far, in order. */
  subjects(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startCatalog(env: Partial<ServiceEnv> = {}): Promise<Harness> {
  const service = await buildService(catalogService, await testServiceEnv(env));
  const call = (options: InjectOptions) => service.app.inject(options);
  return {
    service,
    admin: signStaffToken().headers,
    employee: signStaffToken({ sub: '2', username: 'verkauf', roles: [ROLE_EMPLOYEE], branches: [1] }).headers,
    call,
    async create(path, payload) {
      const response = await call({ method: 'POST', url: path, headers: signStaffToken().headers, payload: payload as object });
      if (response.statusCode !== 201) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    async subjects() {
      const rows = await service.ctx.db.selectFrom('outbox').select('subject').orderBy('seq').execute();
      return rows.map((row) => String(row.subject));
    },
    close: () => service.close(),
  };
}

export const errorsOf = (response: LightMyRequestResponse) => response.json().errors as Array<{ message: string; field?: string }>;

/** Minimal valid bodies; the rest of each record comes from the contract defaults. */
export const minimal = {
  branch: (identifier = 'testfiliale') => ({ identifier, name: `Filiale ${identifier}` }),
  product: (name = 'Bratwurst') => ({ name, price: 1.6 }),
  category: (name = 'Wurst') => ({ name }),
};
