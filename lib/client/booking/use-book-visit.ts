'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UsStateCode } from '@/lib/contract';
import { ERROR_CODES } from '@/lib/contract/error-codes';
import { ApiClientError } from '@/lib/client/api';
import { useActionKey } from '@/lib/client/idempotency';
import { queryKeys } from '@/lib/client/query-keys';
import { useBookAsap, useBookScheduled } from './use-appointments';

export type VisitRequest =
  | { kind: 'scheduled'; chatId: string; state: UsStateCode; startsAt: string }
  | { kind: 'asap'; chatId: string; state: UsStateCode };

/** Where a booking is sent: the patient's own routes, or the staff console's on their behalf. */
export type SendVisit = (visit: VisitRequest, idempotencyKey: string) => Promise<{ id: string }>;

/**
 * One booking attempt: one idempotency key for it, kept across repeated clicks and retries, so that
 * however often Book is pressed one appointment is made. A slot taken meanwhile refreshes the open times;
 * missing details come back as the list the BFF gave.
 */
export function useBookVisit({
  visit,
  onBooked,
  onSlotTaken,
  send,
}: {
  /** The patient's own routes unless given. */
  send?: SendVisit;
  /** What Book would book now: the key belongs to these inputs, so another slot is another attempt. */
  visit: VisitRequest | null;
  onBooked: (appointmentId: string) => void;
  /** The chosen time went to someone else: the open times are being refreshed. */
  onSlotTaken?: () => void;
}) {
  const queryClient = useQueryClient();
  const scheduled = useBookScheduled();
  const asap = useBookAsap();
  const action = useActionKey(visit);
  // Clicks that arrive before the busy state renders are dropped here rather than sent as a second request.
  const inFlight = useRef(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const busy = scheduled.isPending || asap.isPending || sending;

  async function book() {
    if (!visit || inFlight.current) return;
    inFlight.current = true;
    setError(null);
    const idempotencyKey = action.keyFor();
    try {
      const { chatId, state } = visit;
      if (send) setSending(true);
      const booking = send
        ? await send(visit, idempotencyKey)
        : visit.kind === 'scheduled'
          ? await scheduled.mutateAsync({
              body: { chatId, startsAt: visit.startsAt, location: { state } },
              idempotencyKey,
            })
          : await asap.mutateAsync({ body: { chatId, location: { state } }, idempotencyKey });
      action.settle();
      onBooked(booking.id);
    } catch (failure) {
      setError(failure);
      if (!(failure instanceof ApiClientError)) return;
      if (failure.code === ERROR_CODES.slotUnavailable) {
        action.settle();
        onSlotTaken?.();
        await queryClient.invalidateQueries({ queryKey: queryKeys.appointments.slotsAll });
      } else if (failure.code === ERROR_CODES.appointmentPrerequisites) {
        action.settle();
        setMissing(failure.missingPrerequisites);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return {
    book,
    busy,
    error,
    clearError: () => setError(null),
    /** What the service said is missing, when a booking was refused for it. */
    missing,
    clearMissing: () => setMissing(null),
  };
}
