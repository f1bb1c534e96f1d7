import { cartTexts, fill, plural } from '@asp/i18n';
import { useAppDispatch, useAppSelector } from '../store';
import { removedNoticeDismissed, type RemovedCartItem, type RemovedNotice as Notice } from './cart-slice';

/** One line per removed item: its name and why it went. */
export function removalText({ name, reason, branchName }: RemovedCartItem): string {
  if (reason === 'priceChanged') return fill(cartTexts.removedPriceChanged, { name });
  if (reason === 'changed') return fill(cartTexts.removedChanged, { name });
  return branchName ? fill(cartTexts.removedUnavailableAt, { name, branch: branchName }) : fill(cartTexts.removedUnavailable, { name });
}

/**
 * Tells the customer which items the 4-hour data reload took out of a cart and why
 * (storefront.md §4, issue 18: they used to vanish unseen). Unlike the 900 ms "added"
 * toast it stays until dismissed: the customer did not cause it and may be looking
 * elsewhere when it comes.
 */
export function RemovedNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector((state) => state.cart.removedNotice);
  return <RemovedNoticeView notice={notice} onDismiss={() => dispatch(removedNoticeDismissed())} />;
}

/**
 * The notice sits in a polite status region that is always in the page, so its text is
 * announced when it arrives (a region added together with its text is not); keyed by
 * the serial, a second removal is announced again.
 */
export function RemovedNoticeView({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const readdable = notice?.items.some((item) => item.reason !== 'unavailable') ?? false;
  return (
    <div className="asp-removed-notice-region" role="status" aria-live="polite" aria-atomic="true">
      {notice ? (
        <div key={notice.serial} className="asp-removed-notice" data-testid="removed-notice">
          <div className="asp-removed-notice__text">
            <p className="asp-removed-notice__title">{plural(notice.items.length, cartTexts.removedByReload)}</p>
            <ul className="asp-removed-notice__items">
              {notice.items.map((item, index) => (
                <li key={index}>{removalText(item)}</li>
              ))}
            </ul>
            {readdable ? <p className="asp-removed-notice__hint">{cartTexts.removedReaddHint}</p> : null}
          </div>
          <button type="button" className="asp-removed-notice__close" aria-label={cartTexts.dismissRemovedNotice} onClick={onDismiss}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
