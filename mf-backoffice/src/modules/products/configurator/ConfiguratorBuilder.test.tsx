/** @jest-environment jsdom */
import { backofficeConfiguratorTexts as texts, validationTexts } from '@asp/i18n';
import { ApiError } from '@asp/web-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { addStep, click, renderBuilder, steps, type, type BuilderHarness } from './testing/builder-harness';

/**
 * The builder inside the kit's product form (useKitForm over productInputSchema and
 * KitForm, as the products module mounts it): staff add steps, options and price
 * modifiers with the German controls, and the form's values are the contract's
 * `config.parts`; the contract's German messages and the server's field errors land on
 * the step and option fields.
 */

async function addChoice(step: HTMLElement, name: string, modifier: string, value: string) {
  await click(within(step).getByRole('button', { name: texts.addOption }));
  const option = within(step).getAllByTestId('configurator-option-editor').at(-1)!;
  await type(within(option).getByLabelText(texts.optionName), name);
  await type(within(option).getByLabelText(texts.modifier), modifier);
  await type(within(option).getByLabelText(texts.modifierValue), value);
}

const stepNames = (harness: BuilderHarness) => (harness.form().getValues('config.parts') ?? []).map((part) => part.name);

describe('configurator builder', () => {
  it('adds a select step with two priced options and an optional text step to the product form', async () => {
    const harness = renderBuilder();
    expect(screen.getByText(texts.noSteps)).toBeTruthy();

    const select = await addStep('select');
    await waitFor(() => expect(document.activeElement).toBe(within(select).getByLabelText(texts.stepName)));
    await type(within(select).getByLabelText(texts.stepName), 'Sorte');
    expect(within(select).getByText(texts.problemNoOptions)).toBeTruthy();
    expect(screen.getByTestId('configurator-incomplete').textContent).toBe(texts.problemsSummary);
    await addChoice(select, 'Rind', 'add', '5');
    await addChoice(select, 'Schwein', 'subtract', '2,5'.replace(',', '.'));
    expect(within(select).queryByTestId('configurator-problems')).toBeNull();
    expect(screen.queryByTestId('configurator-incomplete')).toBeNull();

    const text = await addStep('text');
    await type(within(text).getByLabelText(texts.stepName), 'Grußkarte');
    await click(within(text).getByLabelText(texts.stepOptional));
    expect(within(text).queryByRole('button', { name: texts.addOption })).toBeNull();

    expect(harness.form().getValues('config.parts')).toEqual([
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
    await click(screen.getByTestId('form-save'));
    await waitFor(() => expect(harness.saved).toHaveLength(1));
    expect(harness.saved[0].config.parts.map((part) => [part.type, part.name, part.optional, part.options.length])).toEqual([
      ['select', 'Sorte', false, 2],
      ['text', 'Grußkarte', true, 0],
    ]);
  });

  it('moves and removes steps with the keyboard-usable buttons and keeps options when select becomes multiselect', async () => {
    const harness = renderBuilder([
      { type: 'select', name: 'Sorte', options: [{ name: 'Rind', modifier: 'overwrite', value: 30 }] },
      { type: 'textarea', name: 'Hinweise', optional: true },
      { type: 'images', name: 'Fotos' },
    ]);
    const moveDown = screen.getByRole('button', { name: 'Schritt 1 nach unten' });
    moveDown.focus();
    await click(moveDown);
    expect(stepNames(harness)).toEqual(['Hinweise', 'Sorte', 'Fotos']);
    // The step moved with its buttons: the focus is still on the button pressed.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Schritt 2 nach unten');
    await click(screen.getByRole('button', { name: 'Schritt 1 nach oben' }));
    expect(screen.getByRole('button', { name: 'Schritt 1 nach oben' }).getAttribute('aria-disabled')).toBe('true');
    expect(stepNames(harness)).toEqual(['Hinweise', 'Sorte', 'Fotos']);

    await type(within(steps()[1]).getByLabelText(texts.stepKind), 'multiselect');
    expect(harness.form().getValues('config.parts.1')).toMatchObject({
      type: 'multiselect',
      name: 'Sorte',
      options: [{ name: 'Rind', value: 30 }],
    });
    await type(within(steps()[1]).getByLabelText(texts.stepKind), 'file');
    expect(harness.form().getValues('config.parts.1')).toMatchObject({ type: 'file', name: 'Sorte', options: [] });

    await click(screen.getByRole('button', { name: 'Schritt 1 entfernen' }));
    expect(stepNames(harness)).toEqual(['Sorte', 'Fotos']);
    await waitFor(() => expect(document.activeElement).toBe(within(steps()[0]).getByLabelText(texts.stepName)));
  });

  it("gives a text step its length limits (issue 18), empty meaning the type's default", async () => {
    const harness = renderBuilder([{ type: 'select', name: 'Sorte', options: [{ name: 'Rind' }] }]);
    expect(screen.queryByLabelText(texts.textMaxLength)).toBeNull();
    const text = await addStep('textarea');
    await type(within(text).getByLabelText(texts.stepName), 'Aufschrift');
    expect(within(text).getByText('Leer: höchstens 1000 Zeichen.')).toBeTruthy();
    await type(within(text).getByLabelText(texts.textMinLength), '2');
    await type(within(text).getByLabelText(texts.textMaxLength), '40');
    expect(harness.form().getValues('config.parts.1')).toMatchObject({ type: 'textarea', minLength: 2, maxLength: 40 });
    await type(within(text).getByLabelText(texts.textMinLength), '');
    expect(harness.form().getValues('config.parts.1.minLength')).toBeNull();
    await click(screen.getByTestId('form-save'));
    await waitFor(() => expect(harness.saved).toHaveLength(1));
    expect(harness.saved[0].config.parts[1]).toMatchObject({ name: 'Aufschrift', minLength: null, maxLength: 40 });
  });

  it('names duplicate options and a price change without amount while the step is edited', async () => {
    renderBuilder([{ type: 'select', name: 'Sorte', options: [{ name: 'Rind' }] }]);
    const [select] = steps();
    await addChoice(select, 'Rind', 'add', '');
    expect(within(select).getByText('Die Bezeichnung „Rind“ kommt in diesem Schritt mehrfach vor.')).toBeTruthy();
    expect(within(select).getByText(texts.problemMissingValue)).toBeTruthy();
  });

  it('shows the German blank message on an untitled step and refuses to save', async () => {
    const harness = renderBuilder();
    const step = await addStep('textarea');
    await click(screen.getByTestId('form-save'));
    const title = within(step).getByLabelText(texts.stepName);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(within(step).getByText(validationTexts.blank)).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(harness.saved).toHaveLength(0);
  });

  it("puts the server's field error on the option it names", async () => {
    const harness = renderBuilder([{ type: 'select', name: 'Sorte', options: [{ name: 'Rind' }, { name: 'Schwein' }] }]);
    harness.save = async () => {
      throw new ApiError(400, [{ field: 'config.parts[0].options[1].name', message: 'Dieser Wert ist bereits vergeben.' }]);
    };
    await click(screen.getByTestId('form-save'));
    const second = screen.getAllByTestId('configurator-option-editor')[1];
    await waitFor(() => expect(within(second).getByText('Dieser Wert ist bereits vergeben.')).toBeTruthy());
    expect(within(second).getByLabelText(texts.optionName).getAttribute('aria-invalid')).toBe('true');
  });
});
