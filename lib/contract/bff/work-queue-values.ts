/**
 * The staff work queue (ADR 0093) as the browser sees it. Zod-free: the console imports these values.
 */

/** The queue's sections, in the order the console shows them: the most pressing first. */
export const WORK_QUEUE_SECTIONS = ['safety', 'waiting', 'documents', 'visit', 'mail'] as const;
export type WorkQueueSection = (typeof WORK_QUEUE_SECTIONS)[number];

/** Scheduled visits starting within this long are in the queue. */
export const UPCOMING_VISIT_WINDOW_MS = 2 * 60 * 60 * 1000;

/** At most this many items per section are read: more than any clinic works through at once. */
export const WORK_QUEUE_SECTION_LIMIT = 200;

/** An item's key: its section and the id of what it is about (a control event, a visit, a chat, an e-mail). */
export type WorkQueueItemKey = `${WorkQueueSection}:${string}`;

/** A well-formed key, or null: keys arrive in URLs, so they are checked before any lookup. */
export function parseWorkQueueItemKey(key: string): { section: WorkQueueSection; subject: string } | null {
  const colon = key.indexOf(':');
  if (colon < 0 || key.length > 300) return null;
  const section = key.slice(0, colon);
  const subject = key.slice(colon + 1);
  if (!(WORK_QUEUE_SECTIONS as readonly string[]).includes(section) || subject.length === 0) return null;
  return { section: section as WorkQueueSection, subject };
}

export interface WorkQueueStaffRef {
  id: string;
  email: string;
}

export interface WorkQueueItem {
  key: WorkQueueItemKey;
  section: WorkQueueSection;
  patient: { id: string; name: string };
  /** What happened, in a line: the guardian's message, "Waiting for a clinician", the failed e-mail's subject. */
  summary: string;
  /** The service's id of the safety condition, for a safety event. */
  guardianId?: string;
  /** When it happened (the safety event, the booking, the completion, the last attempt). */
  at: string;
  /** A scheduled visit's start. */
  startsAt?: string;
  /** A patient's place in the waiting room, 1 for the first. */
  place?: number;
  /** The console page where staff act on it. */
  href: string;
  assignedTo: WorkQueueStaffRef | null;
}

export interface WorkQueue {
  items: WorkQueueItem[];
  /** The server's clock when it was read: waiting times count from it. */
  readAt: string;
}

/** What happened to the queue, as the live channel sends it. */
export const WORK_QUEUE_CHANGES = ['added', 'assigned', 'done', 'removed'] as const;
export type WorkQueueChangeKind = (typeof WORK_QUEUE_CHANGES)[number];

export interface WorkQueueChange {
  id: number;
  change: WorkQueueChangeKind;
  itemKey: string;
  staffAccountId: string | null;
  at: string;
}

/** The SSE event names of GET /api/staff/work-queue/events. */
export const WORK_QUEUE_EVENT = 'queue.change';
/** Sent instead of the changes when a reconnecting console missed more than the log keeps: read afresh. */
export const WORK_QUEUE_RESYNC_EVENT = 'queue.resync';
