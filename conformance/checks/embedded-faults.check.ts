import { afterEach, describe, expect, it } from 'vitest';
import { chatSummarySchema, IDEMPOTENCY_REPLAYED_HEADER, messageSchema, userSchema } from '@/lib/contract';
import { pollArtifact } from '../support/artifacts';
import { bookAsap } from '../support/booking';
import { createChat, sendTurn, streamTurn, userTurn } from '../support/chats';
import { driveConsultation } from '../support/consultation';
import { expectError, expectPaged, expectSuccess } from '../support/expectations';
import { api } from '../support/http-client';
import { resetFaults, setFaults } from '../support/faults';
import { target } from '../support/target';
import { as, createFullUser, createUser, fullProfile } from '../support/users';
import { uniqueIdempotencyKey } from '../support/unique';

describe.skipIf(!target.embedded)('embedded service: injected faults', () => {
  afterEach(resetFaults);

  it('GET /_admin/faults reads the settings, and PUT with an unknown setting → 422', async () => {
    const current = await api.get('/_admin/faults');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ data: { readErrorRate: 0, artifactFailure: false } });
    expectError(await api.put('/_admin/faults', { json: { meteorStrike: true } }), { status: 422 });
  });

  it('read-error fault: GET /users/ → 503 error envelope with X-Request-ID', async () => {
    const user = await createFullUser();
    await setFaults({ readErrorRate: 1 });
    expectError(await api.get('/users/', as(user)), {
      status: 503,
      embeddedCode: 'error.service.unavailable',
    });
    expectError(await api.get('/chats/', as(user)), {
      status: 503,
      embeddedCode: 'error.service.unavailable',
    });
  });

  it('read-error fault: writes still work', async () => {
    const user = await createFullUser();
    await setFaults({ readErrorRate: 1 });
    await createChat(as(user));
    await createUser(fullProfile());
    await resetFaults();
    expect(expectPaged(await api.get('/chats/', as(user)), chatSummarySchema).total).toBe(1);
  });

  it('idempotency-down fault: a keyed POST /chats/ → 503, and no chat is created', async () => {
    const user = await createFullUser();
    await setFaults({ idempotencyUnavailable: true });
    const response = await api.post('/chats/', {
      ...as(user),
      json: {},
      idempotencyKey: uniqueIdempotencyKey('down'),
    });
    expectError(response, { status: 503, embeddedCode: 'error.idempotency.unavailable' });
    await resetFaults();
    expect(expectPaged(await api.get('/chats/', as(user)), chatSummarySchema).total).toBe(0);
  });

  it('idempotency-down fault: a keyed POST /users/ → 503, and the user is not created', async () => {
    const profile = fullProfile();
    await setFaults({ idempotencyUnavailable: true });
    const response = await api.post('/users/', {
      json: profile,
      idempotencyKey: uniqueIdempotencyKey('down'),
    });
    expectError(response, { status: 503, embeddedCode: 'error.idempotency.unavailable' });
    await resetFaults();
    // Had the first request created the user, its e-mail would now conflict.
    expectSuccess(await api.post('/users/', { json: profile }), { status: 201, data: userSchema });
  });

  it('idempotency-down fault: once it is over, the same key starts the request afresh', async () => {
    const user = await createFullUser();
    const idempotencyKey = uniqueIdempotencyKey('down');
    await setFaults({ idempotencyUnavailable: true });
    expectError(await api.post('/chats/', { ...as(user), json: {}, idempotencyKey }), { status: 503 });
    await resetFaults();
    const retried = await api.post('/chats/', { ...as(user), json: {}, idempotencyKey });
    expectSuccess(retried, { status: 201, data: chatSummarySchema });
    expect(retried.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).not.toBe('true');
  });

  it('read-error fault: the waiting room page and the fault switch still answer', async () => {
    const user = await createFullUser();
    const booking = await bookAsap(as(user), (await createChat(as(user))).id);
    await setFaults({ readErrorRate: 1 });
    const page = await fetch(booking.waitingRoomUrl);
    await page.body?.cancel();
    expect(page.status).toBe(200);
    expect((await api.get('/_admin/faults')).status).toBe(200);
  });

  it('idempotency-down fault: the same mutation without a key still works', async () => {
    const user = await createFullUser();
    await setFaults({ idempotencyUnavailable: true });
    await createChat(as(user));
  });

  it('artifact-failure fault: the artifacts of a completed consultation → 500', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    await setFaults({ artifactFailure: true });
    const { complete } = await driveConsultation(as(user), chat.id);
    const { last } = await pollArtifact(as(user), complete.artifacts.soapNote);
    expectError(last, { status: 500, embeddedCode: 'error.artifact.generation_failed' });
  }, 180_000);

  it('cut-stream fault: the stream ends before message.stop, and the user turn is listed', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    await setFaults({ cutStreamAfterEvents: 2 });
    const reading = await streamTurn(as(user), chat.id, 'I have had a sore throat for three days');
    const types = reading.frames.map((frame) => frame.event);
    expect(types.length).toBeLessThanOrEqual(2);
    expect(types[0]).toBe('message.start');
    expect(types).not.toContain('message.stop');
    await resetFaults();
    const messages = expectPaged(await api.get(`/chats/${chat.id}/messages/`, as(user)), messageSchema).items;
    expect(messages[0]).toMatchObject({ role: 'user', content: 'I have had a sore throat for three days' });
  });

  it('rate-limit fault: a turn gets an error event with errorCode rate_limited and retryAfterSeconds', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    await setFaults({ rateLimitStreams: true });
    const reading = await streamTurn(as(user), chat.id, 'Hello');
    const error = reading.events.find((event) => event.type === 'error');
    expect(error).toMatchObject({ type: 'error', errorCode: 'rate_limited' });
    expect(error?.type === 'error' ? error.retryAfterSeconds : undefined).toBeGreaterThan(0);
    expect(reading.events.map((event) => event.type)).not.toContain('message.start');
  });

  it('latency fault: a request takes at least the injected latency', async () => {
    const user = await createFullUser();
    await setFaults({ latencyMs: 400 });
    const started = performance.now();
    await api.get('/users/', as(user));
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });
});

describe.skipIf(!target.embedded || target.turnsPerMinute === null)(
  'embedded service: turn rate limit',
  () => {
    it(`a user's turn beyond ${target.turnsPerMinute} a minute gets rate_limited with retryAfterSeconds`, async () => {
      const limit = target.turnsPerMinute ?? 0;
      const user = await createFullUser();
      const chat = await createChat(as(user));
      for (let turn = 1; turn <= limit; turn += 1) {
        const result = await sendTurn(as(user), chat.id, userTurn('No'));
        expect(result.kind).toBe('stream');
        if (result.kind === 'stream') {
          expect(
            result.reading.events.some((event) => event.type === 'error'),
            `turn ${turn}`,
          ).toBe(false);
        }
      }
      const reading = await streamTurn(as(user), chat.id, 'No');
      const error = reading.events.find((event) => event.type === 'error');
      expect(error).toMatchObject({ type: 'error', errorCode: 'rate_limited' });
      const retryAfterSeconds = error?.type === 'error' ? error.retryAfterSeconds : 0;
      expect(retryAfterSeconds).toBeGreaterThan(0);
      expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    }, 180_000);
  },
);
