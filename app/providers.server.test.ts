import { describe, expect, it } from 'vitest';
import { getQueryClient } from './providers';

describe('getQueryClient on the server', () => {
  it('makes a new QueryClient for every call, so that requests never share cached data', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });
});
