import { configPartSchema } from '@asp/contracts';
import { backofficeConfiguratorTexts as texts } from '@asp/i18n';
import {
  addonFromProduct,
  addonWithoutProduct,
  changeStepKind,
  configuratorProblems,
  moveTarget,
  newAddonOption,
  newChoiceOption,
  newOption,
  newStep,
  optionStyle,
  STEP_KINDS,
  stepProblems,
  type StepDraft,
} from './configurator-builder';

const leberkaese = { id: 7, name: 'Leberkäse', price: 1.8, unit: 'serving' as const };
const select = (options: StepDraft['options']): StepDraft => ({ type: 'select', name: 'Sorte', options });

describe('configurator builder rules', () => {
  it('knows all nine kinds and which options each has', () => {
    expect(STEP_KINDS).toEqual(['select', 'multiselect', 'text', 'textarea', 'file', 'files', 'image', 'images', 'addons']);
    expect(STEP_KINDS.map(optionStyle)).toEqual(['choice', 'choice', 'none', 'none', 'none', 'none', 'none', 'none', 'addon']);
  });

  it('makes new steps and options the contract accepts once named', () => {
    for (const kind of STEP_KINDS) {
      const step = { ...newStep(kind), name: 'Schritt', options: optionStyle(kind) === 'none' ? [] : [{ ...newOption(kind), name: 'A' }] };
      expect(configPartSchema.parse(step)).toEqual(step);
    }
    expect(newStep('text')).toEqual({ type: 'text', name: '', description: '', optional: false, options: [] });
    expect(newChoiceOption()).toMatchObject({ modifier: null, value: null, item: null });
    expect(newAddonOption()).toMatchObject({ price: 0, unit: 'piece', item: { amount: 1, product: null } });
  });

  it('turns a chosen product into an addon with its snapshot, keeping a given name and amount', () => {
    expect(addonFromProduct(leberkaese)).toEqual({
      name: 'Leberkäse',
      modifier: null,
      value: null,
      price: null,
      unit: null,
      item: { amount: 1, unit: 'serving', product: leberkaese, parts: [] },
    });
    const own = { ...newAddonOption(), name: 'Extra Leberkäse', item: { amount: 2, unit: null, product: null, parts: [] } };
    expect(addonFromProduct(leberkaese, own)).toMatchObject({ name: 'Extra Leberkäse', item: { amount: 2, product: { id: 7 } } });
    expect(addonWithoutProduct(addonFromProduct(leberkaese))).toMatchObject({ price: 1.8, unit: 'serving', item: { product: null } });
  });

  it('keeps options between select and multiselect, drops them for other kinds', () => {
    const step = select([{ name: 'Rind', modifier: 'add', value: 5 }]);
    expect(changeStepKind({ ...step, optional: true }, 'multiselect')).toEqual({ ...step, type: 'multiselect', optional: true });
    expect(changeStepKind(step, 'text').options).toEqual([]);
    expect(changeStepKind(step, 'addons').options).toEqual([]);
    expect(changeStepKind({ ...step, type: 'text', options: [] }, 'textarea')).toMatchObject({ type: 'textarea', name: 'Sorte' });
    const limited = { ...step, type: 'text' as const, options: [], minLength: 2, maxLength: 40 };
    expect(changeStepKind(limited, 'textarea')).toMatchObject({ type: 'textarea', minLength: 2, maxLength: 40 });
    expect(changeStepKind(limited, 'select')).not.toHaveProperty('maxLength');
    expect(changeStepKind(limited, 'select')).not.toHaveProperty('minLength');
  });

  it('moves steps within the list only', () => {
    expect(moveTarget(1, -1, 3)).toBe(0);
    expect(moveTarget(1, 1, 3)).toBe(2);
    expect(moveTarget(0, -1, 3)).toBeNull();
    expect(moveTarget(2, 1, 3)).toBeNull();
    expect(moveTarget(3, -1, 3)).toBeNull();
  });

  it('requires options for select, multiselect and addon steps, none for the rest', () => {
    expect(stepProblems(select([]))).toEqual([{ field: 'options', message: texts.problemNoOptions }]);
    expect(stepProblems({ type: 'multiselect', name: 'Beilagen' })).toEqual([{ field: 'options', message: texts.problemNoOptions }]);
    expect(stepProblems({ type: 'addons', name: 'Extras', options: [] })).toHaveLength(1);
    expect(stepProblems({ type: 'images', name: 'Fotos' })).toEqual([]);
    expect(stepProblems(select([{ name: 'Rind' }]))).toEqual([]);
  });

  it('finds duplicate option names, a modifier without amount and an addon without price', () => {
    const problems = stepProblems(
      select([
        { name: 'Rind', modifier: 'add', value: 5 },
        { name: ' Rind ', modifier: 'overwrite', value: null },
      ]),
    );
    expect(problems).toEqual([
      { field: 'options.1.name', message: 'Die Bezeichnung „Rind“ kommt in diesem Schritt mehrfach vor.' },
      { field: 'options.1.value', message: texts.problemMissingValue },
    ]);
    const addons: StepDraft = { type: 'addons', name: 'Extras', options: [{ name: 'Soße', price: null }, addonFromProduct(leberkaese)] };
    expect(stepProblems(addons)).toEqual([{ field: 'options.0.price', message: texts.problemAddonWithoutPrice }]);
  });

  it('lists the problems of every step with the step index in the path', () => {
    expect(configuratorProblems([{ type: 'text', name: 'Gruß' }, select([])])).toEqual([
      { field: '1.options', message: texts.problemNoOptions },
    ]);
  });
});
