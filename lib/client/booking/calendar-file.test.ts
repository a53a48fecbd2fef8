import { describe, expect, it } from 'vitest';
import { buildCalendarFile } from './calendar-file';

describe('buildCalendarFile', () => {
  const event = {
    uid: 'apt_123@consultations',
    start: new Date('2026-11-24T15:00:00Z'),
    end: new Date('2026-11-24T15:20:00Z'),
    summary: 'Video visit, Illinois',
    description: 'Chat: one, two; three\nSecond line',
  };

  it('writes one event in UTC with CRLF line ends', () => {
    const file = buildCalendarFile(event, new Date('2026-11-23T10:00:00.123Z'));
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Consultations//Appointments//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:apt_123@consultations',
      'DTSTAMP:20261123T100000Z',
      'DTSTART:20261124T150000Z',
      'DTEND:20261124T152000Z',
      'SUMMARY:Video visit\\, Illinois',
      'DESCRIPTION:Chat: one\\, two\\; three\\nSecond line',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds long lines at 75 octets', () => {
    const file = buildCalendarFile({ ...event, description: 'é'.repeat(100) });
    const lines = file.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
