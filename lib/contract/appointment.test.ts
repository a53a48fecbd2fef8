import { describe, expect, it } from 'vitest';
import {
  appointmentSchema,
  asapBookingSchema,
  availableSlotsDataSchema,
  availableSlotsQuerySchema,
  bookAsapBodySchema,
  bookScheduledBodySchema,
  rescheduleBodySchema,
  scheduledBookingSchema,
} from './appointment';

const BOOKING = {
  id: 'apt_1',
  createdAt: '2026-11-20T09:00:00Z',
  chatId: 'chat_1',
  status: 'booked',
  durationMinutes: 20,
  location: { state: 'CA' },
};

describe('appointment schemas (read)', () => {
  it('parse a scheduled booking and keep unknown fields', () => {
    expect(scheduledBookingSchema.parse({ ...BOOKING, practitioner: 'Dr Hibbert' })).toEqual({
      ...BOOKING,
      practitioner: 'Dr Hibbert',
    });
  });

  it('require waitingRoomUrl on an ASAP booking, as an http(s) URL', () => {
    expect(asapBookingSchema.safeParse(BOOKING).success).toBe(false);
    expect(
      asapBookingSchema.safeParse({ ...BOOKING, waitingRoomUrl: 'https://visit.example/room/1' }).success,
    ).toBe(true);
    expect(asapBookingSchema.safeParse({ ...BOOKING, waitingRoomUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('parse a full appointment with an unknown status', () => {
    const appointment = {
      ...BOOKING,
      status: 'completed',
      startsAt: '2026-11-23T15:00:00Z',
      endsAt: '2026-11-23T15:20:00Z',
      waitingRoomUrl: 'https://visit.example/room/1',
    };
    expect(appointmentSchema.parse(appointment)).toEqual(appointment);
  });

  it('reject a non-integer duration', () => {
    expect(scheduledBookingSchema.safeParse({ ...BOOKING, durationMinutes: 20.5 }).success).toBe(false);
  });
});

describe('booking bodies', () => {
  it('accept the scheduled body with Z or an offset', () => {
    const input = { chatId: 'chat_1', startsAt: '2026-11-23T15:00:00Z', location: { state: 'CA' } };
    expect(bookScheduledBodySchema.parse(input)).toEqual(input);
    expect(
      bookScheduledBodySchema.safeParse({ ...input, startsAt: '2026-11-23T07:00:00-08:00' }).success,
    ).toBe(true);
  });

  it('require every field', () => {
    expect(bookScheduledBodySchema.safeParse({ chatId: 'chat_1', location: { state: 'CA' } }).success).toBe(
      false,
    );
    expect(bookAsapBodySchema.safeParse({ chatId: 'chat_1' }).success).toBe(false);
    expect(bookAsapBodySchema.safeParse({ location: { state: 'CA' } }).success).toBe(false);
    expect(rescheduleBodySchema.safeParse({ startsAt: '2026-11-23T15:00:00Z' }).success).toBe(false);
    expect(rescheduleBodySchema.safeParse({ location: { state: 'CA' } }).success).toBe(false);
  });

  it('reject unknown fields, at the top and inside location', () => {
    expect(
      bookAsapBodySchema.safeParse({ chatId: 'chat_1', location: { state: 'CA' }, urgent: true }).success,
    ).toBe(false);
    expect(
      bookAsapBodySchema.safeParse({ chatId: 'chat_1', location: { state: 'CA', city: 'LA' } }).success,
    ).toBe(false);
  });

  it('reject a lower-case state and a date-time without zone', () => {
    expect(bookAsapBodySchema.safeParse({ chatId: 'chat_1', location: { state: 'ca' } }).success).toBe(false);
    expect(
      rescheduleBodySchema.safeParse({ startsAt: '2026-11-23T15:00:00', location: { state: 'CA' } }).success,
    ).toBe(false);
  });
});

describe('availableSlotsQuerySchema', () => {
  it('requires a state code', () => {
    expect(availableSlotsQuerySchema.safeParse({}).success).toBe(false);
    expect(availableSlotsQuerySchema.safeParse({ state: 'ny' }).success).toBe(false);
    expect(availableSlotsQuerySchema.parse({ state: 'DC' }).state).toBe('DC');
  });

  it('treats empty filters as absent', () => {
    const query = availableSlotsQuerySchema.parse({ state: 'CA', datetimeFrom: '', datetimeTo: '' });
    expect(query.datetimeFrom).toBeUndefined();
    expect(query.datetimeTo).toBeUndefined();
  });

  it('accepts a window with offsets, and one side alone', () => {
    expect(
      availableSlotsQuerySchema.safeParse({
        state: 'CA',
        datetimeFrom: '2026-11-23T08:00:00-08:00',
        datetimeTo: '2026-11-24T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      availableSlotsQuerySchema.safeParse({ state: 'CA', datetimeTo: '2026-11-24T00:00:00Z' }).success,
    ).toBe(true);
  });

  it('rejects datetimeTo not after datetimeFrom, comparing instants', () => {
    const result = availableSlotsQuerySchema.safeParse({
      state: 'CA',
      datetimeFrom: '2026-11-23T16:00:00Z',
      datetimeTo: '2026-11-23T08:00:00-08:00',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['datetimeTo']);
  });

  it('reports a malformed bound once, without the ordering check', () => {
    const result = availableSlotsQuerySchema.safeParse({
      state: 'CA',
      datetimeFrom: 'soon',
      datetimeTo: '2026-11-23T08:00:00Z',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['datetimeFrom']);
  });

  it('rejects unknown parameters', () => {
    expect(availableSlotsQuerySchema.safeParse({ state: 'CA', practitioner: 'x' }).success).toBe(false);
  });
});

describe('availableSlotsDataSchema', () => {
  it('reads slots as strings', () => {
    expect(availableSlotsDataSchema.parse({ slots: ['2026-11-23T15:00:00Z'] }).slots).toEqual([
      '2026-11-23T15:00:00Z',
    ]);
    expect(availableSlotsDataSchema.safeParse({ slots: [1] }).success).toBe(false);
  });
});
