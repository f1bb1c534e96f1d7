import {
  canGoNext,
  canSaveItem,
  createCartItem,
  DEFAULT_TEXT_MAX_LENGTH,
  DEFAULT_UPLOAD_ACCEPT,
  emptyParts,
  IMAGE_UPLOAD_ACCEPT,
  isAcceptedFile,
  isConfigurable,
  isItemValid,
  isLastStep,
  isMultipleUpload,
  isPartFilled,
  isPreviewable,
  isStepValid,
  nextStep,
  previousStep,
  removeCartItem,
  saveCartItem,
  selectOption,
  setAddonAmount,
  stepCount,
  textLengthMessage,
  textLengthProblem,
  textPartLimits,
  toggleOption,
  uploadAccept,
  uploadErrorMessage,
  uploadName,
} from './configurator';
import { legacy, makeProduct, option, part } from './testing/fixtures';
import type { CartItem, CartItemPart, ConfigPart, PartType, Product } from './types';

const upload = { id: 1, version: 1, extension: 'jpg', mimeType: 'image/jpeg', publicHash: 'abc' };

describe('step validity (storefront.md §5)', () => {
  it.each<[PartType, CartItemPart | undefined, boolean]>([
    ['select', { value: 'Groß' }, true],
    ['select', { value: null }, false],
    ['select', { value: '' }, false],
    ['select', undefined, false],
    ['multiselect', { values: ['Pommes'] }, true],
    ['multiselect', { values: [] }, false],
    ['multiselect', {}, false],
    ['text', { value: 'Alles Gute' }, true],
    ['text', { value: '   ' }, false],
    ['textarea', { value: 'Zeile' }, true],
    ['textarea', { value: null }, false],
    ['file', { files: [upload] }, true],
    ['file', { files: [] }, false],
    ['files', { files: [upload, upload] }, true],
    ['image', { files: [upload] }, true],
    ['images', {}, false],
    ['addons', { addons: [{ name: 'Brot', amount: 1 }] }, true],
    ['addons', { addons: [{ name: 'Brot', amount: 0 }] }, false],
    ['addons', { addons: [] }, false],
    ['addons', undefined, false],
  ])('%s with %p → filled %p', (type, value, filled) => {
    expect(isPartFilled({ type }, value)).toBe(filled);
    expect(isStepValid({ type, optional: false }, value)).toBe(filled);
    expect(isStepValid({ type, optional: true }, value)).toBe(true);
  });

  it('an unknown step type is never filled', () => {
    expect(isPartFilled({ type: 'colour' as PartType }, { value: 'rot' })).toBe(false);
  });
});

describe('upload names (issue 18)', () => {
  it("the file's own name, else 'Datei {n}' by its place", () => {
    expect(uploadName({ ...upload, name: 'torte.jpg' }, 0)).toBe('torte.jpg');
    expect(uploadName({ ...upload, name: undefined }, 1)).toBe('Datei 2');
    expect(uploadName({ ...upload, name: '  ' }, 0)).toBe('Datei 1');
  });
});

describe('text step limits (issue 18)', () => {
  it("the product's minLength and maxLength, else the type's default maximum; none for other kinds", () => {
    expect(textPartLimits({ type: 'text' })).toEqual({ min: null, max: DEFAULT_TEXT_MAX_LENGTH.text });
    expect(textPartLimits({ type: 'textarea', maxLength: null })).toEqual({ min: null, max: 1000 });
    expect(textPartLimits({ type: 'text', minLength: 3, maxLength: 20 })).toEqual({ min: 3, max: 20 });
    // A minimum above the maximum could never be met: the maximum wins.
    expect(textPartLimits({ type: 'text', minLength: 50, maxLength: 20 })).toEqual({ min: 20, max: 20 });
    expect(textPartLimits({ type: 'select', maxLength: 20 })).toBeNull();
  });

  it('too long as typed, too short when filled (trimmed); the messages', () => {
    const step = { type: 'text' as const, minLength: 3, maxLength: 10 };
    expect(textLengthProblem(step, { value: 'x'.repeat(11) })).toEqual({ kind: 'tooLong', max: 10 });
    expect(textLengthProblem(step, { value: 'x'.repeat(10) })).toBeNull();
    expect(textLengthProblem(step, { value: ' ab ' })).toEqual({ kind: 'tooShort', min: 3 });
    expect(textLengthProblem(step, { value: 'abc' })).toBeNull();
    expect(textLengthProblem(step, { value: '' })).toBeNull();
    expect(textLengthProblem({ type: 'textarea' }, { value: 'x'.repeat(1001) })).toEqual({ kind: 'tooLong', max: 1000 });
    expect(textLengthProblem({ type: 'select' }, { value: 'x'.repeat(1001) })).toBeNull();
    expect(textLengthMessage({ kind: 'tooLong', max: 10 })).toBe('Höchstens 10 Zeichen.');
    expect(textLengthMessage({ kind: 'tooShort', min: 3 })).toBe('Mindestens 3 Zeichen.');
  });

  it('a text beyond its limits makes the step invalid, an optional one too; empty optional stays valid', () => {
    const limited = { type: 'text' as const, optional: true, maxLength: 5 };
    expect(isStepValid(limited, { value: 'Hallo' })).toBe(true);
    expect(isStepValid(limited, { value: 'Hallo!' })).toBe(false);
    expect(isStepValid(limited, { value: '' })).toBe(true);
    expect(isStepValid({ type: 'text', optional: false }, { value: 'x'.repeat(101) })).toBe(false);
    const product = makeProduct({ type: 'configurable', config: { parts: [part({ type: 'textarea', name: 'Gruß', maxLength: 5 })] } });
    expect(canSaveItem({ product, amount: 1, parts: [{ value: 'Hallo' }] })).toBe(true);
    expect(canSaveItem({ product, amount: 1, parts: [{ value: 'Hallo Welt' }] })).toBe(false);
  });
});

const parts: ConfigPart[] = [
  part({ type: 'select', name: 'Größe', options: [option({ name: 'Klein' }), option({ name: 'Groß' })] }),
  part({ type: 'multiselect', name: 'Beilagen', optional: true, options: [option({ name: 'Pommes' }), option({ name: 'Salat' })] }),
  part({ type: 'text', name: 'Text' }),
];
const configurable: Product = makeProduct({ type: 'configurable', isStepByStep: true, config: { parts } });

function item(p: CartItem['parts'], amount = 1, product = configurable): CartItem {
  return { product, amount, unit: 'piece', parts: p };
}

describe('item validity (storefront.md §5)', () => {
  it.each<[string, CartItem, boolean]>([
    ['all required steps filled', item([{ value: 'Klein' }, { values: [] }, { value: 'Hallo' }]), true],
    ['a required step empty', item([{ value: 'Klein' }, { values: ['Salat'] }, { value: '' }]), false],
    ['amount 0', item([{ value: 'Klein' }, {}, { value: 'Hallo' }], 0), false],
    ['negative amount', item([{ value: 'Klein' }, {}, { value: 'Hallo' }], -1), false],
    ['no parts given', item(null), false],
    ['a plain product only needs an amount', item(null, 2, makeProduct({ type: 'plain', config: { parts } })), true],
    [
      'a product without type but with parts is configurable',
      item([], 1, legacy(makeProduct({ config: { parts } }), { type: undefined })),
      false,
    ],
    ['a product without type and parts', item(null, 1, legacy(makeProduct(), { type: undefined, config: null })), true],
  ])('%s → %p', (_, cartItem, valid) => {
    expect(isItemValid(cartItem)).toBe(valid);
    expect(canSaveItem(cartItem)).toBe(valid);
  });

  it('isConfigurable', () => {
    expect(isConfigurable(configurable)).toBe(true);
    expect(isConfigurable(makeProduct({ type: 'bundle', config: { parts } }))).toBe(false);
  });
});

describe('step navigation (storefront.md §4)', () => {
  it('step count: one per part, at least one', () => {
    expect(stepCount(configurable)).toBe(3);
    expect(stepCount(legacy(makeProduct(), { config: null }))).toBe(1);
    expect(stepCount(makeProduct({ config: {} }))).toBe(1);
  });

  it.each<[string, CartItem, number, boolean]>([
    ['valid first step', item([{ value: 'Klein' }]), 0, true],
    ['invalid first step', item([{ value: null }]), 0, false],
    ['optional second step', item([{ value: 'Klein' }, {}]), 1, true],
    ['last step', item([{ value: 'Klein' }, {}, { value: 'x' }]), 2, false],
    ['not step-by-step', item([{ value: 'Klein' }], 1, makeProduct({ ...configurable, isStepByStep: false })), 0, false],
  ])('next: %s → %p', (_, cartItem, index, possible) => {
    expect(canGoNext(cartItem, index)).toBe(possible);
    expect(nextStep(cartItem, index)).toBe(possible ? index + 1 : index);
  });

  it('back decrements, or cancels at step 0', () => {
    expect(previousStep(2)).toEqual({ action: 'back', stepIndex: 1 });
    expect(previousStep(1)).toEqual({ action: 'back', stepIndex: 0 });
    expect(previousStep(0)).toEqual({ action: 'cancel' });
  });

  it('last step', () => {
    expect(isLastStep(configurable, 1)).toBe(false);
    expect(isLastStep(configurable, 2)).toBe(true);
    expect(isLastStep(makeProduct({}), 0)).toBe(true);
  });
});

describe('select and multiselect (storefront.md §4)', () => {
  it.each([
    [false, null, 'Groß', 'Groß', 'selects'],
    [false, 'Klein', 'Groß', 'Groß', 'switches'],
    [false, 'Groß', 'Groß', 'Groß', 'a required step keeps its value'],
    [true, 'Groß', 'Groß', null, 'an optional step deselects'],
  ])('optional %p, current %p, click %s → %p (%s)', (optional, current, click, expected, _label) => {
    expect(selectOption({ optional }, current, click)).toBe(expected);
  });

  it('multiselect toggles in and out of the list', () => {
    expect(toggleOption([], 'Pommes')).toEqual(['Pommes']);
    expect(toggleOption(['Pommes'], 'Salat')).toEqual(['Pommes', 'Salat']);
    expect(toggleOption(['Pommes', 'Salat'], 'Pommes')).toEqual(['Salat']);
    expect(toggleOption(null, 'Salat')).toEqual(['Salat']);
  });

  it('addon amounts', () => {
    expect(setAddonAmount([], 'Brot', 2)).toEqual([{ name: 'Brot', amount: 2 }]);
    expect(setAddonAmount(null, 'Wurst', 250, 'gram')).toEqual([{ name: 'Wurst', amount: 250, unit: 'gram' }]);
    expect(
      setAddonAmount(
        [
          { name: 'Brot', amount: 2 },
          { name: 'Käse', amount: 1 },
        ],
        'Brot',
        3,
      ),
    ).toEqual([
      { name: 'Brot', amount: 3 },
      { name: 'Käse', amount: 1 },
    ]);
    expect(setAddonAmount([{ name: 'Brot', amount: 2 }], 'Brot', 0)).toEqual([]);
  });
});

describe('cart items from the configurator (storefront.md §4)', () => {
  const a = item([{ value: 'Klein' }]);
  const b = item([{ value: 'Groß' }]);
  it('a new item is appended; an edited item replaces the one at its index', () => {
    expect(saveCartItem([a], b)).toEqual([a, b]);
    expect(saveCartItem([a], b, null)).toEqual([a, b]);
    expect(saveCartItem([a, a], b, 1)).toEqual([a, b]);
    expect(saveCartItem([a], b, 5)).toEqual([a, b]);
    expect(saveCartItem([a], b, -1)).toEqual([a, b]);
  });
  it('removes by index', () => {
    expect(removeCartItem([a, b], 0)).toEqual([b]);
  });
  it('creates an item with the initial quantity and one empty entry per step', () => {
    const product = makeProduct({
      minimumQuantity: 2,
      config: {
        parts: [
          { type: 'select', name: 'a' },
          { type: 'multiselect', name: 'b' },
          { type: 'addons', name: 'c' },
          { type: 'image', name: 'd' },
          { type: 'files', name: 'e' },
          { type: 'file', name: 'e2' },
          { type: 'images', name: 'e3' },
          { type: 'textarea', name: 'f' },
        ],
      },
    });
    expect(emptyParts(product)).toEqual([
      { value: null },
      { values: [] },
      { addons: [] },
      { files: [] },
      { files: [] },
      { files: [] },
      { files: [] },
      { value: null },
    ]);
    expect(createCartItem(product)).toMatchObject({ amount: 2, unit: 'piece' });
    expect(emptyParts(makeProduct({}))).toEqual([]);
  });
});

describe('uploads (storefront.md §5, §8)', () => {
  it('accept lists', () => {
    expect(DEFAULT_UPLOAD_ACCEPT).toBe('.txt,.csv,.gif,.jpg,.jpeg,.png,.svg,.mp4,.mpeg,.webm,.zip,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx');
    expect(IMAGE_UPLOAD_ACCEPT).toBe('.jpg,.jpeg,.png,.gif');
    expect(uploadAccept('image')).toBe(IMAGE_UPLOAD_ACCEPT);
    expect(uploadAccept('images')).toBe(IMAGE_UPLOAD_ACCEPT);
    expect(uploadAccept('file')).toBe(DEFAULT_UPLOAD_ACCEPT);
    expect(uploadAccept('files')).toBe(DEFAULT_UPLOAD_ACCEPT);
  });
  it.each([
    ['file', false],
    ['files', true],
    ['image', false],
    ['images', true],
  ] as const)('%s multiple %p', (type, multiple) => {
    expect(isMultipleUpload(type)).toBe(multiple);
  });
  it.each([
    ['Foto.JPG', 'image', true],
    ['plan.pdf', 'image', false],
    ['plan.pdf', 'file', true],
    ['bild.svg', 'image', false],
    ['bild.svg', 'files', true],
    ['README', 'file', false],
    ['virus.exe', 'file', false],
  ] as const)('%s for %s → %p', (name, type, accepted) => {
    expect(isAcceptedFile(name, type)).toBe(accepted);
  });
  it('preview for jpeg, png, gif', () => {
    expect(isPreviewable('image/jpeg')).toBe(true);
    expect(isPreviewable('image/PNG')).toBe(true);
    expect(isPreviewable('image/gif')).toBe(true);
    expect(isPreviewable('image/svg+xml')).toBe(false);
    expect(isPreviewable(null)).toBe(false);
  });
  it('the upload failure message', () => {
    expect(uploadErrorMessage('torte.heic')).toBe(
      'Die ausgewählte Datei "torte.heic" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
  });
});
