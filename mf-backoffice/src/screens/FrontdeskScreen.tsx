import type { OrderScreenAction } from '@asp/contracts';
import { orderScreenTexts, plural } from '@asp/i18n';
import { usePageTitle } from '@asp/web-kit';
import { useEffect, useState } from 'react';
import { AlertSound } from './alert-sound';
import { alertState, BEEP_INTERVAL_MS } from './logic/alert-state';
import { OrderCard } from './OrderCard';
import { ScreenFrame } from './ScreenFrame';
import { useOrderFeed } from './use-order-feed';

const T = orderScreenTexts;

/**
 * The counter tablet (/screens/frontdesk/{branchId}/{apiKey}): every unfinished order of
 * the branch, oldest pickup first. A new order flashes and beeps every few seconds until
 * someone accepts it; the beep needs one tap first ("Ton aktivieren"), as browsers
 * keep audio locked until then.
 */
export function FrontdeskScreen({ branchId, apiKey }: { branchId: number; apiKey: string }) {
  usePageTitle(T.frontdeskTitle);
  const feed = useOrderFeed('frontdesk', branchId, apiKey);
  const [sound] = useState(() => new AlertSound());
  const [soundOn, setSoundOn] = useState(false);
  const [beeps, setBeeps] = useState(0);
  const [busy, setBusy] = useState<number | null>(null);
  // Held orders are not current while stale: no alert for them either.
  const alert = feed.connection.stale ? { active: false, count: 0, ids: [] } : alertState(feed.orders);
  const alertIds = new Set(alert.ids);

  // Any tap on the screen unlocks audio (the button is only the obvious way).
  useEffect(() => {
    const unlock = () => void sound.unlock().then(setSoundOn);
    void sound.unlock().then(setSoundOn);
    window.addEventListener('pointerdown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      void sound.close();
    };
  }, [sound]);

  useEffect(() => {
    if (!alert.active) return;
    const ring = () => {
      if (sound.beep()) setBeeps(sound.played);
    };
    ring();
    const timer = setInterval(ring, BEEP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [alert.active, sound, soundOn]);

  async function onAction(orderId: number, action: OrderScreenAction) {
    setBusy(orderId);
    await feed.act(orderId, action);
    setBusy(null);
  }

  const controls = (
    <>
      {soundOn ? null : (
        <button type="button" className="asp-screen-button asp-screen-button--sound" onClick={() => void sound.unlock().then(setSoundOn)}>
          {T.enableSound}
        </button>
      )}
    </>
  );

  return (
    <ScreenFrame
      title={T.frontdeskTitle}
      connection={feed.connection}
      error={feed.error}
      controls={controls}
      hasContent={feed.orders.length > 0}
    >
      <div data-testid="frontdesk-screen" data-alert={alert.active ? 'on' : 'off'} data-beeps={beeps} data-sound={soundOn ? 'on' : 'off'}>
        {alert.active ? (
          <p className="asp-screen__alert" role="alert" data-testid="new-order-alert">
            {plural(alert.count, T.newOrders)}
          </p>
        ) : null}
        {feed.orders.length === 0 && !feed.connection.stale ? <p className="asp-screen__empty">{T.noOrders}</p> : null}
        <div className="asp-screen-orders">
          {feed.orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              alerting={alertIds.has(order.id)}
              busy={busy === order.id || feed.connection.stale}
              onAction={(action) => void onAction(order.id, action)}
            />
          ))}
        </div>
      </div>
    </ScreenFrame>
  );
}
