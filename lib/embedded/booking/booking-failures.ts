import { ServiceFailure } from '@/lib/embedded/http/service-failure';

export const slotUnavailable = () =>
  new ServiceFailure(
    'error.appointment.slot_unavailable',
    'That time is not an available slot for this state; request the available slots again',
  );

export const notBooked = () =>
  new ServiceFailure(
    'error.appointment.not_booked',
    'Only a booked appointment can be cancelled or rescheduled',
  );
