import 'server-only';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';

function forwardedEntries(request: Request): string[] {
  return (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
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
  if (trustProxyHops === 0) return socket ?? 'unknown';
  const entries = forwardedEntries(request);
  // Fewer entries than proxies: the request skipped some, and the first entry is the farthest known.
  return entries.at(-trustProxyHops) ?? entries[0] ?? socket ?? 'unknown';
}
