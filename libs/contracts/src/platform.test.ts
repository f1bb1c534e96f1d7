import { platformManifest, platformManifestSchema, serviceDatabaseName, servicePort } from './platform';
import raw from './platform.json';

/** The platform manifest is checked here, before any tool starts or deploys anything with it. */
describe('platform manifest', () => {
  const copy = () => structuredClone(raw) as any;

  it('is valid, with services and remotes in port order (the start order)', () => {
    expect(platformManifestSchema.safeParse(raw).success).toBe(true);
    const ascending = (ports: number[]) => expect(ports).toEqual([...ports].sort((a, b) => a - b));
    ascending(platformManifest.services.map((s) => s.port));
    ascending(platformManifest.remotes.map((r) => r.port));
  });

  it('rejects a port used twice', () => {
    const manifest = copy();
    manifest.remotes[1].port = manifest.services[0].port;
    expect(platformManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('rejects a prefix claimed by two services', () => {
    const manifest = copy();
    manifest.services[1].prefixes.push('/api/orders');
    expect(platformManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('rejects a remote whose name is not its folder name', () => {
    const manifest = copy();
    manifest.remotes[0].name = 'mf_shop';
    expect(platformManifestSchema.safeParse(manifest).success).toBe(false);
  });

  it('rejects malformed entries', () => {
    for (const change of [
      (m: any) => (m.services[0].prefixes = ['api/login']),
      (m: any) => (m.services[0].port = '3001'),
      (m: any) => delete m.services[0].built,
      (m: any) => (m.services[0].deploy = { replicas: 3 }),
      (m: any) => (m.services[0].name = 'Identity'),
    ]) {
      const manifest = copy();
      change(manifest);
      expect(platformManifestSchema.safeParse(manifest).success).toBe(false);
    }
  });

  it('derives database names and ports', () => {
    expect(serviceDatabaseName('time-tracking')).toBe('asp_time_tracking');
    expect(servicePort('orders')).toBe(3003);
    expect(() => servicePort('billing')).toThrow('billing');
  });
});
