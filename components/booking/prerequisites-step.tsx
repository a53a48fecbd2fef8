'use client';

import { Notice } from '@/components/ui/notice';
import type { Address, PutAddressBody } from '@/lib/contract';
import { ADDRESS_FORM_FIELDS, AddressForm, type AddressFormField } from './address-form';
import styles from './booking.module.css';

export const USER_FIELD_NAMES: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  phoneNumber: 'phone number',
  dateOfBirth: 'date of birth',
  sex: 'sex',
};

export interface PrerequisitesStepProps {
  /** The BFF's list: user fields by name, address fields as `address.<field>`. */
  missing: readonly string[];
  address: Address | null;
  saveAddress: (body: PutAddressBody, idempotencyKey: string) => Promise<unknown>;
  /** Called once what was missing is saved. */
  onComplete: () => void;
  /** Who the details belong to, for the staff console ("the patient's"). */
  owner?: string;
}

function missingAddressFields(missing: readonly string[]): AddressFormField[] {
  const wanted = new Set(
    missing.filter((field) => field.startsWith('address.')).map((field) => field.slice(8)),
  );
  return ADDRESS_FORM_FIELDS.filter((field) => wanted.has(field));
}

/**
 * Asks for exactly what a booking is missing and saves it in place. The interface has no way to change
 * a user's name or phone number once the account exists, so those are said plainly instead of offered
 * as a form that could not be saved.
 */
export function PrerequisitesStep({
  missing,
  address,
  saveAddress,
  onComplete,
  owner = 'your',
}: PrerequisitesStepProps) {
  const addressFields = missingAddressFields(missing);
  const userFields = missing.filter((field) => !field.startsWith('address.'));
  return (
    <section className={styles.section} aria-labelledby="prerequisites-title">
      <h2 id="prerequisites-title">A few details first</h2>
      {userFields.length > 0 ? (
        <Notice tone="warning" title="Details that cannot be added here">
          <p>
            A visit needs {owner} {userFields.map((field) => USER_FIELD_NAMES[field] ?? field).join(', ')} on
            file. These are taken when the account is made and cannot be changed in this app; please contact
            support to add them.
          </p>
        </Notice>
      ) : null}
      {addressFields.length > 0 ? (
        <>
          <p className={styles.muted}>
            A clinician can only see you in a state where they are licensed, so a visit needs {owner} home
            address.
          </p>
          <AddressForm
            initial={address}
            fields={addressFields.includes('line1') ? [...addressFields, 'line2'] : addressFields}
            saveAddress={saveAddress}
            onSaved={onComplete}
            submitLabel="Save and continue"
          />
        </>
      ) : null}
    </section>
  );
}
