import type { Appointment } from '@/lib/contract';
import { formatClockTime, formatDate, formatTimeZoneName } from '@/lib/client/format-time';
import { stateName, statusLabel, visitTypeLabel } from './appointment-facts';
import styles from './booking.module.css';

export function AppointmentSummary({
  appointment,
  timeZone,
}: {
  appointment: Appointment;
  timeZone: string;
}) {
  const { startsAt, endsAt } = appointment;
  return (
    <section className={styles.section} aria-labelledby="appointment-title">
      <h2 id="appointment-title">{visitTypeLabel(appointment)}</h2>
      <dl className={styles.details}>
        {startsAt ? (
          <>
            <dt>Date</dt>
            <dd>{formatDate(startsAt, timeZone)}</dd>
            <dt>Time</dt>
            <dd>
              <time dateTime={startsAt}>{formatClockTime(startsAt, timeZone)}</time>
              {endsAt ? (
                <>
                  {' – '}
                  <time dateTime={endsAt}>{formatClockTime(endsAt, timeZone)}</time>
                </>
              ) : null}{' '}
              ({formatTimeZoneName(timeZone, startsAt, true)})
            </dd>
          </>
        ) : null}
        <dt>Length</dt>
        <dd>{appointment.durationMinutes} minutes</dd>
        <dt>State</dt>
        <dd>{stateName(appointment.location.state)}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(appointment.status)}</dd>
      </dl>
    </section>
  );
}
