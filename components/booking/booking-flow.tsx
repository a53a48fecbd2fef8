'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { SCHEDULED_APPOINTMENT_MINUTES } from '@/lib/contract/appointment-values';
import { missingBookingPrerequisites } from '@/lib/contract/prerequisites';
import { isUsStateCode, type UsStateCode } from '@/lib/contract/us-states';
import { fetchPatientSlots, useBookableChats } from '@/lib/client/booking/use-appointments';
import { useAddress, useSaveAddress } from '@/lib/client/profile/use-address';
import { useBookVisit, type VisitRequest } from '@/lib/client/booking/use-book-visit';
import { useProfile } from '@/lib/client/profile/use-profile';
import { QueryError } from '@/components/ui/query-state';
import { BookingReview } from './booking-review';
import { ChatPicker } from './chat-picker';
import { chatNameText } from '@/lib/chat-name/chat-name';
import { ActionError } from './action-error';
import { PrerequisitesStep } from './prerequisites-step';
import { SlotPicker } from './slot-picker';
import { StateSelect } from './state-select';
import { VisitTypeChoice, type VisitKind } from './visit-type-choice';
import styles from './booking.module.css';
import { useDisplayTimeZone } from '@/lib/client/time-zone';

export function BookingFlow({
  chatId: initialChatId,
  kind: initialKind,
}: {
  chatId?: string;
  kind?: VisitKind;
}) {
  const router = useRouter();
  const timeZone = useDisplayTimeZone();
  const profile = useProfile();
  const address = useAddress();
  const saveAddress = useSaveAddress();
  const [chatId, setChatId] = useState(initialChatId ?? null);
  const [kind, setKind] = useState<VisitKind | null>(initialKind ?? null);
  const [chosenState, setChosenState] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);

  const homeState = isUsStateCode(address.data?.state) ? address.data.state : undefined;
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
    onBooked: (id) => router.push(`/appointments/${id}?booked=1`),
    onSlotTaken: () => setSlot(null),
  });
  const chats = useBookableChats();
  const chat = chats.data?.items.find((item) => item.id === chatId);

  if (profile.isPending || address.isPending) return <Skeleton label="Loading your details" lines={4} />;
  if (profile.isError || address.isError) {
    const retry = () => void Promise.all([profile.refetch(), address.refetch()]);
    return <QueryError error={profile.error ?? address.error} what="your details" onRetry={retry} />;
  }

  const missing =
    booking.missing ?? missingBookingPrerequisites({ user: profile.data, address: address.data });
  if (missing.length > 0) {
    return (
      <PrerequisitesStep
        missing={missing}
        address={address.data}
        saveAddress={(body, idempotencyKey) => saveAddress.mutateAsync({ body, idempotencyKey })}
        onComplete={booking.clearMissing}
      />
    );
  }
  if (!chatId) return <ChatPicker timeZone={timeZone} onPick={setChatId} />;

  const changeState = (next: string) => {
    setChosenState(next);
    setSlot(null);
    booking.clearError();
  };
  return (
    <div className={styles.stack}>
      <VisitTypeChoice value={kind} onChange={setKind} />
      {kind ? (
        <StateSelect
          label="State you will be in at the time of the visit"
          hint="Clinicians can only see you in a state where they are licensed."
          value={state}
          onChange={changeState}
        />
      ) : null}
      {kind === 'scheduled' && state ? (
        <section className={styles.section} aria-labelledby="times-title">
          <h2 id="times-title">Choose a time</h2>
          <SlotPicker
            fetchSlots={fetchPatientSlots}
            state={state}
            timeZone={timeZone}
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
          startsAt={kind === 'scheduled' ? slot : null}
          durationMinutes={SCHEDULED_APPOINTMENT_MINUTES}
          timeZone={timeZone}
          state={state}
          chat={chat ? chatNameText(chat, timeZone) : 'Your chat with the assistant'}
          bookLabel={kind === 'asap' ? 'Join the waiting room' : 'Book this time'}
          busy={booking.busy}
          error={booking.error}
          onBook={() => {
            if (kind === 'scheduled' && !slot) return;
            void booking.book();
          }}
        />
      ) : null}
    </div>
  );
}
