'use client';

import { Button } from '@/components/ui/button';
import type { Appointment } from '@/lib/contract';
import {
  buildCalendarFile,
  downloadCalendarFile,
  visitCalendarEvent,
} from '@/lib/client/booking/calendar-file';

/** An .ics file made in the browser from what the page already shows. */
export function AddToCalendar({ appointment }: { appointment: Appointment }) {
  const { startsAt, endsAt } = appointment;
  if (!startsAt) return null;
  const start = new Date(startsAt);
  const end = endsAt ? new Date(endsAt) : new Date(start.getTime() + appointment.durationMinutes * 60_000);
  const save = () => {
    const file = buildCalendarFile(
      visitCalendarEvent({
        appointmentId: appointment.id,
        start,
        end,
        state: appointment.location.state,
        pageUrl: `${window.location.origin}/appointments/${encodeURIComponent(appointment.id)}`,
      }),
    );
    downloadCalendarFile(`appointment-${appointment.id}.ics`, file);
  };
  return (
    <Button variant="secondary" onClick={save}>
      Add to calendar
    </Button>
  );
}
