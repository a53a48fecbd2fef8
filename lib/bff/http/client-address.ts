import 'server-only';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { bffLog } from '@/lib/bff/logging/bff-logger';

function forwardedEntries(request: Request): string[] {
  return (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

let warnedOfUntrustedProxy = false;

/**
 * Next fills X-Forwarded-For with the socket's address when a request comes without one, so a header
 * that says anything else came from in front of the app: most likely a proxy that TRUST_PROXY_HOPS does
 * not know of, which makes every client share the proxy's address. Said once per process.
 */
function warnOfUntrustedProxy(entries: string[], socket: string | undefined): void {
  if (warnedOfUntrustedProxy || entries.length === 0) return;
  if (entries.length === 1 && entries[0] === socket) return;
  warnedOfUntrustedProxy = true;
  bffLog.warn(
    { forwardedEntries: entries.length },
    'requests arrive with X-Forwarded-For but TRUST_PROXY_HOPS is 0, so the sign-in and registration ' +
      'throttles count every client behind that proxy as one: set TRUST_PROXY_HOPS to the number of ' +
      'proxies in front of the app (1 for a single load balancer)',
  );
}

/**
 * The client's address for the sign-in and registration throttles. With `trustProxyHops` 0 (no proxy in
 * front) it is the connection's own address, which the server stamps on every request (see
 * socket-address.ts); X-Forwarded-For is then the client's word and ignored. Behind N proxies that each
 * append the address they saw, the entry N from the end is the one the outermost proxy added: entries
 * before it are the client's word. 'unknown' when neither is there (never the case under `next start`).
 */
export function clientAddress(request: Request, trustProxyHops = getAppConfig().trustProxyHops): string {
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER)?.trim() || undefined;
  const entries = forwardedEntries(request);
  if (trustProxyHops === 0) {
    warnOfUntrustedProxy(entries, socket);
    return socket ?? 'unknown';
  }
  // Fewer entries than proxies: the request skipped some, and the first entry is the farthest known.
  return entries.at(-trustProxyHops) ?? entries[0] ?? socket ?? 'unknown';
}
