import { fieldErrorsFrom } from './form-errors';

describe('fieldErrorsFrom', () => {
  it('keeps the first message of each field and skips errors without one', () => {
    const error = {
      status: 400,
      message: 'Dieser Wert wird bereits verwendet.',
      errors: [
        { message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' },
        { message: 'Dieser Wert sollte nicht leer sein.', field: 'name' },
        { message: 'Zweite Meldung', field: 'identifier' },
        { message: 'Ohne Feld' },
      ],
    };
    expect(fieldErrorsFrom(error)).toEqual({
      identifier: 'Dieser Wert wird bereits verwendet.',
      name: 'Dieser Wert sollte nicht leer sein.',
    });
  });

  it('is empty for failures without an error list', () => {
    expect(fieldErrorsFrom({ status: 0, errors: [], message: 'x' })).toEqual({});
    expect(fieldErrorsFrom(undefined)).toEqual({});
  });
});
