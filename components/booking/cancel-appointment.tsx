'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useActionKey } from '@/lib/client/idempotency';
import { useCancelAppointment } from '@/lib/client/booking/use-appointments';
import { ActionError } from './action-error';

/** Cancel behind a confirmation; one key for the attempt, so repeated clicks cancel once. */
export function CancelAppointment({ appointmentId, when }: { appointmentId: string; when: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelAppointment(appointmentId);
  const action = useActionKey(appointmentId);
  const confirm = () => {
    if (cancel.isPending) return;
    cancel.mutate(
      { idempotencyKey: action.keyFor() },
      {
        onSuccess: () => {
          action.settle();
          setOpen(false);
        },
      },
    );
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel appointment
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this appointment?"
        closeLabel="Keep appointment"
        actions={
          <Button variant="danger" onClick={confirm} busy={cancel.isPending} busyLabel="Cancelling">
            Yes, cancel it
          </Button>
        }
      >
        <p>Your visit {when} will be cancelled and the time given to someone else.</p>
        <ActionError error={cancel.error} title="Not cancelled" />
      </Dialog>
    </>
  );
}
