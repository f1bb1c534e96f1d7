import { validationTexts } from '@asp/i18n';
import { ApiError, apiRequest, configureApiOrigin, errorMessage, isRetryableError, setUnauthorizedHandler } from './client';
import { startTestHttpServer, type TestReply } from '../testing/test-http-server';

describe('apiRequest', () => {
  let server: Awaited<ReturnType<typeof startTestHttpServer>>;
  let next: TestReply;

  beforeAll(async () => {
    server = await startTestHttpServer(() => next);
    configureApiOrigin(server.origin);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.seen.length = 0;
    setUnauthorizedHandler(null);
    delete (globalThis as { document?: unknown }).document;
  });

  it('calls /api + path and resolves to the data of the envelope', async () => {
    next = { status: 200, body: { data: [{ id: 1, name: 'Konstanz' }] } };
    await expect(apiRequest('GET', '/branches')).resolves.toEqual([{ id: 1, name: 'Konstanz' }]);
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: '/api/branches' });
  });

  it('sends the CSRF cookie value as header on writes only, and the body as JSON', async () => {
    (globalThis as { document?: unknown }).document = { cookie: 'other=1; asp_csrf=t%3Dk1; x=2' };
    next = { status: 201, body: { data: { id: 7 } } };
    await apiRequest('POST', '/branches', { name: 'Singen' });
    next = { status: 200, body: { data: [] } };
    await apiRequest('GET', '/branches');
    expect(server.seen[0].headers['x-csrf-token']).toBe('t=k1');
    expect(server.seen[0].headers['content-type']).toBe('application/json');
    expect(server.seen[0].body).toEqual({ name: 'Singen' });
    expect(server.seen[1].headers['x-csrf-token']).toBeUndefined();
  });

  it('throws ApiError with status, the error list and the first server message', async () => {
    next = {
      status: 400,
      body: { errors: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'name' }, { message: 'Zweiter Fehler' }] },
    };
    const error = await apiRequest('PUT', '/branches/3', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Dieser Wert sollte nicht leer sein.',
      errors: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'name' }, { message: 'Zweiter Fehler' }],
    });
  });

  it('uses the German fallback when an error answer has no error list', async () => {
    next = { status: 502, text: '<html>Bad Gateway</html>' };
    await expect(apiRequest('GET', '/config')).rejects.toMatchObject({ status: 502, errors: [], message: validationTexts.serverError });
  });

  it('does not take a 2xx answer without envelope for data', async () => {
    next = { status: 200, text: '<!doctype html><div id="root"></div>' };
    await expect(apiRequest('GET', '/config')).rejects.toMatchObject({ status: 200, message: validationTexts.serverError });
  });

  it('reports a network failure as status 0 with the German unknown-error text', async () => {
    const closed = await startTestHttpServer(() => ({ status: 200 }));
    await closed.close();
    configureApiOrigin(closed.origin);
    try {
      await expect(apiRequest('GET', '/config')).rejects.toMatchObject({ status: 0, message: 'Ein unbekannter Fehler ist aufgetreten.' });
    } finally {
      configureApiOrigin(server.origin);
    }
  });

  it('calls the unauthorized handler on 401 and only then', async () => {
    const calls: number[] = [];
    setUnauthorizedHandler((error) => calls.push(error.status));
    next = { status: 403, body: { errors: [{ message: 'Sie haben keine Berechtigung für diese Aktion.' }] } };
    await expect(apiRequest('GET', '/users')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
    next = { status: 401, body: { errors: [{ message: 'Bitte melden Sie sich an.' }] } };
    await expect(apiRequest('GET', '/users')).rejects.toMatchObject({ status: 401, message: 'Bitte melden Sie sich an.' });
    expect(calls).toEqual([401]);
  });

  it('resolves undefined for 204 answers', async () => {
    next = { status: 204 };
    await expect(apiRequest('DELETE', '/branches/3')).resolves.toBeUndefined();
  });
});

describe('errorMessage', () => {
  const fallback = 'Filiale konnte nicht aktualisiert werden.';

  it('prefers the first server message', () => {
    expect(errorMessage(new ApiError(422, [{ message: 'Erste' }, { message: 'Zweite' }]), fallback)).toBe('Erste');
    expect(
      errorMessage(
        { status: 409, errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' }], message: '' },
        fallback,
      ),
    ).toBe('Dieser Wert wird bereits verwendet.');
  });

  it('falls back to the default when the server sent no message', () => {
    expect(errorMessage(new ApiError(500, []), fallback)).toBe(fallback);
    expect(errorMessage(new Error('boom'), fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
    expect(errorMessage({ errors: [{ message: '' }] }, fallback)).toBe(fallback);
  });
});

describe('isRetryableError', () => {
  it.each([
    [new ApiError(0, []), true],
    [new ApiError(408, []), true],
    [new ApiError(429, []), true],
    [new ApiError(500, []), true],
    [new ApiError(503, []), true],
    [{ status: 502, errors: [], message: '' }, true],
    [new Error('network'), true],
    [undefined, true],
    [new ApiError(400, []), false],
    [new ApiError(404, []), false],
    [{ status: 409, errors: [{ message: 'Dieser Wert wird bereits verwendet.' }], message: '' }, false],
    [new ApiError(422, []), false],
  ])('%p → %p', (error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});
