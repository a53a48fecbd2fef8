'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@/lib/contract';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';

/** The details the service holds for the signed-in patient. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => apiFetch('/api/users/me', { schema: userSchema, signal }),
});

export function useProfile() {
  return useQuery(profileQuery);
}
