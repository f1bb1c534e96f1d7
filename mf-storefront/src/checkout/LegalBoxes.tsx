import type { Config } from '@asp/contracts';
import { checkoutSectionTexts, legalBoxTexts } from '@asp/i18n';
import { CheckboxField, Dialog } from '@asp/web-kit';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { STOREFRONT_SCOPE } from '../storefront-scope';

export interface LegalBoxesProps {
  config: Pick<Config, 'termsAndConditions' | 'termsAndConditionsText' | 'privacyPolicy' | 'privacyPolicyText'>;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  onChange: (field: 'legalInstructions' | 'privacyPolicy', checked: boolean) => void;
  errorOf: (field: string) => string | undefined;
  /** Shown above the boxes in the same step (variant 1's notification type). */
  children?: ReactNode;
}

type Overlay = 'terms' | 'privacy' | null;

/**
 * The terms and privacy boxes (storefront.md §2.10) with their links: /agb and
 * /datenschutz (§2.1). When the configuration holds the text, the link opens it in an
 * overlay on the checkout instead of leaving the form; an external address is opened in
 * a new tab.
 */
export function LegalBoxes({ config, legalInstructions, privacyPolicy, onChange, errorOf, children }: LegalBoxesProps) {
  const [overlay, setOverlay] = useState<Overlay>(null);

  const link = (kind: 'terms' | 'privacy', text: string, internalPath: string, external: string, html: string) => {
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!html) return;
      event.preventDefault();
      setOverlay(kind);
    };
    const href = html || !external ? internalPath : external;
    const newTab = !html && !!external;
    return (
      <a
        href={href}
        onClick={open}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        data-testid={`${kind}-link`}
      >
        {text}
      </a>
    );
  };

  return (
    <section className="asp-checkout__section" aria-labelledby="asp-checkout-final" data-testid="checkout-legal">
      <h2 id="asp-checkout-final">{checkoutSectionTexts.final}</h2>
      {children}
      <CheckboxField
        name="legalInstructions"
        checked={legalInstructions}
        onChange={(checked) => onChange('legalInstructions', checked)}
        error={errorOf('legalInstructions')}
        required
        data-testid="checkout-terms"
        label={
          <>
            {legalBoxTexts.termsBefore}
            {link('terms', legalBoxTexts.termsLink, '/agb', config.termsAndConditions, config.termsAndConditionsText)}
            {legalBoxTexts.termsAfter}
          </>
        }
      />
      <CheckboxField
        name="privacyPolicy"
        checked={privacyPolicy}
        onChange={(checked) => onChange('privacyPolicy', checked)}
        error={errorOf('privacyPolicy')}
        required
        data-testid="checkout-privacy"
        label={
          <>
            {legalBoxTexts.privacyBefore}
            {link('privacy', legalBoxTexts.privacyLink, '/datenschutz', config.privacyPolicy, config.privacyPolicyText)}
            {legalBoxTexts.privacyAfter}
          </>
        }
      />
      <Dialog open={overlay === 'terms'} title={legalBoxTexts.termsTitle} onClose={() => setOverlay(null)}>
        <div className={STOREFRONT_SCOPE}>
          {/* Written by staff in the back office configuration, shown as HTML. */}
          <div className="asp-legal-text" data-testid="terms-overlay" dangerouslySetInnerHTML={{ __html: config.termsAndConditionsText }} />
        </div>
      </Dialog>
      <Dialog open={overlay === 'privacy'} title={legalBoxTexts.privacyTitle} onClose={() => setOverlay(null)}>
        <div className={STOREFRONT_SCOPE}>
          <div className="asp-legal-text" data-testid="privacy-overlay" dangerouslySetInnerHTML={{ __html: config.privacyPolicyText }} />
        </div>
      </Dialog>
    </section>
  );
}
