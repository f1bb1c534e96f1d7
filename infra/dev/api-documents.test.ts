import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildService, type RunningService } from '@asp/server-kit';
import { testServiceEnv } from '@asp/server-kit/testing';
import { loadServiceDefinition, serviceNames } from './service-definitions';
import { upstreamEnvName, upstreamServices } from '../../services/gateway/src/routes';
import { closedPort, gatewayWith } from '../../services/gateway/test/helpers';

/**
 * The API documents as a client team uses them: every real service listening, the
 * gateway in front, each document fetched as served (/api/docs/<service>.json) plus the
 * combined /api/docs/platform.json, then checked with the tools a client would run —
 * `redocly lint` with its recommended rules and openapi-typescript.
 */
const root = path.resolve(__dirname, '../..');
const services: RunningService[] = [];
let gateway: FastifyInstance;
let dir: string;
const documents: Record<string, any> = {};
const files: string[] = [];

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {};
  for (const service of upstreamServices) env[upstreamEnvName(service.name)] = `http://127.0.0.1:${await closedPort()}`;
  for (const name of serviceNames()) {
    const definition = await loadServiceDefinition(name);
    if (!definition) throw new Error(`${name}: no service definition`);
    const service = await buildService(definition, await testServiceEnv({ logLevel: 'silent' }));
    services.push(service);
    await service.app.listen({ host: '127.0.0.1', port: 0 });
    env[upstreamEnvName(name)] = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  }
  ({ app: gateway } = await gatewayWith(env));
  dir = mkdtempSync(path.join(os.tmpdir(), 'asp-api-docs-'));
  for (const name of [...serviceNames(), 'platform']) {
    const response = await gateway.inject({ method: 'GET', url: `/api/docs/${name}.json` });
    if (response.statusCode !== 200) throw new Error(`/api/docs/${name}.json: ${response.statusCode} ${response.body}`);
    documents[name] = response.json();
    const file = path.join(dir, `${name}.json`);
    writeFileSync(file, response.body);
    files.push(file);
  }
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  for (const service of services) await service.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Exit code of a tool; on failure its output is part of the assertion message. */
async function run(command: string, args: string[]): Promise<{ code?: number; output?: string }> {
  return promisify(execFile)(command, args, {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    () => ({ code: 0 }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code, output: `${error.stdout}\n${error.stderr}` }),
  );
}

type Operation = { operationId?: string; summary?: string; security?: Array<Record<string, string[]>>; responses: Record<string, any> };
const operations = (document: any): Array<[string, Operation]> =>
  Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${url}`, operation] as [string, Operation]),
  );

describe('API documents for client teams', () => {
  it('pass redocly lint with the recommended rules (no errors), each service and the combined one', async () => {
    const result = await run(path.join(root, 'node_modules/.bin/redocly'), ['lint', '--extends=recommended', '--format=summary', ...files]);
    expect(result).toEqual({ code: 0 });
  }, 120_000);

  it('turn into TypeScript with openapi-typescript', async () => {
    // openapi-typescript's dependencies are ES modules only, which jest's CommonJS
    // runtime cannot load: its Node API runs in a child process.
    const script = [
      "import openapiTS, { astToString } from 'openapi-typescript';",
      'import { readFileSync } from "node:fs";',
      'for (const file of process.argv.slice(1)) astToString(await openapiTS(JSON.parse(readFileSync(file, "utf8")), { silent: true }));',
    ].join('\n');
    const result = await run(process.execPath, ['--input-type=module', '-e', script, ...files]);
    expect(result).toEqual({ code: 0 });
  }, 120_000);

  it('give every operation a unique operationId, a summary and its security', () => {
    const all = operations(documents.platform);
    expect(all.length).toBe(serviceNames().reduce((sum, name) => sum + operations(documents[name]).length, 0));
    const ids = all.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    for (const [name, operation] of all) {
      expect({ name, summary: typeof operation.summary, security: Array.isArray(operation.security) }).toEqual({
        name,
        summary: 'string',
        security: true,
      });
    }
  });

  it('say which calls need the staff session (cookie + CSRF header on writes) and answer errors with the envelope', () => {
    const { paths, components } = documents.platform;
    expect(Object.keys(components.securitySchemes)).toEqual(expect.arrayContaining(['staffSession', 'csrfToken', 'staffBearer']));
    expect(components.securitySchemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'asp_session' });

    const createBranch = paths['/api/branches'].post;
    expect(createBranch.security).toEqual([{ staffSession: [], csrfToken: [] }, { staffBearer: [] }]);
    expect(Object.keys(createBranch.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '429', '503']));
    expect(createBranch.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(paths['/api/orders'].get.security).toEqual([{ staffSession: [] }, { staffBearer: [] }]);

    expect(paths['/api/login'].post.security).toEqual([]);
    expect(paths['/api/analytics-log'].post.security).toEqual([]);
    // Visitors see the public branches, staff all of them.
    expect(paths['/api/branches'].get.security).toEqual([{}, { staffSession: [] }, { staffBearer: [] }]);
    expect(paths['/api/branches/{id}'].get.responses).toHaveProperty('404');
  });

  it('name the recursive schemas as components instead of dangling references', () => {
    expect(documents.content.components.schemas).toHaveProperty('NavigationItem');
    expect(documents.analytics.components.schemas).toHaveProperty('JsonValueInput');
    expect(JSON.stringify(documents.platform)).not.toMatch(/schema\d+"|__shared/);
  });
});
