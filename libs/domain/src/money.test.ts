import Big from 'big.js';
import { ceilDec, D, dec, floorDec, maxDec, roundMoney, roundTo, sum, sumMoney } from './money';

describe('money arithmetic (big.js)', () => {
  it('floors toward −infinity and ceils toward +infinity, for negative and positive values', () => {
    expect(floorDec(dec(2.5)).toNumber()).toBe(2);
    expect(floorDec(dec(-2.5)).toNumber()).toBe(-3);
    expect(floorDec(dec(-2)).toNumber()).toBe(-2);
    expect(floorDec(dec(0.0001)).toNumber()).toBe(0);
    expect(ceilDec(dec(2.5)).toNumber()).toBe(3);
    expect(ceilDec(dec(-2.5)).toNumber()).toBe(-2);
    expect(ceilDec(dec(2)).toNumber()).toBe(2);
    expect(ceilDec(dec(-0.0001)).toNumber()).toBe(-0);
  });
  it('takes the largest value, the first one on a tie', () => {
    expect(maxDec(dec(-1.5), 0).toNumber()).toBe(0);
    expect(maxDec(dec(3.25), 0, 2).toNumber()).toBe(3.25);
    const first = dec(1);
    expect(maxDec(first, 1)).toBe(first);
  });
  it('rounds half up, away from zero on .5 (as ROUND_HALF_UP of Decimal did)', () => {
    expect(roundMoney(2.345)).toBe(2.35);
    expect(roundMoney(-2.345)).toBe(-2.35);
    expect(roundTo(-1.23455, 4)).toBe(-1.2346);
  });
  it('adds exactly', () => {
    expect(dec(0.1).plus(0.2).toNumber()).toBe(0.3);
    expect(sum([0.1, 0.2]).eq(0.3)).toBe(true);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
  });
  it('divides exactly enough: 10 / 3 × 3 is 10 to the cent, 1 / 3 keeps 60 decimals', () => {
    expect(roundMoney(dec(10).div(3).times(3))).toBe(10);
    expect(dec(1).div(3).toFixed()).toBe(`0.${'3'.repeat(60)}`);
    expect(dec(2).div(3).round(4, D.roundHalfUp).toNumber()).toBe(0.6667);
  });
  it('treats empty and non-finite values as 0', () => {
    expect(dec(undefined).toNumber()).toBe(0);
    expect(dec(Number.POSITIVE_INFINITY).toNumber()).toBe(0);
    expect(dec(Number.NEGATIVE_INFINITY).toNumber()).toBe(0);
  });
  it('keeps its settings apart from the global big.js constructor', () => {
    expect(Big.DP).toBe(20);
    const foreign = new Big(1);
    const own = dec(foreign);
    expect(own).not.toBe(foreign);
    expect(own.div(3).toFixed()).toBe(`0.${'3'.repeat(60)}`);
  });
});
