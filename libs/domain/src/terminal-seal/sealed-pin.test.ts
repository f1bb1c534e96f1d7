import { fromBase64Url, newSealKeyPair, openSealedPin, sealedPinKeyId, sealPin, toBase64Url } from './sealed-pin';

const claims = { pin: '4711', username: 'klara', action: 'pause', at: '2026-12-07T09:15:00.000Z' };
const keyPair = { keyId: 'k1', ...newSealKeyPair() };
const publicKey = { keyId: keyPair.keyId, publicKey: keyPair.publicKey };

describe('sealed terminal PINs', () => {
  it('opens with the service key and gives back the PIN and its punch', () => {
    const sealed = sealPin(publicKey, claims);
    expect(openSealedPin(sealed, keyPair)).toEqual(claims);
    expect(sealedPinKeyId(sealed)).toBe('k1');
  });

  it('does not carry the PIN readable', () => {
    const sealed = sealPin(publicKey, claims);
    expect(sealed).not.toContain('4711');
    const decoded = sealed
      .split('.')
      .slice(2)
      .map((part) => new TextDecoder().decode(fromBase64Url(part)))
      .join('');
    expect(decoded).not.toContain('4711');
    expect(decoded).not.toContain('klara');
  });

  it('seals the same PIN differently each time (fresh ephemeral key and nonce)', () => {
    expect(sealPin(publicKey, claims)).not.toBe(sealPin(publicKey, claims));
  });

  it('refuses another key pair, a swapped key id, a tampered body and garbage', () => {
    const sealed = sealPin(publicKey, claims);
    expect(openSealedPin(sealed, { keyId: 'k1', ...newSealKeyPair() })).toBeNull();
    expect(openSealedPin(sealed, { ...keyPair, keyId: 'k2' })).toBeNull();
    const parts = sealed.split('.');
    const body = fromBase64Url(parts[4]!);
    body[0] = body[0]! ^ 1;
    expect(openSealedPin([...parts.slice(0, 4), toBase64Url(body)].join('.'), keyPair)).toBeNull();
    // The header is authenticated: another ephemeral key with the same body fails.
    expect(
      openSealedPin([parts[0], parts[1], toBase64Url(fromBase64Url(newSealKeyPair().publicKey)), parts[3], parts[4]].join('.'), keyPair),
    ).toBeNull();
    expect(openSealedPin('v1.k1.x.y.z', keyPair)).toBeNull();
    expect(openSealedPin('not a seal', keyPair)).toBeNull();
    expect(sealedPinKeyId('not a seal')).toBeNull();
  });

  it('round-trips base64url', () => {
    const bytes = Uint8Array.from([0, 251, 255, 62, 63, 1]);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(toBase64Url(bytes)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(() => fromBase64Url('a+b')).toThrow();
  });
});
