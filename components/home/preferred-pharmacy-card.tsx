'use client';

import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferredPharmacy } from '@/lib/client/pharmacy/use-pharmacy';
import { QueryError } from '@/components/ui/query-state';
import { HomeCard } from './home-card';
import styles from './home.module.css';

export function PreferredPharmacyCard() {
  const pharmacy = usePreferredPharmacy();
  const address = pharmacy.data?.address;
  const place = address ? [address.line1, address.city, address.state].filter(Boolean).join(', ') : '';
  return (
    <HomeCard title="Preferred pharmacy">
      {pharmacy.isPending ? <Skeleton label="Loading your pharmacy" lines={2} /> : null}
      {pharmacy.isError ? (
        <QueryError headingLevel={3} what="your pharmacy" error={pharmacy.error} onRetry={() => void pharmacy.refetch()} />
      ) : null}
      {pharmacy.data === null ? (
        <>
          <p className={styles.muted}>No pharmacy chosen yet.</p>
          <ButtonLink href="/pharmacy" variant="secondary">
            Choose a pharmacy
          </ButtonLink>
        </>
      ) : null}
      {pharmacy.data ? (
        <>
          <p>
            <strong>{pharmacy.data.name}</strong>
            {place ? <span className={styles.muted}> · {place}</span> : null}
          </p>
          <Link href="/pharmacy">Change pharmacy</Link>
        </>
      ) : null}
    </HomeCard>
  );
}
