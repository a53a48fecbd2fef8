'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, Skeleton } from '@/components/ui';
import { ApiClientError } from '@/lib/client/api';

/** Loading, error (with the request id) or the content of one query. */
export function QueryState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton label={`Loading ${label}`} lines={3} />;
  if (query.isError) {
    const error = query.error instanceof ApiClientError ? query.error : null;
    return (
      <ErrorState
        title={`Could not load ${label}`}
        message={error?.message ?? 'Something went wrong.'}
        requestId={error?.requestId}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={3}
      />
    );
  }
  return <>{children(query.data)}</>;
}
