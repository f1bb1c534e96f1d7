#!/usr/bin/env node
// The local mail catcher of `npm start` (issue 12): MailDev with its SMTP server on the
// manifest's `infrastructure.mailSmtp` port and its web inbox on `infrastructure.mailWeb`
// (http://localhost:1080). start.mjs runs it when no SMTP_URL is set and points the
// services' SMTP_URL at it, so every mail the shop sends can be read there.
//
//   node infra/dev/mail-catcher.mjs [--dir <folder>] [--smtp-port <n> --web-port <n>]
//
// prints "maildev bereit …" once both ports listen. With a folder (start.mjs passes
// .data/maildev) the mails survive a restart; the port options are for tests (free ports).
// Imports maildev from node_modules: start.mjs spawns it only after `npm ci`.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { PORTS } = require('./platform-manifest.js');

/** Polls until the web inbox answers (MailDev's web server has no listen callback). */
async function waitForInbox(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/email`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`MailDev-Posteingang ${url} antwortet nicht`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts MailDev (one per process: the package keeps its server in module state) on
 * 127.0.0.1. Resolves once SMTP and the web inbox listen, with their URLs and a close().
 * Its REST API (GET /email) lists what arrived.
 */
export async function startMailCatcher({ smtpPort = PORTS.mailSmtp, webPort = PORTS.mailWeb, host = '127.0.0.1', mailDirectory } = {}) {
  const maildev = require('maildev')({ smtp: smtpPort, web: webPort, ip: host, silent: true, ...(mailDirectory ? { mailDirectory } : {}) });
  await maildev.listen();
  const webUrl = `http://${host === '127.0.0.1' ? 'localhost' : host}:${webPort}`;
  await waitForInbox(`http://${host}:${webPort}`);
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl,
    close: () => new Promise((resolve) => maildev.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // MailDev itself ends the process on SIGINT/SIGTERM after closing its servers.
  const arg = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const port = (name) => (arg(name) ? Number(arg(name)) : undefined);
  const catcher = await startMailCatcher({ mailDirectory: arg('--dir'), smtpPort: port('--smtp-port'), webPort: port('--web-port') });
  console.log(`maildev bereit: SMTP ${catcher.smtpUrl}, Posteingang ${catcher.webUrl}`);
}
