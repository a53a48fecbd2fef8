'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { signInHref } from '@/lib/client/account/safe-next-path';
import { useIdleSignOut } from '@/lib/client/use-idle-sign-out';

/** The warning comes this long before the sign-out (ADR 0089). */
export const PATIENT_IDLE_WARNING_SECONDS = 60;

/** 125 → "2:05". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader hears: the time left in words, changing only at a few steps, so that the countdown
 * is not read out every second.
 */
export function spokenTimeLeft(seconds: number): string {
  if (seconds > 60) return `${Math.ceil(seconds / 60)} minutes`;
  if (seconds > 30) return '1 minute';
  if (seconds > 10) return '30 seconds';
  return '10 seconds';
}

/**
 * The inactivity warning of the patient pages: the time left, and "Stay signed in" (also Escape), which gets
 * focus and gives it back to whatever the patient was typing in. What they typed stays in the page; a chat
 * draft is also kept in the browser across a sign-out (use-draft.ts).
 */
export function IdleWarning({ secondsLeft, onStay }: { secondsLeft: number | null; onStay: () => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const open = secondsLeft !== null;
  useEffect(() => {
    // After the dialog has opened (its own effect, a child's, ran first).
    if (open) stayRef.current?.focus();
  }, [open]);
  const left = secondsLeft ?? 0;
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title="Are you still there?"
      actions={
        <Button ref={stayRef} onClick={onStay}>
          Stay signed in
        </Button>
      }
    >
      <p aria-hidden="true">You will be signed out in {formatCountdown(left)} for your security.</p>
      <VisuallyHidden role="status">
        You will be signed out in {spokenTimeLeft(left)} for your security.
      </VisuallyHidden>
    </Dialog>
  );
}

/** Signs a patient out after the configured time without activity, with the warning a minute ahead. */
export function PatientIdleSignOut({ timeoutSeconds }: { timeoutSeconds: number }) {
  const queryClient = useQueryClient();
  const signedOut = useCallback(() => {
    queryClient.clear();
    // A full load: nothing of the session stays in the page; sign-in comes back here and says why.
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(signInHref(here, { reason: 'idle' }));
  }, [queryClient]);
  const { secondsLeft, stayActive } = useIdleSignOut({
    timeoutSeconds,
    warningSeconds: PATIENT_IDLE_WARNING_SECONDS,
    keepAlivePath: '/api/auth/me',
    onSignedOut: signedOut,
  });
  return <IdleWarning secondsLeft={secondsLeft} onStay={stayActive} />;
}
