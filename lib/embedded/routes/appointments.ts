import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  appointmentSchema,
  appointmentsListQuerySchema,
  opaqueIdInputSchema,
  pagedDataSchema,
  pagedEnvelope,
  rescheduleBodySchema,
  successEnvelope,
} from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { toAppointmentResource } from '@/lib/embedded/booking/appointment-resource';
import { findOwnedAppointment, listOwnedAppointments } from '@/lib/embedded/booking/appointment-store';
import { cancelAppointment, rescheduleAppointment } from '@/lib/embedded/booking/change-appointment';
import { requireMember } from '@/lib/embedded/http/auth';
import { withIdempotency } from '@/lib/embedded/http/idempotency';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
  jsonBody,
} from '@/lib/embedded/http/openapi-helpers';
import { ownerScope } from '@/lib/embedded/store/owner-scope';

const appointmentParams = z.object({ appointmentId: opaqueIdInputSchema });

const changeErrors = {
  ...errorResponsesFor(400, 401, 403, 404, 409, 422, 503),
} as const;

export function registerAppointmentRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/appointments/',
      operationId: 'list_partner_appointments',
      summary: 'The user’s appointments, by start time',
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { query: appointmentsListQuerySchema },
      responses: {
        200: envelopeResponse('A page of appointments', pagedDataSchema(appointmentSchema)),
        ...errorResponsesFor(401, 403, 422),
      },
    }),
    async (c) => {
      const { status, page, size } = c.req.valid('query');
      const { rows, total } = await listOwnedAppointments(deps, ownerScope(c), { status, page, size });
      const items = rows.map((row) => toAppointmentResource(deps, row));
      return c.json(pagedEnvelope({ items, total, page, size }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/appointments/{appointmentId}/',
      operationId: 'get_partner_appointment',
      summary: 'Read one of the user’s appointments',
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      request: { params: appointmentParams },
      responses: {
        200: envelopeResponse('The appointment', appointmentSchema),
        ...errorResponsesFor(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const row = await findOwnedAppointment(deps, ownerScope(c), c.req.valid('param').appointmentId);
      return c.json(successEnvelope(toAppointmentResource(deps, row)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/appointments/{appointmentId}/cancel/',
      operationId: 'cancel_partner_appointment',
      summary: 'Cancel a booked appointment',
      ...documentedCredentials({ serviceUser: true, idempotencyKey: true }),
      middleware: [requireMember(deps), withIdempotency(deps)] as const,
      request: { params: appointmentParams },
      responses: { 200: envelopeResponse('Cancelled', z.null()), ...changeErrors },
    }),
    async (c) => {
      await cancelAppointment(deps, ownerScope(c), c.req.valid('param').appointmentId);
      return c.json(successEnvelope(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/appointments/{appointmentId}/reschedule/',
      operationId: 'reschedule_partner_appointment',
      summary: 'Move a booked appointment to another available slot',
      ...documentedCredentials({ serviceUser: true, idempotencyKey: true }),
      middleware: [requireMember(deps), withIdempotency(deps)] as const,
      request: { params: appointmentParams, body: jsonBody(rescheduleBodySchema) },
      responses: { 200: envelopeResponse('Rescheduled', z.null()), ...changeErrors },
    }),
    async (c) => {
      const { startsAt, location } = c.req.valid('json');
      await rescheduleAppointment(deps, ownerScope(c), {
        appointmentId: c.req.valid('param').appointmentId,
        startsAt: new Date(startsAt),
        state: location.state,
      });
      return c.json(successEnvelope(null), 200);
    },
  );
}
