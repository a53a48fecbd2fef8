import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/lib/contract';
import { pickNextAppointment } from './next-appointment';

const NOW = new Date('2026-11-23T15:00:00Z');

function appointment(id: string, startsAt: string | null, status = 'booked'): Appointment {
  return {
    id,
    createdAt: '2026-11-01T00:00:00Z',
    chatId: 'chat-1',
    status,
    durationMinutes: 20,
    location: { state: 'IL' },
    startsAt,
    endsAt: startsAt ? new Date(Date.parse(startsAt) + 20 * 60_000).toISOString() : null,
  };
}

describe('pickNextAppointment', () => {
  it('picks the soonest booked appointment still to come', () => {
    const next = pickNextAppointment(
      [
        appointment('past', '2026-11-20T15:00:00Z'),
        appointment('later', '2026-11-30T15:00:00Z'),
        appointment('cancelled', '2026-11-24T15:00:00Z', 'cancelled'),
        appointment('soon', '2026-11-25T15:00:00Z'),
      ],
      NOW,
    );
    expect(next?.id).toBe('soon');
  });

  it('keeps an appointment under way and puts an as-soon-as-possible visit first', () => {
    expect(pickNextAppointment([appointment('now', '2026-11-23T14:50:00Z')], NOW)?.id).toBe('now');
    expect(
      pickNextAppointment([appointment('soon', '2026-11-23T16:00:00Z'), appointment('asap', null)], NOW)?.id,
    ).toBe('asap');
  });

  it('is null when nothing is to come', () => {
    expect(pickNextAppointment([appointment('past', '2026-11-20T15:00:00Z')], NOW)).toBeNull();
    expect(pickNextAppointment([], NOW)).toBeNull();
  });
});
