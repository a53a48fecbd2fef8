'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { apiFetch, ApiClientError } from '@/lib/client/api';
import styles from './staff.module.css';

/**
 * For a staff member who lost the device with their codes: their key and recovery codes go and they are
 * signed out everywhere; they sign in with their password, and an admin sets two-factor up again at once.
 */
export function ResetSecondFactorButton({ staffId, email }: { staffId: string; email: string }) {
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () =>
      apiFetch<{ hadSecondFactor: boolean }>(
        `/api/staff/accounts/${encodeURIComponent(staffId)}/two-factor`,
        {
          method: 'DELETE',
        },
      ),
  });
  const error = reset.error instanceof ApiClientError ? reset.error : null;
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        busy={reset.isPending}
        busyLabel="Resetting…"
        onClick={() => setConfirming(true)}
        aria-label={`Reset two-factor: ${email}`}
      >
        Reset two-factor
      </Button>
      <span role="status" className={styles.meta}>
        {reset.data
          ? reset.data.hadSecondFactor
            ? `Two-factor sign-in of ${email} was reset; they were signed out.`
            : `${email} had no two-factor sign-in; they were signed out.`
          : ''}
      </span>
      {error ? (
        <ErrorState
          title="Not reset"
          message={error.message}
          requestId={error.requestId}
          headingLevel={3}
          alert
        />
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Reset two-factor sign-in?"
        closeLabel="Keep it"
        actions={
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              reset.mutate();
            }}
          >
            Reset two-factor
          </Button>
        }
      >
        <p>
          Only when <strong className={styles.mono}>{email}</strong> has lost the device with their codes and
          has no recovery code left. They are signed out everywhere and sign in with their password alone; an
          admin must set two-factor sign-in up again before using the dashboard.
        </p>
      </Dialog>
    </>
  );
}
