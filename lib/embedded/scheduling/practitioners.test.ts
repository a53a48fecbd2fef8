import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, type UsStateCode } from '@/lib/contract/us-states';
import { minutesOfDay } from './practitioner';
import { findPractitionerById, PRACTITIONERS, practitionersForState } from './practitioners';
import { SLOT_MINUTES } from './scheduling-constants';
import { localTimeIn } from './zoned-time';

const POPULOUS_STATES: UsStateCode[] = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI'];

describe('practitioner roster', () => {
  it('has at least 40 practitioners with unique ids and known credentials', () => {
    expect(PRACTITIONERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PRACTITIONERS.map((practitioner) => practitioner.id)).size).toBe(PRACTITIONERS.length);
    expect(new Set(PRACTITIONERS.map((practitioner) => practitioner.name)).size).toBe(PRACTITIONERS.length);
    for (const practitioner of PRACTITIONERS) {
      expect(['MD', 'DO', 'NP', 'PA']).toContain(practitioner.credential);
      expect(practitioner.states.length).toBeGreaterThan(0);
      expect(practitioner.states.every((state) => US_STATE_CODES.includes(state))).toBe(true);
    }
  });

  it('covers every state and DC, and each populous state with at least three practitioners', () => {
    for (const state of US_STATE_CODES) expect(practitionersForState(state).length, state).toBeGreaterThan(0);
    for (const state of POPULOUS_STATES) {
      expect(practitionersForState(state).length, state).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives working hours on the slot grid, each stretch within one day', () => {
    for (const { id, weeklyHours } of PRACTITIONERS) {
      expect(weeklyHours.length, id).toBeGreaterThan(0);
      for (const { weekday, start, end } of weeklyHours) {
        expect(weekday).toBeGreaterThanOrEqual(0);
        expect(weekday).toBeLessThanOrEqual(6);
        expect(minutesOfDay(start) % SLOT_MINUTES, id).toBe(0);
        expect(minutesOfDay(end) % SLOT_MINUTES, id).toBe(0);
        expect(minutesOfDay(start), id).toBeLessThan(minutesOfDay(end));
        expect(minutesOfDay(end), id).toBeLessThanOrEqual(24 * 60);
      }
    }
  });

  it('offers evening or weekend hours somewhere', () => {
    const hours = PRACTITIONERS.flatMap((practitioner) => practitioner.weeklyHours);
    expect(hours.some((stretch) => stretch.weekday === 0 || stretch.weekday === 6)).toBe(true);
    expect(hours.some((stretch) => minutesOfDay(stretch.end) >= 20 * 60)).toBe(true);
  });

  it('uses only zones a whole number of hours from UTC, so the UTC slot grid is on their clocks too', () => {
    const zones = new Set(PRACTITIONERS.map((practitioner) => practitioner.timeZone));
    expect(zones.size).toBeGreaterThanOrEqual(5);
    for (const zone of zones) {
      for (const instant of ['2026-01-15T10:20:00Z', '2026-07-15T10:40:00Z']) {
        const date = new Date(instant);
        expect(localTimeIn(zone, date).minutes % 60, zone).toBe(date.getUTCMinutes());
      }
    }
  });
});

describe('practitionersForState', () => {
  it('lists only practitioners licensed in the state', () => {
    const inMaine = practitionersForState('ME');
    expect(inMaine.every((practitioner) => practitioner.states.includes('ME'))).toBe(true);
    expect(PRACTITIONERS.filter((practitioner) => practitioner.states.includes('ME'))).toEqual(inMaine);
  });

  it('returns a list the caller may change without affecting the roster', () => {
    practitionersForState('TX').length = 0;
    expect(practitionersForState('TX').length).toBeGreaterThan(0);
  });
});

describe('findPractitionerById', () => {
  it('finds a practitioner, or nothing for an unknown id', () => {
    const [first] = PRACTITIONERS;
    expect(findPractitionerById(first?.id ?? '')).toBe(first);
    expect(findPractitionerById('nobody')).toBeUndefined();
  });
});
