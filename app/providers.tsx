'use client';

import { isServer, MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { TimeZoneProvider } from '@/lib/client/time-zone';
import { redirectIfSignedOut } from '@/lib/client/account/signed-out-redirect';

function makeQueryClient(): QueryClient {
  // One place for "the session is gone": any query or mutation answered 401 auth-required sends the
  // person to sign in and back, so no page has to handle it itself.
  const onError = (error: unknown) => {
    if (!isServer) redirectIfSignedOut(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A signed-out answer will not change by asking again.
        retry: (failureCount, error) => failureCount < 1 && !isSignedOutError(error),
      },
    },
  });
}

function isSignedOutError(error: unknown): boolean {
  return (error as { isSignedOut?: unknown } | null)?.isSignedOut === true;
}

let browserQueryClient: QueryClient | undefined;

/**
 * A new client for every server render, so that no request ever sees another's data; one client for the
 * whole life of the browser tab, so that a component suspending on first render does not lose it.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/** `timeZone`: the zone the server rendered the page's times in (see TimeZoneProvider). */
export function Providers({ children, timeZone }: { children: ReactNode; timeZone: string }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <TimeZoneProvider serverZone={timeZone}>{children}</TimeZoneProvider>
    </QueryClientProvider>
  );
}
