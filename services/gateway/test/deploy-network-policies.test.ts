import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * The Kubernetes manifests (infra/deploy/k8s, as kustomization.yaml applies them) let
 * only the gateway reach the services and only the services reach PostgreSQL, NATS and
 * Redis. Read the way Kubernetes evaluates NetworkPolicies: a pod selected by an
 * Ingress policy accepts exactly the union of those policies' rules.
 */
const k8sDir = path.join(__dirname, '../../../infra/deploy/k8s');

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
}
interface Peer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: unknown;
}
interface Rule {
  from?: Peer[];
  ports?: Array<{ port?: string | number }>;
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec: {
    podSelector?: Selector;
    policyTypes?: string[];
    ingress?: Rule[];
    template?: { metadata: { labels: Labels }; spec: { containers: Array<{ ports?: Array<{ name?: string; containerPort: number }> }> } };
  };
}
interface Workload {
  name: string;
  file: string;
  labels: Labels;
  ports: Array<{ name?: string; containerPort: number }>;
}

function loadManifests(): Array<Manifest & { file: string }> {
  const kustomization = parseAllDocuments(readFileSync(path.join(k8sDir, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as {
    resources: string[];
  };
  return kustomization.resources.flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((doc) => ({ ...(doc.toJS() as Manifest), file })),
  );
}

/** Label selector semantics (matchLabels and the four matchExpressions operators); {} selects everything. */
function matches(selector: Selector, labels: Labels): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]!);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]!);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unbekannter Operator ${operator}`);
  });
  return byLabels && byExpressions;
}

const manifests = loadManifests();
const policies = manifests.filter((m) => m.kind === 'NetworkPolicy');
const workloads: Workload[] = manifests
  .filter((m) => m.kind === 'Deployment' || m.kind === 'StatefulSet')
  .map((m) => ({
    name: m.metadata.name,
    file: m.file,
    labels: m.spec.template!.metadata.labels,
    ports: m.spec.template!.spec.containers.flatMap((c) => c.ports ?? []),
  }));
const workload = (name: string) => workloads.find((w) => w.name === name)!;

/** Who may connect to a pod, and on which ports; `anyone` when a rule admits every source or the pod is not isolated. */
function admitted(target: Workload): { anyone: boolean; sources: Array<{ peer: Peer; ports: Rule['ports'] }> } {
  const selecting = policies.filter(
    (p) => matches(p.spec.podSelector ?? {}, target.labels) && (p.spec.policyTypes ?? ['Ingress']).includes('Ingress'),
  );
  if (selecting.length === 0) return { anyone: true, sources: [] };
  const rules = selecting.flatMap((p) => p.spec.ingress ?? []);
  return {
    anyone: rules.some((rule) => !rule.from || rule.from.length === 0),
    sources: rules.flatMap((rule) => (rule.from ?? []).map((peer) => ({ peer, ports: rule.ports }))),
  };
}

/** The workloads of this namespace a peer admits; null for a peer outside it (another namespace, an IP block). */
function peersIn(peer: Peer): Workload[] | null {
  if (peer.ipBlock || peer.namespaceSelector || !peer.podSelector) return null;
  return workloads.filter((w) => matches(peer.podSelector!, w.labels));
}

/** True when every admitted source is one of `allowed` (by name), and each of `required` is admitted on `port`. */
function expectOnlyFrom(target: Workload, allowed: string[], required: string[], port: number) {
  const { anyone, sources } = admitted(target);
  expect({ target: target.name, anyone }).toEqual({ target: target.name, anyone: false });
  for (const { peer } of sources) {
    const names = peersIn(peer)?.map((w) => w.name) ?? ['<außerhalb des Namespace>'];
    expect({ target: target.name, sources: names.filter((n) => !allowed.includes(n)) }).toEqual({ target: target.name, sources: [] });
  }
  const portOf = (p: string | number | undefined) => (typeof p === 'string' ? target.ports.find((c) => c.name === p)?.containerPort : p);
  for (const name of required) {
    const open = sources.some(
      ({ peer, ports }) => peersIn(peer)?.some((w) => w.name === name) && (!ports || ports.some((p) => portOf(p.port) === port)),
    );
    expect({ target: target.name, from: name, port, open }).toEqual({ target: target.name, from: name, port, open: true });
  }
}

const services = workloads.filter((w) => w.file.startsWith('services/') && w.name !== 'gateway');

test('the manifests hold the eight services, the gateway and the three data stores', () => {
  expect(services.map((s) => s.name).sort()).toEqual([
    'analytics',
    'catalog',
    'content',
    'devices',
    'identity',
    'orders',
    'signage',
    'time-tracking',
  ]);
  expect(['gateway', 'postgres', 'nats', 'redis'].map((name) => workload(name)?.name)).toEqual(['gateway', 'postgres', 'nats', 'redis']);
});

test.each(['identity', 'catalog', 'orders', 'content', 'time-tracking', 'signage', 'devices', 'analytics'])(
  'only the gateway reaches %s, on its http port',
  (name) => {
    const service = workload(name);
    const httpPort = service.ports.find((p) => p.name === 'http')!.containerPort;
    expectOnlyFrom(service, ['gateway'], ['gateway'], httpPort);
  },
);

test.each([
  ['postgres', 5432],
  ['redis', 6379],
  ['nats', 4222],
])('only the services reach %s (port %d), every one of them', (name, port) => {
  // NATS nodes also route to each other; checked below that this is their cluster port only.
  // The gateways read redirect events from NATS (services/gateway/src/redirects.ts).
  const allowed = [...services.map((s) => s.name), ...(name === 'nats' ? ['nats', 'gateway'] : [])];
  expectOnlyFrom(
    workload(name),
    allowed,
    services.map((s) => s.name),
    port,
  );
});

test('NATS nodes reach each other on the cluster port only', () => {
  const { sources } = admitted(workload('nats'));
  const fromNats = sources.filter(({ peer }) => peersIn(peer)?.some((w) => w.name === 'nats'));
  expect(fromNats.flatMap(({ ports }) => ports?.map((p) => p.port) ?? ['alle'])).toEqual([6222]);
});

test('services believe X-Forwarded-For from a configured range, never from everybody', () => {
  const config = manifests.find((m) => m.kind === 'ConfigMap' && m.metadata.name === 'asp-platform') as unknown as {
    data: Record<string, string>;
  };
  const trusted = config.data.TRUSTED_PROXIES?.split(',').map((entry) => entry.trim()) ?? [];
  expect(trusted.length).toBeGreaterThan(0);
  expect(trusted.filter((entry) => ['0.0.0.0/0', '::/0', 'true'].includes(entry))).toEqual([]);
});
