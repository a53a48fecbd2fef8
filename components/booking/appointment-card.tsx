import { Link } from '@/components/ui/link';
import type { Appointment } from '@/lib/contract';
import { LocalTime } from '@/components/ui/local-time';
import { stateName, statusLabel, visitTypeLabel } from './appointment-facts';
import styles from './appointments.module.css';

/** One row of the list: type, time in the patient's zone, state, status. */
export function AppointmentCard({ appointment, timeZone }: { appointment: Appointment; timeZone: string }) {
  return (
    <li className={styles.card}>
      <Link href={`/appointments/${encodeURIComponent(appointment.id)}`} className={styles.cardLink}>
        {visitTypeLabel(appointment)}
        {appointment.startsAt ? (
          <>
            {', '}
            <LocalTime instant={appointment.startsAt} timeZone={timeZone} />
          </>
        ) : null}
      </Link>
      <span className={styles.cardMeta}>
        {stateName(appointment.location.state)}
        <span className={styles.status} data-status={appointment.status}>
          {statusLabel(appointment.status)}
        </span>
      </span>
    </li>
  );
}
