'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OtherSessionsEnded } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { signedInSessionsQuery } from './queries';

export function useSignedInSessions() {
  return useQuery(signedInSessionsQuery);
}

/** Signs another browser out; the list is read again, whatever the answer (it may have ended already). */
export function useEndSignedInSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInSessions }),
  });
}

/** "Sign out everywhere else". */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<OtherSessionsEnded>('/api/auth/sessions/end-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInSessions }),
  });
}
