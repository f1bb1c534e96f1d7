import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, type ErrorItem } from '@asp/contracts';
import { validationTexts } from '@asp/i18n';

/**
 * The one way the browser talks to the services (DESIGN.md §5): everything under
 * /api on the page's own origin, success bodies `{ data }`, error bodies
 * `{ errors: [{ message, field }] }` with German messages.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestInit {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees the successful response's headers (e.g. x-total-count of a paged list). */
  onHeaders?: (headers: Headers) => void;
}

/** A failed call: HTTP status (0 = no answer at all) and the server's error list. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];

  constructor(status: number, errors: ErrorItem[], fallback: string = validationTexts.serverError) {
    super(errors[0]?.message || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

type UnauthorizedHandler = (error: ApiError) => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;
let apiOrigin = '';

/**
 * Called on every 401. The back office sets one that sends the browser to
 * /backend/login (document 1 §2); the public shop sets none, so a 401 there is
 * just a failed call.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * Origin the calls go to. Empty (the default) means the page's own origin, which
 * is what the browser always uses; tests and Node scripts set an absolute one.
 */
export function configureApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

/** Reads one cookie the page can see (the CSRF token cookie is deliberately not HttpOnly). */
export function readCookie(name: string): string | null {
  const cookies = (globalThis as { document?: { cookie?: string } }).document?.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * `fetch('/api' + path)` with the platform's conventions; resolves to `body.data`.
 * State-changing calls carry the double-submit CSRF token; failures throw ApiError.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, init: ApiRequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE_NAME);
    if (token) headers[CSRF_HEADER_NAME] = token;
  }

  let response: Response;
  try {
    response = await fetch(`${apiOrigin}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    // An abort is the caller's own decision, not a failure to report.
    if ((error as { name?: string }).name === 'AbortError') throw error;
    throw new ApiError(0, []);
  }

  const parsed = await readJson(response);
  if (!response.ok) {
    const error = new ApiError(response.status, errorItems(parsed));
    if (response.status === 401) unauthorizedHandler?.(error);
    throw error;
  }
  init.onHeaders?.(response.headers);
  if (response.status === 204) return undefined as T;
  // A 2xx without a JSON envelope (an HTML page from a misrouted proxy, say) is not data.
  if (!parsed || typeof parsed !== 'object' || !('data' in parsed)) throw new ApiError(response.status, []);
  return (parsed as { data: T }).data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorItems(body: unknown): ErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((item): item is ErrorItem => Boolean(item) && typeof (item as ErrorItem).message === 'string')
    .map((item) => (item.field === undefined ? { message: item.message } : { message: item.message, field: item.field }));
}

/**
 * The message to show after a failed save (document 1 §8): the server's first
 * error message when it sent one, otherwise the given German default. Accepts an
 * ApiError as well as the error value of `apiBaseQuery` (RTK Query).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  if (Array.isArray(errors)) {
    const first = errors[0] as { message?: unknown } | undefined;
    if (first && typeof first.message === 'string' && first.message) return first.message;
  }
  return fallback;
}

/**
 * Whether sending the same call again can succeed: no answer (status 0), a timeout, too
 * many requests or a server fault. Other 4xx answers (validation, conflict, not found)
 * will be the same next time, so the screen offers no 'Erneut versuchen' for them.
 */
export function isRetryableError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (typeof status !== 'number') return true;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The server's error list of a failed call, for marking form fields by `field`. */
export function errorList(error: unknown): ErrorItem[] {
  const errors = (error as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? (errors as ErrorItem[]) : [];
}
