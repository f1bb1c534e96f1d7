import { formatUserName } from './user-name';

describe('formatUserName', () => {
  it('joins first and last name', () => {
    expect(formatUserName({ firstName: 'Anna', lastName: 'Berger', username: 'aberger' })).toBe('Anna Berger');
  });

  it('uses the part that is set', () => {
    expect(formatUserName({ firstName: ' Anna ', lastName: '', username: 'aberger' })).toBe('Anna');
    expect(formatUserName({ firstName: '', lastName: 'Berger', username: 'aberger' })).toBe('Berger');
  });

  it('falls back to the user name', () => {
    expect(formatUserName({ firstName: ' ', lastName: '', username: 'admin' })).toBe('admin');
  });
});
