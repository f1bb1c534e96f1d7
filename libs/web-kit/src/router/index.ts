// The router for browser code: the few react-router exports the shell and the remotes use,
// imported as '@asp/web-kit/router' and shared as ONE module federation singleton under that
// name (infra/dev/webpack.shared.js) instead of react-router-dom (issue 18 JavaScript budget).
// A shared module is never tree-shaken, so sharing react-router-dom put all of react-router 7
// (data router, SSR, RSC, sessions …: 51 KiB brotli) on the first screen; this module is the
// shared one now, and webpack shakes react-router down to what is re-exported here.
//
// Everything browser code imports from react-router must come through here: a direct import
// of react-router(-dom) would bundle a second, unshared copy whose contexts the shell's
// router never fills (links and hooks would throw). ESLint's no-restricted-imports forbids it
// (eslint.config.mjs); tests and the server renderer (mf-cms/src/server) may import
// react-router-dom directly — without federation it is the same module as the one below.
// Need another export? Add it here (every app then gets it from the shell's copy).
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  // The unsaved-changes guard (form/UnsavedChangesGuard.tsx) checks for a data router.
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, RouteObject } from 'react-router-dom';
