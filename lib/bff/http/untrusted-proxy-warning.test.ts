import { describe, expect, it, vi } from 'vitest';
import { clientAddress } from '@/lib/bff/http/client-address';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { bffLog } from '@/lib/bff/logging/bff-logger';

const request = (headers: Record<string, string>) =>
  new Request('http://app.test/api/auth/login', { headers });

// Runs in an own module registry (vitest.config.ts): the warning is given once per process, and another
// file's request may have given it already.
describe('X-Forwarded-For with TRUST_PROXY_HOPS 0', () => {
  it('warns once per process, saying what to set, and only when a proxy wrote the header', () => {
    const warn = vi.spyOn(bffLog, 'warn').mockImplementation(() => undefined);
    // No header, or the one Next fills in from the socket itself: nothing in front of the app.
    clientAddress(request({ [SOCKET_ADDRESS_HEADER]: '198.51.100.7' }), 0);
    clientAddress(request({ [SOCKET_ADDRESS_HEADER]: '198.51.100.7', 'X-Forwarded-For': '198.51.100.7' }), 0);
    // Behind a proxy that is trusted: the header is expected.
    clientAddress(request({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2', 'X-Forwarded-For': '203.0.113.5' }), 1);
    expect(warn).not.toHaveBeenCalled();

    const behindBalancer = request({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2', 'X-Forwarded-For': '203.0.113.5' });
    expect(clientAddress(behindBalancer, 0)).toBe('10.0.0.2');
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, message] = warn.mock.calls[0] as unknown as [object, string];
    expect(fields).toEqual({ forwardedEntries: 1 });
    expect(message).toMatch(/TRUST_PROXY_HOPS is 0/);
    expect(message).toMatch(/set TRUST_PROXY_HOPS to the number of proxies in front of the app/);

    clientAddress(
      request({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2', 'X-Forwarded-For': '203.0.113.6, 10.0.0.9' }),
      0,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
