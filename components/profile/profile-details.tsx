'use client';

import { CalendarDay } from '@/components/ui/local-time';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/lib/client/profile/use-profile';
import { QueryError } from '@/components/ui/query-state';
import styles from '@/components/booking/booking.module.css';

const SEX_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };
const NOT_ON_FILE = 'Not on file';

/** What the service holds; the interface offers no way to change these, so they are shown, not edited. */
export function ProfileDetails() {
  const profile = useProfile();
  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title">Your details</h2>
      {profile.isPending ? (
        <Skeleton label="Loading your details" lines={4} />
      ) : profile.isError ? (
        <QueryError
          error={profile.error}
          what="your details"
          onRetry={() => void profile.refetch()}
          headingLevel={3}
        />
      ) : (
        <>
          <dl className={styles.details}>
            <dt>Name</dt>
            <dd>
              {[profile.data.firstName, profile.data.lastName].filter(Boolean).join(' ') || NOT_ON_FILE}
            </dd>
            <dt>Date of birth</dt>
            <dd>{profile.data.dateOfBirth ? <CalendarDay day={profile.data.dateOfBirth} /> : NOT_ON_FILE}</dd>
            <dt>Sex</dt>
            <dd>{profile.data.sex ? (SEX_LABELS[profile.data.sex] ?? profile.data.sex) : NOT_ON_FILE}</dd>
            <dt>E-mail</dt>
            <dd>{profile.data.email ?? NOT_ON_FILE}</dd>
            <dt>Phone</dt>
            <dd>{profile.data.phoneNumber ?? NOT_ON_FILE}</dd>
          </dl>
          <p className={styles.muted}>
            These details are kept as given when your account was made and cannot be changed here. To correct
            them, please contact support.
          </p>
        </>
      )}
    </section>
  );
}
