import type { EmbeddedDeps, EmbeddedRouter } from '../context';
import { registerAddressRoutes } from './address';
import { registerAppointmentRoutes } from './appointments';
import { registerAppointmentBookingRoutes } from './appointments-booking';
import { registerPharmacyRoutes } from './pharmacy';
import { registerSlotRoutes } from './slots';
import { registerWaitingRoomRoutes } from './waiting-room';

/** Appointments (slots, booking, reading, changes, waiting room), the address and the pharmacy. */
export function registerAppointmentAddressAndPharmacyRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  registerAddressRoutes(app, deps);
  // Before /appointments/{appointmentId}/..., so that fixed paths are never read as an id.
  registerSlotRoutes(app, deps);
  registerAppointmentBookingRoutes(app, deps);
  registerAppointmentRoutes(app, deps);
  registerPharmacyRoutes(app, deps);
  registerWaitingRoomRoutes(app, deps);
}
