import { describe, expect, it, vi } from 'vitest';
import {
  createFakeClient,
  envelopeResponse,
  errorResponse,
  FAKE_TOKEN,
  jsonResponse,
} from '@/testing/service/fake-fetch';
import { captureServiceError, HOMER_USER } from '@/testing/service/service-fixtures';
import { serviceClientLog } from './service-client-log';

describe('requests and records', () => {
  it('sends the credentials and encodes ids into the path', async () => {
    const { client, requests } = createFakeClient(() =>
      envelopeResponse(200, { id: 'c 1/2', createdAt: '2026-01-02T03:04:05Z' }),
    );
    await client.getChat({ userId: 'usr_1', chatId: 'c 1/2' });
    const [request] = requests;
    expect(request?.url.pathname).toBe('/api/v1/chats/c%201%2F2/');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${FAKE_TOKEN}`);
    expect(request?.headers.get('X-Service-User-ID')).toBe('usr_1');
  });

  it('omits absent query parameters', async () => {
    const page = { items: [], total: 0, page: 1, size: 5, pages: 0, hasNext: false, hasPrev: false };
    const { client, requests } = createFakeClient(() => envelopeResponse(200, page));
    await client.listChats({ userId: 'usr_1', query: { size: 5, orderBy: undefined } });
    await client.listAppointments({ userId: 'usr_1', query: { status: null } });
    expect(requests.map((request) => request.url.search)).toEqual(['?size=5', '']);
  });

  it('records the path template, never the ids, the token or the bodies', async () => {
    const { client, calls } = createFakeClient(() => errorResponse(404, 'error.partner.chat_not_found'));
    await captureServiceError(client.listMessages({ userId: 'usr_secret_user', chatId: 'chat_secret_id' }));
    expect(calls).toEqual([
      {
        method: 'GET',
        pathTemplate: '/chats/{chatId}/messages/',
        status: 404,
        durationMs: expect.any(Number),
        requestId: 'req_fake_404',
        attempt: 1,
        outcome: 'http_error',
      },
    ]);
    const serialized = JSON.stringify(calls);
    for (const secret of [FAKE_TOKEN, 'usr_secret_user', 'chat_secret_id'])
      expect(serialized).not.toContain(secret);
  });

  it('turns a 2xx body that fails the contract into error.bad_response, without the body', async () => {
    const { client, requests } = createFakeClient(() =>
      envelopeResponse(200, { ...HOMER_USER, id: 42, email: 'x@secret' }),
    );
    const error = await captureServiceError(client.getUser({ userId: 'usr_1' }));
    expect(error).toMatchObject({ status: 502, code: 'error.bad_response', requestId: 'req_fake_200' });
    expect(error.data).toMatchObject({ reason: 'schema_mismatch', issues: [{ path: 'data.id' }] });
    expect(JSON.stringify(error.toJSON())).not.toContain('x@secret');
    expect(requests).toHaveLength(1);
  });

  it('turns a 2xx body that is not JSON into error.bad_response', async () => {
    const { client } = createFakeClient(() => new Response('<html>ok</html>', { status: 200 }));
    const error = await captureServiceError(client.getUser({ userId: 'usr_1' }));
    expect(error).toMatchObject({ code: 'error.bad_response', data: { reason: 'not_json' } });
  });

  it('derives the code from the status when an error body is not an envelope', async () => {
    const { client } = createFakeClient(() => new Response('<h1>Bad gateway</h1>', { status: 502 }), {
      retry: { maxAttempts: 1 },
    });
    const error = await captureServiceError(client.getUser({ userId: 'usr_1' }));
    expect(error).toMatchObject({ status: 502, code: 'error.bad_gateway' });
    expect(error.message).not.toContain('Bad gateway');
  });

  it('accepts an empty body, a null body or a null envelope where the interface says "body is null"', async () => {
    const answers = [
      new Response(null, { status: 204 }),
      jsonResponse(200, null),
      envelopeResponse(200, null),
      new Response('', { status: 200 }),
    ];
    const { client } = createFakeClient(
      (_request, index) => answers[index] ?? errorResponse(500, 'error.internal'),
    );
    await client.putAddress({ userId: 'usr_1', body: {}, idempotencyKey: 'k1' });
    await client.setPreferredPharmacy({ userId: 'usr_1', ncpdpId: '1234567', idempotencyKey: 'k2' });
    await client.cancelAppointment({ userId: 'usr_1', appointmentId: 'apt_1', idempotencyKey: 'k3' });
    await client.rescheduleAppointment({
      userId: 'usr_1',
      appointmentId: 'apt_1',
      startsAt: '2026-11-23T15:00:00Z',
      state: 'CA',
      idempotencyKey: 'k4',
    });
  });

  it('reads a missing address as null', async () => {
    const { client } = createFakeClient(() => errorResponse(404, 'error.address.not_found'));
    await expect(client.getAddress({ userId: 'usr_1' })).resolves.toBeNull();
  });

  it('keeps working when the onCall hook throws, with a warning', async () => {
    const warn = vi.spyOn(serviceClientLog, 'warn').mockImplementation(() => {});
    const { client } = createFakeClient(() => envelopeResponse(200, HOMER_USER), {
      onCall: () => {
        throw new Error('log sink down');
      },
    });
    await expect(client.getUser({ userId: 'usr_1' })).resolves.toMatchObject({ id: HOMER_USER.id });
    expect(warn).toHaveBeenCalledWith({ error: 'Error' }, 'the onCall hook failed');
    warn.mockRestore();
  });
});
