import { beforeAll, describe, it } from 'vitest';
import { BOOKING_STATE, availableSlots } from '../support/booking';
import { createChat, refusedTurn, userTurn } from '../support/chats';
import {
  expectError,
  expectPartnerValidationError,
  expectStreamShapeError,
  expectValidationError,
} from '../support/expectations';
import { api } from '../support/http-client';
import { target } from '../support/target';
import { as, createFullUser, createUser, fullProfile, type TestUser } from '../support/users';
import { uniqueEmail, uniquePhoneNumber } from '../support/unique';

const CHAT_NOT_FOUND = { status: 404, code: 'error.partner.chat_not_found' };
const ABSENT_ID = 'conformance-absent-0000';

let member: TestUser;
let chatId: string;

beforeAll(async () => {
  member = await createFullUser();
  chatId = (await createChat(as(member))).id;
});

describe('400 error.user.conflict', () => {
  it('POST /users/ with an e-mail already on file → 400 error.user.conflict', async () => {
    const email = uniqueEmail();
    await createUser({ email });
    const response = await api.post('/users/', { json: { email, phoneNumber: uniquePhoneNumber() } });
    expectError(response, { status: 400, code: 'error.user.conflict' });
  });

  it('POST /users/ with a phone number already on file → 400 error.user.conflict', async () => {
    const phoneNumber = uniquePhoneNumber();
    await createUser({ phoneNumber });
    const response = await api.post('/users/', { json: { email: uniqueEmail(), phoneNumber } });
    expectError(response, { status: 400, code: 'error.user.conflict' });
  });

  it.skipIf(!target.embedded)(
    'POST /users/ with a phone number on file, written with spaces and dashes → 400 error.user.conflict (embedded)',
    async () => {
      const phoneNumber = uniquePhoneNumber();
      await createUser({ phoneNumber });
      const spaced = `${phoneNumber.slice(0, 2)} (${phoneNumber.slice(2, 5)}) ${phoneNumber.slice(5, 8)}-${phoneNumber.slice(8)}`;
      const response = await api.post('/users/', { json: { phoneNumber: spaced } });
      expectError(response, { status: 400, code: 'error.user.conflict' });
    },
  );

  it('POST /users/ with the e-mail and phone of a user of another organization → 201: users are scoped to one organization', async () => {
    const profile = fullProfile();
    await createUser(profile);
    await createUser(profile, { token: target.tokenB });
  });
});

describe('400 error.partner.validation', () => {
  it('POST /chats/ with an invalid timezone → 400 error.partner.validation', async () => {
    const response = await api.post('/chats/', { ...as(member), json: { timezone: 'Mars/Olympus_Mons' } });
    expectPartnerValidationError(response, 'timezone');
  });

  it('POST /chats/{chatId}/stream/ with an invalid timezone → 400 error.partner.validation before the stream', async () => {
    const response = await refusedTurn(as(member), chatId, userTurn('Hello', { timezone: 'Not/A_Zone' }));
    expectPartnerValidationError(response, 'timezone');
  });
});

describe('404 not found', () => {
  it('GET /chats/{chatId}/ of an absent chat → 404 error.partner.chat_not_found', async () => {
    expectError(await api.get(`/chats/${ABSENT_ID}/`, as(member)), CHAT_NOT_FOUND);
  });

  it('GET /chats/{chatId}/messages/ of an absent chat → 404 error.partner.chat_not_found', async () => {
    expectError(await api.get(`/chats/${ABSENT_ID}/messages/`, as(member)), CHAT_NOT_FOUND);
  });

  it('POST /chats/{chatId}/stream/ to an absent chat → 404 error.partner.chat_not_found', async () => {
    expectError(await refusedTurn(as(member), ABSENT_ID, userTurn('Hello')), CHAT_NOT_FOUND);
  });

  it('GET of a path that is no operation → 404 with the error envelope', async () => {
    expectError(await api.get('/no-such-operation/', as(member)), {
      status: 404,
      embeddedCode: 'error.not_found',
    });
  });

  it('GET /address/ with none on file → 404', async () => {
    const withoutAddress = await createUser(fullProfile());
    expectError(await api.get('/address/', as(withoutAddress)), {
      status: 404,
      embeddedCode: 'error.address.not_found',
    });
  });

  it('GET /artifacts/{artifactId}/ of an absent artifact → 404', async () => {
    expectError(await api.get(`/artifacts/${ABSENT_ID}/`, as(member)), {
      status: 404,
      embeddedCode: 'error.artifact.not_found',
    });
  });

  it('GET /appointments/{appointment_id}/ of an absent appointment → 404', async () => {
    expectError(await api.get(`/appointments/${ABSENT_ID}/`, as(member)), {
      status: 404,
      embeddedCode: 'error.appointment.not_found',
    });
  });

  it('POST /appointments/{appointment_id}/cancel/ of an absent appointment → 404', async () => {
    expectError(await api.post(`/appointments/${ABSENT_ID}/cancel/`, as(member)), {
      status: 404,
      embeddedCode: 'error.appointment.not_found',
    });
  });

  it('POST /appointments/{appointment_id}/reschedule/ of an absent appointment → 404', async () => {
    const [startsAt] = await availableSlots(as(member));
    const response = await api.post(`/appointments/${ABSENT_ID}/reschedule/`, {
      ...as(member),
      json: { startsAt, location: { state: BOOKING_STATE } },
    });
    expectError(response, { status: 404, embeddedCode: 'error.appointment.not_found' });
  });

  it('POST /appointments/scheduled/ on an absent chat → 404', async () => {
    const [startsAt] = await availableSlots(as(member));
    const response = await api.post('/appointments/scheduled/', {
      ...as(member),
      json: { chatId: ABSENT_ID, startsAt, location: { state: BOOKING_STATE } },
    });
    expectError(response, { status: 404, embeddedCode: 'error.partner.chat_not_found' });
  });
});

describe('422 when the request shape fails validation', () => {
  it('POST /users/ with dateOfBirth that is not a date → 422', async () => {
    expectValidationError(await api.post('/users/', { json: { dateOfBirth: '12/04/1986' } }), 'dateOfBirth');
  });

  it('POST /users/ with firstName as a number → 422', async () => {
    expectValidationError(await api.post('/users/', { json: { firstName: 42 } }), 'firstName');
  });

  it('PUT /address/ with a state that is not a US state code → 422', async () => {
    const response = await api.put('/address/', { ...as(member), json: { state: 'ZZ' } });
    expectValidationError(response, 'state');
  });

  it('GET /appointments/scheduled/available-slots/ without state → 422', async () => {
    expectValidationError(await api.get('/appointments/scheduled/available-slots/', as(member)), 'state');
  });

  it('GET /appointments/scheduled/available-slots/ with state=ZZ → 422', async () => {
    const response = await api.get('/appointments/scheduled/available-slots/', {
      ...as(member),
      query: { state: 'ZZ' },
    });
    expectValidationError(response, 'state');
  });

  it('POST /appointments/scheduled/ with startsAt that is not a date-time → 422', async () => {
    const response = await api.post('/appointments/scheduled/', {
      ...as(member),
      json: { chatId, startsAt: 'next tuesday', location: { state: BOOKING_STATE } },
    });
    expectValidationError(response, 'startsAt');
  });

  it('POST /appointments/asap/ with location.state=ZZ → 422', async () => {
    const response = await api.post('/appointments/asap/', {
      ...as(member),
      json: { chatId, location: { state: 'ZZ' } },
    });
    expectValidationError(response, 'location.state');
  });

  it('POST /chats/{chatId}/stream/ without userEvent → 422 (or 400) before the stream', async () => {
    expectStreamShapeError(
      await refusedTurn(as(member), chatId, { rawBody: '{"timezone":"UTC"}' }),
      'userEvent',
    );
  });

  it('POST /pharmacy/search/ with searchTerm as a number → 422', async () => {
    expectValidationError(await api.post('/pharmacy/search/', { json: { searchTerm: 7 } }), 'searchTerm');
  });

  it('PUT /pharmacy/ without ncpdpId → 422', async () => {
    expectValidationError(await api.put('/pharmacy/', { ...as(member), json: {} }), 'ncpdpId');
  });
});
