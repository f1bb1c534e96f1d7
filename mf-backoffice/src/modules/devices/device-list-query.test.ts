import { deviceListSearch, pageCount, pageRange, pageSearch } from './device-list-query';

describe('device list query', () => {
  it('puts the layout branch filter before the list state (page, sort, kind)', () => {
    expect(deviceListSearch(null, 'limit=25&offset=0&sort=name')).toBe('limit=25&offset=0&sort=name');
    expect(deviceListSearch(3, 'limit=25&offset=50&sort=-kind&kind=label-printer')).toBe(
      'branch=3&limit=25&offset=50&sort=-kind&kind=label-printer',
    );
  });

  it('treats a negative or broken page as the first', () => {
    expect(pageSearch(-1, 20)).toBe('limit=20&offset=0');
    expect(pageSearch(Number.NaN, 20)).toBe('limit=20&offset=0');
  });

  it('counts pages and the shown range from x-total-count', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageRange(2, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(0, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(0, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
