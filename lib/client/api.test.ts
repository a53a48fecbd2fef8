// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiClientError, sendApiRequest } from './api';
import { CSRF_HEADER_NAME, CSRF_HEADER_VALUE } from './csrf-header';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the CSRF header, JSON and the idempotency key, and returns the envelope data', async () => {
    const fetchMock = stubFetch(
      answer(201, { code: 'success', message: 'Request successful', data: { id: 'c1' } }),
    );
    const data = await apiFetch('/api/chats', {
      body: { timezone: 'America/Chicago' },
      idempotencyKey: 'key-1',
    });
    expect(data).toEqual({ id: 'c1' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/chats');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get(CSRF_HEADER_NAME)).toBe(CSRF_HEADER_VALUE);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(init.body).toBe(JSON.stringify({ timezone: 'America/Chicago' }));
  });

  it('rebuilds the error envelope with field issues and the request id', async () => {
    stubFetch(
      answer(422, {
        code: 'error.validation',
        message: 'Some of the details are not valid.',
        data: { fields: [{ path: 'dateOfBirth', message: 'Age must be from 18 through 120' }] },
        requestId: 'bff_123',
      }),
    );
    const error = await caught(apiFetch('/api/auth/register', { body: {} }));
    expect(error).toMatchObject({ status: 422, code: 'error.validation', requestId: 'bff_123' });
    expect(error.fieldMessage('dateOfBirth')).toBe('Age must be from 18 through 120');
    expect(error.isSignedOut).toBe(false);
  });

  it('keeps only well-formed field issues, and reads what a prerequisites error says is missing', async () => {
    stubFetch(
      answer(400, {
        code: 'error.appointment.prerequisites',
        message: 'Booking needs more details.',
        data: {
          missing: ['address.line1', 'phone'],
          fields: [{ path: 'phone' }, 'bad', { path: 'a', message: 'b' }],
        },
      }),
    );
    const error = await caught(apiFetch('/api/appointments/scheduled', { body: {} }));
    expect(error.missingPrerequisites).toEqual(['address.line1', 'phone']);
    expect(error.fields).toEqual([{ path: 'a', message: 'b' }]);
  });

  it('has no missing prerequisites when the data names none', async () => {
    stubFetch(answer(400, { code: 'error.partner.validation', message: 'No.', data: { missing: [1] } }));
    expect(
      (await caught(apiFetch('/api/appointments/scheduled', { body: {} }))).missingPrerequisites,
    ).toBeNull();
  });

  it('tells a signed-out answer apart', async () => {
    stubFetch(
      answer(
        401,
        { code: 'error.auth.required', message: 'Please sign in to continue.' },
        { 'X-Request-ID': 'r9' },
      ),
    );
    const error = await caught(apiFetch('/api/users/me'));
    expect(error.isSignedOut).toBe(true);
    expect(error.requestId).toBe('r9');
  });

  it('turns a body that is not the envelope into a gateway error with the header request id', async () => {
    stubFetch(answer(502, '<html>Bad gateway</html>', { 'Content-Type': 'text/html', 'X-Request-ID': 'r7' }));
    const error = await caught(apiFetch('/api/chats'));
    expect(error).toMatchObject({ status: 502, code: 'error.bad_gateway', requestId: 'r7' });
    expect(error.isTransient).toBe(true);
  });

  it('reports a network failure in words, with no request id', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await caught(apiFetch('/api/chats'));
    expect(error).toMatchObject({ status: 0, code: 'error.network', requestId: null });
    expect(error.message).toMatch(/connection/);
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('Aborted', 'AbortError'));
    await expect(apiFetch('/api/chats', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refuses a success that is not the envelope, keeping the request id', async () => {
    stubFetch(answer(200, { id: 'c1' }, { 'X-Request-ID': 'bff_7' }));
    const error = await caught(apiFetch('/api/chats/x'));
    expect(error.code).toBe('error.bad_response');
    expect(error.requestId).toBe('bff_7');
  });

  it('refuses a success whose body is not JSON', async () => {
    stubFetch(
      new Response('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    expect((await caught(apiFetch('/api/chats/x'))).code).toBe('error.bad_response');
  });

  it('hands a successful raw response to a stream reader', async () => {
    stubFetch(
      new Response('event: message.stop\n\n', {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      }),
    );
    const response = await sendApiRequest('/api/chats/c1/stream', { body: {}, accept: 'text/event-stream' });
    expect(await response.text()).toContain('message.stop');
  });
});
