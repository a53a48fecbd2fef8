import 'server-only';
import {
  appointmentSchema,
  asapBookingSchema,
  availableSlotsDataSchema,
  pagedDataSchema,
  scheduledBookingSchema,
  type Appointment,
  type AppointmentsListQueryInput,
  type AsapBooking,
  type AvailableSlotsQueryInput,
  type PagedData,
  type ScheduledBooking,
  type UsStateCode,
} from '@/lib/contract';
import type { ServiceConnection } from './service-connection';
import { acceptEmptySuccess, readEnvelopeData } from './service-reply';
import { sendServiceCall } from './service-transport';

interface AppointmentMutation {
  userId: string;
  appointmentId: string;
  idempotencyKey: string;
}

export function createAppointmentOperations(connection: ServiceConnection) {
  return {
    async listAppointments({
      userId,
      query,
    }: {
      userId: string;
      query?: AppointmentsListQueryInput;
    }): Promise<PagedData<Appointment>> {
      const reply = await sendServiceCall(connection, {
        method: 'GET',
        pathTemplate: '/appointments/',
        pathParams: {},
        userId,
        query,
      });
      return readEnvelopeData({ reply, schema: pagedDataSchema(appointmentSchema) });
    },

    async getAppointment({
      userId,
      appointmentId,
    }: {
      userId: string;
      appointmentId: string;
    }): Promise<Appointment> {
      const reply = await sendServiceCall(connection, {
        method: 'GET',
        pathTemplate: '/appointments/{appointmentId}/',
        pathParams: { appointmentId },
        userId,
      });
      return readEnvelopeData({ reply, schema: appointmentSchema });
    },

    /** A listed slot may be gone at booking time; the booking's answer is the authoritative one. */
    async listAvailableSlots({
      userId,
      query,
    }: {
      userId: string;
      query: AvailableSlotsQueryInput;
    }): Promise<string[]> {
      const reply = await sendServiceCall(connection, {
        method: 'GET',
        pathTemplate: '/appointments/scheduled/available-slots/',
        pathParams: {},
        userId,
        query,
      });
      return readEnvelopeData({ reply, schema: availableSlotsDataSchema }).slots;
    },

    async bookScheduledAppointment({
      userId,
      chatId,
      startsAt,
      state,
      idempotencyKey,
    }: {
      userId: string;
      chatId: string;
      startsAt: string;
      state: UsStateCode;
      idempotencyKey: string;
    }): Promise<ScheduledBooking> {
      const reply = await sendServiceCall(connection, {
        method: 'POST',
        pathTemplate: '/appointments/scheduled/',
        pathParams: {},
        userId,
        body: { chatId, startsAt, location: { state } },
        idempotencyKey,
      });
      return readEnvelopeData({ reply, schema: scheduledBookingSchema });
    },

    async bookAsapAppointment({
      userId,
      chatId,
      state,
      idempotencyKey,
    }: {
      userId: string;
      chatId: string;
      state: UsStateCode;
      idempotencyKey: string;
    }): Promise<AsapBooking> {
      const reply = await sendServiceCall(connection, {
        method: 'POST',
        pathTemplate: '/appointments/asap/',
        pathParams: {},
        userId,
        body: { chatId, location: { state } },
        idempotencyKey,
      });
      return readEnvelopeData({ reply, schema: asapBookingSchema });
    },

    async cancelAppointment({ userId, appointmentId, idempotencyKey }: AppointmentMutation): Promise<void> {
      const reply = await sendServiceCall(connection, {
        method: 'POST',
        pathTemplate: '/appointments/{appointmentId}/cancel/',
        pathParams: { appointmentId },
        userId,
        idempotencyKey,
      });
      acceptEmptySuccess(reply);
    },

    async rescheduleAppointment({
      userId,
      appointmentId,
      startsAt,
      state,
      idempotencyKey,
    }: AppointmentMutation & { startsAt: string; state: UsStateCode }): Promise<void> {
      const reply = await sendServiceCall(connection, {
        method: 'POST',
        pathTemplate: '/appointments/{appointmentId}/reschedule/',
        pathParams: { appointmentId },
        userId,
        body: { startsAt, location: { state } },
        idempotencyKey,
      });
      acceptEmptySuccess(reply);
    },
  };
}

export type AppointmentOperations = ReturnType<typeof createAppointmentOperations>;
