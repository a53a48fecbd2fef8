import { queryOptions } from '@tanstack/react-query';
import type { WorkQueue } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';

export const WORK_QUEUE_PATH = '/api/staff/work-queue';
export const WORK_QUEUE_EVENTS_PATH = '/api/staff/work-queue/events';

export const workQueueItemPath = (itemKey: string, action: 'assignment' | 'done') =>
  `${WORK_QUEUE_PATH}/items/${encodeURIComponent(itemKey)}/${action}`;

/**
 * The open items of the work queue. Never stale by time: the live channel (use-work-queue-live.ts) marks it
 * stale when anything changes, so no console polls.
 */
export const workQueueQuery = queryOptions({
  queryKey: queryKeys.staff.workQueue,
  queryFn: () => apiFetch<WorkQueue>(WORK_QUEUE_PATH),
  staleTime: Infinity,
});
