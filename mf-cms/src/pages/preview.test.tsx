/** @jest-environment jsdom */
import { withApiTestServer, type TestReply } from '@asp/web-kit/testing';
import { fireEvent, screen } from '@testing-library/react';
import { installIntersectionObserver, renderWebsite } from '../testing/website-fixtures';

installIntersectionObserver();
const replies: TestReply[] = [];
const api = withApiTestServer(() => replies.shift() ?? { status: 500 });

const draft = {
  id: 5,
  path: '/aktionen',
  title: '',
  name: 'Aktionen',
  description: '',
  type: 'standard',
  isPublic: false,
  content: { body: [{ type: 'hero_sub', value: { title: 'Grillwochen (Entwurf)' } }] },
};

test('a preview link shows the draft as the page will look, marked as a preview', async () => {
  replies.push({ status: 200, body: { data: draft } });
  renderWebsite('/vorschau/geheim-123', {});
  expect(await screen.findByRole('heading', { name: 'Grillwochen (Entwurf)' })).toBeTruthy();
  expect(api.seen[0].url).toBe('/api/sites/preview/geheim-123');
  expect(screen.getByTestId('site-preview').textContent).toContain('Vorschau');
  // Shown as published, not in the staff draft style.
  expect(screen.getByTestId('site-page').classList.contains('is-draft')).toBe(false);
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
});

test("an expired link is the 404 view with the server's reason; a failure offers a retry", async () => {
  replies.push({ status: 404, body: { errors: [{ message: 'Die Vorschau ist abgelaufen oder ungültig.' }] } });
  renderWebsite('/vorschau/alt', {});
  expect((await screen.findByTestId('preview-gone')).textContent).toBe('404 Not FoundDie Vorschau ist abgelaufen oder ungültig.');

  replies.push({ status: 503, body: { errors: [{ message: 'Der Dienst ist gerade nicht erreichbar.' }] } });
  replies.push({ status: 200, body: { data: draft } });
  renderWebsite('/vorschau/neu', {});
  expect(await screen.findByText('Der Dienst ist gerade nicht erreichbar.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /erneut/i }));
  expect(await screen.findByRole('heading', { name: 'Grillwochen (Entwurf)' })).toBeTruthy();
});
