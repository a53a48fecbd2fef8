'use client';

import { useState } from 'react';
import type { Appointment } from '@/lib/contract';
import { isUsStateCode } from '@/lib/contract/us-states';
import { dayKey } from '@/lib/client/format-time';
import { useActionKey } from '@/lib/client/idempotency';
import {
  fetchPatientSlots,
  useRescheduleAppointment,
  type SendReschedule,
} from '@/lib/client/booking/use-appointments';
import { ActionError } from './action-error';
import { BookingReview } from './booking-review';
import { SlotPicker, type FetchSlots } from './slot-picker';
import styles from './booking.module.css';

/** The same slot picker, for moving a booked visit; the appointment keeps its id. */
export function ReschedulePanel({
  appointment,
  timeZone,
  onDone,
  fetchSlots = fetchPatientSlots,
  cacheScope,
  send,
}: {
  appointment: Appointment;
  timeZone: string;
  onDone: () => void;
  /** The staff console's slots and route; the patient's own by default. */
  fetchSlots?: FetchSlots;
  cacheScope?: string;
  send?: SendReschedule;
}) {
  const state = appointment.location.state;
  // Times are offered per state: a visit in a place the interface does not name cannot be moved here.
  if (!isUsStateCode(state)) throw new Error(`The appointment's state is not a US state code: ${state}`);
  const [day, setDay] = useState(() => dayKey(appointment.startsAt ?? new Date(), timeZone));
  const [slot, setSlot] = useState<string | null>(null);
  const reschedule = useRescheduleAppointment(appointment.id, send);
  const action = useActionKey(slot);
  const move = () => {
    if (!slot || reschedule.isPending) return;
    reschedule.mutate(
      { body: { startsAt: slot, location: { state } }, idempotencyKey: action.keyFor() },
      {
        onSuccess: () => {
          action.settle();
          onDone();
        },
        onError: () => {
          action.settle();
          setSlot(null);
        },
      },
    );
  };
  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="reschedule-title">
        <h2 id="reschedule-title">Choose a new time</h2>
        <SlotPicker
          fetchSlots={fetchSlots}
          cacheScope={cacheScope}
          state={state}
          timeZone={timeZone}
          day={day}
          onDayChange={setDay}
          selected={slot}
          onSelect={(next) => {
            setSlot(next);
            reschedule.reset();
          }}
        />
        {slot ? null : <ActionError error={reschedule.error} title="Not moved" />}
      </section>
      {slot ? (
        <BookingReview
          title="Review the new time"
          startsAt={slot}
          durationMinutes={appointment.durationMinutes}
          timeZone={timeZone}
          state={state}
          bookLabel="Move to this time"
          busyLabel="Moving"
          busy={reschedule.isPending}
          error={reschedule.error}
          onBook={move}
        />
      ) : null}
    </div>
  );
}
