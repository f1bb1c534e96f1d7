import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SignageRoutes } from './routes';

function render(path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SignageRoutes />
    </MemoryRouter>,
  );
}

describe('SignageRoutes', () => {
  it('shows the device identifier from the URL and the waiting text', () => {
    const html = render('/tv/filiale-konstanz-2');
    expect(html).toContain('Gerät filiale-konstanz-2</h1>');
    expect(html).toContain('Warte auf Inhalte …');
  });

  it('decodes the identifier like the router does', () => {
    expect(render('/tv/Theke%20links')).toContain('Gerät Theke links</h1>');
  });

  it('shows the waiting screen without a device heading when no identifier is given', () => {
    const html = render('/tv');
    expect(html).toContain('Warte auf Inhalte …');
    expect(html).not.toContain('<h1');
  });
});

describe('SignageRoutes player', () => {
  it('opens the player for /signage/{identifier}/{key}', () => {
    const html = render('/signage/tv-konstanz-theke/demo-tv-theke-k7Qm2xP9');
    expect(html).toContain('data-testid="signage-player"');
    expect(html).toContain('Warte auf Inhalte …');
  });

  it('shows the start screen for /signage/{identifier} without a key', () => {
    expect(render('/signage/tv-konstanz-theke')).toContain('Gerät tv-konstanz-theke</h1>');
  });
});
