import { configPartSchema } from '@asp/contracts';
import { canGoNext, canSaveItem, itemUnitPrice, type CartItem } from '@asp/domain';
import { bratwurst, grillpaket, rinderfilet } from '../testing/shop-fixtures';
import {
  canDecrease,
  canIncrease,
  committed,
  configuratorReducer,
  formatQuantity,
  initConfigurator,
  type ConfiguratorAction,
  type ConfiguratorState,
} from './configurator-state';

const run = (state: ConfiguratorState, ...actions: ConfiguratorAction[]) => actions.reduce(configuratorReducer, state);
const grill = grillpaket;
const filet = rinderfilet;

describe('configurator quantity (storefront.md §5)', () => {
  it('starts with the default quantity in the default unit', () => {
    const state = initConfigurator(filet);
    expect(state.item).toMatchObject({ amount: 400, unit: 'gram' });
    expect(state.amountText).toBe('400');
  });

  it('accepts comma or dot and normalises on commit', () => {
    const kg = run(initConfigurator(filet), { type: 'unit', unit: 'kilogram' });
    expect(kg.item).toMatchObject({ amount: 0.4, unit: 'kilogram' });
    expect(kg.amountText).toBe('0,4');
    expect(run(kg, { type: 'amountTyped', text: '1,25' }, { type: 'amountCommitted' }).item.amount).toBe(1.3);
    expect(run(kg, { type: 'amountTyped', text: '0.5' }, { type: 'amountCommitted' }).amountText).toBe('0,5');
    // Empty or invalid becomes 0, clamped to the minimum.
    expect(run(kg, { type: 'amountTyped', text: 'viel' }, { type: 'amountCommitted' }).item.amount).toBe(0.2);
    expect(run(kg, { type: 'amountTyped', text: '99' }, { type: 'amountCommitted' }).item.amount).toBe(10);
  });

  it('steps up and down, disabled at the limits', () => {
    const pieces = run(initConfigurator(bratwurst));
    expect(pieces.item.amount).toBe(1);
    expect(canDecrease(pieces)).toBe(false);
    const three = run(pieces, { type: 'increase' }, { type: 'increase' });
    expect(three.item.amount).toBe(3);
    expect(run(three, { type: 'decrease' }).item.amount).toBe(2);
    const max = run(initConfigurator(grill), { type: 'amountTyped', text: '10' }, { type: 'amountCommitted' });
    expect(canIncrease(max)).toBe(false);
    expect(run(max, { type: 'increase' }).item.amount).toBe(10);
  });

  it('commits a typed amount before stepping and before saving', () => {
    const typed = run(initConfigurator(bratwurst), { type: 'amountTyped', text: '5' });
    expect(typed.item.amount).toBe(1);
    expect(committed(typed).item.amount).toBe(5);
    expect(run(typed, { type: 'increase' }).item.amount).toBe(6);
  });

  it('converts the amount when the unit changes', () => {
    const pieces = run(initConfigurator(filet), { type: 'unit', unit: 'piece' });
    expect(pieces.item).toMatchObject({ amount: 2, unit: 'piece' });
  });

  it('formats de-DE without grouping', () => {
    expect(formatQuantity(1250)).toBe('1250');
    expect(formatQuantity(0.25)).toBe('0,25');
  });
});

describe('configurator steps (storefront.md §4, §5)', () => {
  it('select: chooses, and a required step keeps its choice when clicked again', () => {
    const chosen = run(initConfigurator(grill), { type: 'select', part: 0, option: 'Groß' });
    expect(chosen.item.parts?.[0].value).toBe('Groß');
    expect(run(chosen, { type: 'select', part: 0, option: 'Groß' }).item.parts?.[0].value).toBe('Groß');
    expect(itemUnitPrice(chosen.item)).toBe(69.9);
  });

  it('multiselect toggles options in and out', () => {
    const state = run(
      initConfigurator(grill),
      { type: 'toggle', part: 1, option: 'Kräuter' },
      { type: 'toggle', part: 1, option: 'Honig-Senf' },
      { type: 'toggle', part: 1, option: 'Kräuter' },
    );
    expect(state.item.parts?.[1].values).toEqual(['Honig-Senf']);
  });

  it('addons: amounts above 0 are kept, 0 removes the addon', () => {
    const two = run(initConfigurator(grill), { type: 'addon', part: 2, name: 'Kräuterbutter', amount: 2, unit: 'piece' });
    expect(two.item.parts?.[2].addons).toEqual([{ name: 'Kräuterbutter', amount: 2, unit: 'piece' }]);
    expect(run(two, { type: 'addon', part: 2, name: 'Kräuterbutter', amount: 0, unit: 'piece' }).item.parts?.[2].addons).toEqual([]);
  });

  it('uploads: an images step collects files, removing one by index', () => {
    const files = [
      { id: 1, version: 1, extension: 'jpg', mimeType: 'image/jpeg', publicHash: 'a' },
      { id: 2, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'b' },
    ];
    const state = run(
      initConfigurator(grill),
      { type: 'filesAdded', part: 3, files: [files[0]] },
      { type: 'filesAdded', part: 3, files: [files[1]] },
    );
    expect(state.item.parts?.[3].files?.map((f) => f.id)).toEqual([1, 2]);
    expect(run(state, { type: 'fileRemoved', part: 3, index: 0 }).item.parts?.[3].files?.map((f) => f.id)).toEqual([2]);
  });

  it('a single-file step keeps only the newest file', () => {
    const single = { ...grill, config: { parts: [configPartSchema.parse({ type: 'file', name: 'Datei' })] } };
    const state = run(
      initConfigurator(single),
      { type: 'filesAdded', part: 0, files: [{ id: 1 }] },
      { type: 'filesAdded', part: 0, files: [{ id: 2 }, { id: 3 }] },
    );
    expect(state.item.parts?.[0].files).toEqual([{ id: 3 }]);
  });

  it('step by step: next only when the step is valid and not last, back down to 0', () => {
    let state = initConfigurator(grill);
    expect(run(state, { type: 'next' }).step).toBe(0);
    state = run(state, { type: 'select', part: 0, option: 'Klein' }, { type: 'next' });
    expect(state.step).toBe(1);
    expect(canGoNext(state.item, state.step)).toBe(false);
    state = run(
      state,
      { type: 'toggle', part: 1, option: 'Kräuter' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(state.step).toBe(4);
    expect(run(state, { type: 'back' }, { type: 'back' }).step).toBe(2);
    expect(run(initConfigurator(grill), { type: 'back' }).step).toBe(0);
  });

  it('can be saved only when every required step is filled', () => {
    let state = initConfigurator(grill);
    expect(canSaveItem(state.item)).toBe(false);
    state = run(state, { type: 'select', part: 0, option: 'Klein' });
    expect(canSaveItem(state.item)).toBe(false);
    state = run(state, { type: 'toggle', part: 1, option: 'Kräuter' });
    expect(canSaveItem(state.item)).toBe(true);
  });

  it('editing starts from the item in the cart, steps the product gained start empty', () => {
    const editing = { product: grill, amount: 3, unit: 'package', parts: [{ value: 'Groß' }] } as CartItem;
    const state = initConfigurator(grill, editing);
    expect(state.item.amount).toBe(3);
    expect(state.item.parts).toEqual([{ value: 'Groß' }, { values: [] }, { addons: [] }, { files: [] }, { value: null }]);
  });
});
