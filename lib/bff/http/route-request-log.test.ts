import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/bff/http/api-error';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { UNROUTABLE_METHOD_HEADER } from '@/lib/bff/http/unroutable-method';
import { noteUpstreamRequest } from '@/lib/bff/logging/request-context';

const noParams = { params: Promise.resolve({}) };
const get = (path: string) => new Request(`http://app.test${path}`);

afterEach(() => vi.restoreAllMocks());

describe("withRoute's log line", () => {
  it('is one line per request: id, method, route without its query, status, duration and the service calls', async () => {
    const info = vi.spyOn(bffLog, 'info').mockImplementation(() => {});
    const route = withRoute(async () => {
      noteUpstreamRequest('req_up_1');
      noteUpstreamRequest('req_up_2');
      return jsonResponse({ ok: true });
    });
    const response = await route(get('/api/staff/patients?q=marge%40example.test'), noParams);
    expect(info).toHaveBeenCalledTimes(1);
    const [fields, message] = info.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('request');
    expect(fields).toEqual({
      requestId: response.headers.get('X-Request-ID'),
      method: 'GET',
      route: '/api/staff/patients',
      status: 200,
      durationMs: expect.any(Number),
      upstreamRequestIds: ['req_up_1', 'req_up_2'],
    });
    expect(JSON.stringify(info.mock.calls)).not.toContain('marge');
  });

  it('names the method the client sent when Next.js could not route it', async () => {
    const info = vi.spyOn(bffLog, 'info').mockImplementation(() => {});
    const route = withRoute(async () => new Response(null, { status: 405 }), { csrf: false });
    const carried = new Request('http://app.test/api/chats', {
      method: 'OPTIONS',
      headers: { [UNROUTABLE_METHOD_HEADER]: 'TRACE' },
    });
    await route(carried, noParams);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ method: 'TRACE', status: 405 }), 'request');
  });

  it('is an error line for a 5xx answer', async () => {
    const error = vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    const route = withRoute(async () => {
      throw new ApiError({ status: 503, code: 'error.service.unavailable', message: 'Busy' });
    });
    await route(get('/api/chats'), noParams);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ status: 503, route: '/api/chats' }),
      'request',
    );
  });

  it('is left out for a route that asks for no log (the probes)', async () => {
    const info = vi.spyOn(bffLog, 'info').mockImplementation(() => {});
    const route = withRoute(async () => jsonResponse({ status: 'alive' }), { log: false });
    expect((await route(get('/api/health'), noParams)).status).toBe(200);
    expect(info).not.toHaveBeenCalled();
  });
});
