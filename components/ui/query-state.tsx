'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientError } from '@/lib/client/api';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

/** What went wrong with a read, in the words and with the reference the API gave, or generic words. */
export function describeFailure(error: unknown): { message: string; requestId: string | null } {
  if (error instanceof ApiClientError) return { message: error.message, requestId: error.requestId };
  return { message: 'Something unexpected happened. Please try again.', requestId: null };
}

export interface QueryErrorProps {
  /** What could not be loaded, as a person says it ("your appointments"). */
  what: string;
  /** In place of "Could not load …", where the read is not a load (a search). */
  title?: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  headingLevel?: 2 | 3;
}

/** A failed read: what failed, in words, a way to try again, and the reference for support. */
export function QueryError({ what, title, error, onRetry, retrying, headingLevel = 2 }: QueryErrorProps) {
  const { message, requestId } = describeFailure(error);
  return (
    <ErrorState
      title={title ?? `Could not load ${what}`}
      message={message}
      requestId={requestId}
      onRetry={onRetry}
      retrying={retrying}
      headingLevel={headingLevel}
    />
  );
}

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is being loaded, as a person says it ("your appointments"). */
  what: string;
  /** Lines the loading shape stands in for: the size of what arrives, so that nothing shifts. */
  lines?: number;
  headingLevel?: 2 | 3;
  /** When the data counts as empty, and what to show then. */
  isEmpty?: (data: T) => boolean;
  empty?: { title: ReactNode; text?: ReactNode; action?: ReactNode };
  children: (data: T) => ReactNode;
}

/** One query's loading, error, empty or content state: the one way pages show the state of a read. */
export function QueryState<T>({ query, what, lines = 3, headingLevel = 2, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Skeleton label={`Loading ${what}`} lines={lines} />;
  if (query.isError) {
    return (
      <QueryError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={headingLevel}
      />
    );
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState headingLevel={headingLevel} {...empty} />;
  return <>{children(query.data)}</>;
}
