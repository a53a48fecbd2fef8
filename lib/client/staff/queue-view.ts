import type { WorkQueueItem } from '@/lib/contract/bff/work-queue-values';

export type QueueFilter = 'all' | 'mine' | 'unassigned';

/** An item as the list shows it: `gone` once it left the queue (done, cancelled) while the list held still. */
export type ShownItem = WorkQueueItem & { gone: boolean };

/**
 * The list holds still while someone reads it: items stay where they are, updated in place (who took
 * them); one that left the queue stays, marked gone; new ones wait, counted, until "Show". An empty list
 * has nothing to hold: it takes the newest at once.
 */
export function holdStill(
  pinned: readonly WorkQueueItem[] | null,
  latest: readonly WorkQueueItem[],
): WorkQueueItem[] {
  if (pinned === null || pinned.length === 0) return [...latest];
  const byKey = new Map(latest.map((item) => [item.key, item]));
  return pinned.map((item) => byKey.get(item.key) ?? item);
}

export function shownItems(pinned: readonly WorkQueueItem[], latest: readonly WorkQueueItem[]): ShownItem[] {
  const open = new Set(latest.map((item) => item.key));
  return pinned.map((item) => ({ ...item, gone: !open.has(item.key) }));
}

/** The items that arrived since the list was last shown in full. */
export function waitingItems(
  pinned: readonly WorkQueueItem[],
  latest: readonly WorkQueueItem[],
): WorkQueueItem[] {
  const shown = new Set(pinned.map((item) => item.key));
  return latest.filter((item) => !shown.has(item.key));
}

export function matchesFilter(
  item: WorkQueueItem,
  filter: QueueFilter,
  staffId: string | undefined,
): boolean {
  if (filter === 'mine') return item.assignedTo?.id === staffId;
  if (filter === 'unassigned') return item.assignedTo === null;
  return true;
}

/** "12 min", "2 h 5 min", "3 days": how long something has waited, for a glance. */
export function formatWaited(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 60_000));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
