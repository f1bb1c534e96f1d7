import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import nodemailer from 'nodemailer';
import { platformManifest } from '@asp/contracts';
import { freePort } from '@asp/server-kit/testing';

// `npm start`'s mail catcher (issue 12): MailDev started by infra/dev/mail-catcher.mjs
// accepts mail over SMTP and shows it in its web inbox (REST API GET /email). Free ports
// here (the manifest's 1025/1080 may be taken on a shared machine); `npm start` uses the manifest's.
const { PORTS } = require('./platform-manifest.js') as { PORTS: Record<string, number> };

test('the mail catcher ports come from the manifest', () => {
  expect(PORTS.mailSmtp).toBe(platformManifest.infrastructure.mailSmtp);
  expect(PORTS.mailWeb).toBe(platformManifest.infrastructure.mailWeb);
});

test('mail-catcher.mjs starts MailDev: a mail sent over SMTP shows up in the web inbox', async () => {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const script = path.join(__dirname, 'mail-catcher.mjs');
  const child = spawn(process.execPath, [script, '--smtp-port', String(smtpPort), '--web-port', String(webPort)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const line = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).on('line', (text) => text.includes('maildev bereit') && resolve(text));
      void exited.then((code) => reject(new Error(`mail-catcher exited with ${code}`)));
    });
    expect(line).toBe(`maildev bereit: SMTP smtp://127.0.0.1:${smtpPort}, Posteingang http://localhost:${webPort}`);

    const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${smtpPort}` });
    await transport.sendMail({
      from: 'shop@example.de',
      to: 'kunde@example.de',
      subject: 'Ihre Bestellung Nr. 7 ist eingegangen',
      text: 'Hallo',
    });
    transport.close();
    const inbox = (await (await fetch(`http://127.0.0.1:${webPort}/email`)).json()) as Array<{ subject: string }>;
    expect(inbox.map((mail) => mail.subject)).toEqual(['Ihre Bestellung Nr. 7 ist eingegangen']);
  } finally {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
});
