import { describe, expect, it } from 'vitest';
import { createNcpdpIdAllocator } from './ncpdp-ids';

describe('createNcpdpIdAllocator', () => {
  it('gives 7 digits led by the state code', () => {
    const allocate = createNcpdpIdAllocator();
    expect(allocate('AL', 'store')).toMatch(/^01\d{5}$/);
    expect(allocate('DC', 'store')).toMatch(/^09\d{5}$/);
    expect(allocate('WY', 'store')).toMatch(/^51\d{5}$/);
  });

  it('never repeats an id, even for the same key', () => {
    const allocate = createNcpdpIdAllocator();
    const ids = Array.from({ length: 500 }, () => allocate('TX', 'same key'));
    expect(new Set(ids).size).toBe(500);
  });

  it('gives the same ids for the same sequence of keys', () => {
    const first = createNcpdpIdAllocator();
    const second = createNcpdpIdAllocator();
    const keys = ['10001/0', '10001/1', '90210/0'];
    expect(keys.map((key) => first('NY', key))).toEqual(keys.map((key) => second('NY', key)));
  });
});
