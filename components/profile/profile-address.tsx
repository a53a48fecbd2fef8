'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddress, useSaveAddress } from '@/lib/client/profile/use-address';
import { AddressForm } from '@/components/booking/address-form';
import { QueryError } from '@/components/ui/query-state';
import { stateName } from '@/components/booking/appointment-facts';
import styles from '@/components/booking/booking.module.css';

export function ProfileAddress() {
  const address = useAddress();
  const save = useSaveAddress();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const current = address.data;
  return (
    <section className={styles.section} aria-labelledby="address-title">
      <h2 id="address-title">Home address</h2>
      {address.isPending ? (
        <Skeleton label="Loading your address" lines={3} />
      ) : address.isError ? (
        <QueryError
          error={address.error}
          what="your address"
          onRetry={() => void address.refetch()}
          headingLevel={3}
        />
      ) : editing ? (
        <AddressForm
          initial={current ?? null}
          saveAddress={(body, idempotencyKey) => save.mutateAsync({ body, idempotencyKey })}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <>
          {saved ? (
            <Notice tone="success" role="status">
              Address saved.
            </Notice>
          ) : null}
          {current?.line1 ? (
            <address className={styles.muted}>
              {current.line1}
              {current.line2 ? <>, {current.line2}</> : null}
              <br />
              {current.city}, {current.state ? stateName(current.state) : ''} {current.postalCode}
            </address>
          ) : (
            <p className={styles.muted}>No address on file yet. A visit needs one.</p>
          )}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {current?.line1 ? 'Edit address' : 'Add address'}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
