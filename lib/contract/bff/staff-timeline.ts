/**
 * One patient's history as the staff dashboard shows it, newest first. `guardian`, `offtopic` and `end`
 * come from the BFF's per-chat record of control events; the others from chats, consultation records,
 * appointments and the request log.
 */
export const TIMELINE_KINDS = [
  'chat',
  'guardian',
  'offtopic',
  'end',
  'cta',
  'consultation',
  'appointment',
  'request',
] as const;

export type TimelineKind = (typeof TIMELINE_KINDS)[number];

interface TimelineItemBase {
  /** Unique within the timeline, stable across reads. */
  key: string;
  at: string;
  chatId: string | null;
}

export type TimelineItem = TimelineItemBase &
  (
    | {
        kind: 'chat';
        /** The chat's subject (lib/chat-name): null before the patient's first message, absent if unread. */
        subject?: string | null;
      }
    | { kind: 'guardian' | 'offtopic' | 'end'; text: string | null }
    | { kind: 'cta'; skillCode: string; widget: string; text: string | null }
    | {
        kind: 'consultation';
        artifacts: { longSummary: string | null; shortSummary: string | null; soapNote: string | null };
      }
    | {
        kind: 'appointment';
        appointmentId: string;
        status: string;
        startsAt: string | null;
        state: string;
        asap: boolean;
      }
    | {
        kind: 'request';
        requestId: string;
        method: string;
        pathTemplate: string;
        status: number;
        outcome: string;
      }
  );

export interface PatientTimeline {
  items: TimelineItem[];
  /** True when a source had more than the timeline reads of it (older chats, appointments or calls). */
  truncated: boolean;
}
