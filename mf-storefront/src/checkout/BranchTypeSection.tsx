import type { Branch, Table } from '@asp/contracts';
import { offeredOrderTypes, type OrderType } from '@asp/domain';
import { cartTexts, checkoutFieldTexts, checkoutSectionTexts, orderTypeLabels } from '@asp/i18n';
import { FieldError, SelectField } from '@asp/web-kit';

export interface BranchTypeSectionProps {
  branch: Branch;
  /** Branches a customer may choose: public and enabled (storefront.md §6). */
  branches: Branch[];
  onBranchChange: (identifier: string) => void;
  orderType: OrderType;
  onOrderTypeChange: (orderType: OrderType) => void;
  deliveryArea: string | null;
  onDeliveryAreaChange: (area: string) => void;
  /** The branch's tables, offered for dine-in with table selection. */
  tables: Table[];
  table: string;
  onTableChange: (table: string) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * Branch and delivery-type selector of variant 1 (storefront.md §2.10, §4): another
 * branch opens its checkout; the delivery types the branch offers (takeaway, delivery,
 * dine-in) set the cart's flags; delivery asks for the area, dine-in with table
 * selection for the table.
 */
export function BranchTypeSection(props: BranchTypeSectionProps) {
  const { branch, branches, orderType, deliveryArea, tables, table, errorOf } = props;
  const types = offeredOrderTypes(branch);
  const typeError = errorOf('orderType') ?? errorOf('isDelivery') ?? errorOf('isDineIn');
  return (
    <section className="asp-checkout__section" aria-labelledby="asp-checkout-branch" data-testid="checkout-branch-type">
      <h2 id="asp-checkout-branch">{checkoutSectionTexts.branchAndType}</h2>
      <SelectField
        name="branch"
        label={checkoutFieldTexts.branch}
        value={branch.identifier}
        options={branches.map((b) => ({ value: b.identifier, label: b.name }))}
        onChange={(identifier) => identifier && props.onBranchChange(identifier)}
        error={errorOf('branch')}
        id="asp-checkout-branch-select"
      />
      <fieldset className={`asp-choice${typeError ? ' asp-field--invalid' : ''}`} data-testid="checkout-order-type">
        <legend>{checkoutFieldTexts.orderType}</legend>
        {types.map((type) => (
          <label key={type} className="asp-choice__option">
            <input
              type="radio"
              name="orderType"
              value={type}
              checked={orderType === type}
              onChange={() => props.onOrderTypeChange(type)}
              data-testid={`order-type-${type}`}
            />
            {orderTypeLabels[type]}
          </label>
        ))}
        <FieldError message={typeError} />
      </fieldset>
      {orderType === 'delivery' && branch.deliveryAreas.length > 0 ? (
        <SelectField
          name="deliveryArea"
          label={checkoutFieldTexts.deliveryArea}
          value={deliveryArea ?? ''}
          placeholder={deliveryArea ? undefined : cartTexts.selectBranch}
          options={branch.deliveryAreas.map((area) => ({ value: area.area, label: area.area }))}
          onChange={(area) => area && props.onDeliveryAreaChange(area)}
          error={errorOf('deliveryArea')}
          id="asp-checkout-delivery-area"
        />
      ) : null}
      {orderType === 'dineIn' && branch.isTableSelectionEnabled ? (
        <SelectField
          name="table"
          label={checkoutFieldTexts.table}
          value={table}
          placeholder={cartTexts.selectBranch}
          options={tables.map((t) => ({ value: t.identifier, label: t.description ? `${t.identifier} – ${t.description}` : t.identifier }))}
          onChange={props.onTableChange}
          error={errorOf('table')}
          required
          id="asp-checkout-table"
        />
      ) : null}
    </section>
  );
}
