import {
  asapBookingSchema,
  availableSlotsDataSchema,
  scheduledBookingSchema,
  type AsapBooking,
  type ScheduledBooking,
} from '@/lib/contract';
import { expectSuccess } from './expectations';
import { api, type Caller } from './http-client';
import { FULL_ADDRESS } from './users';

export const BOOKING_STATE = FULL_ADDRESS.state;

export async function availableSlots(caller: Caller, state: string = BOOKING_STATE): Promise<string[]> {
  const response = await api.get('/appointments/scheduled/available-slots/', { ...caller, query: { state } });
  const { slots } = expectSuccess(response, { status: 200, data: availableSlotsDataSchema });
  if (slots.length === 0) throw new Error(`No slots available in ${state}: nothing to book`);
  return slots;
}

/** Books the first slot that is still free: another run may take a listed slot first. */
export async function bookFirstFreeSlot(
  caller: Caller,
  chatId: string,
): Promise<{ startsAt: string; booking: ScheduledBooking }> {
  const slots = await availableSlots(caller);
  const refusals: string[] = [];
  for (const startsAt of slots.slice(0, 5)) {
    const response = await api.post('/appointments/scheduled/', {
      ...caller,
      json: { chatId, startsAt, location: { state: BOOKING_STATE } },
    });
    if (response.status < 400 || response.status >= 500) {
      return {
        startsAt,
        booking: expectSuccess(response, { status: { decided: 201 }, data: scheduledBookingSchema }),
      };
    }
    refusals.push(`${startsAt}: HTTP ${response.status} ${response.text.slice(0, 200)}`);
  }
  throw new Error(`None of the first listed slots could be booked:\n${refusals.join('\n')}`);
}

export async function bookAsap(caller: Caller, chatId: string): Promise<AsapBooking> {
  const response = await api.post('/appointments/asap/', {
    ...caller,
    json: { chatId, location: { state: BOOKING_STATE } },
  });
  return expectSuccess(response, { status: { decided: 201 }, data: asapBookingSchema });
}
