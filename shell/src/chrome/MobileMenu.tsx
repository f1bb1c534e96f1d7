import { mobileMenuGroup, type ResolvedNavigationItem } from '@asp/domain';
import { chromeTexts } from '@asp/i18n';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavigationLink } from './NavigationLink';

/**
 * The mobile menu from the public navigation 'mobileMenu' (storefront.md §2.3): an item
 * with children opens a sub-level whose first entry is the parent itself
 * (libs/domain mobileMenuGroup), with a 'Zurück' button to the level above.
 */
export function MobileMenu({ id, items, onClose }: { id: string; items: ResolvedNavigationItem[]; onClose: () => void }) {
  const [path, setPath] = useState<ResolvedNavigationItem[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  const current = path.at(-1);
  const entries = current ? mobileMenuGroup(current) : items;

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [path.length]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <div id={id} ref={panel} className="asp-mobile-menu" data-testid="mobile-menu" onKeyDown={onKeyDown}>
      <nav aria-label={chromeTexts.header.mobileMenu}>
        {current ? (
          <button type="button" className="asp-mobile-menu__back" data-testid="mobile-menu-back" onClick={() => setPath(path.slice(0, -1))}>
            ‹ {chromeTexts.header.back}
          </button>
        ) : null}
        <ul className="asp-mobile-menu__list">
          {entries.map((item, index) => (
            <li key={`${item.href}-${index}`}>
              {item.hasChildren && !(current && index === 0) ? (
                <button type="button" className="asp-mobile-menu__group" aria-haspopup="true" onClick={() => setPath([...path, item])}>
                  {item.label} <span aria-hidden="true">›</span>
                </button>
              ) : (
                <NavigationLink item={item} className="asp-mobile-menu__link" onNavigate={onClose} />
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
