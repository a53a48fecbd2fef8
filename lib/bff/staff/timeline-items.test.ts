import { describe, expect, it } from 'vitest';
import { buildTimeline } from '@/lib/bff/staff/timeline-items';

describe('buildTimeline', () => {
  it('merges every source newest first, with control events, calls to action and only calls with a request id', () => {
    const items = buildTimeline({
      chats: [{ id: 'chat_1', createdAt: '2026-11-20T10:00:00Z' }],
      consultations: [
        {
          chatId: 'chat_1',
          completedAt: '2026-11-20T10:20:00Z',
          artifacts: { longSummary: 'a1', shortSummary: 'a2', soapNote: 'a3' },
          cta: { skillCode: 'book', widget: 'appointment' },
        },
      ],
      appointments: [
        {
          id: 'apt_1',
          createdAt: '2026-11-20T10:30:00.000+00:00',
          chatId: 'chat_1',
          status: 'booked',
          durationMinutes: 20,
          location: { state: 'OR' },
          startsAt: '2026-11-21T09:00:00Z',
          // Scheduled visits have a waiting room too: only the length tells an ASAP visit.
          waitingRoomUrl: 'https://visit.example/room/apt_1',
        },
        {
          id: 'apt_2',
          createdAt: '2026-11-20T10:29:00.000+00:00',
          chatId: 'chat_1',
          status: 'booked',
          durationMinutes: 15,
          location: { state: 'OR' },
          startsAt: '2026-11-20T10:40:00Z',
          waitingRoomUrl: 'https://visit.example/room/apt_2',
        },
      ],
      calls: [
        {
          id: 7,
          at: '2026-11-20T10:31:00Z',
          requestId: 'req_7',
          method: 'POST',
          pathTemplate: '/x',
          status: 201,
          outcome: 'ok',
        },
        {
          id: 8,
          at: '2026-11-20T10:32:00Z',
          requestId: null,
          method: 'GET',
          pathTemplate: '/y',
          status: 0,
          outcome: 'network_error',
        },
      ],
      controlEvents: [{ chatId: 'chat_1', at: '2026-11-20T10:05:00Z', kind: 'guardian', text: 'Call 911' }],
    });
    expect(items.map((item) => item.kind)).toEqual([
      'request',
      'appointment',
      'appointment',
      'consultation',
      'cta',
      'guardian',
      'chat',
    ]);
    expect(items[1]).toMatchObject({ appointmentId: 'apt_1', asap: false, startsAt: '2026-11-21T09:00:00Z' });
    expect(items[2]).toMatchObject({ appointmentId: 'apt_2', asap: true });
    expect(items[4]).toMatchObject({ skillCode: 'book', text: null });
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });
});
