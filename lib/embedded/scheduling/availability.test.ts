import { describe, expect, it } from 'vitest';
import { isOnSlotGrid, isPractitionerWorking, practitionersForSlot } from './availability';
import { hoursOn, MONDAY_TO_FRIDAY, type Practitioner } from './practitioner';
import { findPractitionerById } from './practitioners';

const newYorkDays: Practitioner = {
  id: 'test-ny',
  name: 'Test New York',
  credential: 'MD',
  states: ['NY'],
  timeZone: 'America/New_York',
  weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '09:00', '17:00'),
};

const phoenixDays: Practitioner = { ...newYorkDays, id: 'test-az', timeZone: 'America/Phoenix' };

const at = (iso: string) => new Date(iso);

function roster(id: string): Practitioner {
  const practitioner = findPractitionerById(id);
  if (!practitioner) throw new Error(`No practitioner ${id}`);
  return practitioner;
}

describe('isPractitionerWorking', () => {
  it('starts a 09:00 New York day at 14:00Z in winter', () => {
    expect(isPractitionerWorking(newYorkDays, at('2026-01-12T14:00:00Z'))).toBe(true);
    expect(isPractitionerWorking(newYorkDays, at('2026-01-12T13:40:00Z'))).toBe(false);
  });

  it('starts a 09:00 New York day at 13:00Z in summer', () => {
    expect(isPractitionerWorking(newYorkDays, at('2026-07-13T13:00:00Z'))).toBe(true);
    expect(isPractitionerWorking(newYorkDays, at('2026-07-13T12:40:00Z'))).toBe(false);
  });

  it('follows the switch to daylight time from the Monday after it', () => {
    // Clocks in New York go forward on Sunday 8 March 2026.
    expect(isPractitionerWorking(newYorkDays, at('2026-03-06T14:00:00Z'))).toBe(true);
    expect(isPractitionerWorking(newYorkDays, at('2026-03-06T13:40:00Z'))).toBe(false);
    expect(isPractitionerWorking(newYorkDays, at('2026-03-09T13:00:00Z'))).toBe(true);
  });

  it('keeps Phoenix hours fixed in UTC all year', () => {
    expect(isPractitionerWorking(phoenixDays, at('2026-01-12T16:00:00Z'))).toBe(true);
    expect(isPractitionerWorking(phoenixDays, at('2026-07-13T16:00:00Z'))).toBe(true);
    expect(isPractitionerWorking(phoenixDays, at('2026-07-13T15:40:00Z'))).toBe(false);
  });

  it('needs the whole slot inside working hours', () => {
    // 16:40–17:00 local fits; 16:50–17:10 runs past closing; 17:00 is closed.
    expect(isPractitionerWorking(newYorkDays, at('2026-01-12T21:40:00Z'))).toBe(true);
    expect(isPractitionerWorking(newYorkDays, at('2026-01-12T21:50:00Z'))).toBe(false);
    expect(isPractitionerWorking(newYorkDays, at('2026-01-12T22:00:00Z'))).toBe(false);
  });

  it('does not count a weekday-only practitioner as working at the weekend', () => {
    const weekdaysOnly = roster('prac-01');
    expect(weekdaysOnly.weeklyHours.every((hours) => hours.weekday >= 1 && hours.weekday <= 5)).toBe(true);
    expect(isPractitionerWorking(weekdaysOnly, at('2026-01-17T15:00:00Z'))).toBe(false); // Saturday 10:00
    expect(isPractitionerWorking(weekdaysOnly, at('2026-01-18T15:00:00Z'))).toBe(false); // Sunday 10:00
    expect(isPractitionerWorking(weekdaysOnly, at('2026-01-19T15:00:00Z'))).toBe(true); // Monday 10:00
  });

  it('counts a weekend practitioner as working at the weekend only', () => {
    const weekends = roster('prac-04');
    expect(isPractitionerWorking(weekends, at('2026-01-17T16:00:00Z'))).toBe(true); // Saturday 11:00
    expect(isPractitionerWorking(weekends, at('2026-01-19T16:00:00Z'))).toBe(false); // Monday 11:00
  });

  it('reads the weekday on the practitioner’s clock, not in UTC', () => {
    const evenings = roster('prac-16'); // Monday–Friday 18:00–22:00 in New York
    expect(isPractitionerWorking(evenings, at('2026-01-17T02:00:00Z'))).toBe(true); // Friday 21:00 local
    expect(isPractitionerWorking(evenings, at('2026-01-18T02:00:00Z'))).toBe(false); // Saturday 21:00 local
  });

  it('is false for an invalid date', () => {
    expect(isPractitionerWorking(newYorkDays, new Date(Number.NaN))).toBe(false);
  });
});

describe('practitionersForSlot', () => {
  it('lists practitioners licensed in the state and working then', () => {
    const monday = at('2026-01-12T15:00:00Z'); // 10:00 in New York
    const ids = practitionersForSlot('NY', monday).map((practitioner) => practitioner.id);
    expect(ids).toContain('prac-01');
    expect(ids).not.toContain('prac-04'); // licensed in NY, works weekends only
    expect(ids).not.toContain('prac-05'); // working, but not licensed in NY
    expect(practitionersForSlot('NY', monday).every((p) => p.states.includes('NY'))).toBe(true);
  });

  it('is empty for a time off the 20-minute grid', () => {
    expect(practitionersForSlot('NY', at('2026-01-12T15:10:00Z'))).toEqual([]);
    expect(practitionersForSlot('NY', at('2026-01-12T15:00:30Z'))).toEqual([]);
    expect(practitionersForSlot('NY', at('2026-01-12T15:00:00.001Z'))).toEqual([]);
  });

  it('is empty when nobody licensed there is working', () => {
    expect(practitionersForSlot('ME', at('2026-01-17T15:00:00Z'))).toEqual([]); // Saturday
  });
});

describe('isOnSlotGrid', () => {
  it('accepts :00, :20 and :40 on the second only', () => {
    expect(['00', '20', '40'].every((minute) => isOnSlotGrid(at(`2026-01-12T15:${minute}:00Z`)))).toBe(true);
    expect(isOnSlotGrid(at('2026-01-12T15:30:00Z'))).toBe(false);
    expect(isOnSlotGrid(new Date(Number.NaN))).toBe(false);
  });
});
