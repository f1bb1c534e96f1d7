import type { Navigation } from '@asp/contracts';
import { resolveNavigation, type ResolvedNavigationItem } from '@asp/domain';
import type { KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useWebsite } from '../content-context';

/**
 * A navigation, recursive (website.md §2 Navigation): disabled items never shown, the
 * has-children mark only with an enabled child, active and child-active marks, internal
 * targets in the router, external ones in a new window, '/' for a link without href, and
 * Enter on a label activates it.
 */
export function ContentNavigation({ navigation, className = 'cms-navigation' }: { navigation: Navigation; className?: string }) {
  const { sites, branches } = useWebsite();
  const { pathname } = useLocation();
  const items = resolveNavigation(navigation.items, { path: pathname, sites, branches });
  if (items.length === 0) return null;
  return (
    <nav className={className} data-testid={`navigation-${navigation.identifier}`}>
      <NavigationList items={items} level={0} />
    </nav>
  );
}

function NavigationList({ items, level }: { items: ResolvedNavigationItem[]; level: number }) {
  return (
    <ul className={`cms-navigation__list cms-navigation__list--${level}`}>
      {items.map((item, index) => (
        <li
          key={`${item.href}-${index}`}
          className={[
            'cms-navigation__item',
            item.hasChildren ? 'has-children' : '',
            item.isActive ? 'is-active' : '',
            item.isChildActive ? 'is-child-active' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <NavigationLabel item={item} />
          {item.hasChildren ? <NavigationList items={item.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

function NavigationLabel({ item }: { item: ResolvedNavigationItem }) {
  const navigate = useNavigate();
  const href = item.href || '/';
  if (item.isExternal) {
    return (
      <a className="cms-navigation__link" href={href} target="_blank" rel="noopener noreferrer">
        {item.label}
      </a>
    );
  }
  // Links follow Enter by themselves; the handler keeps it so when a label is styled as a block.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Link className="cms-navigation__link" to={href} aria-current={item.isActive ? 'page' : undefined} onKeyDown={onKeyDown}>
      {item.label}
    </Link>
  );
}
