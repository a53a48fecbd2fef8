import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, slotsByDay, slotWindow } from './slot-days';

describe('slot days', () => {
  it('counts and adds calendar days across a month end', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3);
    expect(addDays('2026-10-30', 3)).toBe('2026-11-02');
  });

  it('asks for whole local days, 25 hours long on the day daylight saving ends', () => {
    const window = slotWindow('2026-10-31', '2026-10-31T15:00:00Z', 'America/Chicago');
    expect(window.days).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
    ]);
    expect(window.datetimeFrom).toBe('2026-10-31T05:00:00.000Z');
    expect(window.datetimeTo).toBe('2026-11-07T06:00:00.000Z');
  });

  it('moves a week at a time and never before today', () => {
    expect(slotWindow('2026-11-09', '2026-10-31T15:00:00Z', 'America/Chicago').days[0]).toBe('2026-11-07');
    expect(slotWindow('2026-10-01', '2026-10-31T15:00:00Z', 'America/Chicago').days[0]).toBe('2026-10-31');
  });

  it('groups slots by their local day, leaving out the past and keeping empty days', () => {
    const days = ['2026-11-01', '2026-11-02'];
    const grouped = slotsByDay(
      ['2026-11-02T05:40:00Z', '2026-11-01T14:00:00Z', '2026-11-02T06:00:00Z', '2026-11-01T05:00:00Z'],
      days,
      '2026-11-01T06:00:00Z',
      'America/Chicago',
    );
    // 05:40Z on 2 November is 11:40 PM on 1 November in Chicago, after the clocks went back.
    expect(grouped.get('2026-11-01')).toEqual(['2026-11-01T14:00:00Z', '2026-11-02T05:40:00Z']);
    expect(grouped.get('2026-11-02')).toEqual(['2026-11-02T06:00:00Z']);
  });
});
