'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BookingReview } from '@/components/booking/booking-review';
import { USER_FIELD_NAMES } from '@/components/booking/prerequisites-step';
import { SlotPicker } from '@/components/booking/slot-picker';
import { StateSelect } from '@/components/booking/state-select';
import { VisitTypeChoice, type VisitKind } from '@/components/booking/visit-type-choice';
import { ActionError } from '@/components/booking/action-error';
import { LocalTimeOption } from '@/components/ui/local-time';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/field';
import { SCHEDULED_APPOINTMENT_MINUTES } from '@/lib/contract/appointment-values';
import { missingBookingPrerequisites } from '@/lib/contract/prerequisites';
import { isUsStateCode, type UsStateCode } from '@/lib/contract/us-states';
import type { CompletedChat } from '@/lib/contract/bff';
import { chatNameText, chatSubjectText } from '@/lib/chat-name/chat-name';
import { queryKeys } from '@/lib/client/query-keys';
import { staffBooking, staffSlots } from '@/lib/client/staff/staff-appointments';
import { usePatientDetails } from '@/lib/client/staff/use-staff-data';
import { useBookVisit, type VisitRequest } from '@/lib/client/booking/use-book-visit';
import { QueryState } from '@/components/ui/query-state';
import styles from './staff.module.css';

/** What a booking is missing, in words: the patient's own fields by name, the address as one. */
function missingInWords(missing: readonly string[]): string {
  const names = missing.map((field) =>
    field.startsWith('address.') ? 'home address' : (USER_FIELD_NAMES[field] ?? field),
  );
  return [...new Set(names)].join(', ');
}

function BookingSteps({
  patientId,
  completedChats,
  zone,
  missingBefore,
  homeState,
}: {
  patientId: string;
  completedChats: CompletedChat[];
  zone: string;
  missingBefore: string[];
  homeState: UsStateCode | undefined;
}) {
  const queryClient = useQueryClient();
  const [chatId, setChatId] = useState(completedChats[0]?.chatId ?? '');
  const [kind, setKind] = useState<VisitKind | null>(null);
  const [chosenState, setChosenState] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [booked, setBooked] = useState(false);
  const send = useMemo(() => staffBooking(patientId), [patientId]);
  const fetchSlots = useMemo(() => staffSlots(patientId), [patientId]);

  const state = (chosenState ?? homeState ?? '') as UsStateCode | '';
  const visit: VisitRequest | null =
    !chatId || !state || !kind
      ? null
      : kind === 'asap'
        ? { kind, chatId, state }
        : slot
          ? { kind, chatId, state, startsAt: slot }
          : null;
  const booking = useBookVisit({
    visit,
    send,
    onBooked: () => {
      setBooked(true);
      setSlot(null);
      setKind(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.staff.patient(patientId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.appointments.slotsAll });
    },
    onSlotTaken: () => setSlot(null),
  });

  const missing = booking.missing ?? missingBefore;
  if (missing.length > 0) {
    return (
      <Notice tone="warning" title="The patient's details are not complete">
        <p>
          A visit needs the patient&apos;s {missingInWords(missing)} on file. The patient adds a home address
          in the patient app; name and phone number are taken when the account is made.
        </p>
      </Notice>
    );
  }

  const changeState = (next: string) => {
    setChosenState(next);
    setSlot(null);
    booking.clearError();
  };
  const chat = completedChats.find((item) => item.chatId === chatId);
  return (
    <div className={styles.booking}>
      {booked ? (
        <Notice tone="success" role="status" title="Booked for the patient">
          The appointment is in the list above; the booking is in the audit log.
        </Notice>
      ) : null}
      <SelectField label="Chat" value={chatId} onChange={(event) => setChatId(event.target.value)}>
        {completedChats.map((item) => (
          <LocalTimeOption
            key={item.chatId}
            value={item.chatId}
            prefix={`${chatSubjectText(item.subject)}, completed`}
            instant={item.completedAt}
            timeZone={zone}
          />
        ))}
      </SelectField>
      <VisitTypeChoice
        value={kind}
        onChange={(next) => {
          setKind(next);
          setBooked(false);
          booking.clearError();
        }}
      />
      {kind ? (
        <StateSelect
          label="State"
          hint="Where the patient will be at the time of the visit; clinicians are licensed per state."
          value={state}
          placeholder={state ? undefined : 'Choose a state'}
          onChange={changeState}
        />
      ) : null}
      {kind === 'scheduled' && state ? (
        <section aria-labelledby="staff-times-title">
          <h4 id="staff-times-title">Choose a time</h4>
          <SlotPicker
            fetchSlots={fetchSlots}
            cacheScope={`staff:${patientId}`}
            state={state}
            timeZone={zone}
            day={day}
            onDayChange={setDay}
            selected={slot}
            onSelect={(next) => {
              setSlot(next);
              booking.clearError();
            }}
          />
          {slot ? null : <ActionError error={booking.error} title="Not booked" />}
        </section>
      ) : null}
      {kind && state && (kind === 'asap' || slot) ? (
        <BookingReview
          title="Review the visit"
          startsAt={kind === 'scheduled' ? slot : null}
          durationMinutes={SCHEDULED_APPOINTMENT_MINUTES}
          timeZone={zone}
          state={state}
          chat={
            chat
              ? chatNameText({ subject: chat.subject, createdAt: chat.completedAt }, zone, {
                  instant: chat.completedAt,
                  words: 'completed',
                })
              : undefined
          }
          bookLabel="Book for the patient"
          busy={booking.busy}
          error={booking.error}
          onBook={() => void booking.book()}
        />
      ) : null}
    </div>
  );
}

/**
 * Books for a patient with the patient app's own steps (visit type, state, slot picker, review), sent to
 * the staff routes with one idempotency key per booking attempt. What the patient's details lack is said
 * instead of the form: staff cannot fill in a patient's details.
 */
export function StaffBookingForm({
  patientId,
  completedChats,
  zone,
}: {
  patientId: string;
  completedChats: CompletedChat[];
  zone: string;
}) {
  const details = usePatientDetails(patientId);
  return (
    <QueryState query={details} headingLevel={3} what="the patient's details">
      {({ user, address }) => (
        <BookingSteps
          patientId={patientId}
          completedChats={completedChats}
          zone={zone}
          missingBefore={missingBookingPrerequisites({ user, address })}
          homeState={isUsStateCode(address?.state) ? address.state : undefined}
        />
      )}
    </QueryState>
  );
}
