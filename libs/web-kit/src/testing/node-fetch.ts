import http from 'node:http';

/**
 * jsdom has no fetch: component tests give it this one over node:http (the browser's
 * fetch in miniature: method, headers, body, status, headers.get, text), so the real
 * web-kit client talks to a real test server. Test-only.
 */
export function nodeFetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          headers: { get: (name: string) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: async () => text,
        });
      });
    });
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}
