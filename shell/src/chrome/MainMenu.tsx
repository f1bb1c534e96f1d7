import type { ResolvedNavigationItem } from '@asp/domain';
import { chromeTexts } from '@asp/i18n';
import { NavigationLink } from './NavigationLink';

function MenuItems({ items, level }: { items: ResolvedNavigationItem[]; level: number }) {
  return (
    <ul className={`asp-main-menu__list asp-main-menu__list--${level}`}>
      {items.map((item, index) => (
        <li key={`${item.href}-${index}`} className={item.hasChildren ? 'asp-main-menu__item has-children' : 'asp-main-menu__item'}>
          <NavigationLink item={item} className="asp-main-menu__link" />
          {item.hasChildren ? <MenuItems items={item.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The header's main menu from the public navigation 'mainMenu' (storefront.md §2.3), sub-levels on hover and focus. */
export function MainMenu({ items }: { items: ResolvedNavigationItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="asp-main-menu" aria-label={chromeTexts.header.mainMenu} data-testid="main-menu">
      <MenuItems items={items} level={0} />
    </nav>
  );
}
