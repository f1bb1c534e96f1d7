import { branchSchema, configSchema, nodeSchema, siteSchema, type Branch, type ContentNode, type Site } from '@asp/contracts';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WebsiteProvider, type WebsiteData } from '../content-context';
import { CmsRoutes } from '../routes';

/** Test data for the website's tests, parsed through the contracts so it has every default of a real answer. */
export const branch = (input: Partial<Branch> & { id: number; identifier: string; name: string }): Branch =>
  branchSchema.parse({ openingHours: [{ type: 'daily', from: '08:00', to: '18:00' }], ...input }) as Branch;

export const node = (id: number, type: string, content: Record<string, unknown>, isPublic = true): ContentNode =>
  nodeSchema.parse({ id, identifier: `n-${id}`, type, isPublic, content });

export const site = (path: string, body: Array<{ type: string; value: unknown }>, type = 'standard', isPublic = true): Site =>
  siteSchema.parse({ id: path.length, path, name: `Seite ${path}`, type, isPublic, content: { body } });

export const demoImage = { id: 1, version: 1, extension: 'png', alt: 'Rinderfilet', width: 800, height: 600 };

export function websiteData(extra: Partial<WebsiteData> = {}): WebsiteData {
  return {
    config: configSchema.parse({
      shopName: 'Metzgerei Muster',
      street: 'Marktstätte 4',
      zipCode: '78462',
      city: 'Konstanz',
      email: 'info@muster.de',
      phone: '+49 7531 123',
    }),
    branches: [],
    sites: [],
    nodes: [],
    navigations: [],
    blocks: [],
    ...extra,
  };
}

/** Renders the website at `path` with the given data. */
export function renderWebsite(path: string, data: Partial<WebsiteData>) {
  return render(
    <WebsiteProvider value={websiteData(data)}>
      <MemoryRouter initialEntries={[path]}>
        <CmsRoutes />
      </MemoryRouter>
    </WebsiteProvider>,
  );
}

/** A page at '/' with one block. */
export function renderBlock(type: string, value: unknown, data: Partial<WebsiteData> = {}) {
  return renderWebsite('/', { ...data, sites: [site('/', [{ type, value }])] });
}

/**
 * IntersectionObserver for jsdom (tests only): every observer is recorded, and `showAll(ratio)`
 * reports that ratio for every observed element, as scrolling would.
 */
export function installIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    showAll(ratio: number) {
      act(() => {
        for (const observer of observers) {
          const entries = observer.elements.map((target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }));
          if (entries.length) observer.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      });
    },
  };
}
