'use client';

import Link from 'next/link';
import { ErrorState } from '@/components/ui';
import { ApiClientError } from '@/lib/client/api';

/** A failed read, in words, with what to do next and the reference; signed-out people are sent to sign in. */
export function ApiErrorState({
  error,
  title,
  onRetry,
  retrying,
  headingLevel = 2,
}: {
  error: unknown;
  title: string;
  onRetry?: () => void;
  retrying?: boolean;
  headingLevel?: 2 | 3;
}) {
  const apiError = error instanceof ApiClientError ? error : null;
  if (apiError?.isSignedOut) {
    const next = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
    return (
      <ErrorState
        title="Please sign in"
        message="Your session has ended."
        nextStep="Sign in again to continue where you left off."
        action={<Link href={`/sign-in?next=${encodeURIComponent(next)}`}>Sign in</Link>}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <ErrorState
      title={title}
      message={apiError?.message ?? 'Something unexpected happened.'}
      requestId={apiError?.requestId}
      onRetry={onRetry}
      retrying={retrying}
      headingLevel={headingLevel}
    />
  );
}

/** The message and reference of a failed action, for a Notice beside the button that caused it. */
export function describeActionError(error: unknown): { message: string; requestId: string | null } {
  if (error instanceof ApiClientError) return { message: error.message, requestId: error.requestId };
  return { message: 'Something unexpected happened. Please try again.', requestId: null };
}
