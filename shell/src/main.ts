// zod 4 probes for eval (`new Function("")`) when it builds its first object schema, unless
// its global config says jitless. The Content-Security-Policy has no 'unsafe-eval', so that
// probe is a reported violation. zod reads the config from this global, so it is set here,
// before any chunk (the shared zod, the contracts' schemas) is loaded — without loading zod
// itself (issue 18: zod is not in the first load). configureZodForBrowser (@asp/web-kit/zod)
// sets the same flag and the German messages when a page needs zod.
const zodConfigKey = '__zod_globalConfig';
const zodGlobals = globalThis as typeof globalThis & { [zodConfigKey]?: Record<string, unknown> };
zodGlobals[zodConfigKey] = { ...zodGlobals[zodConfigKey], jitless: true };

// Async boundary: the shared singletons (react & co.) are negotiated before any app code runs.
import('./bootstrap');
