import { validationTexts } from '@asp/i18n';
import { z } from 'zod';
import { fieldPath, installGermanZodMessages } from './german-zod';

installGermanZodMessages();

/** The first German message zod gives for `value` under `schema`. */
function messageFor(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues[0]!.message;
}

describe('German validation messages (document 1 §5)', () => {
  it.each([
    ['missing value', z.string(), undefined, validationTexts.blank],
    ['empty required string', z.string().min(1), '', validationTexts.blank],
    ['string shorter than its minimum', z.string().min(3), 'ab', 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 3 Zeichen haben.'],
    ['string longer than its maximum', z.string().max(2), 'abc', 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 2 Zeichen haben.'],
    ['not a number', z.number(), 'x', validationTexts.number],
    ['not a boolean', z.boolean(), 'ja', validationTexts.boolean],
    ['inclusive minimum', z.number().min(0), -1, 'Dieser Wert sollte größer oder gleich 0 sein.'],
    ['exclusive minimum (positive)', z.number().positive(), 0, 'Dieser Wert sollte größer als 0 sein.'],
    ['inclusive maximum', z.number().max(5), 6, 'Dieser Wert sollte kleiner oder gleich 5 sein.'],
    ['exclusive maximum (lt)', z.number().lt(5), 5, 'Dieser Wert sollte kleiner als 5 sein.'],
    ['wrong choice', z.enum(['a', 'b']), 'c', validationTexts.choice],
    ['missing choice', z.enum(['a', 'b']), undefined, validationTexts.blank],
    ['e-mail', z.email(), 'kein-mail', validationTexts.email],
    ['URL', z.url(), 'kein url', validationTexts.url],
    ['empty list', z.array(z.string()).min(1), [], validationTexts.blank],
    ['unknown field', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, validationTexts.unknownField],
    ['not an integer step', z.number().multipleOf(1), 1.5, validationTexts.integer],
    ['null where a text is required', z.string(), null, validationTexts.blank],
    ['text where an integer is required', z.int(), 'x', validationTexts.number],
    ['not a date object', z.date(), 'gestern', validationTexts.date],
    ['a number where a text is required', z.string(), 5, validationTexts.type],
    ['blank choice', z.enum(['a', 'b']), '', validationTexts.blank],
    ['ISO date', z.iso.date(), '31.12.2026', validationTexts.date],
    ['ISO date and time', z.iso.datetime(), 'morgen', validationTexts.date],
    ['ISO time', z.iso.time(), '25 Uhr', validationTexts.time],
    ['pattern', z.string().regex(/^[a-z]+$/), 'ABC', validationTexts.invalid],
    ['own rule without message', z.string().refine(() => false), 'x', validationTexts.invalid],
  ])('%s', (_name, schema, value, expected) => {
    expect(messageFor(schema, value)).toBe(expected);
  });

  it('names nested fields as the browser marks them', () => {
    expect(fieldPath(['deliveryAreas', 0, 'price'])).toBe('deliveryAreas[0].price');
    expect(fieldPath(['name'])).toBe('name');
    expect(fieldPath([])).toBeUndefined();
  });
});
