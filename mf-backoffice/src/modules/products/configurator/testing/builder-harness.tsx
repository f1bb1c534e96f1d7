import { productInputSchema, type Product, type ProductInput } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts } from '@asp/i18n';
import { KitForm, useKitForm } from '@asp/web-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../../store';
import type { ProductForm } from '../builder-fields';
import { ConfiguratorBuilder } from '../ConfiguratorBuilder';

/**
 * The builder inside the kit's product form, as the products module mounts it: useKitForm
 * over productInputSchema, KitForm around it (save button 'form-save'), a real back-office
 * store and router. Test-only.
 */
export type SavedProduct = Omit<Product, 'id'>;
export type StepsInput = NonNullable<ProductInput['config']>['parts'];

export interface BuilderHarness {
  /** The form the builder edits (set once it rendered). */
  form: () => ProductForm;
  saved: SavedProduct[];
  /** What 'Speichern' does with the checked values (default: keep them in `saved`). */
  save: (values: SavedProduct) => Promise<unknown>;
}

function ProductFormHarness({
  harness,
  defaults,
}: {
  harness: BuilderHarness & { set: (form: ProductForm) => void };
  defaults: ProductInput;
}) {
  const form = useKitForm(productInputSchema, { defaultValues: defaults });
  useEffect(() => {
    harness.set(form);
  }, [harness, form]);
  return (
    <KitForm form={form} onSubmit={(values) => harness.save(values)} testId="product-form">
      <ConfiguratorBuilder form={form} />
    </KitForm>
  );
}

export function renderBuilder(parts: StepsInput = []): BuilderHarness {
  let current: ProductForm | null = null;
  const harness = {
    form: () => {
      if (!current) throw new Error('the form has not rendered');
      return current;
    },
    set: (form: ProductForm) => {
      current = form;
    },
    saved: [] as SavedProduct[],
    save: async (values: SavedProduct): Promise<unknown> => harness.saved.push(values),
  };
  const defaults: ProductInput = { name: 'Grillpaket', price: 20, config: { parts } };
  const router = createMemoryRouter([{ path: '/', element: <ProductFormHarness harness={harness} defaults={defaults} /> }], {
    initialEntries: ['/'],
  });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return harness;
}

// Each event and the validation it starts (the kit checks a field when it is left) settle inside act.
export const type = (field: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(field, { target: { value } });
  });

export const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

export const steps = () => screen.queryAllByTestId('configurator-step-editor');

/** Chooses the kind of the new step and adds it; returns the new step's editor. */
export async function addStep(kind: string): Promise<HTMLElement> {
  await type(screen.getByLabelText(texts.newStepKind), kind);
  await click(screen.getByRole('button', { name: texts.addStep }));
  return steps()[steps().length - 1];
}
