/** @jest-environment jsdom */
import { tagInputSchema, type Tag } from '@asp/contracts';
import { backofficeTexts, kitTexts, validationTexts } from '@asp/i18n';
import { FormTextField, KitForm, useKitForm } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useCreateTagMutation, useTagQuery, useUpdateTagMutation } from '../modules/tags/tags-api';
import { renderRoutes } from '../layout/testing/render-routes';
import { RecordPage, useRecordFromUrl, useSaveRecord } from './RecordPage';

/**
 * The shared form page (RecordPage, useRecordFromUrl, useSaveRecord) on a small page of its
 * own (the tags' api), against a real HTTP server: the create route, a fresh load, a
 * malformed id, a failed load reported in place, and the save with its server field error.
 */
const tag: Tag = { id: 4, name: 'Grillsaison', image: null };
const api = withApiTestServer((request) => {
  if (request.method === 'GET' && request.url === '/api/tags/4') return { status: 200, body: { data: tag } };
  if (request.method === 'GET') return { status: 500, body: { errors: [] } };
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 5 } } };
  return { status: 200, body: { data: request.body } };
});

function TagForm({ original }: { original: Tag | null }) {
  const [create] = useCreateTagMutation();
  const [update] = useUpdateTagMutation();
  const save = useSaveRecord({ original, create, update, after: '/backend/tags' });
  const form = useKitForm(tagInputSchema, { defaultValues: { name: original?.name ?? '', image: original?.image ?? null } });
  return (
    <KitForm form={form} testId="tag-form" cancelTo="/backend/tags" onSubmit={save}>
      <FormTextField form={form} name="name" label="Name" />
    </KitForm>
  );
}

function TagPage() {
  const record = useRecordFromUrl(useTagQuery);
  return (
    <RecordPage
      record={record}
      title={{ create: 'Neuer Tag', edit: 'Tag bearbeiten' }}
      backTo="/backend/tags"
      loadFailed={(retry) => (
        <button type="button" onClick={retry}>
          Erneut laden
        </button>
      )}
    >
      {(original) => <TagForm key={original?.id ?? 'new'} original={original} />}
    </RecordPage>
  );
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/backend/tags', element: <p>Liste</p> },
      { path: '/backend/tags/new', element: <TagPage /> },
      { path: '/backend/tags/:id', element: <TagPage /> },
    ],
    path,
  );

test('the create route shows the empty form at once, under the create title and the back link', async () => {
  renderAt('/backend/tags/new');
  expect(screen.getByRole('heading', { name: 'Neuer Tag' })).toBeTruthy();
  expect(screen.getByRole('link', { name: backofficeTexts.back }).getAttribute('href')).toBe('/backend/tags');
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  expect(api.seen).toHaveLength(0);
});

test('an edit route loads its record into the form', async () => {
  renderAt('/backend/tags/4');
  expect(screen.getByRole('heading', { name: 'Tag bearbeiten' })).toBeTruthy();
  expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Grillsaison');
  expect(api.calls('GET', '/api/tags/4')).toHaveLength(1);
});

test('a malformed id is not found without a call', async () => {
  renderAt('/backend/tags/abc');
  expect(await screen.findByText(validationTexts.notFound)).toBeTruthy();
  expect(api.seen).toHaveLength(0);
});

test("a failed load shows the page's own notice, whose retry loads again", async () => {
  renderAt('/backend/tags/9');
  fireEvent.click(await screen.findByRole('button', { name: 'Erneut laden' }));
  await waitFor(() => expect(api.calls('GET', '/api/tags/9')).toHaveLength(2));
});

test("a save updates the record, shows 'Gespeichert.' and goes back; a refused one puts the server's message on its field", async () => {
  const router = renderAt('/backend/tags/4');
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Grillzeit' } });
  api.replies.push({ status: 422, body: { errors: [{ message: validationTexts.unique, field: 'name' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(validationTexts.unique)).toBeTruthy();
  expect(router.state.location.pathname).toBe('/backend/tags/4');

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/tags'));
  expect(await screen.findByText(kitTexts.saved)).toBeTruthy();
  expect(api.calls('PUT', '/api/tags/4').map((call) => call.body)).toEqual([
    { name: 'Grillzeit', image: null },
    { name: 'Grillzeit', image: null },
  ]);
});

test('a new record is created', async () => {
  const router = renderAt('/backend/tags/new');
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Regional' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/tags'));
  expect(api.calls('POST', '/api/tags').map((call) => call.body)).toEqual([{ name: 'Regional', image: null }]);
});

/** A page that stays open after its save (like the site editor), with a panel of its own state beside the form. */
function StayingTagForm({ original }: { original: Tag | null }) {
  const [create] = useCreateTagMutation();
  const [update] = useUpdateTagMutation();
  const save = useSaveRecord({
    original,
    create,
    update,
    savedText: 'Entwurf gespeichert.',
    after: (_values, saved) => (original ? null : `/backend/tags/${saved.id}`),
  });
  const form = useKitForm(tagInputSchema, { defaultValues: { name: original?.name ?? '', image: original?.image ?? null } });
  return (
    <KitForm form={form} testId="tag-form" onSubmit={save}>
      <FormTextField form={form} name="name" label="Name" />
    </KitForm>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Zähler {count}
    </button>
  );
}

function StayingTagPage() {
  const record = useRecordFromUrl(useTagQuery, { keepWhileRefetching: true });
  return (
    <RecordPage record={record} title={{ create: 'Neuer Tag', edit: 'Tag bearbeiten' }}>
      {(original) => (
        <>
          <StayingTagForm key={original?.id ?? 'new'} original={original} />
          <Counter />
        </>
      )}
    </RecordPage>
  );
}

const renderStayingAt = (path: string) =>
  renderRoutes(
    [
      { path: '/backend/tags/new', element: <StayingTagPage /> },
      { path: '/backend/tags/:id', element: <StayingTagPage /> },
    ],
    path,
  );

test('keepWhileRefetching: a save that stays on the page refetches the record without the loader, so the panels keep their state', async () => {
  const router = renderStayingAt('/backend/tags/4');
  fireEvent.click(await screen.findByRole('button', { name: 'Zähler 0' }));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grillzeit' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText('Entwurf gespeichert.')).toBeTruthy();
  await waitFor(() => expect(api.calls('GET', '/api/tags/4')).toHaveLength(2));
  await waitFor(() => expect(screen.getByTestId('form-save').textContent).toBe(backofficeTexts.save));
  expect(screen.getByRole('button', { name: 'Zähler 1' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/backend/tags/4');
});

test("after may go to the new record's own page from what the server answered", async () => {
  const router = renderStayingAt('/backend/tags/new');
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Regional' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/tags/5'));
});
