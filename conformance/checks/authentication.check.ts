import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentSchema, chatSummarySchema, userSchema } from '@/lib/contract';
import { availableSlots, bookAsap, BOOKING_STATE } from '../support/booking';
import { createChat, refusedTurn, userTurn } from '../support/chats';
import { expectError, expectPaged, expectSuccess } from '../support/expectations';
import { api } from '../support/http-client';
import { sendOperation } from '../support/operation-request';
import {
  createOperationFixture,
  operationName,
  OPERATIONS,
  type OperationFixture,
} from '../support/operations';
import { target } from '../support/target';
import { as, createFullUser, createUser, type TestUser } from '../support/users';

const UNAUTHORIZED = { status: 401, code: 'error.auth.unauthorized' };
const FORBIDDEN = { status: 403, code: 'error.member.forbidden' };
const BAD_TOKEN = 'conformance-not-a-token';

const bearerOnly = OPERATIONS.filter((operation) => operation.credentials === 'bearer');
const bothCredentials = OPERATIONS.filter((operation) => operation.credentials === 'member');

let fixture: OperationFixture;
let userOfB: TestUser;

beforeAll(async () => {
  fixture = await createOperationFixture();
  userOfB = await createUser({}, { token: target.tokenB });
});

describe('operations that need only the Bearer token', () => {
  for (const operation of bearerOnly) {
    const name = operationName(operation);

    it(`${name} works without the user header`, async () => {
      const response = await sendOperation(operation, fixture);
      expect(response.status, response.text).toBeGreaterThanOrEqual(200);
      expect(response.status, response.text).toBeLessThan(300);
    });

    it(`${name} without a token → 401 error.auth.unauthorized`, async () => {
      expectError(await sendOperation(operation, fixture, { token: null }), UNAUTHORIZED);
    });

    it(`${name} with an unknown token → 401 error.auth.unauthorized`, async () => {
      expectError(await sendOperation(operation, fixture, { token: BAD_TOKEN }), UNAUTHORIZED);
    });
  }
});

describe('operations that need both the Bearer token and the user header', () => {
  for (const operation of bothCredentials) {
    const name = operationName(operation);

    it(`${name} without a token → 401 error.auth.unauthorized`, async () => {
      expectError(await sendOperation(operation, fixture, { token: null }), UNAUTHORIZED);
    });

    it(`${name} with an unknown token → 401 error.auth.unauthorized`, async () => {
      expectError(await sendOperation(operation, fixture, { token: BAD_TOKEN }), UNAUTHORIZED);
    });

    it(`${name} without X-Service-User-ID → 403 error.member.forbidden`, async () => {
      expectError(await sendOperation(operation, fixture, { userId: undefined }), FORBIDDEN);
    });

    it(`${name} with token A and a user of organization B → 403 error.member.forbidden`, async () => {
      expectError(await sendOperation(operation, fixture, { userId: userOfB.userId }), FORBIDDEN);
    });
  }

  it('the user header alone, without a token, never authenticates → 401', async () => {
    expectError(await api.get('/users/', { token: null, userId: fixture.member.userId }), UNAUTHORIZED);
  });

  it('the user id sent as the Bearer token → 401', async () => {
    expectError(
      await api.get('/users/', { token: fixture.member.userId, userId: fixture.member.userId }),
      UNAUTHORIZED,
    );
  });
});

describe('a chat or appointment outside the caller’s scope is not found', () => {
  let owner: TestUser;
  let otherUser: TestUser;
  let ownerOfB: TestUser;
  let chatId: string;
  let appointmentId: string;

  beforeAll(async () => {
    owner = await createFullUser();
    otherUser = await createFullUser();
    ownerOfB = await createFullUser({ token: target.tokenB });
    chatId = (await createChat(as(owner))).id;
    appointmentId = (await bookAsap(as(owner), chatId)).id;
  });

  const chatNotFound = { status: 404, code: 'error.partner.chat_not_found' };
  const appointmentNotFound = { status: 404, embeddedCode: 'error.appointment.not_found' };

  it('GET /chats/{chatId}/ of another user of the organization → 404 error.partner.chat_not_found', async () => {
    expectError(await api.get(`/chats/${chatId}/`, as(otherUser)), chatNotFound);
  });

  it('GET /chats/{chatId}/ of a user of another organization → 404 error.partner.chat_not_found', async () => {
    expectError(await api.get(`/chats/${chatId}/`, as(ownerOfB)), chatNotFound);
  });

  it('GET /chats/{chatId}/messages/ of another user → 404 error.partner.chat_not_found', async () => {
    expectError(await api.get(`/chats/${chatId}/messages/`, as(otherUser)), chatNotFound);
  });

  it('GET /chats/{chatId}/messages/ of another organization → 404 error.partner.chat_not_found', async () => {
    expectError(await api.get(`/chats/${chatId}/messages/`, as(ownerOfB)), chatNotFound);
  });

  it('POST /chats/{chatId}/stream/ to another user’s chat → 404 error.partner.chat_not_found', async () => {
    expectError(await refusedTurn(as(otherUser), chatId, userTurn('Hello')), chatNotFound);
  });

  it('POST /chats/{chatId}/stream/ to another organization’s chat → 404 error.partner.chat_not_found', async () => {
    expectError(await refusedTurn(as(ownerOfB), chatId, userTurn('Hello')), chatNotFound);
  });

  it('GET /chats/ of another user does not list the chat', async () => {
    const page = expectPaged(await api.get('/chats/', as(otherUser)), chatSummarySchema);
    expect(page.items.map((chat) => chat.id)).not.toContain(chatId);
  });

  it('POST /appointments/asap/ on another user’s chat → 404', async () => {
    const response = await api.post('/appointments/asap/', {
      ...as(otherUser),
      json: { chatId, location: { state: BOOKING_STATE } },
    });
    expectError(response, { status: 404, embeddedCode: 'error.partner.chat_not_found' });
  });

  it('GET /appointments/{appointment_id}/ of another user of the organization → 404', async () => {
    expectError(await api.get(`/appointments/${appointmentId}/`, as(otherUser)), appointmentNotFound);
  });

  it('GET /appointments/{appointment_id}/ of a user of another organization → 404', async () => {
    expectError(await api.get(`/appointments/${appointmentId}/`, as(ownerOfB)), appointmentNotFound);
  });

  it('POST /appointments/{appointment_id}/cancel/ of another user → 404, and it stays booked', async () => {
    expectError(await api.post(`/appointments/${appointmentId}/cancel/`, as(otherUser)), appointmentNotFound);
    expectError(await api.post(`/appointments/${appointmentId}/cancel/`, as(ownerOfB)), appointmentNotFound);
    const appointment = expectSuccess(await api.get(`/appointments/${appointmentId}/`, as(owner)), {
      status: 200,
      data: appointmentSchema,
    });
    expect(appointment.status).toBe('booked');
  });

  it('POST /appointments/{appointment_id}/reschedule/ of another user → 404', async () => {
    const [startsAt] = await availableSlots(as(otherUser));
    const response = await api.post(`/appointments/${appointmentId}/reschedule/`, {
      ...as(otherUser),
      json: { startsAt, location: { state: BOOKING_STATE } },
    });
    expectError(response, appointmentNotFound);
  });

  it('GET /appointments/ of another user does not list the appointment', async () => {
    const page = expectPaged(await api.get('/appointments/', as(otherUser)), appointmentSchema);
    expect(page.items.map((appointment) => appointment.id)).not.toContain(appointmentId);
  });

  it('the same user id read with the token of another organization → 403', async () => {
    expectError(await api.get('/users/', { token: target.tokenB, userId: owner.userId }), FORBIDDEN);
    expectSuccess(await api.get('/users/', as(owner)), { status: 200, data: userSchema });
  });
});
