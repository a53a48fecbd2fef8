import type { Appointment as FhirAppointment } from '@medplum/fhirtypes';
import { isAsapAppointment, type Appointment } from '@/lib/contract';
import { APPOINTMENT_TYPE } from '@/lib/fhir/fhir-systems';
import { fhirInstant, fhirString } from '@/lib/fhir/fhir-text';
import type { ExportIds } from '@/lib/fhir/export-ids';

/**
 * `booked` is booked, and `cancelled` cancelled; a booked ASAP visit is a place in the waiting room, to be
 * seen when a clinician is free: `waitlist`. A status the interface does not show yet is `proposed`, the
 * one state that claims nothing about the visit taking place.
 */
export function appointmentStatus(appointment: Appointment): FhirAppointment['status'] {
  const status = appointment.status.trim().toLowerCase();
  if (status === 'cancelled' || status === 'canceled') return 'cancelled';
  if (status !== 'booked') return 'proposed';
  if (isAsapAppointment(appointment)) return 'waitlist';
  // FHIR's app-3: a booked visit has its times. Booking answers carry none, and the visit is then only proposed.
  return hasTimes(appointment) ? 'booked' : 'proposed';
}

function hasTimes(appointment: Appointment): boolean {
  return Boolean(appointment.startsAt && appointment.endsAt);
}

export function mapAppointment(appointment: Appointment, ids: ExportIds): FhirAppointment {
  const asap = isAsapAppointment(appointment);
  const state = fhirString(appointment.location.state);
  return {
    resourceType: 'Appointment',
    id: ids.appointment(appointment.id),
    identifier: [{ system: ids.systems.appointment, value: appointment.id }],
    status: appointmentStatus(appointment),
    appointmentType: {
      coding: [{ system: APPOINTMENT_TYPE, code: asap ? 'WALKIN' : 'ROUTINE' }],
      text: asap ? 'ASAP visit (waiting room)' : 'Scheduled visit',
    },
    ...(hasTimes(appointment) && {
      start: fhirInstant(appointment.startsAt!),
      end: fhirInstant(appointment.endsAt!),
    }),
    minutesDuration: appointment.durationMinutes > 0 ? appointment.durationMinutes : undefined,
    created: appointment.createdAt.slice(0, 10),
    ...(state && {
      contained: [
        {
          resourceType: 'Location',
          id: 'state',
          mode: 'kind',
          description: `Visits in the state of ${state}`,
          address: { state, country: 'US' },
        },
      ],
    }),
    participant: [
      {
        actor: { reference: ids.reference('Patient', ids.patient) },
        required: 'required',
        status: 'accepted',
      },
      ...(state
        ? [{ actor: { reference: '#state' }, required: 'required' as const, status: 'accepted' as const }]
        : []),
    ],
    ...(appointment.waitingRoomUrl && { comment: `Waiting room: ${appointment.waitingRoomUrl}` }),
  };
}
