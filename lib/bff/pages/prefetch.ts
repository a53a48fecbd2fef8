import 'server-only';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

/** One query a page's first view shows, loaded on the server into the page's query client. */
export type Prefetch = (queryClient: QueryClient) => Promise<void>;

/**
 * Loads what a page shows before it renders, through the BFF's own functions (same process, no HTTP
 * hop), for `HydrationBoundary`. A failed load is left out: the browser asks again and shows its error
 * state, so a page never fails because of its prefetch.
 */
export async function prefetchedState(...prefetches: Prefetch[]): Promise<DehydratedState> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  await Promise.all(prefetches.map((prefetch) => prefetch(queryClient)));
  return dehydrate(queryClient);
}
