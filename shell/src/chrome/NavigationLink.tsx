import type { ResolvedNavigationItem } from '@asp/domain';
import type { ReactNode } from 'react';
import { Link } from '@asp/web-kit/router';

/**
 * One navigation link (website.md §2): internal links in the same window through the
 * router, external ones in a new window.
 */
export function NavigationLink({
  item,
  className,
  onNavigate,
  children,
}: {
  item: ResolvedNavigationItem;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const classes = [className, item.isActive ? 'is-active' : '', item.isChildActive ? 'is-child-active' : ''].filter(Boolean).join(' ');
  const label = children ?? item.label;
  if (item.isExternal) {
    return (
      <a className={classes} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {label}
      </a>
    );
  }
  return (
    <Link className={classes} to={item.href} aria-current={item.isActive ? 'page' : undefined} onClick={onNavigate}>
      {label}
    </Link>
  );
}
