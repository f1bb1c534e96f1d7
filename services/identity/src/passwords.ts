import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (DESIGN.md §8) at the OWASP minimum
 * (19 MiB memory, 2 passes, 1 lane): ~20 ms per hash on a server core.
 */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a throw-away hash so that an unknown username takes as long
 * as a wrong password and response times do not reveal which usernames exist.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}
