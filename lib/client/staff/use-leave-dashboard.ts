'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

/** Forgets every patient's data this tab holds, then shows staff sign-in (with a reason, if given). */
export function useLeaveDashboard() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(
    (reason?: 'idle') => {
      queryClient.clear();
      router.replace(reason ? `/staff/sign-in?reason=${reason}` : '/staff/sign-in');
      router.refresh();
    },
    [queryClient, router],
  );
}
