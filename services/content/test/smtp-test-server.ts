import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  /** Messages the server accepted (answered 250), parsed as a mail client reads them. */
  mails: ParsedMail[];
  /** How many of the next DATA phases to refuse with 451 (a mail server that is down for a while). */
  refuseNext: number;
  close(): Promise<void>;
}

/** A real SMTP server (npm smtp-server) on a free port, no TLS, no AUTH (like services/orders' test server). */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', mails: [], refuseNext: 0, close: async () => undefined };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1;
          return callback(Object.assign(new Error('Mailbox vorübergehend nicht verfügbar'), { responseCode: 451 }));
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            state.mails.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
