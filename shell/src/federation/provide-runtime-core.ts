// The shell's federation runtime plugin (infra/dev/webpack.shared.js `runtimePlugins`): every
// remote is built with `experiments.externalRuntime` (issue 18 JavaScript budget), so its
// remoteEntry.js carries no copy of @module-federation/runtime-core (17 KiB brotli each) and
// uses the global `_FEDERATION_RUNTIME_CORE` instead. The shell provides it from its own copy,
// before any remote is loaded (the shell's federation instance initialises at start-up).
//
// Upstream has this plugin (@module-federation/inject-external-runtime-core-plugin, switched on
// by `experiments.provideExternalRuntime`), but it is resolved as CommonJS and so bundled a
// second, CommonJS runtime-core next to the ES module one the shell already has: 10 KiB more
// than it saves. This is the same plugin importing the ES module copy.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** What the remotes' externalised `@module-federation/runtime-core` reads (see enhanced's ModuleFederationPlugin). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      const scope = globalThis as typeof globalThis & { [RUNTIME_CORE_GLOBAL]?: typeof runtimeCore };
      // The first provider wins: a second would split the share scopes between two runtimes.
      scope[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
