// jest setup file of the browser projects. jsdom lacks TextEncoder/TextDecoder, which
// react-router needs at import time; in a jsdom test file they come from Node's util
// (the same classes browsers have). Tests running in Node already have them.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
