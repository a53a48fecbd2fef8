import type { Context } from 'hono';
import type { AppointmentOwner } from '../booking/appointment-store';
import type { EmbeddedEnv } from '../context';

/** The organization and user the request acts for, as set by the member middleware. */
export function appointmentOwner(c: Context<EmbeddedEnv>): AppointmentOwner {
  return { organizationId: c.get('organization').id, userId: c.get('userId') };
}
