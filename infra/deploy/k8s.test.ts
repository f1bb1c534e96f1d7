/**
 * The Kubernetes manifests (issue 11): the per-service and per-remote files and the
 * marked blocks of the others are exactly what infra/deploy/generate-k8s.js makes from
 * the platform manifest, what stays hand-written names the same services and remotes
 * (checked once more below, in case a block's markers go), and every object kustomization.yaml applies
 * is valid against the Kubernetes schemas (kubernetes-models), so a broken manifest
 * fails here and not at deploy time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';
import { platformManifest, serviceDatabaseName } from '@asp/contracts';

const generator = require('./generate-k8s.js') as { generatedFiles(): Record<string, string>; k8sDir: string };
const { k8sDir } = generator;

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: any };

/** The model class per apiVersion/kind; a kind not listed here fails the test until it is added. */
const models: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

const read = (file: string) => readFileSync(path.join(k8sDir, file), 'utf8');

function objectsOf(file: string): K8sObject[] {
  return parseAllDocuments(read(file)).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
    return doc.toJS() as K8sObject;
  });
}

/** Every .yaml below k8s/, relative to it. */
function yamlFiles(dir = k8sDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? yamlFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.yaml')
        ? [path.relative(k8sDir, path.join(dir, entry.name))]
        : [],
  );
}

const kustomization = objectsOf('kustomization.yaml')[0] as unknown as { resources: string[]; images: Array<{ name: string }> };
const applied = kustomization.resources.flatMap((file) => objectsOf(file).map((object) => ({ file, object })));
const { services, remotes, gateway } = platformManifest;

describe('generated manifests', () => {
  it('are committed exactly as generate-k8s.js writes them from the platform manifest (whole files and marked blocks)', () => {
    for (const [file, text] of Object.entries(generator.generatedFiles())) {
      expect({ file, text: read(file) }).toEqual({ file, text });
    }
  });

  it('are one file per service and remote, and no stray file', () => {
    const generated = Object.keys(generator.generatedFiles())
      .filter((file) => /^(services|web)\//.test(file))
      .sort();
    const onDisk = yamlFiles().filter((file) => /^(services|web)\//.test(file) && file !== 'services/gateway.yaml');
    expect(onDisk.sort()).toEqual(generated);
  });
});

describe('kustomization.yaml', () => {
  it('applies every manifest file once (only the Secrets example is left out)', () => {
    const expected = yamlFiles().filter((file) => file !== 'kustomization.yaml' && file !== 'secrets.example.yaml');
    expect([...kustomization.resources].sort()).toEqual(expected.sort());
    expect(new Set(kustomization.resources).size).toBe(kustomization.resources.length);
  });

  it('names an image for the gateway, every service and every remote, and for no other', () => {
    const wanted = ['gateway', ...services.map((s) => s.name), ...remotes.map((r) => r.folder)].map((name) => `asp/${name}`);
    expect(kustomization.images.map((image) => image.name).sort()).toEqual(wanted.sort());
  });
});

describe('Kubernetes schemas', () => {
  const all = [...applied, ...objectsOf('secrets.example.yaml').map((object) => ({ file: 'secrets.example.yaml', object }))];

  it.each(all.map(({ file, object }) => [`${file}: ${object.kind} ${object.metadata?.name}`, object] as const))(
    '%s is valid',
    (_label, object) => {
      const Model = models[`${object.apiVersion}/${object.kind}`];
      expect(Model ? 'known kind' : `no kubernetes-models class for ${object.apiVersion} ${object.kind}`).toBe('known kind');
      expect(() => new Model!(object).validate()).not.toThrow();
    },
  );

  it('rejects a broken manifest (the check is not a no-op)', () => {
    const deployment = structuredClone(applied.find(({ object }) => object.kind === 'Deployment')!.object);
    deployment.spec.template.spec.containers[0].ports[0].containerPort = '3001';
    expect(() => new Deployment(deployment).validate()).toThrow(/containerPort must be integer/);
  });
});

describe('hand-written manifests agree with the platform manifest', () => {
  const config = applied.find(({ object }) => object.kind === 'ConfigMap' && object.metadata.name === 'asp-platform')!.object;

  it('platform-config.yaml gives the gateway every service URL (name and port)', () => {
    const urls = Object.fromEntries(
      Object.entries(config.data as Record<string, string>).filter(([key, value]) => key.endsWith('_URL') && value.startsWith('http://')),
    );
    const expected = Object.fromEntries(
      services.map(({ name, port }) => [`${name.toUpperCase().replace(/-/g, '_')}_URL`, `http://${name}:${port}`]),
    );
    expect(urls).toEqual(expected);
  });

  it('the Ingress routes /remotes/<app> of every remote to its Service, the rest to the gateway', () => {
    const ingress = applied.find(({ object }) => object.kind === 'Ingress')!.object;
    const paths = ingress.spec.rules[0].http.paths.map((p: { path: string; backend: { service: { name: string } } }) => [
      p.path,
      p.backend.service.name,
    ]);
    expect(paths).toEqual([...remotes.map(({ folder }) => [`/remotes/${folder}`, folder]), ['/', 'gateway']]);
  });

  it('the gateway listens on the manifest port', () => {
    const gatewayObjects = objectsOf('services/gateway.yaml');
    const deployment = gatewayObjects.find((o) => o.kind === 'Deployment')!;
    const service = gatewayObjects.find((o) => o.kind === 'Service')!;
    expect(deployment.spec.template.spec.containers[0].ports[0].containerPort).toBe(gateway.port);
    expect(service.spec.ports[0].port).toBe(gateway.port);
  });

  it('the Secrets example has a database URL for every service, on its own database', () => {
    const databases = objectsOf('secrets.example.yaml').find((o) => o.metadata.name === 'asp-database')!.stringData as Record<
      string,
      string
    >;
    expect(Object.keys(databases)).toEqual(services.map((s) => s.name));
    for (const { name } of services) expect(databases[name]).toMatch(new RegExp(`/${serviceDatabaseName(name)}$`));
  });
});
