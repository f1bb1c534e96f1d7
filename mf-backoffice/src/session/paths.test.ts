import { afterLoginPath } from './paths';

describe('afterLoginPath', () => {
  it('returns to the back-office page the user came from', () => {
    expect(afterLoginPath({ from: '/backend/branches/3' })).toBe('/backend/branches/3');
    expect(afterLoginPath({ from: '/backend' })).toBe('/backend');
  });

  it('goes to /backend without a usable origin', () => {
    expect(afterLoginPath(null)).toBe('/backend');
    expect(afterLoginPath({})).toBe('/backend');
    expect(afterLoginPath({ from: 42 })).toBe('/backend');
  });

  it('never leaves the back office or loops to login and logout', () => {
    expect(afterLoginPath({ from: 'https://evil.example/backend' })).toBe('/backend');
    expect(afterLoginPath({ from: '/store/konstanz' })).toBe('/backend');
    expect(afterLoginPath({ from: '/backendx' })).toBe('/backend');
    expect(afterLoginPath({ from: '/backend/login' })).toBe('/backend');
    expect(afterLoginPath({ from: '/backend/logout' })).toBe('/backend');
  });
});
