import { describe, expect, it } from 'vitest';
import { formatListTime, formatRelativeTime, minuteOf } from './relative-time';

const CHICAGO = 'America/Chicago';
const plain = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, ' ') ?? null;
// Friday, November 27, 2026, 12:00 UTC: 6:00 AM in Chicago.
const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relative times for the last day', () => {
  it('says "now" for the last minute, and for a clock a little ahead', () => {
    expect(formatRelativeTime(ago(0), NOW, 'UTC')).toBe('now');
    expect(formatRelativeTime(ago(59_999), NOW, 'UTC')).toBe('now');
    expect(formatRelativeTime(ago(-30_000), NOW, 'UTC')).toBe('now');
  });

  it('counts whole minutes in the first hour', () => {
    expect(formatRelativeTime(ago(MINUTE), NOW, 'UTC')).toBe('1 min. ago');
    expect(formatRelativeTime(ago(5 * MINUTE + 59_000), NOW, 'UTC')).toBe('5 min. ago');
    expect(formatRelativeTime(ago(59 * MINUTE), NOW, 'UTC')).toBe('59 min. ago');
  });

  it('counts hours while the day is the same in the zone', () => {
    expect(formatRelativeTime(ago(HOUR), NOW, 'UTC')).toBe('1 hr. ago');
    expect(formatRelativeTime(ago(11 * HOUR + 59 * MINUTE), NOW, 'UTC')).toBe('11 hr. ago');
    // 7 hours before 6:00 AM in Chicago is yesterday there, still today in UTC.
    expect(formatRelativeTime(ago(7 * HOUR), NOW, 'UTC')).toBe('7 hr. ago');
    expect(plain(formatRelativeTime(ago(7 * HOUR), NOW, CHICAGO))).toBe('yesterday, 11:00 PM');
  });

  it('says "yesterday" with the time for the day before in the zone, and nothing for older', () => {
    expect(plain(formatRelativeTime(ago(13 * HOUR), NOW, 'UTC'))).toBe('yesterday, 11:00 PM');
    expect(plain(formatRelativeTime(ago(35 * HOUR), NOW, 'UTC'))).toBe('yesterday, 1:00 AM');
    expect(formatRelativeTime(ago(37 * HOUR), NOW, 'UTC')).toBeNull();
    expect(formatRelativeTime(ago(-2 * MINUTE), NOW, 'UTC')).toBeNull();
  });
});

describe('times in lists', () => {
  it('are relative for the last day, else a short date and time with the zone’s short name', () => {
    expect(formatListTime(ago(5 * MINUTE), NOW, CHICAGO)).toBe('5 min. ago');
    expect(plain(formatListTime('2026-11-25T21:00:00Z', NOW, CHICAGO))).toBe('Wed, Nov 25, 3:00 PM CST');
    expect(plain(formatListTime('2026-07-04T14:30:00Z', NOW, CHICAGO))).toBe('Sat, Jul 4, 9:30 AM CDT');
    expect(plain(formatListTime('2026-11-25T21:00:00Z', NOW, 'UTC'))).toBe('Wed, Nov 25, 9:00 PM UTC');
    // Already 5:45 PM in Kathmandu: the day before there is "yesterday", the day before that is not.
    expect(plain(formatListTime('2026-11-25T21:00:00Z', NOW, 'Asia/Kathmandu'))).toBe('yesterday, 2:45 AM');
    expect(plain(formatListTime('2026-11-24T21:00:00Z', NOW, 'Asia/Kathmandu'))).toBe(
      'Wed, Nov 25, 2:45 AM GMT+5:45',
    );
  });

  it('name the year of another year, and show a future time in full', () => {
    expect(plain(formatListTime('2025-12-31T18:00:00Z', NOW, 'UTC'))).toBe('Wed, Dec 31, 2025, 6:00 PM UTC');
    expect(plain(formatListTime('2026-12-01T15:00:00Z', NOW, CHICAGO))).toBe('Tue, Dec 1, 9:00 AM CST');
  });
});

describe('the minute of an instant', () => {
  it('is the start of its minute, the "now" the server and the browser both count from', () => {
    expect(minuteOf(Date.parse('2026-11-27T17:57:42.318Z'))).toBe(Date.parse('2026-11-27T17:57:00Z'));
    expect(minuteOf(Date.parse('2026-11-27T17:57:00Z'))).toBe(Date.parse('2026-11-27T17:57:00Z'));
  });
});
