// jest setup file of the browser projects. jsdom lacks TextEncoder/TextDecoder, which
// react-router needs at import time; in a jsdom test file they come from Node's util
// (the same classes browsers have). Tests running in Node already have them.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// findBy… / waitFor give up after 1 s by default; the full run shares 2 cores between jest
// workers and real services, where a list's first answer can take longer. What a test waits
// for is unchanged: only how long before it counts as missing.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// react-router's data routers (the shell's; forms' unsaved-changes guard needs one) build a
// fetch Request for each navigation and read its url, method and signal; jsdom has no
// Request class. Node's (undici) needs web streams jsdom lacks, so this small one stands in.
if (typeof window !== 'undefined' && typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}
