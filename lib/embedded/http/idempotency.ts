import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeySchema,
  toFieldIssues,
  USER_ID_HEADER,
} from '@/lib/contract';
import type { Database } from '@/lib/db/connection';
import type { EmbeddedDeps, EmbeddedEnv } from '@/lib/embedded/context';
import { sha256Hex } from '@/lib/embedded/ids';
import {
  claimIdempotencyKey,
  completeIdempotencyClaim,
  purgeExpiredIdempotencyRecords,
  releaseIdempotencyClaim,
  type IdempotencyClaim,
} from '@/lib/embedded/store/idempotency-store';
import { ServiceFailure } from './service-failure';
import { embeddedLog } from '@/lib/embedded/embedded-log';
import { loggableError } from '@/lib/logging/loggable-error';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const lastPurgeAt = new WeakMap<Database, number>();

const unavailable = () =>
  new ServiceFailure(
    'error.idempotency.unavailable',
    'Idempotency coordination is unavailable; the request was not started. Retry later with the same key.',
  );

async function fingerprintRequest(c: Context<EmbeddedEnv>): Promise<string> {
  // Hono keeps the text, so the route's JSON validator still reads the body after this.
  const body = await c.req.text();
  return sha256Hex(JSON.stringify([c.req.method, c.req.path, c.req.header(USER_ID_HEADER) ?? '', body]));
}

async function purgeExpiredOccasionally(deps: EmbeddedDeps, now: Date): Promise<void> {
  const last = lastPurgeAt.get(deps.db);
  if (last !== undefined && now.getTime() - last < PURGE_INTERVAL_MS) return;
  lastPurgeAt.set(deps.db, now.getTime());
  await purgeExpiredIdempotencyRecords(deps.db, now);
}

function replay(status: number, body: string): Response {
  return new Response(body === '' ? null : body, {
    status,
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_REPLAYED_HEADER]: 'true' },
  });
}

async function releaseQuietly(deps: EmbeddedDeps, claim: IdempotencyClaim): Promise<void> {
  try {
    await releaseIdempotencyClaim(deps.db, claim);
  } catch (error) {
    // The claim then lapses with its lease.
    embeddedLog.error({ error: loggableError(error) }, 'could not release an idempotency key');
  }
}

/**
 * Idempotency-Key handling for the operations the interface lists (see docs/decisions). Goes after
 * the authentication middleware: keys are scoped to the organization.
 */
export function withIdempotency(deps: EmbeddedDeps) {
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    const checked = idempotencyKeySchema.safeParse(key);
    if (!checked.success) {
      throw new ServiceFailure('error.validation', 'The request failed validation', {
        fields: toFieldIssues(checked.error, { prefix: IDEMPOTENCY_KEY_HEADER }),
      });
    }
    if (deps.faults.current().idempotencyUnavailable) throw unavailable();
    const organization = c.get('organization');
    if (!organization) throw new Error('withIdempotency must run after the authentication middleware');

    const fingerprint = await fingerprintRequest(c);
    const now = deps.clock.now();
    let outcome;
    try {
      await purgeExpiredOccasionally(deps, now);
      outcome = await claimIdempotencyKey(deps.db, {
        organizationId: organization.id,
        key,
        fingerprint,
        now,
      });
    } catch (error) {
      embeddedLog.error(
        { requestId: c.get('requestId'), error: loggableError(error) },
        'idempotency store failed',
      );
      throw unavailable();
    }
    if (outcome.kind === 'replay') return replay(outcome.status, outcome.body);
    if (outcome.kind === 'conflict') {
      throw new ServiceFailure(
        'error.idempotency.conflict',
        outcome.reason === 'in_progress'
          ? 'A request with this Idempotency-Key is still being processed'
          : 'This Idempotency-Key was used with a different request',
        { reason: outcome.reason },
      );
    }

    const { claim } = outcome;
    try {
      await next();
    } catch (error) {
      await releaseQuietly(deps, claim);
      throw error;
    }
    // A server failure is no result: the client may retry the same request with the same key.
    if (c.res.status >= 500) {
      await releaseQuietly(deps, claim);
      return;
    }
    try {
      const body = await c.res.clone().text();
      await completeIdempotencyClaim(deps.db, claim, { status: c.res.status, body, now: deps.clock.now() });
    } catch (error) {
      // The mutation happened: answer it, and let the claim lapse with its lease.
      embeddedLog.error(
        { requestId: c.get('requestId'), error: loggableError(error) },
        'could not store the idempotent result',
      );
    }
  });
}
