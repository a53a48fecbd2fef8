'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, focusFirstInvalid, TextAreaField } from '@/components/ui/field';
import { ApiClientError } from '@/lib/client/api';
import {
  draftErrors,
  MAX_SAFETY_CONTACTS,
  toDraft,
  toGuidance,
  type GuidanceDraft,
} from '@/lib/client/staff/guidance-draft';
import { useStaffSafetyGuidance } from '@/lib/client/staff/use-staff-data';
import { useSaveSafetyGuidance } from '@/lib/client/staff/use-staff-mutations';
import type { SafetyGuidance } from '@/lib/contract/bff';
import {
  DEFAULT_SAFETY_GUIDANCE,
  SAFETY_CONTACT_LABEL_MAX_LENGTH,
  SAFETY_CONTACT_NOTE_MAX_LENGTH,
  SAFETY_MESSAGE_MAX_LENGTH,
} from '@/lib/contract/bff/safety-guidance-values';
import { QueryState } from '@/components/ui/query-state';
import { SettingsSaveFooter } from './settings-save-footer';
import styles from './staff.module.css';

function GuidanceForm({ saved }: { saved: SafetyGuidance }) {
  const [draft, setDraft] = useState<GuidanceDraft>(() => toDraft(saved));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useSaveSafetyGuidance();
  const form = useRef<HTMLFormElement>(null);
  const apiError = save.error instanceof ApiClientError ? save.error : null;
  // The browser's own check first; what the API refused (the same paths) is shown beside the same fields.
  const errorOf = (path: string) => checked[path] ?? apiError?.fieldMessage(path);

  const edit = (change: (current: GuidanceDraft) => GuidanceDraft) => {
    setDraft(change);
    save.reset();
  };
  const editContact = (index: number, field: 'label' | 'phone' | 'note', value: string) =>
    edit((current) => ({
      ...current,
      contacts: current.contacts.map((contact, at) =>
        at === index ? { ...contact, [field]: value } : contact,
      ),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = draftErrors(draft);
    setChecked(errors);
    if (Object.keys(errors).length > 0) {
      // After the errors render, so that the field found is the one now marked invalid.
      requestAnimationFrame(() => form.current && focusFirstInvalid(form.current));
      return;
    }
    save.mutate(toGuidance(draft), {
      onError: () => requestAnimationFrame(() => form.current && focusFirstInvalid(form.current)),
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <TextAreaField
        label="Guidance shown with every safety event"
        hint={`Patients read this when the assistant stops a chat for their safety. Up to ${SAFETY_MESSAGE_MAX_LENGTH} characters.`}
        value={draft.message}
        rows={5}
        maxLength={SAFETY_MESSAGE_MAX_LENGTH}
        onChange={(event) => edit((current) => ({ ...current, message: event.target.value }))}
        error={errorOf('message')}
      />
      <fieldset className={styles.fieldset}>
        <legend>Numbers to call</legend>
        <p className={styles.meta}>
          Each is shown as a link that dials it. Up to {MAX_SAFETY_CONTACTS}; digits only, optionally starting
          with +.
        </p>
        {errorOf('contacts') ? (
          <p className={styles.fieldError} role="alert">
            {errorOf('contacts')}
          </p>
        ) : null}
        <ol className={styles.list}>
          {draft.contacts.map((contact, index) => (
            <li key={index} className={styles.card}>
              <div className={styles.filters}>
                <Field
                  label={`Name of number ${index + 1}`}
                  value={contact.label}
                  maxLength={SAFETY_CONTACT_LABEL_MAX_LENGTH}
                  onChange={(event) => editContact(index, 'label', event.target.value)}
                  error={errorOf(`contacts.${index}.label`)}
                />
                <Field
                  label={`Number ${index + 1}`}
                  value={contact.phone}
                  inputMode="tel"
                  onChange={(event) => editContact(index, 'phone', event.target.value)}
                  error={errorOf(`contacts.${index}.phone`)}
                />
                <Field
                  label={`Note for number ${index + 1}`}
                  optional
                  value={contact.note}
                  maxLength={SAFETY_CONTACT_NOTE_MAX_LENGTH}
                  onChange={(event) => editContact(index, 'note', event.target.value)}
                  error={errorOf(`contacts.${index}.note`)}
                />
              </div>
              {draft.contacts.length > 1 ? (
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    edit((current) => ({
                      ...current,
                      contacts: current.contacts.filter((_, at) => at !== index),
                    }))
                  }
                >
                  Remove number {index + 1}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {draft.contacts.length < MAX_SAFETY_CONTACTS ? (
          <Button
            size="small"
            variant="secondary"
            onClick={() =>
              edit((current) => ({
                ...current,
                contacts: [...current.contacts, { label: '', phone: '', note: '' }],
              }))
            }
          >
            Add a number
          </Button>
        ) : null}
      </fieldset>
      <SettingsSaveFooter
        apiError={apiError}
        saving={save.isPending}
        saved={save.isSuccess}
        failureTitle="The guidance was not saved"
        successTitle="Safety guidance saved"
        successText="Patients see it with the next safety event. The change is in the audit log."
        saveLabel="Save guidance"
      >
        <Button
          variant="secondary"
          onClick={() => {
            setChecked({});
            edit(() => toDraft(DEFAULT_SAFETY_GUIDANCE));
          }}
        >
          Start from the defaults (911 and 988)
        </Button>
      </SettingsSaveFooter>
    </form>
  );
}

/** The organization's approved safety guidance, shown in the patient app with every `guardian` event. */
export function SafetyGuidanceEditor() {
  const query = useStaffSafetyGuidance();
  return (
    <QueryState query={query} headingLevel={3} what="the safety guidance">
      {(saved) => <GuidanceForm saved={saved} />}
    </QueryState>
  );
}
