import { createMiddleware } from 'hono/factory';
import type { EmbeddedDeps, EmbeddedEnv } from '@/lib/embedded/context';
import { ServiceFailure } from './service-failure';

export const ADMIN_FAULTS_PATH = '/_admin/faults';
export const WAITING_ROOM_PATH = '/waiting-room/';

/**
 * Paths (below the base path) that faults never touch: the switch that turns faults off must stay
 * reachable, and the document and the waiting room page are for people, not for client tests.
 */
function isExemptFromFaults(pathBelowBase: string): boolean {
  return (
    pathBelowBase === ADMIN_FAULTS_PATH ||
    pathBelowBase === `${ADMIN_FAULTS_PATH}/` ||
    pathBelowBase === '/openapi.json' ||
    pathBelowBase.startsWith(WAITING_ROOM_PATH)
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Latency on every request, and 503 on a share of reads, as the fault settings ask. */
export function injectFaults(deps: EmbeddedDeps, basePath: string) {
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    const pathBelowBase = c.req.path.startsWith(basePath) ? c.req.path.slice(basePath.length) : c.req.path;
    if (isExemptFromFaults(pathBelowBase)) return next();
    const { latencyMs } = deps.faults.current();
    if (latencyMs > 0) await sleep(latencyMs);
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (isRead && deps.faults.shouldFailRead()) {
      throw new ServiceFailure(
        'error.service.unavailable',
        'The service is temporarily unavailable (injected fault)',
      );
    }
    await next();
  });
}
