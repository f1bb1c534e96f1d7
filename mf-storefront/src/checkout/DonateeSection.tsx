import type { Donatee } from '@asp/contracts';
import { donationNote, searchDonatees, toggleDonatee } from '@asp/domain';
import { checkoutSectionTexts, donationTexts } from '@asp/i18n';
import { Button, Dialog, ErrorNotice, FieldError, Loader } from '@asp/web-kit';
import { useState } from 'react';
import { useGetDonateesQuery } from './checkout-api';
import { STOREFRONT_SCOPE } from '../storefront-scope';

interface OverlayProps {
  selected: number | null;
  onSave: (donatee: Donatee | null) => void;
  onClose: () => void;
}

/**
 * The recipient overlay (storefront.md §2.10, §4): loads the recipients when it opens,
 * search with 'Keine passende Organisation gefunden.', click selects, click again
 * deselects, save applies the choice to the order.
 */
function DonateeOverlay({ selected, onSave, onClose }: OverlayProps) {
  const donatees = useGetDonateesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [choice, setChoice] = useState<number | null>(selected);
  const [term, setTerm] = useState('');
  const { results, message } = searchDonatees(donatees.data ?? [], term);

  return (
    <Dialog open title={donationTexts.dialog} onClose={onClose}>
      <div className={STOREFRONT_SCOPE}>
        <div className="asp-donatees" data-testid="donatee-overlay">
          <div className="asp-field">
            <label htmlFor="asp-donatee-search">{donationTexts.search}</label>
            <input
              id="asp-donatee-search"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              data-testid="donatee-search"
            />
          </div>
          {donatees.isError ? (
            <ErrorNotice message={donationTexts.loadFailed} onRetry={() => void donatees.refetch()} />
          ) : !donatees.data ? (
            <Loader />
          ) : message ? (
            <p role="status" data-testid="donatee-no-match">
              {message}
            </p>
          ) : (
            <ul className="asp-donatees__list">
              {results.map((donatee) => (
                <li key={donatee.id}>
                  <button
                    type="button"
                    className={choice === donatee.id ? 'asp-donatees__item asp-donatees__item--selected' : 'asp-donatees__item'}
                    aria-pressed={choice === donatee.id}
                    onClick={() => setChoice(toggleDonatee(choice, donatee.id) as number | null)}
                    data-testid={`donatee-${donatee.id}`}
                  >
                    <strong>{donatee.name}</strong>
                    {donatee.description ? (
                      // Written by staff in the back office, shown as HTML like the other descriptions.
                      <span className="asp-donatees__description" dangerouslySetInnerHTML={{ __html: donatee.description }} />
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="asp-picker__actions">
            <Button variant="secondary" onClick={onClose} data-testid="donatee-cancel">
              {donationTexts.cancel}
            </Button>
            <Button onClick={() => onSave(donatees.data?.find((d) => d.id === choice) ?? null)} data-testid="donatee-save">
              {donationTexts.save}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}

export interface DonateeSectionProps {
  value: number | null;
  onChange: (donatee: number | null) => void;
  currency: string;
  error?: string | null;
}

/** The donation recipient of variant 2 with the 0.07 note (storefront.md §2.10, §9). */
export function DonateeSection({ value, onChange, currency, error }: DonateeSectionProps) {
  const [open, setOpen] = useState(false);
  // The name of the recipient saved in the overlay (the draft holds its id only).
  const [chosen, setChosen] = useState<Donatee | null>(null);
  return (
    <section className="asp-checkout__section" aria-labelledby="asp-checkout-donation" data-testid="checkout-donation">
      <h2 id="asp-checkout-donation">{checkoutSectionTexts.donation}</h2>
      <p>{donationNote(currency)}</p>
      <p className="asp-donation__chosen" data-testid="donatee-chosen">
        {value !== null && chosen?.id === value ? chosen.name : donationTexts.none}
      </p>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="donatee-open">
        {value !== null ? donationTexts.change : donationTexts.choose}
      </Button>
      <FieldError message={error} />
      {open ? (
        <DonateeOverlay
          selected={value}
          onClose={() => setOpen(false)}
          onSave={(donatee) => {
            setChosen(donatee);
            onChange(donatee ? donatee.id : null);
            setOpen(false);
          }}
        />
      ) : null}
    </section>
  );
}
