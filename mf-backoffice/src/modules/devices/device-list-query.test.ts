import { deviceListSearch, pageCount, pageRange, pageSearch } from './device-list-query';

describe('device list query', () => {
  it('asks for the first page of every device when nothing is filtered', () => {
    expect(deviceListSearch({ branch: null, kind: null, page: 0 })).toBe('limit=20&offset=0');
  });

  it('adds the branch filter and the kind, and pages by limit/offset', () => {
    expect(deviceListSearch({ branch: 3, kind: 'label-printer', page: 2 })).toBe('branch=3&kind=label-printer&limit=20&offset=40');
    expect(deviceListSearch({ branch: null, kind: 'notification-device', page: 1, pageSize: 5 })).toBe(
      'kind=notification-device&limit=5&offset=5',
    );
    expect(deviceListSearch({ branch: 1, kind: null, page: 0 })).toBe('branch=1&limit=20&offset=0');
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
