import { afterEach, describe, expect, it, vi } from 'vitest';
import { isValidTimeZone } from '@/lib/contract';
import {
  browserTimeZone,
  dayKey,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatTime,
  formatTimeZoneName,
  groupByDay,
  nextDayKey,
  startOfDay,
  toDate,
  zoneOffsetMinutes,
} from './format-time';

const CHICAGO = 'America/Chicago';
// Intl may use a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatting instants with the zone named', () => {
  it('names the zone in winter and in summer', () => {
    expect(plain(formatDateTime('2026-11-23T21:00:00Z', CHICAGO))).toBe('Mon, Nov 23, 2026, 3:00 PM CST');
    expect(plain(formatDateTime('2026-07-04T14:30:00Z', CHICAGO))).toBe('Sat, Jul 4, 2026, 9:30 AM CDT');
    expect(plain(formatTime(Date.parse('2026-11-23T21:00:00Z'), 'America/New_York'))).toBe('4:00 PM EST');
    expect(plain(formatClockTime(new Date('2026-11-23T21:00:00Z'), CHICAGO))).toBe('3:00 PM');
  });

  it('gives the calendar date in the zone, which can differ from UTC', () => {
    expect(formatDate('2026-11-24T03:00:00Z', CHICAGO)).toBe('Monday, November 23, 2026');
    expect(formatDate('2026-11-24T03:00:00Z', 'UTC')).toBe('Tuesday, November 24, 2026');
  });

  it('names a zone specifically or generically', () => {
    expect(formatTimeZoneName(CHICAGO, '2026-01-15T12:00:00Z')).toBe('CST');
    expect(formatTimeZoneName(CHICAGO, '2026-07-15T12:00:00Z')).toBe('CDT');
    expect(formatTimeZoneName(CHICAGO, '2026-07-15T12:00:00Z', true)).toBe('Central Time');
  });

  it('rejects an instant that is not one', () => {
    expect(() => formatDateTime('not a date', CHICAGO)).toThrow(RangeError);
    expect(toDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('days in a zone', () => {
  it('keys an instant by its calendar day in the zone', () => {
    expect(dayKey('2026-11-24T05:59:59Z', CHICAGO)).toBe('2026-11-23');
    expect(dayKey('2026-11-24T06:00:00Z', CHICAGO)).toBe('2026-11-24');
    expect(formatDayKey('2026-11-01')).toBe('Sunday, November 1, 2026');
    expect(nextDayKey('2026-12-31')).toBe('2027-01-01');
    expect(() => formatDayKey('11/01/2026')).toThrow(RangeError);
  });

  it('handles the day daylight saving time ends in Chicago (25 hours)', () => {
    // 2026-11-01: at 2:00 CDT clocks go back to 1:00 CST.
    const start = startOfDay('2026-11-01', CHICAGO);
    const end = startOfDay(nextDayKey('2026-11-01'), CHICAGO);
    expect(start.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
    expect(zoneOffsetMinutes('2026-11-01T06:30:00Z', CHICAGO)).toBe(-300);
    expect(zoneOffsetMinutes('2026-11-01T07:30:00Z', CHICAGO)).toBe(-360);
    // The two 1:30 AMs of that day are told apart by the zone's name.
    expect(plain(formatTime('2026-11-01T06:30:00Z', CHICAGO))).toBe('1:30 AM CDT');
    expect(plain(formatTime('2026-11-01T07:30:00Z', CHICAGO))).toBe('1:30 AM CST');
  });

  it('handles the day daylight saving time starts in Chicago (23 hours)', () => {
    const start = startOfDay('2026-03-08', CHICAGO);
    const end = startOfDay('2026-03-09', CHICAGO);
    expect(start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(plain(formatTime('2026-03-08T08:00:00Z', CHICAGO))).toBe('3:00 AM CDT');
  });

  it('groups items by day in the zone, keeping their order', () => {
    const slots = [
      '2026-11-01T04:30:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-01T07:30:00Z',
      '2026-11-02T05:59:00Z',
      '2026-11-02T06:00:00Z',
    ];
    expect(groupByDay(slots, (slot) => slot, CHICAGO)).toEqual([
      { dayKey: '2026-10-31', items: ['2026-11-01T04:30:00Z'] },
      {
        dayKey: '2026-11-01',
        items: ['2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z', '2026-11-02T05:59:00Z'],
      },
      { dayKey: '2026-11-02', items: ['2026-11-02T06:00:00Z'] },
    ]);
  });
});

describe('the browser zone', () => {
  it('is a valid IANA zone', () => {
    expect(isValidTimeZone(browserTimeZone())).toBe(true);
    const original = Intl.DateTimeFormat.prototype.resolvedOptions;
    try {
      Intl.DateTimeFormat.prototype.resolvedOptions = function () {
        return { ...original.call(this), timeZone: 'Mars/Olympus' };
      };
      expect(browserTimeZone()).toBe('UTC');
    } finally {
      Intl.DateTimeFormat.prototype.resolvedOptions = original;
    }
  });

  describe('where the browser has Temporal', () => {
    const fakeTemporal = (zone: string) => ({
      Now: {
        timeZoneId: () => zone,
        zonedDateTimeISO: (timeZone: string) => {
          if (!['America/Boise', 'UTC'].includes(timeZone)) throw new RangeError(`Unknown zone ${timeZone}`);
          return {};
        },
      },
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('reads and checks the zone without building a DateTimeFormat', () => {
      vi.stubGlobal('Temporal', fakeTemporal('America/Boise'));
      const built = vi.spyOn(Intl, 'DateTimeFormat');
      expect(browserTimeZone()).toBe('America/Boise');
      expect(built).not.toHaveBeenCalled();
    });

    it('falls back to UTC for a zone Temporal does not know or that is not IANA-shaped', () => {
      vi.stubGlobal('Temporal', fakeTemporal('Etc/Unknown-Zone'));
      expect(browserTimeZone()).toBe('UTC');
      vi.stubGlobal('Temporal', fakeTemporal('+01:00'));
      expect(browserTimeZone()).toBe('UTC');
    });
  });
});
