import type { OrderScreenApiKey } from '@asp/contracts';
import { backofficeTexts, orderScreenTexts } from '@asp/i18n';
import { ApiError, apiRequest, Button, ErrorNotice } from '@asp/web-kit';
import { useEffect, useState } from 'react';

const T = orderScreenTexts;

/** Copies with the Clipboard API, else by selecting the field (older tablets, plain http). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * The order-screen API key of a branch in the branch form (issue 12), for admins: shown
 * read-only with "Kopieren" and "Neu erzeugen" (after a confirmation: open screens need
 * the new address), and the two screens' addresses. It is not part of the branch record
 * (own calls, admins only); for anybody else the server answers 403 and nothing shows.
 */
export function OrderScreenKeySection({ branchId }: { branchId: number }) {
  const [key, setKey] = useState<OrderScreenApiKey | null>(null);
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const path = `/branches/${branchId}/order-screen-api-key`;

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<OrderScreenApiKey>('GET', path, undefined, { signal: controller.signal }).then(setKey, (failure: unknown) => {
      if ((failure as { name?: string }).name === 'AbortError') return;
      if (failure instanceof ApiError && failure.status === 403) setHidden(true);
      else setError(T.keyLoadFailed);
    });
    return () => controller.abort();
  }, [path]);

  if (hidden) return null;

  async function rotate() {
    setBusy(true);
    setError(null);
    try {
      setKey(await apiRequest<OrderScreenApiKey>('POST', `${path}/rotate`));
      setCopied(false);
      setConfirming(false);
    } catch {
      setError(T.keyRotateFailed);
    } finally {
      setBusy(false);
    }
  }

  const screenUrl = (screen: 'frontdesk' | 'kitchen') =>
    key ? `${window.location.origin}/screens/${screen}/${branchId}/${encodeURIComponent(key.orderScreenApiKey)}` : '';

  return (
    <fieldset className="asp-backoffice-order-screen-key" data-testid="order-screen-key">
      <legend>{T.keyLegend}</legend>
      {error ? <ErrorNotice message={error} /> : null}
      <div className="asp-field">
        <label htmlFor="order-screen-api-key">{T.keyLabel}</label>
        <input
          id="order-screen-api-key"
          ref={setField}
          name="orderScreenApiKey"
          type="text"
          readOnly
          value={key?.orderScreenApiKey ?? ''}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="order-screen-api-key-hint"
        />
        <p id="order-screen-api-key-hint" className="asp-backoffice-hint">
          {T.keyHint}
        </p>
      </div>
      <div className="asp-backoffice-actions">
        <Button
          variant="secondary"
          disabled={!key}
          onClick={() => void copyText(key?.orderScreenApiKey ?? '', field).then(setCopied)}
          data-testid="copy-order-screen-key"
        >
          {copied ? T.copied : T.copy}
        </Button>
        {confirming ? (
          <>
            <span role="alert">{T.rotateConfirm}</span>
            <Button disabled={busy} onClick={() => void rotate()} data-testid="confirm-rotate-order-screen-key">
              {T.rotate}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {backofficeTexts.cancel}
            </Button>
          </>
        ) : (
          <Button variant="secondary" disabled={!key} onClick={() => setConfirming(true)} data-testid="rotate-order-screen-key">
            {T.rotate}
          </Button>
        )}
      </div>
      {key ? (
        <p>
          <a href={screenUrl('frontdesk')} target="_blank" rel="noreferrer noopener">
            {T.frontdeskLink}
          </a>{' '}
          ·{' '}
          <a href={screenUrl('kitchen')} target="_blank" rel="noreferrer noopener">
            {T.kitchenLink}
          </a>
        </p>
      ) : null}
    </fieldset>
  );
}
