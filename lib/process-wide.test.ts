import { describe, expect, it } from 'vitest';
import { processWide } from '@/lib/process-wide';

describe('processWide', () => {
  it('creates the value once per name, and finds it again from anywhere in the process', () => {
    const name = `test.process-wide.${Math.random()}`;
    let created = 0;
    const make = () => ({ n: (created += 1) });
    const first = processWide(name, make);
    expect(processWide(name, make)).toBe(first);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for(name)]).toBe(first);
    expect(processWide(`${name}.other`, make)).not.toBe(first);
    expect(created).toBe(2);
  });
});
