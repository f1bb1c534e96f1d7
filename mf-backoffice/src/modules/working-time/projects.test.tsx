/** @jest-environment jsdom */
import { validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { ProjectCreatePage, ProjectListPage } from './ProjectPages';
import { TaskCreatePage, TaskListPage } from './TaskPages';

/** Projekte and Aufgaben: list, form, the German blank message and a server field error on its field. */
const projects = [{ id: 2, name: 'Inventur', description: '', branch: 1, isActive: true }];
const api = withApiTestServer((request) => {
  const url = request.url;
  if (url.startsWith('/api/users')) return { status: 200, headers: { 'x-total-count': '0' }, body: { data: [] } };
  if (url.startsWith('/api/branches')) return { status: 200, body: { data: [{ id: 1, name: 'Konstanz' }] } };
  if (url.startsWith('/api/projects') && request.method === 'GET')
    return { status: 200, headers: { 'x-total-count': '1' }, body: { data: projects } };
  if (url.startsWith('/api/tasks') && request.method === 'GET')
    return {
      status: 200,
      headers: { 'x-total-count': '1' },
      body: { data: [{ id: 4, project: 2, name: 'Kühlhaus zählen', description: '', isDone: false }] },
    };
  return { status: 201, body: { data: { ...(request.body as object), id: 9 } } };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/projects', element: <ProjectListPage /> },
      { path: '/backend/projects/new', element: <ProjectCreatePage /> },
      { path: '/backend/tasks', element: <TaskListPage /> },
      { path: '/backend/tasks/new', element: <TaskCreatePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  return router;
}

test('the project list pages and sorts in SQL', async () => {
  renderAt('/backend/projects');
  expect(await screen.findByText('Inventur')).toBeTruthy();
  expect(api.seen.some((request) => request.url === '/api/projects?limit=25&offset=0&sort=name')).toBe(true);
});

test('the project form refuses a blank name, maps a server error onto its field, and saves', async () => {
  const router = renderAt('/backend/projects/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationTexts.blank)).toBeTruthy();
  expect(api.calls('POST', '/api/projects')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Inventur' } });
  api.replies.push({ status: 422, body: { errors: [{ message: validationTexts.unique, field: 'name' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(validationTexts.unique)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Weihnachten' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/projects'));
  expect(api.calls('POST', '/api/projects').at(-1)?.body).toEqual({ name: 'Weihnachten', description: '', branch: null, isActive: true });
});

test('a task needs its project; the project from the link is preselected and sent', async () => {
  const router = renderAt('/backend/tasks/new');
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Kühlhaus zählen' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Projekt').getAttribute('aria-invalid')).toBe('true'));
  expect(api.calls('POST', '/api/tasks')).toHaveLength(0);

  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Inventur' }).length).toBeGreaterThan(0));
  fireEvent.change(screen.getByLabelText('Projekt'), { target: { value: '2' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.search).toBe('?project=2'));
  expect(api.calls('POST', '/api/tasks')[0].body).toEqual({ project: 2, name: 'Kühlhaus zählen', description: '', isDone: false });
  expect(await screen.findByText('Kühlhaus zählen')).toBeTruthy();
  expect(api.seen.some((request) => request.url.includes('/api/tasks?') && request.url.includes('project=2'))).toBe(true);
});
