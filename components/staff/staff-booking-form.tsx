'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ErrorState, SelectField } from '@/components/ui';
import { apiFetch, ApiClientError } from '@/lib/client/api';
import { formatClockTime, formatDayKey, formatTimeZoneName, groupByDay } from '@/lib/client/format-time';
import { queryKeys } from '@/lib/client/query-keys';
import { patientApiPath } from '@/lib/client/staff/staff-paths';
import { useBookForPatient } from '@/lib/client/staff/use-staff-mutations';
import { US_STATE_CODES } from '@/lib/contract';
import styles from './staff.module.css';

/**
 * Books for a patient: state, then ASAP or a slot from the available list grouped by day in the named
 * zone. Written against injected-data shapes so that it can switch to the shared booking components.
 */
export function StaffBookingForm({
  patientId,
  chatIds,
  zone,
}: {
  patientId: string;
  chatIds: string[];
  zone: string;
}) {
  const [state, setState] = useState('');
  const [slot, setSlot] = useState('asap');
  const [chatId, setChatId] = useState(chatIds[0] ?? '');
  const book = useBookForPatient(patientId);
  const slots = useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, 'slots', state),
    queryFn: () =>
      apiFetch<{ slots: string[] }>(
        patientApiPath(patientId, `/appointments/scheduled/available-slots?state=${state}`),
      ),
    enabled: state !== '',
  });
  const error = book.error instanceof ApiClientError ? book.error : null;
  const days = groupByDay(slots.data?.slots ?? [], (instant) => instant, zone);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        book.mutate(
          slot === 'asap'
            ? { kind: 'asap', chatId, state }
            : { kind: 'scheduled', chatId, state, startsAt: slot },
          {
            onSuccess: () => setSlot('asap'),
          },
        );
      }}
    >
      <div className={styles.filters}>
        <SelectField label="Consultation" value={chatId} onChange={(event) => setChatId(event.target.value)}>
          {chatIds.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </SelectField>
        <SelectField label="State" value={state} onChange={(event) => setState(event.target.value)}>
          <option value="">Choose a state</option>
          {US_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={`When (${formatTimeZoneName(zone, undefined, true)})`}
          value={slot}
          disabled={state === ''}
          onChange={(event) => setSlot(event.target.value)}
        >
          <option value="asap">As soon as possible</option>
          {days.map((day) => (
            <optgroup key={day.dayKey} label={formatDayKey(day.dayKey)}>
              {day.items.map((instant) => (
                <option key={instant} value={instant}>
                  {formatClockTime(instant, zone)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      {error ? (
        <ErrorState title="Not booked" message={error.message} requestId={error.requestId} headingLevel={3} />
      ) : null}
      <Button
        type="submit"
        busy={book.isPending}
        busyLabel="Booking…"
        disabled={state === '' || chatId === ''}
      >
        Book for the patient
      </Button>
    </form>
  );
}
