/** @jest-environment jsdom */
import { zodResolver } from '@hookform/resolvers/zod';
import { productInputSchema, type ProductInput } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts } from '@asp/i18n';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { createBackofficeStore } from '../../../store';
import { ConfiguratorBuilder } from './ConfiguratorBuilder';
import type { ProductForm } from './builder-fields';

/**
 * The builder inside a product form (react-hook-form over productInputSchema, as the
 * products module mounts it): staff add steps, options and price modifiers with the
 * German controls, and the form's values are the contract's `config.parts`.
 */
type Output = ReturnType<typeof productInputSchema.parse>;

let form: ProductForm;
let submitted: Output | null;

interface HarnessProps {
  defaults: ProductInput;
  expose: (form: ProductForm) => void;
  onSubmit: (values: Output) => void;
}

function ProductFormHarness({ defaults, expose, onSubmit }: HarnessProps) {
  const productForm = useForm<ProductInput, unknown, Output>({ resolver: zodResolver(productInputSchema), defaultValues: defaults });
  useEffect(() => {
    expose(productForm);
  }, [expose, productForm]);
  return (
    <form noValidate onSubmit={productForm.handleSubmit(onSubmit)}>
      <ConfiguratorBuilder form={productForm} />
      <button type="submit">Speichern</button>
    </form>
  );
}

function renderBuilder(parts: NonNullable<ProductInput['config']>['parts'] = []) {
  submitted = null;
  render(
    <Provider store={createBackofficeStore()}>
      <ProductFormHarness
        defaults={{ name: 'Grillpaket', price: 20, config: { parts } }}
        expose={(productForm) => {
          form = productForm;
        }}
        onSubmit={(values) => (submitted = values)}
      />
    </Provider>,
  );
}

const steps = () => screen.queryAllByTestId('configurator-step-editor');
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

function addStep(kind: string) {
  type(screen.getByLabelText(texts.newStepKind), kind);
  fireEvent.click(screen.getByRole('button', { name: texts.addStep }));
  return steps()[steps().length - 1];
}

function addChoice(step: HTMLElement, name: string, modifier: string, value: string) {
  fireEvent.click(within(step).getByRole('button', { name: texts.addOption }));
  const option = within(step).getAllByTestId('configurator-option-editor').at(-1)!;
  type(within(option).getByLabelText(texts.optionName), name);
  type(within(option).getByLabelText(texts.modifier), modifier);
  type(within(option).getByLabelText(texts.modifierValue), value);
}

describe('configurator builder', () => {
  it('adds a select step with two priced options and an optional text step to the product form', async () => {
    renderBuilder();
    expect(screen.getByText(texts.noSteps)).toBeTruthy();

    const select = addStep('select');
    await waitFor(() => expect(document.activeElement).toBe(within(select).getByLabelText(texts.stepName)));
    type(within(select).getByLabelText(texts.stepName), 'Sorte');
    expect(within(select).getByText(texts.problemNoOptions)).toBeTruthy();
    addChoice(select, 'Rind', 'add', '5');
    addChoice(select, 'Schwein', 'subtract', '2,5'.replace(',', '.'));
    expect(within(select).queryByTestId('configurator-problems')).toBeNull();

    const text = addStep('text');
    type(within(text).getByLabelText(texts.stepName), 'Grußkarte');
    fireEvent.click(within(text).getByLabelText(texts.stepOptional));
    expect(within(text).queryByRole('button', { name: texts.addOption })).toBeNull();

    expect(form.getValues('config.parts')).toEqual([
      {
        type: 'select',
        name: 'Sorte',
        description: '',
        optional: false,
        options: [
          { name: 'Rind', modifier: 'add', value: 5, price: null, unit: null, item: null },
          { name: 'Schwein', modifier: 'subtract', value: 2.5, price: null, unit: null, item: null },
        ],
      },
      { type: 'text', name: 'Grußkarte', description: '', optional: true, options: [] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(submitted).not.toBeNull());
    expect(submitted?.config.parts.map((part) => [part.type, part.name, part.optional, part.options.length])).toEqual([
      ['select', 'Sorte', false, 2],
      ['text', 'Grußkarte', true, 0],
    ]);
  });

  it('moves and removes steps with the keyboard-usable buttons and keeps options when select becomes multiselect', async () => {
    renderBuilder([
      { type: 'select', name: 'Sorte', options: [{ name: 'Rind', modifier: 'overwrite', value: 30 }] },
      { type: 'textarea', name: 'Hinweise', optional: true },
      { type: 'images', name: 'Fotos' },
    ]);
    const moveDown = screen.getByRole('button', { name: 'Schritt 1 nach unten' });
    moveDown.focus();
    fireEvent.click(moveDown);
    expect(form.getValues('config.parts').map((part) => part.name)).toEqual(['Hinweise', 'Sorte', 'Fotos']);
    // The step moved with its buttons: the focus is still on the button pressed.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Schritt 2 nach unten');
    fireEvent.click(screen.getByRole('button', { name: 'Schritt 1 nach oben' }));
    expect(screen.getByRole('button', { name: 'Schritt 1 nach oben' }).getAttribute('aria-disabled')).toBe('true');
    expect(form.getValues('config.parts').map((part) => part.name)).toEqual(['Hinweise', 'Sorte', 'Fotos']);

    type(within(steps()[1]).getByLabelText(texts.stepKind), 'multiselect');
    expect(form.getValues('config.parts.1')).toMatchObject({ type: 'multiselect', name: 'Sorte', options: [{ name: 'Rind', value: 30 }] });
    type(within(steps()[1]).getByLabelText(texts.stepKind), 'file');
    expect(form.getValues('config.parts.1')).toMatchObject({ type: 'file', name: 'Sorte', options: [] });

    fireEvent.click(screen.getByRole('button', { name: 'Schritt 1 entfernen' }));
    expect(form.getValues('config.parts').map((part) => part.name)).toEqual(['Sorte', 'Fotos']);
    await waitFor(() => expect(document.activeElement).toBe(within(steps()[0]).getByLabelText(texts.stepName)));
  });

  it('names duplicate options and a price change without amount while the step is edited', () => {
    renderBuilder([{ type: 'select', name: 'Sorte', options: [{ name: 'Rind' }] }]);
    const [select] = steps();
    addChoice(select, 'Rind', 'add', '');
    expect(within(select).getByText('Die Bezeichnung „Rind“ kommt in diesem Schritt mehrfach vor.')).toBeTruthy();
    expect(within(select).getByText(texts.problemMissingValue)).toBeTruthy();
  });
});
