export {
  ASAP_DURATION_MINUTES,
  BOOKING_HORIZON_DAYS,
  BOOKING_LEAD_MINUTES,
  SCHEDULED_DURATION_MINUTES,
  SLOT_MINUTES,
} from './scheduling-constants';
export { type Practitioner, type Weekday, type WorkingHours } from './practitioner';
export { findPractitionerById, PRACTITIONERS, practitionersForState } from './practitioners';
export { isOnSlotGrid, isPractitionerWorking, practitionersForSlot } from './availability';
export { formatSlot, listSlotCandidates, type SlotCandidate, type SlotWindow } from './slots';
