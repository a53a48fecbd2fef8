import { describe, expect, it } from 'vitest';
import { createFakeClient, envelopeResponse, errorResponse } from '@/testing/service/fake-fetch';
import { captureServiceError, HOMER_USER } from '@/testing/service/service-fixtures';

describe('retries', () => {
  it('retries a read on 5xx up to maxAttempts with full-jitter backoff under the cap', async () => {
    const randoms = [0.99, 0.5, 0.99, 0.25];
    const { client, requests, sleeps } = createFakeClient(() => errorResponse(500, 'error.internal'), {
      retry: { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 300 },
      random: () => randoms.shift() ?? 0,
    });
    const error = await captureServiceError(client.getUser({ userId: 'usr_1' }));
    expect(error.status).toBe(500);
    expect(error.code).toBe('error.internal');
    expect(requests).toHaveLength(5);
    // random() * min(maxDelay, base * 2^retryIndex): caps 100, 200, 300, 300.
    expect(sleeps).toEqual([99, 100, 297, 75]);
  });

  it('keeps every delay within [0, cap] whatever random() returns', async () => {
    for (const value of [0, 0.3, 0.999999]) {
      const { client, sleeps } = createFakeClient(() => errorResponse(503, 'error.service.unavailable'), {
        random: () => value,
      });
      await captureServiceError(client.getUser({ userId: 'usr_1' }));
      expect(sleeps).toHaveLength(2);
      sleeps.forEach((delay, index) => {
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(Math.min(2000, 200 * 2 ** index));
      });
    }
  });

  it('succeeds when a later attempt does', async () => {
    const { client, requests, calls } = createFakeClient((_request, index) =>
      index === 0 ? errorResponse(503, 'error.service.unavailable') : envelopeResponse(200, HOMER_USER),
    );
    await expect(client.getUser({ userId: 'usr_1' })).resolves.toMatchObject({ id: HOMER_USER.id });
    expect(requests).toHaveLength(2);
    expect(calls.map(({ attempt, outcome, status }) => ({ attempt, outcome, status }))).toEqual([
      { attempt: 1, outcome: 'http_error', status: 503 },
      { attempt: 2, outcome: 'ok', status: 200 },
    ]);
  });

  it('never retries a 4xx', async () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      const { client, requests, sleeps } = createFakeClient(() => errorResponse(status, 'error.something'));
      const error = await captureServiceError(client.getUser({ userId: 'usr_1' }));
      expect(error.status).toBe(status);
      expect(requests).toHaveLength(1);
      expect(sleeps).toEqual([]);
    }
  });

  it('retries a keyed mutation with the same key on every attempt', async () => {
    const { client, requests } = createFakeClient((_request, index) =>
      index < 2 ? errorResponse(500, 'error.internal') : envelopeResponse(201, HOMER_USER),
    );
    await client.createUser({ body: { firstName: 'Homer' }, idempotencyKey: 'key-homer-1' });
    expect(requests).toHaveLength(3);
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'key-homer-1',
      'key-homer-1',
      'key-homer-1',
    ]);
    expect(new Set(requests.map((request) => request.bodyText)).size).toBe(1);
  });

  it('reports idempotency coordination being down without retrying', async () => {
    const { client, requests } = createFakeClient(() => errorResponse(503, 'error.idempotency.unavailable'));
    const error = await captureServiceError(
      client.putAddress({ userId: 'usr_1', body: { city: 'Springfield' }, idempotencyKey: 'key-1' }),
    );
    expect(error).toMatchObject({ status: 503, code: 'error.idempotency.unavailable' });
    expect(requests).toHaveLength(1);
  });

  it('never retries a mutation without a key', async () => {
    const { client, requests } = createFakeClient(() => errorResponse(500, 'error.internal'));
    await captureServiceError(client.searchPharmacies({ body: { searchTerm: 'Main' } }));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('retries a read after a network error and reports it as error.network when it persists', async () => {
    const { client, requests, calls } = createFakeClient(() => {
      throw new TypeError('fetch failed');
    });
    const error = await captureServiceError(client.getUser({ userId: 'usr_1' }));
    expect(error).toMatchObject({ status: 503, code: 'error.network', requestId: null });
    expect(requests).toHaveLength(3);
    expect(calls.every((call) => call.outcome === 'network_error' && call.status === null)).toBe(true);
  });

  it('does not retry a permanent artifact generation failure', async () => {
    const { client, requests } = createFakeClient(() =>
      errorResponse(500, 'error.artifact.generation_failed'),
    );
    const error = await captureServiceError(client.getArtifact({ userId: 'usr_1', artifactId: 'art_1' }));
    expect(error.code).toBe('error.artifact.generation_failed');
    expect(requests).toHaveLength(1);
  });

  it('times out a hanging attempt and retries it', async () => {
    const { client, requests } = createFakeClient(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
      { timeoutMs: 5, retry: { maxAttempts: 2 } },
    );
    const error = await captureServiceError(client.getUser({ userId: 'usr_1' }));
    expect(error.code).toBe('error.network');
    expect(error.message).toMatch(/in time/);
    expect(requests).toHaveLength(2);
  });

  it('stops at once when the caller aborts, with the abort reason', async () => {
    const controller = new AbortController();
    const { client, requests } = createFakeClient(() => {
      controller.abort(new Error('caller went away'));
      return errorResponse(503, 'error.service.unavailable');
    });
    await expect(
      client.getArtifact({ userId: 'usr_1', artifactId: 'art_1', signal: controller.signal }),
    ).rejects.toThrow('caller went away');
    expect(requests).toHaveLength(1);
  });
});
