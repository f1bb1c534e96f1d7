/**
 * The platform manifest (libs/contracts/src/platform.json) is the one place names and
 * ports are written (issue 11). The plain-JS view the start script, build-web, the
 * webpack configs and the static servers use must say what the typed one says, the
 * folders must exist for what the manifest calls built, and the places that still
 * describe the platform in prose (README's port table, docs/architecture.md's service
 * table, the services' README titles, the shell's RemoteName type) must not disagree with it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { platformManifest, servicePort } from '@asp/contracts';

const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface PlainManifest {
  PORTS: Record<string, number>;
  servicePorts: Record<string, number>;
  builtServices: string[];
  remotePorts: Record<string, number>;
  remoteNames: Record<string, string>;
  appPorts: Record<string, number>;
  webApps: string[];
  databaseName(service: string): string;
  envPrefix(service: string): string;
}
const plain = require('./platform-manifest.js') as PlainManifest;
const webpackShared = require('./webpack.shared.js') as Pick<PlainManifest, 'remoteNames' | 'appPorts'>;
const { services, remotes, gateway, infrastructure, shell } = platformManifest;

describe('the plain-JS view (start.mjs, build-web.mjs, webpack.shared.js, static-server.mjs)', () => {
  it('has the manifest ports of the infrastructure and the gateway', () => {
    expect(plain.PORTS).toEqual({ ...infrastructure, gateway: gateway.port });
  });

  it('has every service with its port, and starts only the built ones', () => {
    expect(plain.servicePorts).toEqual(Object.fromEntries(services.map((s) => [s.name, s.port])));
    expect(plain.builtServices).toEqual(services.filter((s) => s.built).map((s) => s.name));
    expect(plain.databaseName('time-tracking')).toBe('asp_time_tracking');
    expect(plain.envPrefix('time-tracking')).toBe('TIME_TRACKING');
  });

  it('has every remote with its federation name and port, and the shell first among the web apps', () => {
    expect(plain.remotePorts).toEqual(Object.fromEntries(remotes.map((r) => [r.folder, r.port])));
    expect(plain.remoteNames).toEqual(Object.fromEntries(remotes.map((r) => [r.folder, r.name])));
    expect(plain.webApps).toEqual([shell.folder, ...remotes.map((r) => r.folder)]);
    expect(webpackShared.remoteNames).toEqual(plain.remoteNames);
    expect(webpackShared.appPorts).toEqual({ [shell.folder]: shell.port, ...plain.remotePorts });
  });
});

describe('folders', () => {
  it('a service is built exactly when services/<name>/src/main.ts exists, and every service folder is in the manifest', () => {
    for (const service of services) {
      expect({ service: service.name, built: existsSync(path.join(root, 'services', service.name, 'src/main.ts')) }).toEqual({
        service: service.name,
        built: service.built,
      });
    }
    const folders = readdirSync(path.join(root, 'services')).filter(
      (name) => name !== 'gateway' && existsSync(path.join(root, 'services', name, 'src/main.ts')),
    );
    expect(folders.sort()).toEqual(
      services
        .filter((s) => s.built)
        .map((s) => s.name)
        .sort(),
    );
  });

  it('every remote has its folder with a webpack config for that folder, and every mf-* folder is in the manifest', () => {
    for (const { folder } of remotes)
      expect(read(`${folder}/webpack.config.js`)).toMatch(new RegExp(`createRemoteConfig\\(\\{\\s*appFolder: '${folder}'`));
    const folders = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'webpack.config.js')));
    expect(folders.sort()).toEqual(remotes.map((r) => r.folder).sort());
  });

  it('servicePort() answers each service its manifest port', () => {
    for (const { name, port } of services) expect(servicePort(name)).toBe(port);
  });
});

describe('prose copies agree with the manifest', () => {
  /** The rows of the first markdown table after `heading`, as arrays of cells. */
  function tableAfter(markdown: string, heading: string): string[][] {
    const lines = markdown.slice(markdown.indexOf(heading)).split('\n');
    const start = lines.findIndex((line) => line.startsWith('|'));
    const rows: string[][] = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith('|')) break;
      rows.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    }
    return rows;
  }
  const range = (ports: number[]) => `${Math.min(...ports)}–${Math.max(...ports)}`;

  it("README.md's port table", () => {
    const rows = tableAfter(read('README.md'), '## Ports');
    const byPort = Object.fromEntries(rows.map(([port, what]) => [port, what]));
    expect(byPort[String(gateway.port)]).toMatch(/^gateway/);
    expect(byPort[range(services.map((s) => s.port))]).toBe(`services: ${services.map((s) => s.name).join(', ')}`);
    expect(byPort[range(remotes.map((r) => r.port))]).toBe(`remotes: ${remotes.map((r) => r.folder).join(', ')} (static servers)`);
    expect(byPort[String(infrastructure.postgres)]).toMatch(/PostgreSQL/);
    expect(byPort[String(infrastructure.nats)]).toMatch(/NATS/);
    expect(byPort[String(infrastructure.redis)]).toMatch(/Redis/);
    expect(byPort[String(infrastructure.virtualPrinter)]).toMatch(/virtual network printer/);
    expect(byPort[String(infrastructure.mailSmtp)]).toMatch(/^MailDev SMTP/);
    expect(byPort[String(infrastructure.mailWeb)]).toMatch(new RegExp(`^MailDev web inbox.*http://localhost:${infrastructure.mailWeb}`));
    expect(rows).toHaveLength(9);
  });

  it("docs/architecture.md's table of services and their paths", () => {
    const rows = tableAfter(read('docs/architecture.md'), '### Services and their paths');
    const documented = rows.map(([name, port, owns]) => ({
      name,
      port: Number(port),
      prefixes: [...owns!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/\/\*$/, '')),
    }));
    expect(documented).toEqual(services.map(({ name, port, prefixes }) => ({ name, port, prefixes })));
  });

  it("each service README's title names its manifest port", () => {
    for (const { name, port, built } of services) {
      if (!built || !existsSync(path.join(root, 'services', name, 'README.md'))) continue;
      const title = read(`services/${name}/README.md`).split('\n')[0]!;
      expect({ name, title }).toEqual({ name, title: expect.stringContaining(`(port ${port})`) });
    }
  });

  it("the shell's RemoteName type names exactly the manifest's remotes", () => {
    const declaration = read('shell/src/routing/remote-for-path.ts').match(/export type RemoteName = ([^;]+);/);
    const names = [...declaration![1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(names.sort()).toEqual(remotes.map((r) => r.name).sort());
  });
});
