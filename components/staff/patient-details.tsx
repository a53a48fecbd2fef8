'use client';

import { LocalTime } from '@/components/ui/local-time';
import { usePatientDetails } from '@/lib/client/staff/use-staff-data';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

export function PatientDetails({ patientId }: { patientId: string }) {
  const query = usePatientDetails(patientId);
  const zone = useDisplayTimeZone();
  return (
    <QueryState query={query} headingLevel={3} what="the patient's details">
      {({ patient, user, address, preferredPharmacy }) => (
        <div className={styles.grid}>
          <section className={styles.card} aria-labelledby="details-heading">
            <h2 id="details-heading">
              {[user.firstName, user.lastName].filter(Boolean).join(' ') || patient.email}
            </h2>
            <dl className={styles.definition}>
              <dt>E-mail</dt>
              <dd>{patient.email}</dd>
              <dt>Date of birth</dt>
              <dd>{String(user.dateOfBirth ?? 'Not given')}</dd>
              <dt>Phone</dt>
              <dd>{String(user.phoneNumber ?? 'Not given')}</dd>
              <dt>Registered</dt>
              <dd>
                <LocalTime instant={patient.createdAt} timeZone={zone} />
              </dd>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="address-heading">
            <h2 id="address-heading">Address</h2>
            {address ? (
              <p>
                {[address.line1, address.line2, address.city, address.state, address.postalCode]
                  .filter(Boolean)
                  .join(', ')}
              </p>
            ) : (
              <p className={styles.meta}>No address on file.</p>
            )}
            <h2>Preferred pharmacy</h2>
            {preferredPharmacy ? (
              <p>
                {preferredPharmacy.name}
                {preferredPharmacy.address?.city ? `, ${preferredPharmacy.address.city}` : ''}
              </p>
            ) : (
              <p className={styles.meta}>None chosen.</p>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
