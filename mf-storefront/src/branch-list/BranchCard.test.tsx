import { branchSchema } from '@asp/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { BranchCard } from './BranchCard';

const branch = branchSchema.parse({
  id: 1,
  identifier: 'konstanz',
  name: 'Metzgerei Konstanz',
  street: 'Marktstätte 4',
  zipCode: '78462',
  city: 'Konstanz',
  images: [{ id: 12, version: 3, extension: 'jpg' }],
  logo: { id: 13, version: 1, extension: 'png' },
  openingHours: [{ type: 'daily', from: '08:00', to: '18:00' }],
});

function render(props: Partial<Parameters<typeof BranchCard>[0]>) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <BranchCard branch={branch} now={new Date('2025-06-02T10:00:00+02:00')} timeZone="Europe/Berlin" {...props} />
    </MemoryRouter>,
  );
}

describe('BranchCard', () => {
  it('links a public branch to /store/{identifier} with images, address and open state', () => {
    const html = render({});
    expect(html).toContain('href="/store/konstanz"');
    expect(html).toContain('src="/image/12-3.jpg"');
    expect(html).toContain('src="/image/13-1.png"');
    expect(html).toContain('Marktstätte 4');
    expect(html).toContain('78462 Konstanz');
    expect(html).toContain('Geöffnet bis 18:00');
    expect(html).toContain('Heute 08:00 - 18:00 Uhr');
    expect(html).toContain('asp-branch-card__state--open');
    expect(html).not.toContain('aria-disabled');
  });

  it('shows the next shift while closed', () => {
    const html = render({ now: new Date('2025-06-02T20:00:00+02:00') });
    expect(html).toContain('>Geschlossen<');
    expect(html).toContain('Morgen 08:00 - 18:00 Uhr');
    expect(html).toContain('asp-branch-card__state--closed');
  });

  it('marks closing soon as a warning', () => {
    expect(render({ now: new Date('2025-06-02T17:30:00+02:00') })).toContain('asp-branch-card__state--warning');
  });

  it('shows a non-public branch inactive and not selectable', () => {
    const html = render({ branch: { ...branch, isPublic: false } });
    expect(html).toContain('asp-branch-card--inactive');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('href=');
    expect(html).toContain('Metzgerei Konstanz');
  });
});
