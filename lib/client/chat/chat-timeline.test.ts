import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/contract';
import type { RecordedChatEvent } from '@/lib/contract/bff';
import { buildTimeline, completedArtifacts, messageLanded } from './chat-timeline';

const message = (messageId: string, role: string, content = messageId): Message => ({
  messageId,
  role,
  content,
  createdAt: '2026-11-23T15:00:00.000Z',
});
const at = '2026-11-23T15:00:00.000Z';
const messages = [message('u1', 'user'), message('a1', 'assistant'), message('u2', 'user', 'poem'), message('a2', 'assistant')];

describe('the chat timeline', () => {
  it('shows an off-topic notice beside the patient message of its turn, and a CTA after its reply', () => {
    const events: RecordedChatEvent[] = [
      { type: 'conversation.offtopic', message: 'Health only', at, afterMessageId: null },
      { type: 'conversation.offtopic', message: 'Still health only', at, afterMessageId: 'a1' },
      { type: 'skill_code.cta', skillCode: 'book_appointment', widget: 'appointment_booking', text: 'Book', at, afterMessageId: 'a2' },
      { type: 'conversation.offtopic', message: 'older page', at, afterMessageId: 'not-loaded' },
    ];
    const timeline = buildTimeline(messages, events);
    expect(timeline.map((entry) => entry.offtopic.map((event) => event.message))).toEqual([
      ['Health only'],
      [],
      ['Still health only'],
      [],
    ]);
    expect(timeline[3]!.ctas).toHaveLength(1);
  });

  it('finds the completion documents and whether a message landed after the turn began', () => {
    const artifacts = { longSummary: 'l', shortSummary: 's', soapNote: 'n' };
    expect(completedArtifacts([{ type: 'ai_consultation.complete', artifacts, at, afterMessageId: 'a2' }])).toEqual(artifacts);
    expect(completedArtifacts([])).toBeNull();
    expect(messageLanded(messages, 'poem', 'a1')).toBe(true);
    expect(messageLanded(messages, 'poem', 'u2')).toBe(false);
    expect(messageLanded(messages, 'u1', null)).toBe(true);
  });
});
