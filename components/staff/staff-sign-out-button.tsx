'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/client/api';
import { useLeaveDashboard } from '@/lib/client/staff/use-leave-dashboard';

export function StaffSignOutButton() {
  const [busy, setBusy] = useState(false);
  const leave = useLeaveDashboard();
  async function signOut() {
    setBusy(true);
    await apiFetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    leave();
  }
  return (
    <Button variant="ghost" size="small" busy={busy} busyLabel="Signing out…" onClick={signOut}>
      Sign out
    </Button>
  );
}
