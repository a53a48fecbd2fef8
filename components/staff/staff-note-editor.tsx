'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Notice } from '@/components/ui/notice';
import { TextAreaField } from '@/components/ui/field';
import { ApiClientError } from '@/lib/client/api';
import { usePatientNote } from '@/lib/client/staff/use-staff-data';
import { useSaveNote } from '@/lib/client/staff/use-staff-mutations';
import type { StaffNote } from '@/lib/contract/bff';
import { STAFF_NOTE_MAX_LENGTH } from '@/lib/contract/bff/staff-values';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

function NoteForm({ patientId, saved }: { patientId: string; saved: StaffNote | null }) {
  const [text, setText] = useState(saved?.note ?? '');
  const save = useSaveNote(patientId);
  const error = save.error instanceof ApiClientError ? save.error : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(text);
      }}
    >
      <TextAreaField
        label="Note for the assistant"
        hint={`Sent as context when the patient starts their next chat, for example current medicines. Up to ${STAFF_NOTE_MAX_LENGTH} characters; leave empty to remove.`}
        value={text}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        rows={4}
        onChange={(event) => setText(event.target.value)}
        error={error?.fieldMessage('note')}
      />
      {saved ? <p className={styles.meta}>Last saved by {saved.updatedByEmail}.</p> : null}
      {error && !error.fields.length ? (
        <ErrorState
          title="The note was not saved"
          message={error.message}
          requestId={error.requestId}
          headingLevel={3}
        />
      ) : null}
      {save.isSuccess ? (
        <Notice tone="success" role="status">
          Note saved.
        </Notice>
      ) : null}
      <Button type="submit" busy={save.isPending} busyLabel="Saving…">
        Save note
      </Button>
    </form>
  );
}

/** The staff note about a patient, sent as the prompt context of their next new chat. */
export function StaffNoteEditor({ patientId }: { patientId: string }) {
  const query = usePatientNote(patientId);
  return (
    <section className={styles.section} aria-labelledby="note-heading">
      <h2 id="note-heading">Context for the assistant</h2>
      <QueryState query={query} headingLevel={3} what="the staff note">
        {({ note }) => <NoteForm patientId={patientId} saved={note} />}
      </QueryState>
    </section>
  );
}
