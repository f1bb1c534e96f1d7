import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { uploadTexts } from '@asp/i18n';
import { tooManyRequests } from '@asp/server-kit';
import type { UploadQuotaOptions } from './config';

/**
 * Per-client upload quota (anonymous POST /api/uploads): attempts and stored bytes per
 * client address within a window that starts with the client's first upload. The counts
 * live in one Redis hash per client, so every instance of the service sees the same
 * figures; one Lua script checks and counts atomically, so parallel requests cannot
 * slip past the limit between a read and a write.
 */

// KEYS[1]: the client's hash. ARGV: maxUploads, maxBytes, windowMs, uploads to add, bytes to add.
// Refused: returns the window's remaining ms and counts nothing. Admitted: counts, returns 0.
const CHECK_AND_COUNT = `
local uploads = tonumber(redis.call('HGET', KEYS[1], 'uploads') or '0')
local bytes = tonumber(redis.call('HGET', KEYS[1], 'bytes') or '0')
local addUploads = tonumber(ARGV[4])
local addBytes = tonumber(ARGV[5])
-- Admission adds no bytes yet but needs room for at least one: a full byte quota refuses before the body is read.
if uploads + addUploads > tonumber(ARGV[1]) or bytes + math.max(addBytes, 1) > tonumber(ARGV[2]) then
  local left = redis.call('PTTL', KEYS[1])
  if left > 0 then return left end
  return tonumber(ARGV[3])
end
if addUploads > 0 then redis.call('HINCRBY', KEYS[1], 'uploads', addUploads) end
if addBytes > 0 then redis.call('HINCRBY', KEYS[1], 'bytes', addBytes) end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 0
`;

/**
 * The quota subject of an address: IPv4 as is, IPv6 by its /64 network — one host
 * usually owns a whole /64 and could otherwise take a fresh address per upload.
 * IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as the IPv4 address.
 */
export function quotaClient(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class UploadQuota {
  constructor(
    private readonly redis: Redis,
    private readonly options: UploadQuotaOptions,
  ) {}

  private key(ip: string): string {
    return `${this.options.keyPrefix}:${quotaClient(ip)}`;
  }

  private async count(ip: string, uploads: number, bytes: number): Promise<void> {
    const { maxUploads, maxBytes, windowMs } = this.options;
    const leftMs = Number(await this.redis.eval(CHECK_AND_COUNT, 1, this.key(ip), maxUploads, maxBytes, windowMs, uploads, bytes));
    if (leftMs > 0) throw tooManyRequests(uploadTexts.quotaExceeded, Math.max(1, Math.ceil(leftMs / 1000)));
  }

  /** Before the body is read: counts the attempt, or 429 when attempts or bytes are used up. */
  admit(ip: string): Promise<void> {
    return this.count(ip, 1, 0);
  }

  /** Before the file is stored: counts its bytes, or 429 when they do not fit any more. */
  addBytes(ip: string, bytes: number): Promise<void> {
    return this.count(ip, 0, bytes);
  }
}
