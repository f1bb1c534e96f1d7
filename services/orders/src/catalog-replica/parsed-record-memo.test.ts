import { z } from 'zod';
import { ParsedRecordMemo } from './parsed-record-memo';

const schema = z.object({ id: z.number(), name: z.string(), tags: z.array(z.string()).default([]) });

describe('ParsedRecordMemo', () => {
  it('parses a text once and hands the same frozen record out again', () => {
    const memo = new ParsedRecordMemo();
    const spy = jest.spyOn(schema, 'safeParse');
    const first = memo.parse(schema, 'product', '{"id":1,"name":"Bratwurst"}');
    const second = memo.parse(schema, 'product', '{"id":1,"name":"Bratwurst"}');
    expect(first).toEqual({ id: 1, name: 'Bratwurst', tags: [] });
    expect(second).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first!.tags)).toBe(true);
    expect(() => (first!.tags as string[]).push('x')).toThrow(TypeError);
    spy.mockRestore();
  });

  it('never serves a changed record stale: another text is another entry', () => {
    const memo = new ParsedRecordMemo();
    expect(memo.parse(schema, 'product', '{"id":1,"name":"Bratwurst"}')?.name).toBe('Bratwurst');
    expect(memo.parse(schema, 'product', '{"id":1,"name":"Rostbratwurst"}')?.name).toBe('Rostbratwurst');
    // The same text under another kind is parsed by that kind's reader.
    expect(memo.read('config', '{"id":1,"name":"Bratwurst"}', () => 'config')).toBe('config');
  });

  it('answers null for unreadable text or records, and remembers that too', () => {
    const memo = new ParsedRecordMemo();
    expect(memo.parse(schema, 'product', '{"id":"eins"}')).toBeNull();
    expect(memo.parse(schema, 'product', '{kaputt')).toBeNull();
    expect(memo.size).toBe(2);
  });

  it('stays bounded: when full, the oldest half goes', () => {
    const memo = new ParsedRecordMemo(10);
    for (let id = 1; id <= 25; id += 1) memo.parse(schema, 'product', JSON.stringify({ id, name: `P${id}` }));
    expect(memo.size).toBeLessThanOrEqual(10);
    const spy = jest.spyOn(schema, 'safeParse');
    memo.parse(schema, 'product', JSON.stringify({ id: 25, name: 'P25' }));
    memo.parse(schema, 'product', JSON.stringify({ id: 1, name: 'P1' }));
    expect(spy).toHaveBeenCalledTimes(1); // 25 was still there, 1 was evicted
    spy.mockRestore();
  });
});
