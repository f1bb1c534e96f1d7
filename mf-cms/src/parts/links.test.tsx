/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { linkTarget } from './Links';
import { renderBlock, site } from '../testing/website-fixtures';

const sites = [{ id: 4, path: '/ueber-uns' }];

test('the link field kinds of website.md §2 and where they lead', () => {
  expect(linkTarget({ kind: 'site_link', label: 'Über uns', reference: { id: 4 } }, sites)).toEqual({
    href: '/ueber-uns',
    internal: true,
    newTab: false,
  });
  expect(linkTarget({ kind: 'site_link', label: 'Weg', reference: { id: 99 } }, sites).href).toBe('/');
  expect(linkTarget({ kind: 'router_link', to: '/shop' }, sites)).toEqual({ href: '/shop', internal: true, newTab: false });
  expect(linkTarget({ kind: 'href_link', href: 'https://example.org', target: '_blank' }, sites)).toEqual({
    href: 'https://example.org',
    internal: false,
    newTab: true,
  });
  expect(linkTarget({ kind: 'href_link', href: 'https://example.org', target: '_self' }, sites).newTab).toBe(false);
  expect(linkTarget({ kind: 'file_link', file: { publicHash: 'h4sh', id: 3, version: 1, extension: 'pdf' } }, sites).href).toBe(
    '/upload/h4sh/3-1.pdf',
  );
  expect(linkTarget({ kind: 'email_link', mailto: 'info@muster.de' }, sites).href).toBe('mailto:info@muster.de');
  expect(linkTarget({ kind: 'phone_link', phone: '+49 (7531) 12-34' }, sites).href).toBe('tel:+4975311234');
});

test('links render as router links or anchors, external ones in a new tab', () => {
  renderBlock(
    'hero_main',
    {
      title: 'Start',
      links: [
        // The builder's collection items ({ link }) and plain link values both show.
        { link: { kind: 'router_link', label: 'Zum Shop', to: '/shop' } },
        { link: { kind: 'href_link', label: 'Angebote', href: 'https://example.org/a.pdf', target: '_blank' } },
        { kind: 'email_link', label: 'Schreiben', mailto: 'info@muster.de' },
        { link: { kind: 'javascript_link', label: 'Böse', href: 'javascript:alert(1)' } },
        { link: null },
      ],
    },
    { sites: [site('/ueber-uns', [])] },
  );
  expect(screen.getByRole('link', { name: 'Zum Shop' }).getAttribute('href')).toBe('/shop');
  expect(screen.getByRole('link', { name: 'Angebote' }).getAttribute('target')).toBe('_blank');
  expect(screen.getByRole('link', { name: 'Angebote' }).getAttribute('rel')).toBe('noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Schreiben' }).getAttribute('href')).toBe('mailto:info@muster.de');
  expect(screen.getByRole('link', { name: 'Schreiben' }).getAttribute('target')).toBeNull();
  expect(screen.queryByText('Böse')).toBeNull();
});
