import { type UsStateCode } from '@/lib/contract/us-states';
import { minutesOfDay, type Practitioner } from './practitioner';
import { practitionersForState } from './practitioners';
import { SLOT_MILLISECONDS } from './scheduling-constants';
import { localTimeIn, type LocalTime } from './zoned-time';

/** A slot read on one zone's wall clock: its first and its last instant. */
interface WallClockSlot {
  start: LocalTime;
  last: LocalTime;
}

function readSlotOnWallClock(timeZone: string, startsAt: Date): WallClockSlot {
  return {
    start: localTimeIn(timeZone, startsAt),
    // The last instant, not the end, so that a slot ending exactly at closing time still fits.
    last: localTimeIn(timeZone, new Date(startsAt.getTime() + SLOT_MILLISECONDS - 1)),
  };
}

// Reading a zone's clock through Intl is most of the cost of listing slots, and every request reads the
// same grid instants of the same 14 days again. A zone's reading of an instant never changes, so the
// readings are kept; the map is emptied when it outgrows a few weeks of grid points in every zone.
const wallClockReadings = new Map<string, WallClockSlot>();
const WALL_CLOCK_READINGS_LIMIT = 50_000;

function slotOnWallClock(timeZone: string, startsAt: Date): WallClockSlot {
  const key = `${timeZone}@${startsAt.getTime()}`;
  let reading = wallClockReadings.get(key);
  if (!reading) {
    if (wallClockReadings.size >= WALL_CLOCK_READINGS_LIMIT) wallClockReadings.clear();
    reading = readSlotOnWallClock(timeZone, startsAt);
    wallClockReadings.set(key, reading);
  }
  return reading;
}

function fitsWorkingHours(practitioner: Practitioner, { start, last }: WallClockSlot): boolean {
  if (last.weekday !== start.weekday || last.minutes < start.minutes) return false;
  return practitioner.weeklyHours.some(
    (hours) =>
      hours.weekday === start.weekday &&
      start.minutes >= minutesOfDay(hours.start) &&
      last.minutes < minutesOfDay(hours.end),
  );
}

/**
 * Whether the whole slot starting then lies within one of the practitioner's working stretches,
 * read on the practitioner's own wall clock (so daylight-saving changes move the UTC hours).
 */
export function isPractitionerWorking(practitioner: Practitioner, startsAt: Date): boolean {
  if (!Number.isFinite(startsAt.getTime())) return false;
  return fitsWorkingHours(practitioner, slotOnWallClock(practitioner.timeZone, startsAt));
}

export function isOnSlotGrid(date: Date): boolean {
  const ms = date.getTime();
  return Number.isFinite(ms) && ms % SLOT_MILLISECONDS === 0;
}

/** Practitioners licensed in the state and working for the whole slot; none for a time off the slot grid. */
export function practitionersForSlot(state: UsStateCode, startsAt: Date): Practitioner[] {
  if (!isOnSlotGrid(startsAt)) return [];
  // Several practitioners share a zone: read each zone's clock once.
  const wallClocks = new Map<string, WallClockSlot>();
  return practitionersForState(state).filter((practitioner) => {
    let wallClock = wallClocks.get(practitioner.timeZone);
    if (!wallClock) {
      wallClock = slotOnWallClock(practitioner.timeZone, startsAt);
      wallClocks.set(practitioner.timeZone, wallClock);
    }
    return fitsWorkingHours(practitioner, wallClock);
  });
}
