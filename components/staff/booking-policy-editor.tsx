'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Field, focusFirstInvalid, TextAreaField } from '@/components/ui/field';
import { ApiClientError } from '@/lib/client/api';
import { useStaffBookingPolicy } from '@/lib/client/staff/use-staff-data';
import { useSaveBookingPolicy } from '@/lib/client/staff/use-staff-mutations';
import type { BookingPolicy } from '@/lib/contract/bff';
import {
  CONTACT_TEXT_MAX_LENGTH,
  MAX_NOTICE_HOURS,
  MAX_REMINDER_HOURS,
  ORGANIZATION_NAME_MAX_LENGTH,
} from '@/lib/contract/bff/booking-policy-values';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSaveFooter } from './settings-save-footer';
import styles from './staff.module.css';

type Draft = Record<keyof BookingPolicy, string>;
type HoursField = Exclude<keyof BookingPolicy, 'contactText' | 'organizationName'>;

const toDraft = (policy: BookingPolicy): Draft => ({
  noticeHours: String(policy.noticeHours),
  contactText: policy.contactText,
  firstReminderHours: String(policy.firstReminderHours),
  secondReminderHours: String(policy.secondReminderHours),
  organizationName: policy.organizationName,
});

/**
 * The API's rules, with its words, so that the browser names the same fields the same way before sending;
 * the BFF checks again with the schema (control characters too) and names any field it refuses.
 */
function checkDraft(draft: Draft): { policy?: BookingPolicy; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const hours = (field: HoursField, what: string, max: number): number => {
    const text = draft[field];
    if (!/^\s*\d+\s*$/.test(text)) errors[field] = `${what} must be a whole number of hours`;
    else if (Number(text) > max) errors[field] = `${what} must be at most ${max} hours`;
    return Number(text);
  };
  const text = (field: 'contactText' | 'organizationName', max: number): string => {
    const value = draft[field].trim();
    if (value === '') errors[field] = 'Must not be empty';
    else if (value.length > max) errors[field] = `Must be at most ${max} characters`;
    return value;
  };
  const policy: BookingPolicy = {
    noticeHours: hours('noticeHours', 'The notice window', MAX_NOTICE_HOURS),
    contactText: text('contactText', CONTACT_TEXT_MAX_LENGTH),
    firstReminderHours: hours('firstReminderHours', 'The first reminder', MAX_REMINDER_HOURS),
    secondReminderHours: hours('secondReminderHours', 'The second reminder', MAX_REMINDER_HOURS),
    organizationName: text('organizationName', ORGANIZATION_NAME_MAX_LENGTH),
  };
  return Object.keys(errors).length > 0 ? { errors } : { policy, errors };
}

function PolicyForm({ saved }: { saved: BookingPolicy }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(saved));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useSaveBookingPolicy();
  const form = useRef<HTMLFormElement>(null);
  const apiError = save.error instanceof ApiClientError ? save.error : null;
  const errorOf = (path: keyof BookingPolicy) => checked[path] ?? apiError?.fieldMessage(path);
  const focusInvalid = () => requestAnimationFrame(() => form.current && focusFirstInvalid(form.current));

  const edit = (field: keyof BookingPolicy, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    save.reset();
  };
  const hoursField = (field: HoursField, label: string, hint: string) => (
    <Field
      label={label}
      hint={hint}
      inputMode="numeric"
      value={draft[field]}
      onChange={(event) => edit(field, event.target.value)}
      error={errorOf(field)}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { policy, errors } = checkDraft(draft);
    setChecked(errors);
    if (!policy) return focusInvalid();
    save.mutate(policy, { onError: focusInvalid });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>Cancelling and rescheduling</legend>
        {hoursField(
          'noticeHours',
          'Notice window (hours before the visit)',
          `Inside it patients can no longer cancel or move a visit in the app; staff still can. 0 turns it off. At most ${MAX_NOTICE_HOURS}.`,
        )}
        <TextAreaField
          label="What patients are told to do instead"
          hint="Shown on the appointment page inside the window, in place of the buttons. Up to 500 characters."
          value={draft.contactText}
          rows={3}
          maxLength={CONTACT_TEXT_MAX_LENGTH}
          onChange={(event) => edit('contactText', event.target.value)}
          error={errorOf('contactText')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>E-mail reminders</legend>
        <p className={styles.meta}>
          Sent before every scheduled visit, unless the patient turned reminders off; confirmations of a
          booking, a new time or a cancellation are always sent. 0 turns a reminder off. New times apply to
          visits booked or moved from now on.
        </p>
        {hoursField('firstReminderHours', 'First reminder (hours before)', `At most ${MAX_REMINDER_HOURS}.`)}
        {hoursField(
          'secondReminderHours',
          'Second reminder (hours before)',
          `At most ${MAX_REMINDER_HOURS}.`,
        )}
        <Field
          label="Organization name in e-mails"
          hint="Every confirmation and reminder is signed with it. Up to 100 characters, one line."
          value={draft.organizationName}
          maxLength={ORGANIZATION_NAME_MAX_LENGTH}
          onChange={(event) => edit('organizationName', event.target.value)}
          error={errorOf('organizationName')}
        />
      </fieldset>
      <SettingsSaveFooter
        apiError={apiError}
        saving={save.isPending}
        saved={save.isSuccess}
        failureTitle="The policy was not saved"
        successTitle="Booking policy saved"
        successText="It applies to requests from now on. The change is in the audit log."
        saveLabel="Save policy"
      />
    </form>
  );
}

/** The organization's notice window, contact text and reminder offsets. */
export function BookingPolicyEditor() {
  const query = useStaffBookingPolicy();
  return (
    <QueryState query={query} headingLevel={3} what="the booking policy">
      {(saved) => <PolicyForm saved={saved} />}
    </QueryState>
  );
}
