import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  availableSlotsDataSchema,
  availableSlotsQuerySchema,
  DEFAULT_SLOT_WINDOW_DAYS,
  successEnvelope,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedEnv, EmbeddedRouter } from '@/lib/embedded/context';
import { assertBookingPrerequisites } from '@/lib/embedded/booking/booking-prerequisites';
import { listAvailableSlots } from '@/lib/embedded/booking/slot-availability';
import { requireMember } from '@/lib/embedded/http/auth';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
} from '@/lib/embedded/http/openapi-helpers';
import { formatSlot } from '@/lib/embedded/scheduling';

const DAY_MS = 24 * 60 * 60_000;

/** Runs before the query is validated: the address must be on file before availability is asked for. */
function requireBookingPrerequisites(deps: EmbeddedDeps) {
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    await assertBookingPrerequisites(deps, c.get('userId'));
    await next();
  });
}

export function registerSlotRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/appointments/scheduled/available-slots/',
      operationId: 'get_partner_available_slots',
      summary: 'Start times with a practitioner credentialed in the state still free',
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps), requireBookingPrerequisites(deps)] as const,
      request: { query: availableSlotsQuerySchema },
      responses: {
        200: envelopeResponse(
          'Slots as UTC date-times to the second, earliest first',
          availableSlotsDataSchema,
        ),
        ...errorResponsesFor(400, 401, 403, 422),
      },
    }),
    async (c) => {
      const { state, datetimeFrom, datetimeTo } = c.req.valid('query');
      const now = deps.clock.now();
      const from = datetimeFrom ? new Date(datetimeFrom) : now;
      const to = datetimeTo
        ? new Date(datetimeTo)
        : new Date(from.getTime() + DEFAULT_SLOT_WINDOW_DAYS * DAY_MS);
      const slots = await listAvailableSlots(deps, { state, from, to });
      return c.json(successEnvelope({ slots: slots.map((slot) => formatSlot(slot.startsAt)) }), 200);
    },
  );
}
