import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceConnection, type ServiceRequestSpec } from './service-connection';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const answer = async () => new Response('{}', { status: 200 });

/** A stand-in for the fetch Next.js installs: it wraps the one it found, and says which. */
function installFrameworkFetch() {
  const platform = vi.fn(answer);
  const framework = Object.assign(vi.fn(answer), { _nextOriginalFetch: platform });
  globalThis.fetch = framework as unknown as typeof fetch;
  return { platform, framework };
}

const options = { baseUrl: 'http://service.test/api/v1', token: 'tok' };
const getUser = (): ServiceRequestSpec => ({
  method: 'GET',
  path: '/users/',
  userId: 'u1',
  accept: 'json',
  signal: new AbortController().signal,
});

describe('the service connection', () => {
  it("calls the service with the fetch beneath the framework's, with the call's own signal", async () => {
    const { platform, framework } = installFrameworkFetch();
    const service = createServiceConnection(options);
    const request = service.buildRequest(getUser());
    await service.fetch(request);
    expect(framework).not.toHaveBeenCalled();
    // A signal of its own opts the call out of React's per-request dedupe (no clone of the response).
    expect(platform).toHaveBeenCalledWith('http://service.test/api/v1/users/', {
      method: 'GET',
      headers: request.headers,
      body: undefined,
      signal: request.signal,
    });
    expect(request.headers.get('authorization')).toBe('Bearer tok');
    expect(request.headers.get('x-service-user-id')).toBe('u1');
  });

  it('uses the global fetch as it is where nothing wraps it', async () => {
    const plain = vi.fn(answer);
    globalThis.fetch = plain as unknown as typeof fetch;
    const service = createServiceConnection(options);
    const request = service.buildRequest({ ...getUser(), method: 'POST', path: '/chats/', body: { a: 1 } });
    await service.fetch(request);
    expect(plain).toHaveBeenCalledWith('http://service.test/api/v1/chats/', {
      method: 'POST',
      headers: request.headers,
      body: '{"a":1}',
      signal: request.signal,
    });
  });

  it('hands the embedded handler a whole Request', async () => {
    const handler = vi.fn(async (request: Request) =>
      Response.json({ method: request.method, body: await request.text() }),
    );
    const service = createServiceConnection({ ...options, fetch: handler });
    const spec = { ...getUser(), method: 'PUT' as const, path: '/users/', body: { name: 'Marge' } };
    const response = await service.fetch(service.buildRequest(spec));
    expect(await response.json()).toEqual({ method: 'PUT', body: '{"name":"Marge"}' });
    const [request] = handler.mock.calls[0]!;
    expect(request.url).toBe('http://service.test/api/v1/users/');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.signal.aborted).toBe(false);
  });
});
