import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureWebKitStyles } from '@asp/web-kit';
import { createBrowserRouter, RouterProvider } from '@asp/web-kit/router';
import { Provider } from 'react-redux';
import { ShellApp } from './ShellApp';
import { createShellStore } from './store';
import './shell.css';

// A page the gateway rendered on the server (services/gateway/src/page-html.ts) hides #root
// until the website remote replaces it. Offline, the service worker answers every path with
// its copy of '/', which may be such a page for another path: then it goes now.
const serverPage = document.getElementById('ssr-page');
if (serverPage && serverPage.dataset.path !== currentPath()) serverPage.remove();

function currentPath(): string {
  try {
    return decodeURIComponent(window.location.pathname).replace(/\/+$/, '') || '/';
  } catch {
    return window.location.pathname;
  }
}

// The kit's component styles, once for the page (the remotes mounted below share them).
ensureWebKitStyles();

// A data router (one catch-all route; the shell and the remotes route below it with
// <Routes>): forms can then ask before unsaved changes are left (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <ShellApp /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={createShellStore()}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
