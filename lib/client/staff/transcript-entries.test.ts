import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/contract';
import type { RecordedChatEvent } from '@/lib/contract/bff';
import { transcriptEntries } from './transcript-entries';

const message = (messageId: string, role: string, minute: number): Message => ({
  messageId,
  role,
  content: `${role} ${messageId}`,
  createdAt: `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`,
});
const at = (minute: number, second = 30) => `2026-11-23T10:${String(minute).padStart(2, '0')}:${second}.000Z`;

const MESSAGES = [
  message('u1', 'user', 1),
  message('a1', 'assistant', 2),
  message('u2', 'user', 3),
  message('a2', 'assistant', 4),
  message('u3', 'user', 5),
];

const keys = (entries: ReturnType<typeof transcriptEntries>) =>
  entries.map((entry) => (entry.kind === 'message' ? entry.message.messageId : entry.event.type));

describe('transcriptEntries', () => {
  it('places an event after the message it followed, and one without a reply by time', () => {
    const events: RecordedChatEvent[] = [
      { type: 'conversation.offtopic', message: 'Off topic', at: at(2), afterMessageId: 'a1' },
      {
        type: 'skill_code.cta',
        skillCode: 'self_care',
        widget: 'none',
        text: null,
        at: at(4),
        afterMessageId: 'a2',
      },
      { type: 'guardian', guardianId: 'g', message: 'Call 911', at: at(5), afterMessageId: null },
    ];
    expect(keys(transcriptEntries(MESSAGES, events, { hasOlder: false }))).toEqual([
      'u1',
      'a1',
      'conversation.offtopic',
      'u2',
      'a2',
      'skill_code.cta',
      'u3',
      'guardian',
    ]);
  });

  it("places an off-topic notice after the patient's message of its own turn, past the reply it names", () => {
    // The notice of the turn u2 opened: the relay names a1, the reply of the turn before.
    const events: RecordedChatEvent[] = [
      { type: 'conversation.offtopic', message: 'Off topic', at: at(3), afterMessageId: 'a1' },
    ];
    expect(keys(transcriptEntries(MESSAGES, events, { hasOlder: false }))).toEqual([
      'u1',
      'a1',
      'u2',
      'conversation.offtopic',
      'a2',
      'u3',
    ]);
  });

  it('keeps events of the same place in the order they were relayed', () => {
    const events: RecordedChatEvent[] = [
      {
        type: 'skill_code.cta',
        skillCode: 'self_care',
        widget: 'none',
        text: null,
        at: at(4),
        afterMessageId: 'a2',
      },
      {
        type: 'ai_consultation.complete',
        artifacts: { longSummary: 'l', shortSummary: 's', soapNote: 'n' },
        at: at(4, 40),
        afterMessageId: 'a2',
      },
      { type: 'conversation.end', reason: 'completed', message: null, at: at(4, 50), afterMessageId: 'a2' },
    ];
    expect(keys(transcriptEntries(MESSAGES, events, { hasOlder: false })).slice(3)).toEqual([
      'a2',
      'skill_code.cta',
      'ai_consultation.complete',
      'conversation.end',
      'u3',
    ]);
  });

  it('holds back an event older than the loaded page until that page is loaded', () => {
    const loaded = MESSAGES.slice(2);
    const events: RecordedChatEvent[] = [
      { type: 'conversation.offtopic', message: null, at: at(2), afterMessageId: 'a1' },
      { type: 'guardian', guardianId: 'g', message: 'Call 911', at: at(0), afterMessageId: null },
    ];
    expect(keys(transcriptEntries(loaded, events, { hasOlder: true }))).toEqual(['u2', 'a2', 'u3']);
    // With every page loaded, an event before the first message opens the transcript.
    expect(keys(transcriptEntries(MESSAGES, events, { hasOlder: false }))).toEqual([
      'guardian',
      'u1',
      'a1',
      'conversation.offtopic',
      'u2',
      'a2',
      'u3',
    ]);
  });

  it('shows events of a chat with no stored messages', () => {
    const events: RecordedChatEvent[] = [
      { type: 'guardian', guardianId: 'g', message: 'Call 911', at: at(0), afterMessageId: null },
    ];
    expect(keys(transcriptEntries([], events, { hasOlder: false }))).toEqual(['guardian']);
  });
});
