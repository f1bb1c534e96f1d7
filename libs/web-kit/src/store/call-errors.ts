import { createSelector, createSlice, type Middleware, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { callErrorMessage } from './call-rule';
import type { KitQueryMeta } from './kit-base-query';

/** One failed call on screen: its German message and what 'Erneut versuchen' sends again. */
export interface CallError {
  id: number;
  message: string;
  endpointName: string;
  type: 'query' | 'mutation';
  /** The call's own argument, sent again unchanged by the retry. */
  originalArgs: unknown;
  /** The caller shows it where it happened: registered, but the layout does not repeat it. */
  inPlace: boolean;
}

export interface CallErrorsState {
  items: CallError[];
  nextId: number;
}

const callKey = (call: Pick<CallError, 'endpointName' | 'originalArgs'>) =>
  `${call.endpointName}(${JSON.stringify(call.originalArgs) ?? ''})`;

const initialState: CallErrorsState = { items: [], nextId: 1 };

/** The registered failures of document 1 §4 (one per failed call, newest last). */
export const callErrorsSlice = createSlice({
  name: 'callErrors',
  initialState,
  reducers: {
    /** One entry per call: a repeated failure (polling, a failed retry) replaces the earlier one. */
    callFailed(state, action: PayloadAction<Omit<CallError, 'id'>>) {
      const key = callKey(action.payload);
      state.items = state.items.filter((item) => callKey(item) !== key);
      state.items.push({ ...action.payload, id: state.nextId });
      state.nextId += 1;
    },
    callErrorDismissed(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    callErrorsCleared(state) {
      state.items = [];
    },
  },
});

export const { callFailed, callErrorDismissed, callErrorsCleared } = callErrorsSlice.actions;
export const selectCallErrors = (state: { callErrors: CallErrorsState }) => state.callErrors.items;
/** What the layout shows: the registered failures no screen shows in place. */
export const selectShownCallErrors = createSelector([selectCallErrors], (items) => items.filter((item) => !item.inPlace));

interface CallActionMeta {
  arg?: { endpointName?: string; originalArgs?: unknown; type?: 'query' | 'mutation' };
  baseQueryMeta?: KitQueryMeta;
}

/** The endpoints of an api as far as the retry needs them. */
interface RetryableApi {
  reducerPath: string;
  endpoints: Record<string, { initiate: (arg: never, options?: never) => unknown }>;
}

/**
 * Registers every reported failure of `api`'s calls (rejected, or fulfilled after a
 * swallowed failure) in the callErrors slice. The failure itself travels on unchanged:
 * a rejected call still rejects for its caller (`unwrap()`).
 */
export function callErrorsMiddleware(api: RetryableApi): Middleware {
  return (store) => (next) => (action) => {
    const result = next(action);
    const { type, meta } = action as { type?: unknown; meta?: CallActionMeta };
    const report = meta?.baseQueryMeta?.report;
    const arg = meta?.arg;
    if (report && arg?.endpointName && typeof type === 'string' && type.startsWith(`${api.reducerPath}/`)) {
      store.dispatch(
        callFailed({
          message: callErrorMessage(report.rule, report.error, arg.originalArgs),
          endpointName: arg.endpointName,
          type: arg.type === 'mutation' ? 'mutation' : 'query',
          originalArgs: arg.originalArgs,
          inPlace: Boolean(report.rule?.inPlace) && !report.swallowed,
        }),
      );
    }
    return result;
  };
}

/** 'Erneut versuchen': drops the error and sends the same call with the same argument again. */
export function retryCall(api: RetryableApi, id: number): ThunkAction<void, { callErrors: CallErrorsState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const failed = getState().callErrors.items.find((item) => item.id === id);
    dispatch(callErrorDismissed(id));
    const endpoint = failed && api.endpoints[failed.endpointName];
    if (!failed || !endpoint) return;
    const initiate = endpoint.initiate as (arg: unknown, options?: object) => UnknownAction;
    // A query is loaded again even when cached; held by the screen's own subscription.
    dispatch(initiate(failed.originalArgs, failed.type === 'query' ? { subscribe: false, forceRefetch: true } : undefined));
  };
}

/** The calls of `api` under way now (one entry per call), for the layout's loading indicator. */
export function selectPendingCalls(reducerPath: string) {
  return (state: Record<string, unknown>): string[] => {
    const apiState = state[reducerPath] as
      | {
          queries: Record<string, { status: string; endpointName?: string } | undefined>;
          mutations: Record<string, { status: string; endpointName?: string } | undefined>;
        }
      | undefined;
    if (!apiState) return [];
    return [...Object.values(apiState.queries), ...Object.values(apiState.mutations)]
      .filter((entry) => entry?.status === 'pending')
      .map((entry) => entry?.endpointName ?? '');
  };
}
