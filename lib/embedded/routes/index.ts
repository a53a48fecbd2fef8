import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { registerAddressRoutes } from './address';
import { registerAdminFaultRoutes } from './admin-faults';
import { registerAppointmentRoutes } from './appointments';
import { registerAppointmentBookingRoutes } from './appointments-booking';
import { registerArtifactRoutes } from './artifacts';
import { registerChatRoutes } from './chats';
import { registerMessageRoutes } from './messages';
import { registerPharmacyRoutes } from './pharmacy';
import { registerSlotRoutes } from './slots';
import { registerStreamRoutes } from './stream';
import { registerUserRoutes } from './users';
import { registerWaitingRoomRoutes } from './waiting-room';

/**
 * Every operation of the service, one module per resource, in the order they are matched (and listed in
 * the OpenAPI document).
 */
const ROUTE_REGISTRATIONS = [
  registerUserRoutes,
  registerChatRoutes,
  registerMessageRoutes,
  registerStreamRoutes,
  registerArtifactRoutes,
  registerAddressRoutes,
  // Before /appointments/{appointmentId}/..., so that fixed paths are never read as an id.
  registerSlotRoutes,
  registerAppointmentBookingRoutes,
  registerAppointmentRoutes,
  registerPharmacyRoutes,
  registerWaitingRoomRoutes,
  registerAdminFaultRoutes,
] as const;

export function registerRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  for (const register of ROUTE_REGISTRATIONS) register(app, deps);
}
