import { describe, expect, it } from 'vitest';
import { formatSseFrame } from '@/lib/contract';
import { ServiceError } from './service-error';
import { createFakeClient, errorResponse, FAKE_TOKEN, jsonResponse } from '@/testing/service/fake-fetch';
import {
  CONTENT,
  HEADACHE_TURN,
  START,
  STOP,
  collectEvents,
  createStreamingFakeClient,
} from '@/testing/service/stream-fixtures';

describe('openChatStream', () => {
  it('posts the turn with the stream headers and yields typed events', async () => {
    const { client, requests, calls } = createStreamingFakeClient([START, CONTENT, STOP].map(formatSseFrame));
    const stream = await client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN });
    expect(stream.requestId).toBe('req_stream_1');
    expect(await collectEvents(stream.events)).toEqual([START, CONTENT, STOP]);

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/v1/chats/chat_1/stream/');
    expect(request?.headers.get('Accept')).toBe('text/event-stream');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept-Encoding')).toBe('identity');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${FAKE_TOKEN}`);
    expect(request?.headers.has('Idempotency-Key')).toBe(false);
    expect(JSON.parse(request?.bodyText ?? '')).toEqual(HEADACHE_TURN);
    expect(calls).toEqual([
      expect.objectContaining({ pathTemplate: '/chats/{chatId}/stream/', status: 200, outcome: 'ok' }),
    ]);
    expect(JSON.stringify(calls)).not.toContain('headache');
  });

  it('throws the JSON error as a ServiceError before streaming, without retrying', async () => {
    const { client, requests, calls } = createFakeClient(() =>
      errorResponse(400, 'error.partner.validation', { fields: [{ path: 'timezone', message: 'Bad zone' }] }),
    );
    const error = await client
      .openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN })
      .catch((e: unknown) => e);
    expect(ServiceError.isServiceError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'error.partner.validation', requestId: 'req_fake_400' });
    expect(requests).toHaveLength(1);
    expect(calls).toEqual([expect.objectContaining({ outcome: 'http_error', status: 400 })]);
  });

  it('never retries the stream on a 5xx', async () => {
    const { client, requests } = createFakeClient(() => errorResponse(503, 'error.service.unavailable'));
    await expect(
      client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN }),
    ).rejects.toMatchObject({
      code: 'error.service.unavailable',
    });
    expect(requests).toHaveLength(1);
  });

  it('rejects a 2xx that is not an event stream', async () => {
    const { client } = createFakeClient(() =>
      jsonResponse(200, { code: 'success', message: 'ok', data: null }),
    );
    await expect(
      client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN }),
    ).rejects.toMatchObject({
      code: 'error.bad_response',
      data: { reason: 'not_event_stream' },
    });
  });

  it('reports a network failure before the stream as error.network', async () => {
    const { client, calls } = createFakeClient(() => {
      throw new TypeError('fetch failed');
    });
    await expect(
      client.openChatStream({ userId: 'usr_1', chatId: 'chat_1', body: HEADACHE_TURN }),
    ).rejects.toMatchObject({
      code: 'error.network',
      status: 503,
    });
    expect(calls).toEqual([expect.objectContaining({ outcome: 'network_error', status: null })]);
  });
});
