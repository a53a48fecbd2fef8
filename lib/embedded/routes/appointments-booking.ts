import { createRoute } from '@hono/zod-openapi';
import {
  asapBookingSchema,
  bookAsapBodySchema,
  bookScheduledBodySchema,
  scheduledBookingSchema,
  successEnvelope,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { bookAsapAppointment, bookScheduledAppointment } from '@/lib/embedded/booking/book-appointment';
import { assertBookingPrerequisites } from '@/lib/embedded/booking/booking-prerequisites';
import { assertChatInScope } from '@/lib/embedded/booking/chat-scope';
import { toAsapBookingResource, toBookingResource } from '@/lib/embedded/booking/appointment-resource';
import { requireMember } from '@/lib/embedded/http/auth';
import { withIdempotency } from '@/lib/embedded/http/idempotency';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
  jsonBody,
} from '@/lib/embedded/http/openapi-helpers';
import { ownerScope } from '@/lib/embedded/store/owner-scope';

const bookingErrors = {
  ...errorResponsesFor(400, 401, 403, 404, 409, 422, 503),
} as const;

export function registerAppointmentBookingRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/appointments/scheduled/',
      operationId: 'book_partner_scheduled_appointment',
      summary: 'Book a slot returned by the available-slots operation for the same state',
      ...documentedCredentials({ serviceUser: true, idempotencyKey: true }),
      middleware: [requireMember(deps), withIdempotency(deps)] as const,
      request: { body: jsonBody(bookScheduledBodySchema) },
      responses: { 201: envelopeResponse('The booking', scheduledBookingSchema), ...bookingErrors },
    }),
    async (c) => {
      const { chatId, startsAt, location } = c.req.valid('json');
      const owner = ownerScope(c);
      await assertBookingPrerequisites(deps, owner.userId);
      await assertChatInScope(deps, { ...owner, chatId });
      const row = await bookScheduledAppointment(deps, {
        ...owner,
        chatId,
        state: location.state,
        startsAt: new Date(startsAt),
      });
      return c.json(successEnvelope(toBookingResource(row)), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/appointments/asap/',
      operationId: 'book_partner_asap_appointment',
      summary: 'Join the shared waiting room of the state now',
      ...documentedCredentials({ serviceUser: true, idempotencyKey: true }),
      middleware: [requireMember(deps), withIdempotency(deps)] as const,
      request: { body: jsonBody(bookAsapBodySchema) },
      responses: {
        201: envelopeResponse('The booking and its waiting room link', asapBookingSchema),
        ...bookingErrors,
      },
    }),
    async (c) => {
      const { chatId, location } = c.req.valid('json');
      const owner = ownerScope(c);
      await assertBookingPrerequisites(deps, owner.userId);
      await assertChatInScope(deps, { ...owner, chatId });
      const row = await bookAsapAppointment(deps, { ...owner, chatId, state: location.state });
      return c.json(successEnvelope(toAsapBookingResource(deps, row)), 201);
    },
  );
}
