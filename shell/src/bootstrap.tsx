import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Provider } from 'react-redux';
import { ShellApp } from './ShellApp';
import { createShellStore } from './store';
import './shell.css';

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
