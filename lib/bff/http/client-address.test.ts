import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { throttleAddressKey } from '@/lib/bff/http/address-key';
import { clientAddress } from '@/lib/bff/http/client-address';
import { SOCKET_ADDRESS_HEADER, stampSocketAddresses } from '@/lib/bff/http/socket-address';

const request = (headers: Record<string, string>) =>
  new Request('http://app.test/api/auth/login', { headers });

describe('clientAddress', () => {
  it('ignores X-Forwarded-For with no proxy in front, and uses the stamped socket address', () => {
    const spoofed = request({ 'X-Forwarded-For': '1.2.3.4', [SOCKET_ADDRESS_HEADER]: '198.51.100.7' });
    expect(clientAddress(spoofed, 0)).toBe('198.51.100.7');
    expect(clientAddress(request({ 'X-Forwarded-For': '1.2.3.4', 'X-Real-IP': '5.6.7.8' }), 0)).toBe(
      'unknown',
    );
  });

  it('takes the entry the outermost trusted proxy added, whatever the client put before it', () => {
    const headers = {
      'X-Forwarded-For': 'spoof, 203.0.113.5, 10.0.0.2',
      [SOCKET_ADDRESS_HEADER]: '10.0.0.3',
    };
    expect(clientAddress(request(headers), 1)).toBe('10.0.0.2');
    expect(clientAddress(request(headers), 2)).toBe('203.0.113.5');
    // Two proxies in front: clients behind them no longer share one key.
    const other = { ...headers, 'X-Forwarded-For': '203.0.113.6, 10.0.0.2' };
    expect(clientAddress(request(other), 2)).toBe('203.0.113.6');
  });
});

describe('stampSocketAddresses', () => {
  it("replaces a client's own stamp with the connection's address before the handler reads it", async () => {
    stampSocketAddresses();
    const seen: Array<string | string[] | undefined> = [];
    const server = createServer((incoming, outgoing) => {
      seen.push(incoming.headers[SOCKET_ADDRESS_HEADER]);
      outgoing.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [SOCKET_ADDRESS_HEADER]: '6.6.6.6', 'X-Forwarded-For': '6.6.6.6' },
      });
    } finally {
      server.close();
    }
    expect(seen).toEqual(['127.0.0.1']);
  });
});

describe('the throttle key of the client address', () => {
  it('counts a client behind the trusted proxy by its IPv4 address or its IPv6 /64', () => {
    const from = (address: string) =>
      throttleAddressKey(
        clientAddress(
          request({ 'X-Forwarded-For': `${address}, 10.0.0.2`, [SOCKET_ADDRESS_HEADER]: '10.0.0.3' }),
          2,
        ),
      );
    expect(from('203.0.113.5')).toBe('203.0.113.5');
    expect(from('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(from('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(from('2001:DB8:7:8:a:b:c:d')).toBe('2001:db8:7:8::/64');
    expect(
      throttleAddressKey(clientAddress(request({ [SOCKET_ADDRESS_HEADER]: '::ffff:198.51.100.7' }), 0)),
    ).toBe('198.51.100.7');
  });
});
