// Test-only (imported by *.test.tsx, never by app code).
import { withApiTestServer } from '@asp/web-kit/testing';

/**
 * Test-only: web-kit's withApiTestServer (a real HTTP server on 127.0.0.1 standing in for
 * the services, and the fetch jsdom lacks) answering by method and path, so the screens,
 * their store and the web-kit client run for real and only the answers are scripted. A
 * call no route answers gets 404 'nicht gefunden'.
 */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Route = (request: { method: string; url: string; body: unknown }) => Answer | undefined;

/** Call at the top of a test file; `.seen` lists the calls of the running test. */
export function withTestBackend(route: Route) {
  return withApiTestServer((request) => {
    const answer = route(request) ?? { status: 404, body: { errors: [{ message: 'nicht gefunden' }] } };
    return { status: answer.status, body: answer.body ?? {}, headers: answer.headers };
  });
}
