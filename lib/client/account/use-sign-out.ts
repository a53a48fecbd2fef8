'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';

/** Ends the session, forgets everything cached for it, and goes to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.clear();
      // A full load: no server-rendered part of the page (the header's name) may outlive the session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/sign-in');
    },
  });
}
