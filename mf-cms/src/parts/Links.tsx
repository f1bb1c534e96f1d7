import { uploadUrl } from '@asp/domain';
import { Link } from '@asp/web-kit/router';
import type { LinkValue } from '../blocks/block-values';
import { useWebsite } from '../content-context';

/** The href of a link field (website.md §2 Link field kinds) and whether it leaves the router. */
export function linkTarget(
  link: LinkValue,
  sites: ReadonlyArray<{ id: number; path: string }>,
): { href: string; internal: boolean; newTab: boolean } {
  switch (link.kind) {
    case 'site_link': {
      const site = sites.find((s) => String(s.id) === String(link.reference?.id));
      return { href: site?.path ?? '/', internal: true, newTab: false };
    }
    case 'router_link':
      return { href: link.to || '/', internal: true, newTab: false };
    case 'href_link':
      return { href: link.href || '/', internal: false, newTab: link.target === '_blank' };
    case 'file_link':
      return { href: link.file ? uploadUrl(link.file) : '/', internal: false, newTab: true };
    case 'email_link':
      // The spec README: e-mail links are mailto:, phone links tel: (the old product had them crossed).
      return { href: `mailto:${link.mailto ?? ''}`, internal: false, newTab: false };
    case 'phone_link':
      return { href: `tel:${(link.phone ?? '').replace(/[^\d+]/g, '')}`, internal: false, newTab: false };
  }
}

function labelOf(link: LinkValue): string {
  if (link.label) return link.label;
  if (link.kind === 'email_link') return link.mailto ?? '';
  if (link.kind === 'phone_link') return link.phone ?? '';
  return '';
}

export function ContentLink({ link, className = 'cms-button' }: { link: LinkValue; className?: string }) {
  const { sites } = useWebsite();
  const target = linkTarget(link, sites);
  const label = labelOf(link);
  if (target.internal) {
    return (
      <Link className={className} to={target.href}>
        {label}
      </Link>
    );
  }
  return (
    <a className={className} href={target.href} {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

export function ContentLinks({ links }: { links: LinkValue[] }) {
  if (links.length === 0) return null;
  return (
    <div className="cms-links">
      {links.map((link, index) => (
        <ContentLink key={index} link={link} />
      ))}
    </div>
  );
}
