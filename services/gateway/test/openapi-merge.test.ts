import { mergeOpenApiDocuments } from '../src/openapi-merge';

const envelope = { type: 'object', properties: { errors: { type: 'array' } } };
const doc = (path: string, item: Record<string, unknown>) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    [path]: {
      get: {
        operationId: path,
        responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
      },
    },
  },
  components: { schemas: { Item: item, ErrorEnvelope: envelope } },
});

describe('the platform document (merged service documents)', () => {
  it('keeps an identical component once and renames a differing one, with its references', () => {
    const merged = mergeOpenApiDocuments({
      catalog: doc('/api/products', { type: 'string' }),
      'time-tracking': doc('/api/tasks', { type: 'integer' }),
    });
    expect(Object.keys(merged.components!.schemas)).toEqual(['Item', 'ErrorEnvelope', 'TimeTracking_Item']);
    const schemaOf = (path: string) => (merged.paths![path].get as any).responses['200'].content['application/json'].schema;
    expect(schemaOf('/api/products')).toEqual({ $ref: '#/components/schemas/Item' });
    expect(schemaOf('/api/tasks')).toEqual({ $ref: '#/components/schemas/TimeTracking_Item' });
  });

  it("adds the gateway's own answers (429, 503) and names services that did not answer", () => {
    const merged = mergeOpenApiDocuments({ catalog: doc('/api/products', { type: 'string' }) }, ['devices']);
    expect(Object.keys((merged.paths!['/api/products'].get as any).responses)).toEqual(['200', '429', '503']);
    expect(merged.info!.description).toContain('missing: devices');
  });
});
