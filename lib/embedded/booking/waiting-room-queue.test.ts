import { describe, expect, it } from 'vitest';
import { estimateQueue, MINUTES_PER_PATIENT } from './waiting-room-queue';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 12, minutes));

describe('estimateQueue', () => {
  it('joins a patient alone in the queue after one turn', () => {
    const queue = [{ id: 'a', createdAt: at(0) }];
    expect(estimateQueue({ queue, appointmentId: 'a', now: at(1) })).toEqual({
      position: 1,
      joinsAt: at(MINUTES_PER_PATIENT),
      joined: false,
    });
    expect(estimateQueue({ queue, appointmentId: 'a', now: at(MINUTES_PER_PATIENT) }).joined).toBe(true);
  });

  it('counts only earlier arrivals that are still waiting', () => {
    const queue = [
      { id: 'c', createdAt: at(1) },
      { id: 'a', createdAt: at(0) },
      { id: 'b', createdAt: at(0) },
    ];
    // a joins at 2, b at 4, c at 6.
    expect(estimateQueue({ queue, appointmentId: 'c', now: at(1) })).toMatchObject({
      position: 3,
      joinsAt: at(6),
    });
    expect(estimateQueue({ queue, appointmentId: 'c', now: at(2) }).position).toBe(2);
    expect(estimateQueue({ queue, appointmentId: 'c', now: at(4) }).position).toBe(1);
    expect(estimateQueue({ queue, appointmentId: 'c', now: at(6) }).joined).toBe(true);
  });

  it('does not let an idle stretch count against a later arrival', () => {
    const queue = [
      { id: 'early', createdAt: at(0) },
      { id: 'late', createdAt: at(30) },
    ];
    expect(estimateQueue({ queue, appointmentId: 'late', now: at(30) })).toMatchObject({
      position: 1,
      joinsAt: at(32),
    });
  });

  it('refuses an appointment that is not in the queue', () => {
    expect(() => estimateQueue({ queue: [], appointmentId: 'x', now: at(0) })).toThrow(/not in the queue/);
  });
});
