'use client';

import { Button } from '@/components/ui/button';
import type { Pharmacy } from '@/lib/contract';
import { pharmacyAddressLine } from './pharmacy-address';
import styles from './pharmacy.module.css';

export interface PharmacyListProps {
  pharmacies: readonly Pharmacy[];
  preferredId: string | null;
  /** The pharmacy being saved as preferred, if any. */
  savingId: string | null;
  onChoose: (pharmacy: Pharmacy) => void;
}

const distance = (miles: number) => `${miles.toFixed(1)} mi away`;

/** Results as a list: name, address, phone, distance when a location was given; Tab moves between them. */
export function PharmacyList({ pharmacies, preferredId, savingId, onChoose }: PharmacyListProps) {
  return (
    <ul className={styles.list} aria-label="Pharmacies found">
      {pharmacies.map((pharmacy) => (
        <li key={pharmacy.ncpdpId} className={styles.item}>
          <div>
            <h3 className={styles.name}>{pharmacy.name}</h3>
            <p className={styles.meta}>{pharmacyAddressLine(pharmacy.address)}</p>
            <p className={styles.meta}>
              Phone {pharmacy.phoneNumber}
              {pharmacy.distanceMiles === undefined ? null : <> · {distance(pharmacy.distanceMiles)}</>}
            </p>
          </div>
          {pharmacy.ncpdpId === preferredId ? (
            <p className={styles.meta}>Your preferred pharmacy</p>
          ) : (
            <Button
              variant="secondary"
              size="small"
              busy={savingId === pharmacy.ncpdpId}
              busyLabel="Saving"
              disabled={savingId !== null && savingId !== pharmacy.ncpdpId}
              onClick={() => onChoose(pharmacy)}
              aria-label={`Set ${pharmacy.name} as preferred`}
            >
              Set as preferred
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
