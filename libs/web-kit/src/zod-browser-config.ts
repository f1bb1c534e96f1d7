import { z } from 'zod';
import { installGermanZodMessages } from '@asp/domain';

let configured = false;

/**
 * Sets zod up for the browser, once per page; called before the first parse (kit forms,
 * each remote's start, the storefront's lazily loaded pages). A function, not a side
 * effect of importing web-kit: so the shell's and the storefront's first load carry no
 * zod at all (issue 18 JavaScript budget).
 *
 * zod 4 compiles object parsers with `new Function` when it may, and probes for that
 * with a `Function("")` call. The gateway's Content-Security-Policy has no
 * 'unsafe-eval' (issue 10 §7), so the probe is a reported violation in every browser
 * app. jitless parsing needs no eval and is fast enough for form- and API-sized data.
 * Forms validate with the contracts' schemas (react-hook-form + zod resolver): the same
 * German messages as the server's answers (document 1 §5), e.g. a blank name.
 */
export function configureZodForBrowser(): void {
  if (configured) return;
  configured = true;
  z.config({ jitless: true });
  installGermanZodMessages();
}
