import 'server-only';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';
import { processWide } from '@/lib/process-wide';

/**
 * How many chat streams one patient account may have open at once on one instance. A person types one
 * turn at a time; a few tabs (or a reply still draining while another chat starts) stay well inside it,
 * while a script that opens turns without reading them cannot hold more than this of the instance's
 * connections and service calls.
 */
export const CHAT_STREAMS_PER_PATIENT = 3;

/** A turn usually streams for seconds: by then one of the open ones has likely ended. */
export const STREAM_SLOT_RETRY_AFTER_SECONDS = 5;

/** Gives a slot back; calling it again changes nothing, so every way a stream ends may call it. */
export type ReleaseSlot = () => void;

export interface StreamSlots {
  /** A slot for this holder, or null when it already holds `limit` of them. */
  tryAcquire(holder: string): ReleaseSlot | null;
  openCount(holder: string): number;
}

/** An in-memory count of open streams per holder; a holder with none left has no entry at all. */
export function createStreamSlots(limit: number): StreamSlots {
  const open = new Map<string, number>();
  return {
    tryAcquire(holder) {
      const count = open.get(holder) ?? 0;
      if (count >= limit) return null;
      open.set(holder, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(holder) ?? 1) - 1;
        if (left > 0) open.set(holder, left);
        else open.delete(holder);
      };
    },
    openCount: (holder) => open.get(holder) ?? 0,
  };
}

/** The process's slots for patients' chat streams: one count, whichever module copy takes a slot. */
export function patientStreamSlots(): StreamSlots {
  return processWide('consultation.patient-stream-slots', () => createStreamSlots(CHAT_STREAMS_PER_PATIENT));
}

export function tooManyStreams(): ApiError {
  return new ApiError({
    status: 429,
    code: BFF_ERROR_CODES.tooManyStreams,
    message:
      `You already have ${CHAT_STREAMS_PER_PATIENT} replies being written. ` +
      'Please wait for one to finish, or stop it, then send your message again.',
    data: { retryAfterSeconds: STREAM_SLOT_RETRY_AFTER_SECONDS, limit: CHAT_STREAMS_PER_PATIENT },
    headers: { 'Retry-After': String(STREAM_SLOT_RETRY_AFTER_SECONDS) },
  });
}

/** One of the patient's stream slots, or 429 `error.chat.too_many_streams` when all are taken. */
export function takePatientStreamSlot(patientAccountId: string): ReleaseSlot {
  const release = patientStreamSlots().tryAcquire(patientAccountId);
  if (release === null) throw tooManyStreams();
  return release;
}
