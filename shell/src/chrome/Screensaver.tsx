import { chromeTexts } from '@asp/i18n';
import { useEffect, useState } from 'react';
import { useNavigate } from '@asp/web-kit/router';
import { SCREENSAVER_IDLE_MS } from './self-service';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * The self-service screensaver (storefront.md §2.13): after a minute without input it
 * covers the kiosk with 'Tippen um zu bestellen'; a tap starts over at '/'.
 */
export function Screensaver({ idleMs = SCREENSAVER_IDLE_MS }: { idleMs?: number }) {
  const [visible, setVisible] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    let timer = setTimeout(() => setVisible(true), idleMs);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), idleMs);
    };
    ACTIVITY.forEach((type) => window.addEventListener(type, reset, { passive: true, capture: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((type) => window.removeEventListener(type, reset, { capture: true }));
    };
  }, [idleMs]);

  if (!visible) return null;
  const wake = () => {
    setVisible(false);
    navigate('/');
  };
  return (
    <button type="button" className="asp-screensaver" data-testid="screensaver" onClick={wake}>
      <span>{chromeTexts.overlays.screensaver}</span>
    </button>
  );
}
