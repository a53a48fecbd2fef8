import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '@/lib/contract/us-states';
import { practitionersForSlot } from './availability';
import { BOOKING_HORIZON_DAYS, SLOT_MINUTES } from './scheduling-constants';
import { formatSlot, listSlotCandidates } from './slots';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso);
const now = at('2026-01-12T12:07:00Z'); // Monday, 07:07 in New York

describe('listSlotCandidates', () => {
  const window = { from: now, to: new Date(now.getTime() + 30 * DAY), now };

  it('gives ascending, distinct starts on the 20-minute grid', () => {
    for (const state of US_STATE_CODES) {
      const times = listSlotCandidates({ state, ...window }).map((slot) => slot.startsAt.getTime());
      expect(times.length, state).toBeGreaterThan(0);
      expect(
        times.every((time) => time % (SLOT_MINUTES * 60_000) === 0),
        state,
      ).toBe(true);
      expect(
        times.every((time, index) => index === 0 || time > (times[index - 1] ?? 0)),
        state,
      ).toBe(true);
    }
  });

  it('starts no sooner than an hour from now, rounded up to the next slot', () => {
    const [first] = listSlotCandidates({ state: 'CA', from: now, to: at('2026-01-20T00:00:00Z'), now });
    expect(first?.startsAt.getTime()).toBeGreaterThanOrEqual(at('2026-01-12T13:20:00Z').getTime());
    const onTheHour = at('2026-01-12T14:00:00Z'); // 09:00 in New York, when prac-01 starts
    const fromOnTheHour = listSlotCandidates({
      state: 'NY',
      from: onTheHour,
      to: at('2026-01-13T00:00:00Z'),
      now: onTheHour,
    });
    expect(fromOnTheHour[0]?.startsAt.toISOString()).toBe('2026-01-12T15:00:00.000Z');
    const aMinuteLater = new Date(onTheHour.getTime() + 60_000);
    const fromAMinuteLater = listSlotCandidates({
      state: 'NY',
      from: aMinuteLater,
      to: at('2026-01-13T00:00:00Z'),
      now: aMinuteLater,
    });
    expect(fromAMinuteLater[0]?.startsAt.toISOString()).toBe('2026-01-12T15:20:00.000Z');
  });

  it('stays within the booking horizon', () => {
    for (const state of US_STATE_CODES) {
      const last =
        listSlotCandidates({ state, ...window })
          .at(-1)
          ?.startsAt.getTime() ?? 0;
      expect(last, state).toBeLessThan(now.getTime() + BOOKING_HORIZON_DAYS * DAY);
    }
    // Monday 10:00 in New York, fourteen days on, is the first time no longer offered.
    const mondayMorning = at('2026-01-12T15:00:00Z');
    const slots = listSlotCandidates({
      state: 'NY',
      from: mondayMorning,
      to: new Date(mondayMorning.getTime() + 30 * DAY),
      now: mondayMorning,
    });
    expect(slots.at(-1)?.startsAt.toISOString()).toBe('2026-01-26T14:40:00.000Z');
    expect(BOOKING_HORIZON_DAYS).toBe(14);
  });

  it('stays within [from, to), rounding an off-grid from up to the grid', () => {
    const from = at('2026-01-14T15:05:00Z');
    const to = at('2026-01-14T18:00:00Z');
    const slots = listSlotCandidates({ state: 'NY', from, to, now });
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-01-14T15:20:00.000Z');
    expect(slots.at(-1)?.startsAt.toISOString()).toBe('2026-01-14T17:40:00.000Z');
    expect(slots).toHaveLength(8);
  });

  it('is empty when the window is empty or already past', () => {
    expect(
      listSlotCandidates({
        state: 'NY',
        from: at('2026-01-14T18:00:00Z'),
        to: at('2026-01-14T15:00:00Z'),
        now,
      }),
    ).toEqual([]);
    expect(
      listSlotCandidates({
        state: 'NY',
        from: at('2026-01-01T00:00:00Z'),
        to: at('2026-01-12T13:00:00Z'),
        now,
      }),
    ).toEqual([]);
  });

  it('lists only times someone licensed in the state is working, with who that is', () => {
    const slots = listSlotCandidates({ state: 'ME', ...window });
    for (const slot of slots) {
      expect(slot.practitionerIds).toEqual(practitionersForSlot('ME', slot.startsAt).map((p) => p.id));
      expect(slot.practitionerIds.length).toBeGreaterThan(0);
    }
    // Maine's only practitioner works Monday–Friday, 08:00–16:00 in New York.
    const saturday = listSlotCandidates({
      state: 'ME',
      from: at('2026-01-17T00:00:00Z'),
      to: at('2026-01-18T05:00:00Z'),
      now,
    });
    expect(saturday).toEqual([]);
  });

  it('moves UTC hours with daylight saving time', () => {
    const winter = listSlotCandidates({
      state: 'ME',
      from: at('2026-01-13T00:00:00Z'),
      to: at('2026-01-14T00:00:00Z'),
      now,
    });
    const winterTimes = winter.map((slot) => formatSlot(slot.startsAt));
    expect(winterTimes[0]).toBe('2026-01-13T13:00:00Z');
    expect(winterTimes.at(-1)).toBe('2026-01-13T20:40:00Z');
    const summerNow = at('2026-07-10T00:00:00Z');
    const summer = listSlotCandidates({
      state: 'ME',
      from: at('2026-07-14T00:00:00Z'),
      to: at('2026-07-15T00:00:00Z'),
      now: summerNow,
    });
    expect(summer.map((slot) => formatSlot(slot.startsAt))[0]).toBe('2026-07-14T12:00:00Z');
    expect(summer).toHaveLength(24);
  });
});

describe('formatSlot', () => {
  it('writes UTC to the second without a fraction', () => {
    expect(formatSlot(new Date(Date.UTC(2026, 10, 23, 15, 0)))).toBe('2026-11-23T15:00:00Z');
    expect(formatSlot(at('2026-11-23T15:20:00.000+02:00'))).toBe('2026-11-23T13:20:00Z');
  });
});
