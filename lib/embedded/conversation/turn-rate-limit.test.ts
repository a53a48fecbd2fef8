import { describe, expect, it } from 'vitest';
import { decideTurnAllowance, rateWindowStart } from './turn-rate-limit';

const now = new Date('2026-03-02T09:01:00.000Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('decideTurnAllowance', () => {
  it('allows a turn while fewer than the limit are in the window', () => {
    expect(decideTurnAllowance({ turnTimes: [secondsAgo(10), secondsAgo(5)], limit: 3, now })).toEqual({
      allowed: true,
    });
  });

  it('refuses at the limit, until the oldest counted turn leaves the window', () => {
    const turnTimes = [secondsAgo(45), secondsAgo(30), secondsAgo(1)];
    expect(decideTurnAllowance({ turnTimes, limit: 3, now })).toEqual({
      allowed: false,
      retryAfterSeconds: 15,
    });
  });

  it('waits for as many turns as must leave when over the limit, and at least a second', () => {
    const turnTimes = [secondsAgo(50), secondsAgo(40), secondsAgo(20)];
    expect(decideTurnAllowance({ turnTimes, limit: 2, now })).toEqual({
      allowed: false,
      retryAfterSeconds: 20,
    });
    expect(
      decideTurnAllowance({ turnTimes: [new Date(secondsAgo(60).getTime() + 1)], limit: 1, now }),
    ).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('starts the window one minute back', () => {
    expect(rateWindowStart(now)).toEqual(secondsAgo(60));
  });
});
