import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldIssues } from './validation';

describe('toFieldIssues', () => {
  const schema = z.strictObject({
    location: z.strictObject({ state: z.string() }),
    items: z.array(z.number()),
  });

  it('dot-joins nested paths, array indexes included', () => {
    const result = schema.safeParse({ location: { state: 1 }, items: [1, 'two'] });
    expect(result.success).toBe(false);
    expect(toFieldIssues(result.error!).map((issue) => issue.path)).toEqual(['location.state', 'items.1']);
  });

  it('names each unknown field, however deep', () => {
    const result = schema.safeParse({ location: { state: 'CA', county: 'x' }, items: [], extra: 1, more: 2 });
    expect(toFieldIssues(result.error!)).toEqual([
      { path: 'location.county', message: 'Unknown field' },
      { path: 'extra', message: 'Unknown field' },
      { path: 'more', message: 'Unknown field' },
    ]);
  });

  it('places issues under a prefix such as a header name', () => {
    const result = z.string().min(1, 'Must not be empty').safeParse('');
    expect(toFieldIssues(result.error!, { prefix: 'Idempotency-Key' })).toEqual([
      { path: 'Idempotency-Key', message: 'Must not be empty' },
    ]);
  });
});
