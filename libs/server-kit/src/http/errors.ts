import { validationTexts } from '@asp/i18n';

export interface ErrorItem {
  message: string;
  field?: string;
}

/**
 * A failure that the HTTP layer turns into `{ errors: [{ message, field }] }`
 * with the given status (DESIGN.md §5). Messages are German product texts.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.message ?? 'Fehler');
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, [{ message, field }]);
export const unauthorized = (message: string) => new HttpError(401, [{ message }]);
export const forbidden = (message: string) => new HttpError(403, [{ message }]);
export const notFound = (message: string = validationTexts.notFound) => new HttpError(404, [{ message }]);
export const conflict = (message: string, field?: string) => new HttpError(409, [{ message, field }]);
export const unprocessable = (errors: ErrorItem[] | string) =>
  new HttpError(422, typeof errors === 'string' ? [{ message: errors }] : errors);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, [{ message }], retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
