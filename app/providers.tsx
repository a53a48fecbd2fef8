'use client';

import { isServer, MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
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

/**
 * The query cache, for the areas whose pages read and change server state: the patient's pages (the
 * signed-in home included) and the staff console. Not in the root layout: the public pages (sign-in,
 * register, staff sign-in, the signed-out home) do without TanStack Query's script.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
