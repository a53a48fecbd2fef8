import { formatIsoDateTime } from '@/lib/contract/primitives';
import { type UsStateCode } from '@/lib/contract/us-states';
import { practitionersForSlot } from './availability';
import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_MINUTES, SLOT_MILLISECONDS } from './scheduling-constants';

export interface SlotCandidate {
  startsAt: Date;
  /** Practitioners licensed in the state and working then; whether they are free is the caller's to check. */
  practitionerIds: string[];
}

export interface SlotWindow {
  state: UsStateCode;
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  now: Date;
}

/** The first slot start at or after the instant. */
export function nextSlotStart(ms: number): number {
  return Math.ceil(ms / SLOT_MILLISECONDS) * SLOT_MILLISECONDS;
}

/**
 * Slot starts in [from, to) that are also at least the lead time after now and before the booking
 * horizon, ascending, each with the practitioners who could take it. Times nobody could take are left out.
 */
export function listSlotCandidates({ state, from, to, now }: SlotWindow): SlotCandidate[] {
  const nowMs = now.getTime();
  const first = nextSlotStart(Math.max(from.getTime(), nowMs + BOOKING_LEAD_MINUTES * 60_000));
  const end = Math.min(to.getTime(), nowMs + BOOKING_HORIZON_DAYS * 24 * 60 * 60_000);
  const candidates: SlotCandidate[] = [];
  for (let ms = first; ms < end; ms += SLOT_MILLISECONDS) {
    const startsAt = new Date(ms);
    const practitionerIds = practitionersForSlot(state, startsAt).map((practitioner) => practitioner.id);
    if (practitionerIds.length > 0) candidates.push({ startsAt, practitionerIds });
  }
  return candidates;
}

/** A slot as the interface lists it: UTC to the second, no fraction ("2026-11-23T15:00:00Z"). */
export function formatSlot(date: Date): string {
  return formatIsoDateTime(date);
}
