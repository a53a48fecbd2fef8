'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/client/format-time';
import { useAppointment, useBookingPolicy } from '@/lib/client/booking/use-appointments';
import { insideNoticeWindow } from '@/lib/contract/bff/booking-policy-values';
import { AddToCalendar } from './add-to-calendar';
import { QueryError } from '@/components/ui/query-state';
import { canReschedule, isAsap, isBooked } from './appointment-facts';
import { AppointmentSummary } from './appointment-summary';
import { NoticeWindowNotice } from './notice-window-notice';
import { CancelAppointment } from './cancel-appointment';
import { ReschedulePanel } from './reschedule-panel';
import styles from './booking.module.css';
import { useDisplayTimeZone } from '@/lib/client/time-zone';

export function AppointmentDetail({
  appointmentId,
  justBooked,
}: {
  appointmentId: string;
  justBooked: boolean;
}) {
  const timeZone = useDisplayTimeZone();
  const appointment = useAppointment(appointmentId);
  const policy = useBookingPolicy();
  const [rescheduling, setRescheduling] = useState(false);
  const [moved, setMoved] = useState(false);

  if (appointment.isPending) return <Skeleton label="Loading the appointment" lines={5} withTitle />;
  if (appointment.isError) {
    return (
      <QueryError
        error={appointment.error}
        what="this appointment"
        onRetry={() => void appointment.refetch()}
        retrying={appointment.isFetching}
      />
    );
  }
  const visit = appointment.data;
  const asap = isAsap(visit);
  const when = visit.startsAt ? `on ${formatDateTime(visit.startsAt, timeZone)}` : '';
  // The BFF refuses a change inside the window anyway; the page says so first, with whom to call.
  const locked =
    isBooked(visit) && !!policy.data && insideNoticeWindow(policy.data, visit.startsAt, new Date());
  return (
    <div className={styles.stack}>
      {justBooked && isBooked(visit) ? (
        <Notice tone="success" title="You are booked" role="status">
          {asap ? (
            <p>You have a place in the waiting room. Open it now: a clinician will join you there.</p>
          ) : (
            <p>We have saved your visit. Add it to your calendar so you do not miss it.</p>
          )}
        </Notice>
      ) : null}
      {moved ? (
        <Notice tone="success" title="Moved" role="status">
          <p>Your visit now starts {when}.</p>
        </Notice>
      ) : null}
      <AppointmentSummary appointment={visit} timeZone={timeZone} />
      {asap && isBooked(visit) && visit.waitingRoomUrl ? (
        <section className={styles.section} aria-labelledby="waiting-room-title">
          <h2 id="waiting-room-title">Waiting room</h2>
          <p>
            Keep the waiting room open: the first clinician licensed in your state who is free will join you
            there. No wait time is guaranteed; if it is an emergency, call 911.
          </p>
          <p>
            <a href={visit.waitingRoomUrl} target="_blank" rel="noopener noreferrer">
              Open the waiting room (opens in a new tab)
            </a>
          </p>
        </section>
      ) : null}
      {locked && policy.data ? <NoticeWindowNotice policy={policy.data} /> : null}
      <div className={styles.actions}>
        {isBooked(visit) && !asap ? <AddToCalendar appointment={visit} /> : null}
        {!locked && canReschedule(visit, new Date()) && !rescheduling ? (
          <Button variant="secondary" onClick={() => setRescheduling(true)}>
            Reschedule
          </Button>
        ) : null}
        {!locked && isBooked(visit) ? <CancelAppointment appointmentId={visit.id} when={when} /> : null}
      </div>
      {!locked && rescheduling && canReschedule(visit, new Date()) ? (
        <ReschedulePanel
          appointment={visit}
          timeZone={timeZone}
          onDone={() => {
            setRescheduling(false);
            setMoved(true);
          }}
        />
      ) : null}
      <p>
        <Link href="/appointments">All appointments</Link>
      </p>
    </div>
  );
}
