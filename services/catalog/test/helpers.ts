import type { ServiceEnv } from '@asp/server-kit';
import { signStaffToken, startTestService, type ServiceHarness } from '@asp/server-kit/testing';
import { catalogService } from '../src/catalog-service';

export { errorsOf } from '@asp/server-kit/testing';

export interface Harness extends ServiceHarness {
  /** POST as admin; fails the test unless 201; returns the created record. */
  create<T = Record<string, unknown> & { id: number }>(path: string, payload: unknown): Promise<T>;
  /** Subjects of the outbox rows written so far, in order. */
  subjects(): Promise<string[]>;
}

export async function startCatalog(env: Partial<ServiceEnv> = {}): Promise<Harness> {
  const harness = await startTestService(catalogService, env);
  return {
    ...harness,
    async create(path, payload) {
      const response = await harness.call({ method: 'POST', url: path, headers: signStaffToken().headers, payload: payload as object });
      if (response.statusCode !== 201) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    subjects: async () => (await harness.outbox()).map((row) => row.subject),
  };
}

/** Minimal valid bodies; the rest of each record comes from the contract defaults. */
export const minimal = {
  branch: (identifier = 'testfiliale') => ({ identifier, name: `Filiale ${identifier}` }),
  product: (name = 'Bratwurst') => ({ name, price: 1.6 }),
  category: (name = 'Wurst') => ({ name }),
};
