import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceConnection } from './service-connection';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A stand-in for the fetch Next.js installs: it wraps the one it found, and says which. */
function installFrameworkFetch() {
  const platform = vi.fn(async () => new Response('{}', { status: 200 }));
  const framework = Object.assign(
    vi.fn(async () => new Response('{}', { status: 200 })),
    { _nextOriginalFetch: platform },
  );
  globalThis.fetch = framework as unknown as typeof fetch;
  return { platform, framework };
}

describe('the service connection', () => {
  const connection = () => createServiceConnection({ baseUrl: 'http://service.test/api/v1', token: 'tok' });

  it("calls the service with the fetch beneath the framework's, with the request's own signal", async () => {
    const { platform, framework } = installFrameworkFetch();
    const service = connection();
    const request = service.buildRequest({ method: 'GET', path: '/users/', userId: 'u1', accept: 'json' });
    await service.fetch(request);
    expect(framework).not.toHaveBeenCalled();
    // A signal of its own opts the call out of React's per-request dedupe (no clone of the response).
    expect(platform).toHaveBeenCalledWith(request, { signal: request.signal });
  });

  it('uses the global fetch as it is where nothing wraps it', async () => {
    const plain = vi.fn(async () => new Response('{}', { status: 200 }));
    globalThis.fetch = plain as unknown as typeof fetch;
    const service = connection();
    const request = service.buildRequest({ method: 'POST', path: '/chats/', body: { a: 1 }, accept: 'json' });
    await service.fetch(request);
    expect(plain).toHaveBeenCalledWith(request, { signal: request.signal });
  });
});
