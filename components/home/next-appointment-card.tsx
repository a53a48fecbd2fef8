'use client';

import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { LocalTime } from '@/components/ui/local-time';
import { Skeleton } from '@/components/ui/skeleton';
import { useNextAppointment } from '@/lib/client/booking/use-appointments';
import { QueryError } from '@/components/ui/query-state';
import { HomeCard } from './home-card';
import styles from './home.module.css';
import { useDisplayTimeZone } from '@/lib/client/time-zone';

export function NextAppointmentCard() {
  const next = useNextAppointment();
  const timeZone = useDisplayTimeZone();
  return (
    <HomeCard title="Next appointment">
      {next.isPending ? <Skeleton label="Loading your next appointment" lines={2} /> : null}
      {next.isError ? (
        <QueryError headingLevel={3} what="your appointments" error={next.error} onRetry={() => void next.refetch()} />
      ) : null}
      {next.data === null ? (
        <>
          <p className={styles.muted}>Nothing booked.</p>
          <ButtonLink href="/appointments/new" variant="secondary">
            Book an appointment
          </ButtonLink>
        </>
      ) : null}
      {next.data ? (
        <>
          <p>
            {next.data.startsAt ? (
              <LocalTime instant={next.data.startsAt} timeZone={timeZone} />
            ) : (
              'As soon as possible: a clinician will see you shortly.'
            )}
          </p>
          <Link href="/appointments">Your appointments</Link>
        </>
      ) : null}
    </HomeCard>
  );
}
