'use client';
import type { ReactNode } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { usePreferredPharmacy } from '@/lib/client/pharmacy/use-pharmacy';
import { QueryError } from '@/components/ui/query-state';
import { pharmacyAddressLine } from './pharmacy-address';
import styles from './pharmacy.module.css';

/** The pharmacy chosen here (the interface cannot read it back from the service). */
export function PreferredPharmacyCard({ action }: { action?: ReactNode }) {
  const preferred = usePreferredPharmacy();
  return (
    <section className={styles.card} aria-labelledby="preferred-pharmacy-title">
      <h2 id="preferred-pharmacy-title">Preferred pharmacy</h2>
      {preferred.isPending ? (
        <Skeleton label="Loading your pharmacy" lines={2} />
      ) : preferred.isError ? (
        <QueryError
          error={preferred.error}
          what="your pharmacy"
          onRetry={() => void preferred.refetch()}
          headingLevel={3}
        />
      ) : preferred.data ? (
        <>
          <p className={styles.name}>{preferred.data.name || `Pharmacy ${preferred.data.ncpdpId}`}</p>
          {preferred.data.address ? <p>{pharmacyAddressLine(preferred.data.address)}</p> : null}
          {preferred.data.phoneNumber ? (
            <p className={styles.muted}>Phone {preferred.data.phoneNumber}</p>
          ) : null}
        </>
      ) : (
        <p className={styles.muted}>None chosen yet. Prescriptions need a pharmacy to be sent to.</p>
      )}
      {action}
    </section>
  );
}
