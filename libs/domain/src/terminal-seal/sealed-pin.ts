import { gcm } from '@noble/ciphers/aes';
import { x25519 } from '@noble/curves/ed25519';
import { hkdf } from '@noble/hashes/hkdf';
import { sha256 } from '@noble/hashes/sha2';
import { randomBytes, utf8ToBytes } from '@noble/hashes/utils';

/**
 * Sealed terminal PINs (issue 15). A punch made while the terminal is offline is queued in
 * the tablet's storage until the network returns; the PIN it was made with must not lie
 * there readable. So the terminal seals the PIN, bound to the punch it authorises, for the
 * time-tracking service alone: an ephemeral X25519 key agreement with the service's public
 * key, HKDF-SHA-256, AES-256-GCM (an "ECIES" sealed box). Only the service's private key
 * opens it; the tablet keeps nothing it could open itself.
 *
 * The noble libraries (audited, pure JavaScript) instead of WebCrypto: WebCrypto exists
 * only in secure contexts, and a shop tablet may reach the platform over plain http on the
 * shop's network. The same code runs in the browser and in the service, so the format
 * cannot drift between the two.
 *
 * Format: `v1.<keyId>.<ephemeral public key>.<nonce>.<ciphertext+tag>`, base64url parts.
 * The first three parts are authenticated as associated data, so a key id or an ephemeral
 * key swapped in transit makes opening fail.
 */
export const SEALED_PIN_VERSION = 'v1';
const INFO = 'asp-terminal-pin-v1';

/** What a sealed PIN says: the PIN and the one punch it authorises. */
export interface SealedPinClaims {
  pin: string;
  username: string;
  action: string;
  /** The punch's original time (ISO instant). */
  at: string;
}

/** The service's sealing key as the terminal gets it: an id and the raw X25519 public key (base64url). */
export interface SealPublicKey {
  keyId: string;
  publicKey: string;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function contentKey(shared: Uint8Array, ephemeralPublic: Uint8Array, recipientPublic: Uint8Array, keyId: string): Uint8Array {
  return hkdf(sha256, shared, concat(ephemeralPublic, recipientPublic), utf8ToBytes(`${INFO}:${keyId}`), 32);
}

/** A new X25519 key pair for the service (raw keys, base64url). */
export function newSealKeyPair(): { privateKey: string; publicKey: string } {
  const secret = x25519.utils.randomSecretKey();
  return { privateKey: toBase64Url(secret), publicKey: toBase64Url(x25519.getPublicKey(secret)) };
}

/** Seals a PIN and its punch for the service's key (the terminal's side). */
export function sealPin(key: SealPublicKey, claims: SealedPinClaims): string {
  const recipient = fromBase64Url(key.publicKey);
  const ephemeralSecret = x25519.utils.randomSecretKey();
  const ephemeralPublic = x25519.getPublicKey(ephemeralSecret);
  const aesKey = contentKey(x25519.getSharedSecret(ephemeralSecret, recipient), ephemeralPublic, recipient, key.keyId);
  const nonce = randomBytes(12);
  const header = `${SEALED_PIN_VERSION}.${key.keyId}.${toBase64Url(ephemeralPublic)}`;
  const sealed = gcm(aesKey, nonce, utf8ToBytes(header)).encrypt(utf8ToBytes(JSON.stringify(claims)));
  return `${header}.${toBase64Url(nonce)}.${toBase64Url(sealed)}`;
}

/** The key id a sealed PIN names (to look the private key up), or null when it is not one. */
export function sealedPinKeyId(sealed: string): string | null {
  const parts = sealed.split('.');
  return parts.length === 5 && parts[0] === SEALED_PIN_VERSION && parts[1] ? parts[1] : null;
}

/**
 * Opens a sealed PIN with the service's key pair (the service's side). null for anything
 * that is not a sealed PIN for this key, tampered with or malformed: the caller refuses it.
 */
export function openSealedPin(sealed: string, key: { keyId: string; privateKey: string; publicKey: string }): SealedPinClaims | null {
  try {
    const [version, keyId, ephemeral, nonce, body, ...rest] = sealed.split('.');
    if (version !== SEALED_PIN_VERSION || keyId !== key.keyId || !ephemeral || !nonce || !body || rest.length) return null;
    const ephemeralPublic = fromBase64Url(ephemeral);
    const secret = fromBase64Url(key.privateKey);
    const aesKey = contentKey(x25519.getSharedSecret(secret, ephemeralPublic), ephemeralPublic, fromBase64Url(key.publicKey), keyId);
    const plain = gcm(aesKey, fromBase64Url(nonce), utf8ToBytes(`${version}.${keyId}.${ephemeral}`)).decrypt(fromBase64Url(body));
    const claims: unknown = JSON.parse(new TextDecoder().decode(plain));
    if (!claims || typeof claims !== 'object') return null;
    const { pin, username, action, at } = claims as Record<string, unknown>;
    if (typeof pin !== 'string' || typeof username !== 'string' || typeof action !== 'string' || typeof at !== 'string') return null;
    return { pin, username, action, at };
  } catch {
    // Wrong key, tag mismatch, bad point or encoding: all the same to the caller.
    return null;
  }
}
