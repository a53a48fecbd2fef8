import { createMiddleware } from 'hono/factory';
import type { EmbeddedDeps, EmbeddedEnv } from '../context';

/** Idempotency-Key handling for the operations the interface lists (see docs/decisions). */
export function withIdempotency(_deps: EmbeddedDeps) {
  return createMiddleware<EmbeddedEnv>(async (_c, next) => {
    await next();
  });
}
