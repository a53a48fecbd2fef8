import { expect, test } from './fixtures';
import { parseEventStream, SAME_ORIGIN_HEADERS, uniqueEmail } from './support/same-origin';
import { recordSentPersonalData } from './support/personal-data';
import { registerPatient } from './support/patient-api';
import { sendRawRequest } from '../testing/http/raw-request';

// The production build, end to end over HTTP: a patient with only a cookie registers, chats with the
// assistant through the SSE relay, and books a visit.
test.describe('a patient through the browser API', () => {
  test('registers, streams a turn from the assistant and books an ASAP visit', async ({ request }) => {
    // The address first, confirmed with the code from the outbox, then the rest (ADR 0088).
    await registerPatient(request, {
      email: uniqueEmail('homer'),
      password: 'donuts-and-duff-2026',
      firstName: 'Homer',
      lastName: 'Simpson',
      phoneNumber: '+1 555 010 0742',
      dateOfBirth: '1980-05-12',
      sex: 'male',
    });

    const me = await request.get('/api/users/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).data).toMatchObject({ firstName: 'Homer', lastName: 'Simpson' });

    const chat = await request.post('/api/chats', { headers: SAME_ORIGIN_HEADERS, data: {} });
    expect(chat.status()).toBe(201);
    const chatId = (await chat.json()).data.id as string;

    const symptom = 'I have had a sore throat for three days';
    recordSentPersonalData('message', symptom);
    const stream = await request.post(`/api/chats/${chatId}/stream`, {
      headers: { ...SAME_ORIGIN_HEADERS, Accept: 'text/event-stream' },
      data: { userEvent: { type: 'user_message', userInput: symptom } },
    });
    expect(stream.status()).toBe(200);
    expect(stream.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers()['cache-control']).toContain('no-transform');
    expect(stream.headers()['content-encoding']).toBeUndefined();
    const frames = await parseEventStream(await stream.text());
    expect(frames[0]).toEqual({ comment: 'connected' });
    const events = frames.flatMap((frame) => ('event' in frame ? [frame.event] : []));
    expect(events[0]).toBe('message.start');
    expect(events).toContain('message.content');
    expect(events.at(-1)).toBe('message.stop');

    const messages = await request.get(`/api/chats/${chatId}/messages`);
    const roles = (await messages.json()).data.items.map((message: { role: string }) => message.role);
    expect(roles).toEqual(['user', 'assistant']);

    const address = await request.put('/api/address', {
      headers: SAME_ORIGIN_HEADERS,
      data: { line1: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', postalCode: '62704' },
    });
    expect(address.status()).toBe(200);

    const booking = await request.post('/api/appointments/asap', {
      headers: { ...SAME_ORIGIN_HEADERS, 'Idempotency-Key': `asap-${chatId}` },
      data: { chatId, location: { state: 'IL' } },
    });
    expect(booking.status()).toBe(201);
    const appointment = (await booking.json()).data;
    expect(appointment.status).toBe('booked');

    const waitingRoom = await request.get(appointment.waitingRoomUrl);
    expect(waitingRoom.status()).toBe(200);
    expect(await waitingRoom.text()).toContain('Homer');
  });

  test('refuses a state-changing request from another site', async ({ request }) => {
    const response = await request.post('/api/chats', {
      headers: { Origin: 'https://evil.example' },
      data: {},
    });
    expect(response.status()).toBe(403);
  });

  test('answers the API without a session with 401 and an envelope', async ({ request }) => {
    const response = await request.get('/api/chats');
    expect(response.status()).toBe(401);
    const body = await response.json();
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    // The proxy does not run for /api/*; the routes set the API's own security headers (ADR 0049).
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('answers an API path no route serves with a JSON 404, not the HTML page', async ({ request }) => {
    const response = await request.get('/api/no/such/route');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 'error.not_found' });
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('answers a method a route does not serve with 405, Allow and the envelope, not Next.js’s bare 405', async ({
    request,
  }) => {
    const refused = await request.delete('/api/chats', { headers: SAME_ORIGIN_HEADERS });
    expect(refused.status()).toBe(405);
    expect(refused.headers()['allow']).toBe('GET, HEAD, OPTIONS, POST');
    expect(await refused.json()).toMatchObject({ code: 'error.method_not_allowed' });
    expect(refused.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(refused.headers()['x-content-type-options']).toBe('nosniff');

    const options = await request.fetch('/api/auth/me', { method: 'OPTIONS' });
    expect(options.status()).toBe(204);
    expect(options.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    expect(options.headers()['x-frame-options']).toBe('DENY');

    // The embedded service's mount leaves the answer to the service (ADR 0050).
    const embedded = await request.fetch('/embedded/api/v1/users/', { method: 'DELETE' });
    expect(embedded.status()).toBe(405);
    expect(embedded.headers()['allow']).toBe('GET, HEAD, POST');
  });

  test('answers methods Next.js cannot route (TRACE, CONNECT, PROPFIND) with 405 and Allow, not a 500', async ({
    request,
    baseURL,
  }) => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const api = await request.fetch('/api/chats', { method });
      expect(api.status(), method).toBe(405);
      expect(api.headers()['allow'], method).toBe('GET, HEAD, OPTIONS, POST');
      expect(api.headers()['x-content-type-options'], method).toBe('nosniff');
      expect(await api.json(), method).toMatchObject({
        code: 'error.method_not_allowed',
        message: expect.stringContaining(method),
      });

      const embedded = await request.fetch('/embedded/api/v1/users/', { method });
      expect(embedded.status(), method).toBe(405);
      expect(embedded.headers()['allow'], method).toBe('GET, HEAD, POST');

      const page = await request.fetch('/appointments', { method });
      expect(page.status(), method).toBe(405);
      expect(page.headers()['allow'], method).toBe('GET, HEAD');
      expect(await page.json(), method).toMatchObject({ code: 'error.method_not_allowed' });
    }
    // A path the API does not have stays 404.
    expect((await request.fetch('/api/no/such/route', { method: 'TRACE' })).status()).toBe(404);

    const { host, port } = new URL(baseURL!);
    const connected = await sendRawRequest(host.split(':')[0]!, Number(port), 'CONNECT /api/chats HTTP/1.1');
    expect(connected).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(connected.toLowerCase()).toContain('allow: get, head, options, post');
  });
});

test('pages carry a nonce-based CSP and the other security headers', async ({ page }) => {
  // The page's own scripts run under that policy: no violation is reported while it loads. Nor any other
  // console error: a missing icon, for one, is a 404 on every first visit.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=_-]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(errors).toEqual([]);
});
