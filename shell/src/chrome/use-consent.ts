import { hasCookieConsent, onCookieConsent } from '@asp/web-kit';
import { useEffect, useState } from 'react';

export interface ConsentState {
  given: boolean;
  /** Given on this page (the install prompt then waits 250 ms instead of 5000 ms). */
  justGiven: boolean;
}

/** The cookie consent, updated when the banner is accepted in this page. */
export function useConsent(): ConsentState {
  const [state, setState] = useState<ConsentState>(() => ({ given: hasCookieConsent(), justGiven: false }));
  useEffect(() => onCookieConsent(() => setState({ given: true, justGiven: true })), []);
  return state;
}
