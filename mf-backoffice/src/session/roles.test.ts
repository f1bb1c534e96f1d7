import { isAdmin } from './roles';

const user = { id: 1, username: 'u', email: null, firstName: '', lastName: '', branches: [{ id: 1 }] };

describe('isAdmin', () => {
  it('is true for ROLE_ADMIN in the session or on the user record', () => {
    expect(isAdmin({ roles: ['ROLE_ADMIN'], user: null })).toBe(true);
    expect(isAdmin({ roles: ['ROLE_USER'], user: { ...user, roles: ['ROLE_ADMIN'] } })).toBe(true);
  });

  it('is false for employees, anonymous sessions and no user at all', () => {
    expect(isAdmin({ roles: ['ROLE_EMPLOYEE'], user: { ...user, roles: ['ROLE_EMPLOYEE'] } })).toBe(false);
    expect(isAdmin({ roles: ['ROLE_USER'], user: null })).toBe(false);
    expect(isAdmin({ roles: [], user: null })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
