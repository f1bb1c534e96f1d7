import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the server does with the next message's DATA: accept (250), refuse (451) or hold it without answering. */
export type DataBehaviour = 'accept' | 'refuse' | 'hold';

export interface TestSmtpServer {
  url: string;
  /** Messages the server accepted (answered 250), parsed. */
  mails: ParsedMail[];
  /** Behaviours for the next DATA phases, in order; afterwards 'accept'. */
  plan: DataBehaviour[];
  /** Resolves when a DATA phase is being held (the kill test kills the sender then). */
  held(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (npm smtp-server) on a free port: no TLS, no AUTH. Accepted messages
 * are parsed with mailparser, so tests read what a mail client would.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ParsedMail[] = [];
  const plan: DataBehaviour[] = [];
  let onHeld: (() => void) | null = null;
  let heldCount = 0;
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    // A held connection must not keep close() waiting for half a minute.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const behaviour = plan.shift() ?? 'accept';
        if (behaviour === 'hold') {
          heldCount += 1;
          onHeld?.();
          return; // never answered: the sender waits in the DATA phase
        }
        if (behaviour === 'refuse') {
          const error = Object.assign(new Error('Mailbox vorübergehend nicht verfügbar'), { responseCode: 451 });
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            mails.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    plan,
    held: () =>
      new Promise<void>((resolve) => {
        if (heldCount > 0) return resolve();
        onHeld = resolve;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
