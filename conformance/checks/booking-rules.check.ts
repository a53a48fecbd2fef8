import { beforeAll, describe, expect, it } from 'vitest';
import {
  availableSlotsDataSchema,
  prerequisitesErrorDataSchema,
  scheduledBookingSchema,
} from '@/lib/contract';
import { listAppointments } from '../support/appointments';
import { availableSlots, BOOKING_STATE } from '../support/booking';
import { createChat } from '../support/chats';
import {
  expectClientError,
  expectError,
  expectSuccess,
  expectValidationError,
  parseOrFail,
} from '../support/expectations';
import { api } from '../support/http-client';
import { target } from '../support/target';
import {
  as,
  createFullUser,
  createUser,
  FULL_ADDRESS,
  fullProfile,
  putAddress,
  type TestUser,
} from '../support/users';

describe.skipIf(!target.embedded)('slots and appointment lists as decided (embedded)', () => {
  let patient: TestUser;

  beforeAll(async () => {
    patient = await createUser(fullProfile());
    await putAddress(as(patient), FULL_ADDRESS);
  });

  it('each slot is a UTC date-time to the second on :00, :20 or :40, in ascending order', async () => {
    const slots = await availableSlots(as(patient));
    for (const slot of slots) expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|20|40):00Z$/);
    expect(slots.map(Date.parse)).toEqual([...slots.map(Date.parse)].sort((a, b) => a - b));
  });

  it('datetimeFrom (inclusive) and datetimeTo (exclusive) bound the slots', async () => {
    const [, second, , fourth] = await availableSlots(as(patient));
    const response = await api.get('/appointments/scheduled/available-slots/', {
      ...as(patient),
      query: { state: BOOKING_STATE, datetimeFrom: second, datetimeTo: fourth },
    });
    const { slots } = expectSuccess(response, { status: 200, data: availableSlotsDataSchema });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]).toBe(second);
    expect(
      slots.every(
        (slot) => Date.parse(slot) >= Date.parse(second ?? '') && Date.parse(slot) < Date.parse(fourth ?? ''),
      ),
    ).toBe(true);
  });

  it('datetimeTo not after datetimeFrom → 422', async () => {
    const [first] = await availableSlots(as(patient));
    const response = await api.get('/appointments/scheduled/available-slots/', {
      ...as(patient),
      query: { state: BOOKING_STATE, datetimeFrom: first, datetimeTo: first },
    });
    expectValidationError(response, 'datetimeTo');
  });

  it('GET /appointments/ lists by startsAt, earliest first, whatever the booking order', async () => {
    const chat = await createChat(as(patient));
    const slots = await availableSlots(as(patient));
    const later = slots[slots.length - 1];
    const earlier = slots[0];
    const body = (startsAt?: string) => ({ chatId: chat.id, startsAt, location: { state: BOOKING_STATE } });
    for (const startsAt of [later, earlier]) {
      const response = await api.post('/appointments/scheduled/', { ...as(patient), json: body(startsAt) });
      expectSuccess(response, { status: 201, data: scheduledBookingSchema });
    }
    const listed = await listAppointments(patient);
    expect(listed.map((appointment) => Date.parse(appointment.startsAt ?? ''))).toEqual([
      Date.parse(earlier ?? ''),
      Date.parse(later ?? ''),
    ]);
  });

  it('six concurrent bookings of one slot: refusals only once it is full, and the listing agrees', async () => {
    const [slot] = await availableSlots(as(patient));
    const bookers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await createFullUser();
        return { user, chatId: (await createChat(as(user))).id };
      }),
    );
    const answers = await Promise.all(
      bookers.map(({ user, chatId }) =>
        api.post('/appointments/scheduled/', {
          ...as(user),
          json: { chatId, startsAt: slot, location: { state: BOOKING_STATE } },
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.status !== 201);
    for (const refusal of refused)
      expectError(refusal, { status: 400, code: 'error.appointment.slot_unavailable' });
    expect(refused.length).toBeLessThan(answers.length);
    const stillListed = (await availableSlots(as(patient))).includes(slot ?? '');
    if (stillListed) expect(refused, 'refused while places were left').toHaveLength(0);
    else {
      const { user, chatId } = bookers[0]!;
      const again = await api.post('/appointments/scheduled/', {
        ...as(user),
        json: { chatId, startsAt: slot, location: { state: BOOKING_STATE } },
      });
      expectError(again, { status: 400, code: 'error.appointment.slot_unavailable' });
    }
  });

  it('GET /appointments/?status= (empty) lists every status', async () => {
    const all = await listAppointments(patient);
    expect((await listAppointments(patient, '')).map((item) => item.id)).toEqual(all.map((item) => item.id));
  });

  it('GET /appointments/?orderBy=startsAt → 422: appointments take no orderBy', async () => {
    expectValidationError(
      await api.get('/appointments/', { ...as(patient), query: { orderBy: 'startsAt' } }),
      'orderBy',
    );
  });
});

describe('booking prerequisites', () => {
  it('POST /appointments/asap/ without an address on file → rejected with a 4xx error', async () => {
    const patient = await createUser(fullProfile());
    const chat = await createChat(as(patient));
    const response = await api.post('/appointments/asap/', {
      ...as(patient),
      json: { chatId: chat.id, location: { state: BOOKING_STATE } },
    });
    const envelope = expectClientError(response, 'error.appointment.prerequisites');
    if (target.embedded) {
      const { missing } = parseOrFail(prerequisitesErrorDataSchema, envelope.data, 'The prerequisites data');
      expect(missing).toEqual(['address.line1', 'address.city', 'address.state', 'address.postalCode']);
    }
  });

  it('POST /appointments/asap/ for a user without a phone number → rejected with a 4xx error', async () => {
    const { phoneNumber: _left, ...profile } = fullProfile();
    const patient = await createUser(profile);
    await putAddress(as(patient), FULL_ADDRESS);
    const chat = await createChat(as(patient));
    const response = await api.post('/appointments/asap/', {
      ...as(patient),
      json: { chatId: chat.id, location: { state: BOOKING_STATE } },
    });
    const envelope = expectClientError(response, 'error.appointment.prerequisites');
    if (target.embedded) {
      const { missing } = parseOrFail(prerequisitesErrorDataSchema, envelope.data, 'The prerequisites data');
      expect(missing).toEqual(['phoneNumber']);
    }
  });

  it('POST /appointments/scheduled/ at a time that is not a slot → rejected with a 4xx error', async () => {
    const patient = await createUser(fullProfile());
    await putAddress(as(patient), FULL_ADDRESS);
    const chat = await createChat(as(patient));
    const [slot] = await availableSlots(as(patient));
    const offSlot = new Date(Date.parse(slot ?? '') + 7 * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const response = await api.post('/appointments/scheduled/', {
      ...as(patient),
      json: { chatId: chat.id, startsAt: offSlot, location: { state: BOOKING_STATE } },
    });
    expectClientError(response, 'error.appointment.slot_unavailable');
  });
});
