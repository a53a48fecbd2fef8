import type { Context } from 'hono';
import { readWaitingRoom } from '@/lib/embedded/booking/waiting-room-status';
import {
  renderWaitingRoomNotFoundPage,
  renderWaitingRoomPage,
  WAITING_ROOM_CSP,
} from '@/lib/embedded/booking/waiting-room-page';
import type { EmbeddedDeps, EmbeddedEnv, EmbeddedRouter } from '@/lib/embedded/context';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

// The token in the address is the only credential, so it must not leak through referrers or caches.
const PAGE_HEADERS = {
  'Content-Security-Policy': WAITING_ROOM_CSP,
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/**
 * The patient-facing waiting room of an ASAP appointment: an HTML page, not an operation of the
 * interface, so it has no authentication (the unguessable link is the capability) and no OpenAPI entry.
 */
export function registerWaitingRoomRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  const servePage = async (c: Context<EmbeddedEnv, '/waiting-room/:token'>) => {
    const token = c.req.param('token');
    const status = TOKEN_PATTERN.test(token) ? await readWaitingRoom(deps, token) : undefined;
    if (!status) return c.html(renderWaitingRoomNotFoundPage(), 404, PAGE_HEADERS);
    return c.html(renderWaitingRoomPage(status), 200, PAGE_HEADERS);
  };
  // The link has no trailing slash; the interface's paths all have one, so both are served.
  app.get('/waiting-room/:token', servePage);
  app.get('/waiting-room/:token/', servePage);
}
