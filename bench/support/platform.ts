// The throw-away platform parts the in-process push benchmarks start: a JetStream nats-server
// and signed staff session tokens (what the gateway would hand the service).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID, sign } from 'node:crypto';
import { findBinary } from '@asp/server-kit/testing';

/** Starts nats-server with JetStream on `port`, storing in `storeDir`; resolves once it is ready. */
export function startNats(port: number, storeDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(findBinary('nats-server'), ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir]);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Server is ready/.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`nats-server exited (${code}): ${output}`)));
  });
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A staff session JWT (EdDSA) for one hour, signed with the bench's own key pair: an admin unless `claims` say otherwise. */
export function staffToken(privateKey: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    sub: '1',
    sid: randomUUID(),
    username: 'admin',
    roles: ['ROLE_ADMIN'],
    branches: [],
    csrf: 'x',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  const input = `${base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64url(JSON.stringify(session))}`;
  return `${input}.${base64url(sign(null, Buffer.from(input), privateKey))}`;
}

/** An admin's session JWT. */
export const adminToken = (privateKey: string): string => staffToken(privateKey);
