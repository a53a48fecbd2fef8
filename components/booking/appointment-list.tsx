'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { SelectField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@/lib/contract/appointment-values';
import { useAppointments } from '@/lib/client/booking/use-appointments';
import { QueryError } from '@/components/ui/query-state';
import { AppointmentCard } from './appointment-card';
import { statusLabel } from './appointment-facts';
import styles from './appointments.module.css';
import layout from './booking.module.css';
import { useDisplayTimeZone } from '@/lib/client/time-zone';

/** The patient's appointments, upcoming first, filtered by the statuses the BFF accepts. */
export function AppointmentList() {
  const [status, setStatus] = useState<AppointmentStatus | null>(null);
  const timeZone = useDisplayTimeZone();
  const appointments = useAppointments(status);
  const items = appointments.data?.pages.flatMap((page) => page.items) ?? [];
  const [now] = useState(Date.now);
  const isPast = (startsAt?: string | null) => !!startsAt && Date.parse(startsAt) < now;
  const upcoming = items.filter((item) => !isPast(item.startsAt));
  const past = items.filter((item) => isPast(item.startsAt)).reverse();

  return (
    <div className={layout.stack}>
      <div className={styles.toolbar}>
        <SelectField
          label="Show"
          className={styles.filter}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || null) as AppointmentStatus | null)}
        >
          <option value="">All appointments</option>
          {APPOINTMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </SelectField>
        <Link href="/appointments/new">Book a visit</Link>
      </div>
      {appointments.isPending ? (
        <Skeleton label="Loading your appointments" lines={4} />
      ) : appointments.isError ? (
        <QueryError
          error={appointments.error}
          what="your appointments"
          onRetry={() => void appointments.refetch()}
          retrying={appointments.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={status ? `No ${statusLabel(status).toLowerCase()} appointments` : 'No appointments yet'}
          text="After a conversation with the assistant you can book a visit with a clinician."
          action={<Link href="/appointments/new">Book a visit</Link>}
        />
      ) : (
        <>
          {[
            { title: 'Upcoming', list: upcoming },
            { title: 'Past', list: past },
          ].map(({ title, list }) =>
            list.length === 0 ? null : (
              <section key={title} aria-labelledby={`appointments-${title}`} className={layout.stack}>
                <h2 id={`appointments-${title}`}>{title}</h2>
                <ul className={styles.list}>
                  {list.map((appointment) => (
                    <AppointmentCard key={appointment.id} appointment={appointment} timeZone={timeZone} />
                  ))}
                </ul>
              </section>
            ),
          )}
          <Pager
            hasMore={appointments.hasNextPage}
            loading={appointments.isFetchingNextPage}
            onLoadMore={() => void appointments.fetchNextPage()}
            label="Load more"
          />
        </>
      )}
    </div>
  );
}
