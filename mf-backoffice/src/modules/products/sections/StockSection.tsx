import type { Branch, ProductStock } from '@asp/contracts';
import { unitLabel } from '@asp/domain';
import { backofficeProductTexts as texts, fill, validationTexts } from '@asp/i18n';
import { Button, CheckboxField, showToast, TextField, type ApiQueryError } from '@asp/web-kit';
import { useState } from 'react';
import { useOptionalSignedInUser } from '../../../session/RequireUser';
import { isAdmin } from '../../../session/roles';
import { useBranchListQuery } from '../../branches/branches-api';
import { useProductStockQuery, useSaveProductStockMutation } from '../products-api';
import { FormSection } from './FormSection';
import styles from './FormSection.module.css';

/**
 * Bestand: per branch the caller may see, sold out and a daily quantity in the product's
 * unit (issue 13, catalog `GET/PUT /api/products/{id}/stock`). Each branch is saved on its
 * own, apart from the product form (the server answers only the branches the caller may
 * see; an employee's others answer 403 there).
 */
export function StockSection({ productId, unit }: { productId: number | null; unit: string }) {
  return (
    <FormSection id="stock" title={texts.sectionStock}>
      {productId === null ? <p className={styles.hint}>{texts.stockAfterCreate}</p> : <StockRows productId={productId} unit={unit} />}
    </FormSection>
  );
}

function StockRows({ productId, unit }: { productId: number; unit: string }) {
  const stock = useProductStockQuery(productId).data ?? [];
  const me = useOptionalSignedInUser();
  // An employee edits only their own branches (the server answers 403 for the others).
  const branches = (useBranchListQuery().data ?? []).filter(
    (branch) => !me || isAdmin(me) || me.user.branches.some((own) => own.id === branch.id),
  );
  if (branches.length === 0) return <p>{texts.stockNoBranches}</p>;
  return (
    <>
      {branches.map((branch) => (
        <StockRow
          key={`${branch.id}-${JSON.stringify(stock.find((row) => row.branch === branch.id) ?? null)}`}
          productId={productId}
          branch={branch}
          unit={unit}
          saved={stock.find((row) => row.branch === branch.id)}
        />
      ))}
    </>
  );
}

/** One branch's setting; keyed by the saved value, so a reload starts it afresh. */
export function StockRow({
  productId,
  branch,
  unit,
  saved,
}: {
  productId: number;
  branch: Pick<Branch, 'id' | 'name'>;
  unit: string;
  saved?: ProductStock;
}) {
  const [soldOut, setSoldOut] = useState(saved?.soldOut ?? false);
  const [quantity, setQuantity] = useState(saved?.dailyQuantity == null ? '' : String(saved.dailyQuantity).replace('.', ','));
  const [error, setError] = useState<string | null>(null);
  const [save, state] = useSaveProductStockMutation();
  const submit = async () => {
    const normalized = quantity.trim().replace(',', '.');
    const dailyQuantity = normalized === '' ? null : Number(normalized);
    // German decimals ('2,5') are read; anything else is the catalogue's number message, unsent.
    if (dailyQuantity !== null && !Number.isFinite(dailyQuantity)) {
      setError(validationTexts.number);
      return;
    }
    setError(null);
    try {
      await save({ id: productId, branch: branch.id, soldOut, dailyQuantity }).unwrap();
      showToast(texts.stockSaved, 'success');
    } catch (failure) {
      // The server's message on the quantity shows on its field; anything else is reported by the layout.
      const field = (failure as Partial<ApiQueryError>).errors?.find((item) => item.field === 'dailyQuantity');
      if (field) setError(field.message);
    }
  };
  return (
    <fieldset className={styles.item} data-testid={`product-stock-${productId}-${branch.id}`}>
      <legend>{branch.name}</legend>
      <div className={styles.row}>
        <CheckboxField label={texts.soldOut} name={`stock-${branch.id}-soldOut`} checked={soldOut} onChange={setSoldOut} />
        <TextField
          label={fill(texts.dailyQuantity, { unit: unitLabel(unit) })}
          name={`stock-${branch.id}-dailyQuantity`}
          inputMode="decimal"
          value={quantity}
          hint={texts.dailyQuantityHint}
          error={error}
          onChange={setQuantity}
        />
        <Button variant="secondary" disabled={state.isLoading} onClick={() => void submit()}>
          {texts.stockSave}
        </Button>
      </div>
    </fieldset>
  );
}
