'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { workQueueItemPath, workQueueQuery } from './work-queue-queries';

export function useWorkQueue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workQueueQuery, enabled });
}

/** The queue is read again after the caller's own action, as every other console reads it on the event. */
function useRefreshQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.workQueue });
}

/** "I'll take it" without `staffId`; an admin's reassignment with one. */
export function useAssignQueueItem() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: ({ itemKey, staffId }: { itemKey: string; staffId?: string }) =>
      apiFetch(workQueueItemPath(itemKey, 'assignment'), {
        method: 'POST',
        body: staffId === undefined ? {} : { staffId },
      }),
    onSettled: refresh,
  });
}

export function useCompleteQueueItem() {
  const refresh = useRefreshQueue();
  return useMutation({
    mutationFn: (itemKey: string) => apiFetch(workQueueItemPath(itemKey, 'done'), { method: 'POST' }),
    onSettled: refresh,
  });
}
