import { imageUrl } from '@asp/domain';
import { chromeTexts } from '@asp/i18n';
import { Button, Dialog } from '@asp/web-kit';
import { useMemo, useState } from 'react';
import { useChrome } from './chrome-context';
import { popupNodes } from './content-data';
import {
  canGoPrevious,
  closeCarousel,
  hasSeenPopup,
  initialCarousel,
  markPopupSeen,
  nextPopup,
  previousPopup,
  type CarouselState,
} from './popup-carousel';

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The popup carousel of public popup nodes (storefront.md §2.13, §4): previous, next and
 * close; shown once per browser session and never in self-service. Without popup nodes
 * in the start-up data (the content service comes later) it renders nothing.
 */
export function Popups() {
  const { startup, selfService } = useChrome();
  const popups = useMemo(() => popupNodes(startup), [startup]);
  const [state, setState] = useState<CarouselState>(() => initialCarousel(popups.length, hasSeenPopup(session()), selfService));
  if (!state.isOpen || popups.length === 0) return null;

  function update(next: CarouselState) {
    if (!next.isOpen) markPopupSeen(session());
    setState(next);
  }

  const popup = popups[Math.min(state.index, popups.length - 1)];
  const t = chromeTexts.popup;
  return (
    <Dialog open title={popup.content?.name || t.label} onClose={() => update(closeCarousel(state))}>
      <div className="asp-popup" data-testid="popup">
        {popup.content?.image ? <img className="asp-popup__image" src={imageUrl(popup.content.image)} alt="" /> : null}
        {popup.content?.text ? (
          // Written by staff in the back office as HTML (storefront.md §2.13 "content.text as HTML").
          <div className="asp-popup__text" dangerouslySetInnerHTML={{ __html: popup.content.text }} />
        ) : null}
        <div className="asp-popup__actions">
          <Button
            variant="secondary"
            disabled={!canGoPrevious(state)}
            onClick={() => update(previousPopup(state))}
            data-testid="popup-previous"
          >
            {t.previous}
          </Button>
          <Button onClick={() => update(nextPopup(state, popups.length))} data-testid="popup-next">
            {state.index + 1 >= popups.length ? t.close : t.next}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
