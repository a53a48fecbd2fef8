import type { EmbeddedDeps, EmbeddedRouter } from '../context';
import { registerAdminFaultRoutes } from './admin-faults';
import { registerAppointmentAddressAndPharmacyRoutes } from './appointments-address-pharmacy';
import { registerConversationRoutes } from './chats';
import { registerUserRoutes } from './users';

/** Every resource's operations, each module owning one resource of the interface. */
export function registerRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  registerUserRoutes(app, deps);
  registerConversationRoutes(app, deps);
  registerAppointmentAddressAndPharmacyRoutes(app, deps);
  registerAdminFaultRoutes(app, deps);
}
