import 'server-only';
import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prefetchedState, type Prefetch } from './prefetch';

/** A page's client leaves with their first view's data already in the query cache, rendered into the HTML. */
export async function Prefetched({ prefetches, children }: { prefetches: Prefetch[]; children: ReactNode }) {
  return <HydrationBoundary state={await prefetchedState(...prefetches)}>{children}</HydrationBoundary>;
}
