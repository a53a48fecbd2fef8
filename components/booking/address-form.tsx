'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, focusFirstInvalid } from '@/components/ui/field';
import type { Address, PutAddressBody } from '@/lib/contract';
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH, FULL_ADDRESS_FIELDS } from '@/lib/contract/address-values';
import { ApiClientError } from '@/lib/client/api';
import { useActionKey } from '@/lib/client/idempotency';
import { ActionError } from './action-error';
import { StateSelect } from './state-select';
import styles from './booking.module.css';

export const ADDRESS_FORM_FIELDS = ['line1', 'line2', 'city', 'state', 'postalCode'] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
type Values = Record<AddressFormField, string>;

export interface AddressFormProps {
  /** The address on file; the fields not shown are saved as they are here. */
  initial: Address | null;
  /** Which fields to ask for (all of them by default), such as only those a booking is missing. */
  fields?: readonly AddressFormField[];
  /** Stores the whole address; one key per attempt, kept across its retries. */
  saveAddress: (body: PutAddressBody, idempotencyKey: string) => Promise<unknown>;
  onSaved?: (body: PutAddressBody) => void;
  submitLabel?: string;
}

function toValues(address: Address | null): Values {
  return {
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
  };
}

/**
 * Blank fields are left out: PUT replaces the whole address and stores an absent field as empty. The BFF
 * judges the rest (a ZIP code's form, a state code) and names the field it refuses.
 */
function toBody(values: Values): PutAddressBody {
  const entries = Object.entries(values)
    .map(([field, value]) => [field, value.trim()] as const)
    .filter(([, value]) => value !== '');
  return Object.fromEntries(entries) as PutAddressBody;
}

/** One address form for the profile, the booking flow and the staff console. */
export function AddressForm({
  initial,
  fields = ADDRESS_FORM_FIELDS,
  saveAddress,
  onSaved,
  submitLabel = 'Save address',
}: AddressFormProps) {
  const [values, setValues] = useState<Values>(() => toValues(initial));
  const [errors, setErrors] = useState<Partial<Record<AddressFormField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Focus moves to the first field marked invalid once the marks are on screen, whichever check found them.
  const [invalidMarked, setInvalidMarked] = useState(0);
  useEffect(() => {
    if (invalidMarked > 0 && form.current) focusFirstInvalid(form.current);
  }, [invalidMarked]);
  const action = useActionKey(values);
  const shown = new Set(fields);

  const set = (field: AddressFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const required = FULL_ADDRESS_FIELDS.filter((field) => shown.has(field) && values[field].trim() === '');
    if (required.length > 0) {
      setErrors(Object.fromEntries(required.map((field) => [field, 'Please fill this in.'])));
      setInvalidMarked((count) => count + 1);
      return;
    }
    const body = toBody(values);
    setSaving(true);
    setFailure(null);
    try {
      await saveAddress(body, action.keyFor());
      action.settle();
      onSaved?.(body);
    } catch (error) {
      setFailure(error);
      if (error instanceof ApiClientError && error.fields.length > 0) {
        setErrors(Object.fromEntries(error.fields.map((issue) => [issue.path, issue.message])));
        setInvalidMarked((count) => count + 1);
      }
    } finally {
      setSaving(false);
    }
  }

  const field = (name: AddressFormField, label: string, props: Record<string, unknown>) =>
    shown.has(name) ? (
      <Field
        label={label}
        name={name}
        value={values[name]}
        onChange={(event) => set(name)(event.target.value)}
        error={errors[name]}
        {...props}
      />
    ) : null;

  return (
    <form ref={form} className={styles.stack} onSubmit={submit} noValidate aria-label="Address">
      <div className={styles.grid}>
        {field('line1', 'Street address', {
          autoComplete: 'address-line1',
          maxLength: ADDRESS_LINE_MAX_LENGTH,
          className: styles.wide,
        })}
        {field('line2', 'Apartment, suite or unit', {
          autoComplete: 'address-line2',
          optional: true,
          maxLength: ADDRESS_LINE_MAX_LENGTH,
          className: styles.wide,
        })}
        {field('city', 'City', { autoComplete: 'address-level2', maxLength: CITY_MAX_LENGTH })}
        {shown.has('state') ? (
          <StateSelect
            value={values.state}
            onChange={set('state')}
            error={errors.state}
            placeholder="Choose a state"
          />
        ) : null}
        {field('postalCode', 'ZIP code', {
          autoComplete: 'postal-code',
          inputMode: 'numeric',
          hint: 'Such as 62704 or 62704-1234',
        })}
      </div>
      <ActionError error={failure} title="The address was not saved" />
      <div className={styles.actions}>
        <Button type="submit" busy={saving} busyLabel="Saving">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
