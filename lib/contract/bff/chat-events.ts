import { z } from 'zod';

/**
 * The control events of a chat as the BFF recorded them while relaying its turns, oldest first. The
 * service stores only user and assistant messages, so these records are what rebuilds a chat's state
 * after a reload (a guardian chat stays closed, an ended chat stays ended) and what the staff timeline
 * shows. `afterMessageId` is the assistant message the event followed in its turn, when there was one.
 */
const recordedBase = {
  /** When the BFF relayed the event (ISO 8601). */
  at: z.string(),
  afterMessageId: z.string().nullable(),
};

export const recordedGuardianSchema = z.object({
  ...recordedBase,
  type: z.literal('guardian'),
  guardianId: z.string(),
  message: z.string(),
});

export const recordedOfftopicSchema = z.object({
  ...recordedBase,
  type: z.literal('conversation.offtopic'),
  message: z.string().nullable(),
});

export const recordedEndSchema = z.object({
  ...recordedBase,
  type: z.literal('conversation.end'),
  reason: z.string(),
  message: z.string().nullable(),
});

export const recordedCtaSchema = z.object({
  ...recordedBase,
  type: z.literal('skill_code.cta'),
  skillCode: z.string(),
  /** The interface leaves `widget` open: a structured widget is kept as its JSON text. */
  widget: z.string(),
  text: z.string().nullable(),
});

export const recordedCompletionSchema = z.object({
  ...recordedBase,
  type: z.literal('ai_consultation.complete'),
  artifacts: z.object({ longSummary: z.string(), shortSummary: z.string(), soapNote: z.string() }),
});

export const recordedChatEventSchema = z.discriminatedUnion('type', [
  recordedGuardianSchema,
  recordedOfftopicSchema,
  recordedEndSchema,
  recordedCtaSchema,
  recordedCompletionSchema,
]);

export type RecordedChatEvent = z.infer<typeof recordedChatEventSchema>;
export type RecordedChatEventType = RecordedChatEvent['type'];

/** What is stored per event: the record without its time and position, which have their own columns. */
export type RecordedChatEventBody = RecordedChatEvent extends infer Event
  ? Event extends RecordedChatEvent
    ? Omit<Event, 'at' | 'afterMessageId'>
    : never
  : never;

/** GET /api/chats/[chatId]/events */
export const chatEventsResponseSchema = z.object({ events: z.array(recordedChatEventSchema) });
export type ChatEventsResponse = z.infer<typeof chatEventsResponseSchema>;
