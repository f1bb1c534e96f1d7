import type { TerminalSealKey } from '@asp/contracts';
import { apiRequest } from '@asp/web-kit';

const cacheKey = (token: string) => `asp-terminal-seal-key:${token}`;

/**
 * The service's public key for sealing offline PINs (`GET /api/time-tracking/{token}/seal-key`),
 * fetched whenever the terminal is at its start and online, and remembered on the device for
 * the next network drop. It is a public key: keeping it in storage gives nothing away.
 */
export async function loadSealKey(token: string): Promise<TerminalSealKey> {
  const key = await apiRequest<TerminalSealKey>('GET', `/time-tracking/${encodeURIComponent(token)}/seal-key`);
  localStorage.setItem(cacheKey(token), JSON.stringify(key));
  return key;
}

export function cachedSealKey(token: string): TerminalSealKey | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(cacheKey(token)) ?? 'null') as Partial<TerminalSealKey> | null;
    return parsed && typeof parsed.keyId === 'string' && typeof parsed.publicKey === 'string'
      ? { keyId: parsed.keyId, publicKey: parsed.publicKey }
      : null;
  } catch {
    return null;
  }
}
