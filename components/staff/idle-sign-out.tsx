'use client';

import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useIdleSignOut } from '@/lib/client/use-idle-sign-out';
import { useLeaveDashboard } from '@/lib/client/staff/use-leave-dashboard';

/** The inactivity warning, a minute before the dashboard signs its user out. */
export function IdleSignOut({ timeoutSeconds }: { timeoutSeconds: number }) {
  const leave = useLeaveDashboard();
  const signedOut = useCallback(() => leave('idle'), [leave]);
  const { secondsLeft, stayActive } = useIdleSignOut({
    timeoutSeconds,
    warningSeconds: 60,
    keepAlivePath: '/api/staff/session',
    onSignedOut: signedOut,
  });
  return (
    <Dialog
      open={secondsLeft !== null}
      onClose={stayActive}
      title="Are you still there?"
      actions={<Button onClick={stayActive}>Stay signed in</Button>}
    >
      <p>
        For the patients&apos; privacy you will be signed out in {secondsLeft ?? 0} seconds without activity.
      </p>
    </Dialog>
  );
}
