import { z } from 'zod';
import {
  documentedPattern,
  isoDateTimeInputSchema,
  isoDateTimeSchema,
  opaqueIdInputSchema,
  opaqueIdSchema,
} from './primitives';
import { emptyAsAbsent } from './query-params';
import { usStateCodeSchema } from './us-state-code';
import { hasNoPriorIssues } from './validation';
import { APPOINTMENT_STATUSES } from './appointment-values';

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, {
  error: `Must be one of ${APPOINTMENT_STATUSES.join(', ')}`,
});

// Only http(s): the URL is rendered as a link, and a javascript: URL from upstream must never reach one.
const waitingRoomUrlSchema = z.url({ protocol: /^https?$/, error: 'Must be an http or https URL' });

const appointmentLocationSchema = z.looseObject({ state: z.string() });
const locationBodySchema = z.strictObject({ state: usStateCodeSchema });

/** The scheduled-booking response; `status` is an open string on read. */
export const scheduledBookingSchema = z
  .looseObject({
    id: opaqueIdSchema,
    createdAt: isoDateTimeSchema,
    chatId: opaqueIdSchema,
    status: z.string(),
    durationMinutes: z.int(),
    location: appointmentLocationSchema,
  })
  .meta({ id: 'ScheduledBooking' });

export const asapBookingSchema = scheduledBookingSchema
  .extend({ waitingRoomUrl: waitingRoomUrlSchema })
  .meta({ id: 'AsapBooking' });

/** An appointment as read by get and list. */
export const appointmentSchema = scheduledBookingSchema
  .extend({
    startsAt: isoDateTimeSchema.nullish(),
    endsAt: isoDateTimeSchema.nullish(),
    waitingRoomUrl: waitingRoomUrlSchema.nullish(),
  })
  .meta({ id: 'Appointment' });

export type ScheduledBooking = z.infer<typeof scheduledBookingSchema>;
export type AsapBooking = z.infer<typeof asapBookingSchema>;
export type Appointment = z.infer<typeof appointmentSchema>;

export const bookScheduledBodySchema = z
  .strictObject({
    chatId: opaqueIdInputSchema,
    startsAt: isoDateTimeInputSchema,
    location: locationBodySchema,
  })
  .meta({ id: 'BookScheduledRequest' });

export const bookAsapBodySchema = z
  .strictObject({
    chatId: opaqueIdInputSchema,
    location: locationBodySchema,
  })
  .meta({ id: 'BookAsapRequest' });

export const rescheduleBodySchema = z
  .strictObject({
    startsAt: isoDateTimeInputSchema,
    location: locationBodySchema,
  })
  .meta({ id: 'RescheduleRequest' });

export type BookScheduledBody = z.infer<typeof bookScheduledBodySchema>;
export type BookAsapBody = z.infer<typeof bookAsapBodySchema>;
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

const DOCUMENTED_DATE_TIME_INPUT = {
  format: 'date-time',
  pattern: documentedPattern(isoDateTimeInputSchema),
};

/** `datetimeFrom` is inclusive and `datetimeTo` exclusive; an empty value means absent. */
export const availableSlotsQuerySchema = z
  .strictObject({
    state: usStateCodeSchema,
    datetimeFrom: emptyAsAbsent(isoDateTimeInputSchema.nullish(), DOCUMENTED_DATE_TIME_INPUT),
    datetimeTo: emptyAsAbsent(isoDateTimeInputSchema.nullish(), DOCUMENTED_DATE_TIME_INPUT),
  })
  .refine(
    ({ datetimeFrom, datetimeTo }) =>
      !datetimeFrom || !datetimeTo || Date.parse(datetimeTo) > Date.parse(datetimeFrom),
    { path: ['datetimeTo'], error: 'Must be after datetimeFrom', when: hasNoPriorIssues },
  );

export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuerySchema>;
export type AvailableSlotsQueryInput = z.input<typeof availableSlotsQuerySchema>;

/** Each slot is written as a UTC date-time to the second; read as any string, since the format is not in the interface. */
export const availableSlotsDataSchema = z
  .looseObject({ slots: z.array(z.string()) })
  .meta({ id: 'AvailableSlots' });

export type AvailableSlotsData = z.infer<typeof availableSlotsDataSchema>;
