import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiBaseQuery, type ApiQueryArgs, type ApiQueryError } from './api-base-query';
import type { CallReport, CallRule } from './call-rule';

/** An endpoint's `extraOptions`: how its failure is reported (optional so `{}` stays valid for RTK Query). */
export interface KitExtraOptions {
  onError?: CallRule;
}

/** What the kit's base query puts on each call's actions (`action.meta.baseQueryMeta`). */
export interface KitQueryMeta {
  report?: CallReport;
}

/**
 * The back office's base query: apiBaseQuery plus the error rule of document 1 §4 / §8.
 * A failed call carries its rule and error in its meta (the call-errors middleware
 * registers its German message with a retry); a 401 is left to the login redirect, field
 * errors to the form, and an aborted call is nobody's failure. A swallowing endpoint hands its fallback to the caller instead.
 */
export const kitBaseQuery: BaseQueryFn<ApiQueryArgs | string, unknown, ApiQueryError, KitExtraOptions, KitQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const rule = extraOptions?.onError;
  const result = await apiBaseQuery(args, api, {});
  if (!('error' in result) || result.error === undefined) return { data: result.data, meta: {} };
  const error = result.error;
  // Field errors belong to the form that sent the values (it marks the fields); the same
  // values would be refused again, so they are neither registered nor offered a retry.
  if (api.signal.aborted || error.status === 401 || error.errors.some((item) => item.field)) return { error, meta: {} };
  if (rule?.swallow) return { data: rule.swallow.fallback, meta: { report: { rule, error, swallowed: true } } };
  return { error, meta: { report: { rule, error, swallowed: false } } };
};

export type KitBaseQuery = typeof kitBaseQuery;
