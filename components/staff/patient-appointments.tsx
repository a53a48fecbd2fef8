'use client';

import { Button, EmptyState, ErrorState, LocalTime } from '@/components/ui';
import { ApiClientError } from '@/lib/client/api';
import { usePatientAppointments, usePatientConsultations } from '@/lib/client/staff/use-staff-data';
import { useCancelForPatient } from '@/lib/client/staff/use-staff-mutations';
import { useTimeZone } from '@/lib/client/staff/use-time-zone';
import { QueryState } from './query-state';
import { StaffBookingForm } from './staff-booking-form';
import styles from './staff.module.css';

/** The patient's appointments, with booking and cancelling on their behalf. */
export function PatientAppointments({ patientId }: { patientId: string }) {
  const appointments = usePatientAppointments(patientId);
  const consultations = usePatientConsultations(patientId);
  const cancel = useCancelForPatient(patientId);
  const zone = useTimeZone();
  const cancelError = cancel.error instanceof ApiClientError ? cancel.error : null;
  return (
    <section className={styles.section} aria-labelledby="appointments-heading">
      <h2 id="appointments-heading">Appointments</h2>
      <QueryState query={appointments} label="appointments">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="No appointments" text="Book one below." headingLevel={3} />
          ) : (
            <ul className={styles.list}>
              {items.map((appointment) => (
                <li key={appointment.id} className={styles.card}>
                  <p>
                    {appointment.startsAt ? (
                      <LocalTime instant={appointment.startsAt} timeZone={zone} />
                    ) : (
                      'As soon as possible'
                    )}{' '}
                    · {appointment.location.state} · <strong>{appointment.status}</strong>
                  </p>
                  {appointment.status === 'booked' ? (
                    <Button
                      size="small"
                      variant="danger"
                      busy={cancel.isPending && cancel.variables === appointment.id}
                      busyLabel="Cancelling…"
                      onClick={() => cancel.mutate(appointment.id)}
                    >
                      Cancel appointment
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {cancelError ? (
        <ErrorState
          title="Not cancelled"
          message={cancelError.message}
          requestId={cancelError.requestId}
          headingLevel={3}
        />
      ) : null}
      <h3>Book on the patient&apos;s behalf</h3>
      <QueryState query={consultations} label="consultations">
        {({ items }) =>
          items.length === 0 ? (
            <p className={styles.meta}>Booking needs a completed consultation.</p>
          ) : (
            <StaffBookingForm patientId={patientId} chatIds={items.map((item) => item.chatId)} zone={zone} />
          )
        }
      </QueryState>
    </section>
  );
}
