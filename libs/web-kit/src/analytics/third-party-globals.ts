/**
 * The globals the two third-party scripts share with the page (website.md §6): the ad
 * pixel's `fbq` (and the `_fbq` alias its loader looks for) and the tag manager's
 * `dataLayer`. Both exist only once their script (or our stub) is on the page, so they are
 * declared optional; declared here once, typed for every reader.
 */
export type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  loaded?: boolean;
  version?: string;
  callMethod?: (...args: unknown[]) => void;
};

declare global {
  var fbq: Fbq | undefined;
  var _fbq: Fbq | undefined;
  var dataLayer: unknown[] | undefined;
}
