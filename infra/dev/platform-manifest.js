// The platform manifest (libs/contracts/src/platform.json) for the plain-JS tools: the
// start script, build-web, the webpack configs, the static servers, e2e and the
// Kubernetes generator. CommonJS with nothing from node_modules, so webpack configs can
// require it and start.mjs can import it before `npm ci`. The typed, zod-checked view of
// the same file is libs/contracts/src/platform.ts (its test rejects a malformed entry).
const path = require('node:path');

/** @typedef {{ name: string, port: number, built: boolean, prefixes: string[], deploy?: { signsTokens?: boolean, sendsMessages?: boolean, dataVolume?: string } }} Service */
/** @typedef {{ name: string, folder: string, port: number }} Remote */
/** @typedef {{ gateway: { port: number }, shell: { folder: string, port: number }, infrastructure: { postgres: number, nats: number, redis: number, virtualPrinter: number, mailSmtp: number, mailWeb: number }, services: Service[], remotes: Remote[] }} Manifest */

const manifestFile = path.join(__dirname, '../../libs/contracts/src/platform.json');
/** @type {Manifest} */
const manifest = require(manifestFile);

/** Ports of `npm start`'s own processes and the infrastructure it runs. */
const PORTS = { ...manifest.infrastructure, gateway: manifest.gateway.port };

/** Service name → fixed dev port, every service of the route table (built or planned). */
const servicePorts = Object.fromEntries(manifest.services.map((service) => [service.name, service.port]));

/** Services that exist as folders; planned ones are routed (German 503) but not started. */
const builtServices = manifest.services.filter((service) => service.built).map((service) => service.name);

/** Remote app folder → its static server's dev port. */
const remotePorts = Object.fromEntries(manifest.remotes.map((remote) => [remote.folder, remote.port]));

/** Remote app folder → module federation name (the container's global name). */
const remoteNames = Object.fromEntries(manifest.remotes.map((remote) => [remote.folder, remote.name]));

/** Every web app folder → dev port: the shell (4200, standalone only; the gateway serves it) and the remotes. */
const appPorts = { [manifest.shell.folder]: manifest.shell.port, ...remotePorts };

/** The web apps build-web.mjs builds, shell first. */
const webApps = Object.keys(appPorts);

/** `time-tracking` → `TIME_TRACKING`: the prefix of its `<NAME>_URL` and `<NAME>_PORT` variables. */
const envPrefix = (service) => service.toUpperCase().replace(/-/g, '_');

/** `time-tracking` → `asp_time_tracking`. */
const databaseName = (service) => `asp_${service.replace(/-/g, '_')}`;

module.exports = {
  manifest,
  manifestFile,
  PORTS,
  servicePorts,
  builtServices,
  remotePorts,
  remoteNames,
  appPorts,
  webApps,
  envPrefix,
  databaseName,
};
