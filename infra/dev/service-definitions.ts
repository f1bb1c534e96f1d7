// Finds every service's definition without importing services statically (a service
// never imports another; the gateway's tests and the API reference generator need all).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ServiceDefinition } from '@asp/server-kit';

const root = path.resolve(__dirname, '../..');

function isServiceDefinition(value: unknown, name: string): value is ServiceDefinition {
  const candidate = value as Partial<ServiceDefinition> | null;
  return !!candidate && typeof candidate === 'object' && candidate.name === name && typeof candidate.routes === 'function';
}

/** The services that have a `services/<name>/src/<name>-service.ts` (not the gateway). */
export function serviceNames(): string[] {
  return readdirSync(path.join(root, 'services'))
    .filter((name) => name !== 'gateway' && existsSync(path.join(root, 'services', name, 'src', `${name}-service.ts`)))
    .sort();
}

/**
 * services/<name>/src/<name>-service.ts exports the definition, or a factory
 * `create<Name>Service(overrides?)` (orders) that is called with its defaults.
 */
export async function loadServiceDefinition(name: string): Promise<ServiceDefinition | null> {
  const file = path.join(root, 'services', name, 'src', `${name}-service.ts`);
  if (!existsSync(file)) return null;
  const exports = (await import(file)) as Record<string, unknown>;
  const definition = Object.values(exports).find((value) => isServiceDefinition(value, name));
  if (definition) return definition;
  for (const [key, value] of Object.entries(exports)) {
    if (typeof value !== 'function' || !/^create\w*Service$/.test(key)) continue;
    const made = (value as () => unknown)();
    if (isServiceDefinition(made, name)) return made;
  }
  return null;
}
