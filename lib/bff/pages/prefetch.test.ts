import { describe, expect, it } from 'vitest';
import { prefetchedState, type Prefetch } from './prefetch';

const loads =
  (key: string, data: unknown): Prefetch =>
  (queryClient) =>
    queryClient.prefetchQuery({ queryKey: [key], queryFn: async () => data });

const fails =
  (key: string): Prefetch =>
  (queryClient) =>
    queryClient.prefetchQuery({
      queryKey: [key],
      queryFn: async () => {
        throw new Error('The service is down');
      },
    });

describe('prefetchedState', () => {
  it("hands over what loaded, and leaves out what failed for the browser's own attempt", async () => {
    const state = await prefetchedState(loads('profile', { firstName: 'Marge' }), fails('address'));
    expect(state.queries.map((query) => query.queryKey)).toEqual([['profile']]);
    expect(state.queries[0]!.state.data).toEqual({ firstName: 'Marge' });
  });

  it('gives every page its own cache: nothing of one request reaches another', async () => {
    await prefetchedState(loads('profile', { firstName: 'Marge' }));
    const other = await prefetchedState(loads('chats', []));
    expect(other.queries.map((query) => query.queryKey)).toEqual([['chats']]);
  });
});
