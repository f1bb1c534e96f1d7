import { COUNT_UP_DURATION_MS, COUNT_UP_STEP_MS, countUpValue, formatCountUp, isCountUpVisible, parseCountUp } from './count-up';

describe('count-up number parsing (website.md §2)', () => {
  it.each([
    ['250', { prefix: '', target: 250, suffix: '' }],
    ['250+', { prefix: '', target: 250, suffix: '+' }],
    ['über 1.000 Kunden', { prefix: 'über ', target: 1, suffix: '.000 Kunden' }],
    ['100 % Qualität', { prefix: '', target: 100, suffix: ' % Qualität' }],
    ['seit 1921', { prefix: 'seit ', target: 1921, suffix: '' }],
    ['007', { prefix: '', target: 7, suffix: '' }],
    ['viele', { prefix: 'viele', target: null, suffix: '' }],
    [42, { prefix: '', target: 42, suffix: '' }],
    [null, { prefix: '', target: null, suffix: '' }],
  ])('%p → %p', (value, parsed) => {
    expect(parseCountUp(value)).toEqual(parsed);
  });
});

describe('count-up animation (2000 ms, 10 ms steps, 20 % visible)', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [5, 0],
    [10, 1],
    [1000, 125],
    [1999, 248],
    [2000, 250],
    [5000, 250],
  ])('at %d ms → %d of 250', (elapsed, value) => {
    expect(countUpValue(250, elapsed)).toBe(value);
  });
  it('constants and custom duration', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2000);
    expect(COUNT_UP_STEP_MS).toBe(10);
    expect(countUpValue(10, 50, 100, 10)).toBe(5);
    expect(countUpValue(10, 50, 5, 10)).toBe(10);
  });
  it('formats with the kept text', () => {
    expect(formatCountUp(parseCountUp('über 250 Kunden'), 120)).toBe('über 120 Kunden');
    expect(formatCountUp(parseCountUp('viele'), 0)).toBe('viele');
  });
  it('visibility threshold', () => {
    expect(isCountUpVisible(0.2)).toBe(true);
    expect(isCountUpVisible(0.19)).toBe(false);
  });
});
