import { ToastRegion } from '@asp/web-kit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createBackofficeStore } from '../../store';

/**
 * Test support: a module's pages at `path` in a data router (the kit's unsaved-changes
 * guard needs one), with the back office's real store and the layout's toasts.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  return router;
}
