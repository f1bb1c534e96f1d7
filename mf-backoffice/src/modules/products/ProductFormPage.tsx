import { backofficeProductTexts as texts, backofficeTexts, fill, kitTexts, resourceNouns } from '@asp/i18n';
import { Button, Loader, showToast, useClipboard } from '@asp/web-kit';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@asp/web-kit/router';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import type { ProductFormOutput } from './form/product-form-values';
import { PRODUCT_CLIPBOARD_CONTEXT, PRODUCTS_PATH, productPath, type CopiedProduct } from './paths';
import { ProductForm } from './ProductForm';
import styles from './ProductForm.module.css';
import { useCreateProductMutation, useProductQuery, useRemoveProductMutation, useUpdateProductMutation } from './products-api';

/** /backend/products/new: after the first save the product opens for editing (stock and menus need its id). */
export function ProductCreatePage() {
  const [create] = useCreateProductMutation();
  const navigate = useNavigate();
  const save = async (values: ProductFormOutput) => {
    const created = await create(values).unwrap();
    showToast(kitTexts.saved, 'success');
    navigate(productPath(created.id));
  };
  return (
    <section>
      <h1>{texts.createTitle}</h1>
      <p>
        <Link to={PRODUCTS_PATH}>{backofficeTexts.back}</Link>
      </p>
      <ProductForm product={null} onSave={save} />
    </section>
  );
}

/** /backend/products/{id}: the form of a saved product, with 'Kopieren' into the clipboard. */
export function ProductEditPage() {
  const id = Number(useParams().id);
  const product = useProductQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const [update] = useUpdateProductMutation();
  const [remove, removal] = useRemoveProductMutation();
  const [asking, setAsking] = useState(false);
  const clipboard = useClipboard<CopiedProduct>(PRODUCT_CLIPBOARD_CONTEXT);
  const navigate = useNavigate();
  const save = async (values: ProductFormOutput) => {
    await update({ id, ...values }).unwrap();
    showToast(kitTexts.saved, 'success');
    navigate(PRODUCTS_PATH);
  };
  const record = product.data;
  const confirmRemove = async () => {
    try {
      await remove(id).unwrap();
      showToast(kitTexts.deleted, 'success');
      navigate(PRODUCTS_PATH);
    } catch {
      // Reported by the layout: the server's reason first ('… wird noch im Produktkatalog … verwendet').
      setAsking(false);
    }
  };
  const deleteButton = (
    <Button variant="secondary" data-testid="product-delete" onClick={() => setAsking(true)}>
      {backofficeTexts.delete}
    </Button>
  );
  return (
    <section>
      <div className={styles.header}>
        <h1>{record ? `${texts.editTitle}: ${record.name}` : texts.editTitle}</h1>
        {record ? (
          <Button
            variant="secondary"
            data-testid="product-copy"
            onClick={() => {
              clipboard.copy(record.name, { id: record.id, name: record.name });
              showToast(fill(texts.copied, { name: record.name }), 'info');
            }}
          >
            {texts.copy}
          </Button>
        ) : null}
      </div>
      <p>
        <Link to={PRODUCTS_PATH}>{backofficeTexts.back}</Link>
      </p>
      {/* Keyed by the record's id, so another product starts a fresh form. */}
      {record ? (
        <ProductForm key={record.id} product={record} onSave={save} actions={deleteButton} />
      ) : product.isLoading ? (
        <Loader />
      ) : null}
      <ConfirmDeleteDialog
        name={asking && record ? record.name : null}
        noun={resourceNouns.products.one}
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
