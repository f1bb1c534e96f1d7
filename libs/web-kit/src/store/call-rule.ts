import { resourceError, type ResourceAction, type ResourceKey } from '@asp/i18n';
import type { ApiQueryError } from './api-base-query';

/**
 * How a failed call is reported (document 1 §4 and §8), given per endpoint as its
 * `extraOptions`:
 * - `{ resource, action }`: the catalogue's default 'X konnte(n) nicht … werden.';
 * - `{ message, write? }`: one of the specific messages (operationTexts), or a function
 *   of the call's argument when one endpoint serves several (print / resend …);
 * - `swallow`: a filtered-list load; after reporting, the caller gets this value
 *   instead of the failure (customers and external users never set it: they pass it on).
 * - `inPlace`: every caller of this endpoint shows the failure where it happened (with its
 *   own retry); it is registered all the same, but the layout does not repeat it.
 * On create / update / delete (and on a `write` message) the server's first
 * errors[].message wins over the default.
 */
export type CallRule = (
  { resource: ResourceKey; action: ResourceAction } | { message: string | ((arg: any) => string); write?: boolean }
) & {
  swallow?: { fallback: unknown };
  inPlace?: boolean;
};

/** What the base query attaches to a failed call's action (its baseQueryMeta), for the error registry. */
export interface CallReport {
  rule?: CallRule;
  error: ApiQueryError;
  /** The failure was swallowed: the caller got `rule.swallow.fallback` as data. */
  swallowed: boolean;
}

/** The German message of a failed call under its rule. */
export function callErrorMessage(rule: CallRule | undefined, error: ApiQueryError, arg?: unknown): string {
  const serverFirst = error.errors[0]?.message || undefined;
  if (!rule) return serverFirst ?? error.message;
  if ('resource' in rule) {
    const fallback = resourceError(rule.resource, rule.action);
    return rule.action === 'load' ? fallback : (serverFirst ?? fallback);
  }
  const message = typeof rule.message === 'function' ? rule.message(arg) : rule.message;
  return rule.write ? (serverFirst ?? message) : message;
}
