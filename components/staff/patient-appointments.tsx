'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { canReschedule } from '@/components/booking/appointment-facts';
import { ReschedulePanel } from '@/components/booking/reschedule-panel';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LocalTime } from '@/components/ui/local-time';
import { Notice } from '@/components/ui/notice';
import type { Appointment } from '@/lib/contract';
import { ApiClientError } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { staffReschedule, staffSlots } from '@/lib/client/staff/staff-appointments';
import { usePatientAppointments, usePatientCompletedChats } from '@/lib/client/staff/use-staff-data';
import { useCancelForPatient } from '@/lib/client/staff/use-staff-mutations';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { QueryState } from '@/components/ui/query-state';
import { StaffBookingForm } from './staff-booking-form';
import styles from './staff.module.css';

/** The patient app's reschedule panel, on the staff routes for this patient. */
function StaffReschedule({
  patientId,
  appointment,
  zone,
  onDone,
}: {
  patientId: string;
  appointment: Appointment;
  zone: string;
  onDone: () => void;
}) {
  const fetchSlots = useMemo(() => staffSlots(patientId), [patientId]);
  const send = useMemo(() => staffReschedule(patientId, appointment.id), [patientId, appointment.id]);
  return (
    <ReschedulePanel
      appointment={appointment}
      timeZone={zone}
      fetchSlots={fetchSlots}
      cacheScope={`staff:${patientId}`}
      send={send}
      onDone={onDone}
    />
  );
}

/** The patient's appointments, with booking, rescheduling and cancelling on their behalf. */
export function PatientAppointments({ patientId }: { patientId: string }) {
  const appointments = usePatientAppointments(patientId);
  const completedChats = usePatientCompletedChats(patientId);
  const cancel = useCancelForPatient(patientId);
  const queryClient = useQueryClient();
  const zone = useDisplayTimeZone();
  const [rescheduling, setRescheduling] = useState<string | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const cancelError = cancel.error instanceof ApiClientError ? cancel.error : null;
  return (
    <section className={styles.section} aria-labelledby="appointments-heading">
      <h2 id="appointments-heading">Appointments</h2>
      {moved ? (
        <Notice tone="success" role="status" title="Appointment moved">
          The new time is shown below; the change is in the audit log.
        </Notice>
      ) : null}
      <QueryState query={appointments} headingLevel={3} what="appointments">
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
                  <div className={styles.row}>
                    {canReschedule(appointment, new Date()) && rescheduling !== appointment.id ? (
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => {
                          setRescheduling(appointment.id);
                          setMoved(null);
                        }}
                      >
                        Reschedule
                      </Button>
                    ) : null}
                    {rescheduling === appointment.id ? (
                      <Button size="small" variant="secondary" onClick={() => setRescheduling(null)}>
                        Keep the current time
                      </Button>
                    ) : null}
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
                  </div>
                  {rescheduling === appointment.id ? (
                    <StaffReschedule
                      patientId={patientId}
                      appointment={appointment}
                      zone={zone}
                      onDone={() => {
                        setRescheduling(null);
                        setMoved(appointment.id);
                        void queryClient.invalidateQueries({ queryKey: queryKeys.staff.patient(patientId) });
                      }}
                    />
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
      {rescheduling ? (
        <p className={styles.meta}>Finish or close the reschedule above to book another visit.</p>
      ) : (
        <QueryState query={completedChats} headingLevel={3} what="completed chats">
          {({ items }) =>
            items.length === 0 ? (
              <p className={styles.meta}>Booking needs a completed chat.</p>
            ) : (
              <StaffBookingForm patientId={patientId} completedChats={items} zone={zone} />
            )
          }
        </QueryState>
      )}
    </section>
  );
}
