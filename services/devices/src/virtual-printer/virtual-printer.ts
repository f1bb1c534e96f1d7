import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { decodeEscPos } from './escpos-decoder';

/** Status answer of a healthy printer to every DLE EOT n: only the fixed bits set (0x12). */
const STATUS_ALL_CLEAR = 0x12;
/** A connection that sends more than this is cut off (a receipt is a few KB). */
const MAX_BYTES = 1024 * 1024;

export interface VirtualPrinter {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A network printer for development and tests: listens for raw TCP like a printer on
 * port 9100, answers real-time status requests (DLE EOT n) as a healthy printer does,
 * and on the end of each connection decodes what it received and hands the text to
 * `onReceipt` (the devices service stores it). Connections that only asked for status
 * print nothing and store nothing.
 */
export async function startVirtualPrinter(opts: {
  host: string;
  port: number;
  log: FastifyBaseLogger;
  onReceipt(receipt: { port: number; text: string; bytes: number }): Promise<void>;
}): Promise<VirtualPrinter> {
  const sockets = new Set<net.Socket>();
  const pending = new Set<Promise<void>>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let size = 0;
    let scanned = 0;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BYTES) return socket.destroy();
      const all = Buffer.concat(chunks);
      for (; scanned + 2 < all.length; scanned++) {
        if (all[scanned] === 0x10 && all[scanned + 1] === 0x04) socket.write(Uint8Array.from([STATUS_ALL_CLEAR]));
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      const bytes = Buffer.concat(chunks);
      const decoded = decodeEscPos(bytes);
      if (!decoded.text.trim()) return;
      const stored = opts
        .onReceipt({ port: address.port, text: decoded.text, bytes: bytes.length })
        .catch((error: unknown) => opts.log.warn({ err: error }, 'virtual printer: receipt not stored'));
      pending.add(stored);
      void stored.finally(() => pending.delete(stored));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  opts.log.info({ port: address.port }, 'virtual network printer listening');
  return {
    host: opts.host,
    port: address.port,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      await Promise.all(pending);
    },
  };
}
