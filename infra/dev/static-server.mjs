#!/usr/bin/env node
// Serves one built web app from dist/<app> for development (DESIGN.md §9: each
// remote from its own origin, each also runnable standalone).
//
//   node infra/dev/static-server.mjs mf-storefront            → http://localhost:4201
//   node infra/dev/static-server.mjs mf-cms --port 5203 --api http://localhost:8080
//   node infra/dev/static-server.mjs shell                    → http://localhost:4200 (+ /remotes.json)
//
// - CORS `Access-Control-Allow-Origin: *`: the shell on another origin loads the
//   remote's mf-manifest.json, remoteEntry.js and chunks from here.
// - Unknown page paths answer index.html, so a standalone remote's deep links work.
// - /api/*, /fonts/*, /image/* and /upload/* are passed to the gateway (--api, default
//   http://localhost:8080), so a standalone remote talks to the services and shows the
//   shop's fonts and pictures like it does inside the shell.
// - Content-hashed chunks are cached for good; index.html, remoteEntry.js, main.js
//   and mf-manifest.json are revalidated on every load (they name the current chunks).
// - For the shell only: /remotes.json (REMOTES_JSON env, else the default ports on the
//   host the page was opened on). In the composed platform the gateway serves both.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';

const require = createRequire(import.meta.url);
const { appPorts, remoteNames } = require('./webpack.shared.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const app = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
if (!app || !(app in appPorts)) {
  console.error(`Aufruf: node infra/dev/static-server.mjs <${Object.keys(appPorts).join('|')}> [--port N] [--api URL|none] [--host H]`);
  process.exit(2);
}
const port = Number(option('--port') ?? appPorts[app]);
const host = option('--host') ?? '0.0.0.0';
const api = option('--api') ?? process.env.GATEWAY_URL ?? 'http://localhost:8080';
const distDir = path.join(root, 'dist', app);
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`${path.relative(root, distDir)} ist nicht gebaut: erst "node infra/dev/build-web.mjs ${app}" ausführen.`);
  process.exit(1);
}

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?(\.br|\.gz)?$/;

const server = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

server.addHook('onSend', async (request, reply) => {
  reply.header('Access-Control-Allow-Origin', '*');
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
});
server.options('/*', async (_request, reply) =>
  reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').header('Access-Control-Allow-Headers', '*').code(204).send(),
);

await server.register(fastifyStatic, {
  root: distDir,
  index: ['index.html'],
  cacheControl: false, // set below per file
  // file.br / file.gz written by the build are sent by Accept-Encoding (issue 18).
  preCompressed: true,
  setHeaders(res, filePath) {
    res.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
  },
});

/** Paths the gateway serves (services/gateway): the API, the font stylesheets, images and uploads. */
const GATEWAY_PREFIXES = ['/api', '/fonts', '/image', '/upload'];
if (api !== 'none') {
  for (const prefix of GATEWAY_PREFIXES) {
    await server.register(fastifyHttpProxy, { upstream: api, prefix, rewritePrefix: prefix, http2: false });
  }
}

if (app === 'shell') {
  server.get('/remotes.json', async (request) => {
    if (process.env.REMOTES_JSON) return JSON.parse(process.env.REMOTES_JSON);
    const hostname = request.hostname.replace(/:\d+$/, '');
    return Object.fromEntries(
      Object.entries(remoteNames).map(([folder, name]) => [name, `http://${hostname}:${appPorts[folder]}/mf-manifest.json`]),
    );
  });
}

// Page paths that are no file: the app's index.html (client-side routing).
server.setNotFoundHandler((request, reply) => {
  const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]) && !request.url.startsWith('/api/');
  if (wantsPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  return reply.code(404).send({ errors: [{ message: 'Nicht gefunden.' }] });
});

const shutdown = () => server.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await server.listen({ port, host });
console.log(`${app}: http://localhost:${port} ← dist/${app}${api !== 'none' ? ` (/api → ${api})` : ''}`);
