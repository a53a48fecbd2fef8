'use client';

import { Button } from '@/components/ui';
import type { Appointment } from '@/lib/contract';
import { buildCalendarFile, downloadCalendarFile } from '@/lib/client/booking/calendar-file';
import { stateName, visitTypeLabel } from './appointment-facts';

/** An .ics file made in the browser from what the page already shows. */
export function AddToCalendar({ appointment }: { appointment: Appointment }) {
  const { startsAt, endsAt } = appointment;
  if (!startsAt) return null;
  const start = new Date(startsAt);
  const end = endsAt ? new Date(endsAt) : new Date(start.getTime() + appointment.durationMinutes * 60_000);
  const save = () => {
    const file = buildCalendarFile({
      uid: `${appointment.id}@consultations`,
      start,
      end,
      summary: `Clinician visit (${visitTypeLabel(appointment).toLowerCase()})`,
      description: `Video visit with a clinician licensed in ${stateName(appointment.location.state)}.`,
      url: `${window.location.origin}/appointments/${encodeURIComponent(appointment.id)}`,
    });
    downloadCalendarFile(`appointment-${appointment.id}.ics`, file);
  };
  return (
    <Button variant="secondary" onClick={save}>
      Add to calendar
    </Button>
  );
}
