import type { StreamEvent } from '@/lib/contract/events';

/** One valid event of each type, in the order of STREAM_EVENT_TYPES; for tests on both sides. */
export const ONE_OF_EACH_EVENT: StreamEvent[] = [
  { type: 'message.start', role: 'assistant', messageId: 'msg_1', messageTimestamp: 1_795_000_000_000 },
  { type: 'message.content', messageId: 'msg_1', content: 'Hello,\nhow can I help?' },
  { type: 'message.stop', messageId: 'msg_1', stopReason: 'end_turn' },
  { type: 'conversation.offtopic', message: 'I can only help with health questions.' },
  { type: 'conversation.end', reason: 'consultation_complete', message: 'Take care.' },
  { type: 'guardian', guardianId: 'emergency_chest_pain', message: 'Call 911 now.' },
  { type: 'error', errorCode: 'rate_limited', message: 'Slow down', retryAfterSeconds: 12 },
  {
    type: 'skill_code.cta',
    skillCode: 'book_appointment',
    widget: 'appointment_booking',
    text: 'Book a visit',
  },
  {
    type: 'ai_consultation.complete',
    artifacts: { longSummary: 'art_long', shortSummary: 'art_short', soapNote: 'art_soap' },
  },
];
