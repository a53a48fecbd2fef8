'use client';

import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { US_STATES, type UsStateCode } from '@/lib/contract/us-states';
import { formatClockTime, formatDate, formatTimeZoneName } from '@/lib/client/format-time';
import { ActionError } from './action-error';
import styles from './booking.module.css';

export interface BookingReviewProps {
  title?: string;
  startsAt?: string | null;
  durationMinutes?: number;
  timeZone: string;
  state: string;
  chat?: string;
  bookLabel: string;
  busyLabel?: string;
  busy: boolean;
  error: unknown;
  onBook: () => void;
}

/** What is about to be booked, said in full, with the one button that books it. */
export function BookingReview(props: BookingReviewProps) {
  const {
    title = 'Review your visit',
    startsAt,
    durationMinutes,
    timeZone,
    state,
    chat,
    busy,
    error,
  } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [startsAt]);
  return (
    <section className={styles.section} aria-labelledby="review-title">
      <h2 id="review-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <dl className={styles.details}>
        {startsAt ? (
          <>
            <dt>Date</dt>
            <dd>{formatDate(startsAt, timeZone)}</dd>
            <dt>Time</dt>
            <dd>
              <time dateTime={startsAt}>{formatClockTime(startsAt, timeZone)}</time>
              {durationMinutes ? `, ${durationMinutes} minutes` : null}
            </dd>
            <dt>Time zone</dt>
            <dd>{formatTimeZoneName(timeZone, startsAt, true)}</dd>
          </>
        ) : (
          <>
            <dt>When</dt>
            <dd>As soon as a clinician is free</dd>
          </>
        )}
        <dt>State</dt>
        <dd>{US_STATES[state as UsStateCode] ?? state}</dd>
        {chat ? (
          <>
            <dt>About</dt>
            <dd>{chat}</dd>
          </>
        ) : null}
      </dl>
      <ActionError error={error} title="Not booked" />
      <div className={styles.actions}>
        <Button onClick={props.onBook} busy={busy} busyLabel={props.busyLabel ?? 'Booking'}>
          {props.bookLabel}
        </Button>
      </div>
    </section>
  );
}
