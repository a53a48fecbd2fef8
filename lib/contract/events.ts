import { z } from 'zod';

export const messageStartEventSchema = z
  .looseObject({
    type: z.literal('message.start'),
    role: z.literal('assistant'),
    messageId: z.string(),
    // Epoch milliseconds when sent by the embedded service; the unit is not in the interface, so use it only to order.
    messageTimestamp: z.int(),
  })
  .meta({ id: 'MessageStartEvent' });

export const messageContentEventSchema = z
  .looseObject({ type: z.literal('message.content'), messageId: z.string(), content: z.string() })
  .meta({ id: 'MessageContentEvent' });

export const messageStopEventSchema = z
  .looseObject({ type: z.literal('message.stop'), messageId: z.string(), stopReason: z.string().optional() })
  .meta({ id: 'MessageStopEvent' });

export const conversationOfftopicEventSchema = z
  .looseObject({ type: z.literal('conversation.offtopic'), message: z.string().optional() })
  .meta({ id: 'ConversationOfftopicEvent' });

export const conversationEndEventSchema = z
  .looseObject({ type: z.literal('conversation.end'), reason: z.string(), message: z.string().optional() })
  .meta({ id: 'ConversationEndEvent' });

export const guardianEventSchema = z
  .looseObject({ type: z.literal('guardian'), guardianId: z.string(), message: z.string() })
  .meta({ id: 'GuardianEvent' });

export const errorEventSchema = z
  .looseObject({
    type: z.literal('error'),
    errorCode: z.string(),
    message: z.string(),
    retryAfterSeconds: z.number().nonnegative().optional(),
  })
  .meta({ id: 'ErrorEvent' });

export const skillCodeCtaEventSchema = z
  .looseObject({
    type: z.literal('skill_code.cta'),
    skillCode: z.string(),
    widget: z.union([z.string(), z.record(z.string(), z.unknown())]),
    text: z.string().optional(),
  })
  .meta({ id: 'SkillCodeCtaEvent' });

export const aiConsultationCompleteEventSchema = z
  .looseObject({
    type: z.literal('ai_consultation.complete'),
    artifacts: z.looseObject({ longSummary: z.string(), shortSummary: z.string(), soapNote: z.string() }),
  })
  .meta({ id: 'AiConsultationCompleteEvent' });

export const streamEventSchema = z
  .discriminatedUnion('type', [
    messageStartEventSchema,
    messageContentEventSchema,
    messageStopEventSchema,
    conversationOfftopicEventSchema,
    conversationEndEventSchema,
    guardianEventSchema,
    errorEventSchema,
    skillCodeCtaEventSchema,
    aiConsultationCompleteEventSchema,
  ])
  .meta({ id: 'StreamEvent' });

export type StreamEvent = z.infer<typeof streamEventSchema>;
export type StreamEventType = StreamEvent['type'];
export type StreamEventOf<Type extends StreamEventType> = Extract<StreamEvent, { type: Type }>;

export type MessageStartEvent = StreamEventOf<'message.start'>;
export type MessageContentEvent = StreamEventOf<'message.content'>;
export type MessageStopEvent = StreamEventOf<'message.stop'>;
export type ConversationOfftopicEvent = StreamEventOf<'conversation.offtopic'>;
export type ConversationEndEvent = StreamEventOf<'conversation.end'>;
export type GuardianEvent = StreamEventOf<'guardian'>;
export type StreamErrorEvent = StreamEventOf<'error'>;
export type SkillCodeCtaEvent = StreamEventOf<'skill_code.cta'>;
export type AiConsultationCompleteEvent = StreamEventOf<'ai_consultation.complete'>;
