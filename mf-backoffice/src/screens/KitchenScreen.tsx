import { fill, formatTime, orderScreenTexts, unitLabels } from '@asp/i18n';
import { useNow, usePageTitle } from '@asp/web-kit';
import { groupByPickupTime, nextHourTotals } from './logic/kitchen-groups';
import { ItemList, orderWhen } from './OrderCard';
import { ScreenFrame } from './ScreenFrame';
import { useOrderFeed } from './use-order-feed';

const T = orderScreenTexts;

const amount = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 3 });

/**
 * The kitchen screen (/screens/kitchen/{branchId}/{apiKey}): confirmed orders still to
 * prepare, grouped by pickup time, and on top "Nächste Stunde": every item due within
 * the next 60 minutes (overdue included), summed per product, unit and options.
 */
export function KitchenScreen({ branchId, apiKey }: { branchId: number; apiKey: string }) {
  usePageTitle(T.kitchenTitle);
  const feed = useOrderFeed('kitchen', branchId, apiKey);
  const now = useNow(30_000); // the next-hour window moves on
  const totals = nextHourTotals(feed.orders, now);
  const groups = groupByPickupTime(feed.orders);

  return (
    <ScreenFrame title={T.kitchenTitle} connection={feed.connection} error={feed.error} hasContent={feed.orders.length > 0}>
      <div className="asp-screen-kitchen" data-testid="kitchen-screen">
        <section className="asp-screen-next-hour" aria-labelledby="next-hour-title" data-testid="next-hour">
          <h2 id="next-hour-title">{T.nextHour}</h2>
          <p className="asp-screen__hint">{T.nextHourHint}</p>
          {totals.length === 0 ? (
            <p>{T.nothingToPrepare}</p>
          ) : (
            <table>
              <tbody>
                {totals.map((line) => (
                  <tr key={line.key}>
                    <td className="asp-screen-next-hour__amount">
                      {amount(line.amount)} {unitLabels[line.unit]}
                    </td>
                    <td>
                      {line.name}
                      {line.options ? <span className="asp-screen-items__options"> ({line.options})</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {groups.map((group) => (
          <section key={group.at} className="asp-screen-pickup" data-testid="pickup-group">
            <h2>
              <time dateTime={group.at}>{formatTime(group.at)}</time>
            </h2>
            <div className="asp-screen-orders">
              {group.orders.map((order) => (
                <article key={order.id} className="asp-screen-order" data-testid="screen-order" data-order-id={order.id}>
                  <header className="asp-screen-order__header">
                    <span className="asp-screen-order__ticket">{fill(T.ticket, { number: order.ticketNumber })}</span>
                    <span className="asp-screen-order__status">{orderWhen(order)}</span>
                  </header>
                  <ItemList order={order} />
                  {order.comment ? (
                    <p className="asp-screen-order__comment">
                      <strong>{T.comment}:</strong> {order.comment}
                    </p>
                  ) : null}
                </article>
              ))}
            </div>
          </section>
        ))}
      </div>
    </ScreenFrame>
  );
}
