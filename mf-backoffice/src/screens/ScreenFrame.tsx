import { orderScreenTexts } from '@asp/i18n';
import { ErrorNotice, Loader } from '@asp/web-kit';
import type { ReactNode } from 'react';
import type { ConnectionState } from './logic/connection-state';
import styles from './ScreenFrame.module.css';

const T = orderScreenTexts;

/**
 * The full-screen frame of both order screens: title, connection state (Live / Offline,
 * impossible to miss), the screen's own header controls and its content. While the
 * connection is stale the content is greyed out and inert behind a notice, so nobody
 * takes a held order for the current state.
 */
export function ScreenFrame({
  title,
  connection,
  error,
  controls,
  hasContent,
  children,
}: {
  title: string;
  connection: ConnectionState;
  error: string | null;
  controls?: ReactNode;
  hasContent: boolean;
  children: ReactNode;
}) {
  const offline = connection.status === 'offline';
  const stale = connection.stale;
  let badge: string = T.live;
  if (offline) badge = T.offline;
  else if (stale) badge = T.reconnecting;
  return (
    <div
      className={`${styles.root} asp-screen${stale ? ' asp-screen--stale' : ''}`}
      data-testid="order-screen"
      data-connection={connection.status}
    >
      <header className="asp-screen__header">
        <h1 className="asp-screen__title">{title}</h1>
        <div className="asp-screen__controls">{controls}</div>
        <span
          className={`asp-screen__badge asp-screen__badge--${offline ? 'offline' : stale ? 'connecting' : 'live'}`}
          role="status"
          data-testid="connection-state"
        >
          {badge}
        </span>
      </header>
      {connection.refused ? (
        <ErrorNotice message={error ?? T.invalidKey} />
      ) : (
        <>
          {offline ? (
            <p className="asp-screen__offline" role="alert" data-testid="offline-notice">
              <strong>{T.offline}</strong> – {T.offlineHint}
            </p>
          ) : null}
          {error ? <ErrorNotice message={error} /> : null}
          {stale && !hasContent && !offline ? <Loader /> : null}
          <main className="asp-screen__content" inert={stale ? true : undefined} aria-hidden={stale ? true : undefined}>
            {children}
          </main>
        </>
      )}
    </div>
  );
}
