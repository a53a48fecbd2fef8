import { and, eq, lte } from 'drizzle-orm';
import type { IdempotencyConflictReason } from '@/lib/contract';
import type { Database } from '@/lib/db/connection';
import { idempotencyRecords } from '@/lib/db/embedded-schema';

/** How long a finished result is replayed (the interface's retention). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * How long a claim whose request never finished (a crashed process) blocks its key. Every keyed
 * operation answers in well under a second, so a claim this old belongs to no running request.
 */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 5 * 60 * 1000;

/** One request's hold on a key; `claimedAt` tells it apart from a later claim of the same key. */
export interface IdempotencyClaim {
  organizationId: string;
  key: string;
  fingerprint: string;
  claimedAt: Date;
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'conflict'; reason: IdempotencyConflictReason };

function claimOf(organizationId: string, key: string, fingerprint: string, now: Date): IdempotencyClaim {
  return { organizationId, key, fingerprint, claimedAt: now };
}

function recordOf(claim: IdempotencyClaim) {
  return and(
    eq(idempotencyRecords.organizationId, claim.organizationId),
    eq(idempotencyRecords.key, claim.key),
  );
}

function ownClaimOf(claim: IdempotencyClaim) {
  return and(
    recordOf(claim),
    eq(idempotencyRecords.fingerprint, claim.fingerprint),
    eq(idempotencyRecords.state, 'in_progress'),
    eq(idempotencyRecords.createdAt, claim.claimedAt),
  );
}

/**
 * Takes the key for this request, or says what the earlier request with it decided. Each step is a
 * single statement, so two requests racing for one key cannot both win, on PGlite or PostgreSQL.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: { organizationId: string; key: string; fingerprint: string; now: Date },
): Promise<ClaimOutcome> {
  const { organizationId, key, fingerprint, now } = request;
  const claim = claimOf(organizationId, key, fingerprint, now);
  const leaseEnd = new Date(now.getTime() + IDEMPOTENCY_CLAIM_LEASE_MS);
  // A claim released between the failed insert and the read is retried once more.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insert(idempotencyRecords)
      .values({ organizationId, key, fingerprint, state: 'in_progress', createdAt: now, expiresAt: leaseEnd })
      .onConflictDoNothing()
      .returning({ key: idempotencyRecords.key });
    if (inserted.length > 0) return { kind: 'claimed', claim };

    const replaced = await db
      .update(idempotencyRecords)
      .set({
        fingerprint,
        state: 'in_progress',
        responseStatus: null,
        responseBody: null,
        createdAt: now,
        expiresAt: leaseEnd,
      })
      .where(and(recordOf(claim), lte(idempotencyRecords.expiresAt, now)))
      .returning({ key: idempotencyRecords.key });
    if (replaced.length > 0) return { kind: 'claimed', claim };

    const [existing] = await db.select().from(idempotencyRecords).where(recordOf(claim)).limit(1);
    if (!existing) continue;
    if (existing.fingerprint !== fingerprint) return { kind: 'conflict', reason: 'payload_mismatch' };
    if (existing.state === 'completed' && existing.responseStatus !== null) {
      return { kind: 'replay', status: existing.responseStatus, body: existing.responseBody ?? '' };
    }
    return { kind: 'conflict', reason: 'in_progress' };
  }
  return { kind: 'conflict', reason: 'in_progress' };
}

/** Keeps the result for replay; a claim taken over meanwhile (lease expired) is left alone. */
export async function completeIdempotencyClaim(
  db: Database,
  claim: IdempotencyClaim,
  result: { status: number; body: string; now: Date },
): Promise<void> {
  await db
    .update(idempotencyRecords)
    .set({
      state: 'completed',
      responseStatus: result.status,
      responseBody: result.body,
      expiresAt: new Date(result.now.getTime() + IDEMPOTENCY_RETENTION_MS),
    })
    .where(ownClaimOf(claim));
}

/** Frees the key after a failure, so that the request can be retried with it. */
export async function releaseIdempotencyClaim(db: Database, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyRecords).where(ownClaimOf(claim));
}

export async function purgeExpiredIdempotencyRecords(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyRecords).where(lte(idempotencyRecords.expiresAt, now));
}
