import 'server-only';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { SessionKind } from '@/lib/contract/bff';
import type { Database } from '@/lib/db/connection';
import { secondFactorRecoveryCodes, secondFactors } from '@/lib/db/app-schema';

/** Whose second factor: one account of one kind in one organization. */
export interface SecondFactorOwner {
  organizationKey: string;
  kind: SessionKind;
  accountId: string;
}

export type SecondFactorRow = typeof secondFactors.$inferSelect;

const ownedBy = (owner: SecondFactorOwner) =>
  and(
    eq(secondFactors.organizationKey, owner.organizationKey),
    eq(secondFactors.kind, owner.kind),
    eq(secondFactors.accountId, owner.accountId),
  );

const codesOf = (owner: SecondFactorOwner) =>
  and(
    eq(secondFactorRecoveryCodes.organizationKey, owner.organizationKey),
    eq(secondFactorRecoveryCodes.kind, owner.kind),
    eq(secondFactorRecoveryCodes.accountId, owner.accountId),
  );

export async function readSecondFactor(
  db: Database,
  owner: SecondFactorOwner,
): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(ownedBy(owner));
  return row;
}

/**
 * A new key waiting for its first code, replacing one that waited before. An enabled second factor is
 * never replaced here: false then.
 */
export async function storePendingKey(
  db: Database,
  owner: SecondFactorOwner,
  sealedSecret: string,
): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ ...owner, sealedSecret })
    .onConflictDoUpdate({
      target: [secondFactors.organizationKey, secondFactors.kind, secondFactors.accountId],
      set: { sealedSecret, lastUsedStep: 0, createdAt: new Date() },
      setWhere: isNull(secondFactors.enabledAt),
    })
    .returning({ accountId: secondFactors.accountId });
  return rows.length > 0;
}

/**
 * Records `step` as used, if it is later than every step used before: one statement, so two requests
 * with the same code cannot both pass. False for a replayed (or older) step.
 */
export async function claimStep(db: Database, owner: SecondFactorOwner, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(and(ownedBy(owner), lt(secondFactors.lastUsedStep, step)))
    .returning({ accountId: secondFactors.accountId });
  return rows.length > 0;
}

/** Switches a waiting key on, with the hashes of its new recovery codes; false when it was not waiting. */
export async function enableSecondFactor(
  db: Database,
  owner: SecondFactorOwner,
  { recoveryCodeHashes, now }: { recoveryCodeHashes: string[]; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(secondFactors)
      .set({ enabledAt: now })
      .where(and(ownedBy(owner), isNull(secondFactors.enabledAt)))
      .returning({ accountId: secondFactors.accountId });
    if (rows.length === 0) return false;
    await tx.delete(secondFactorRecoveryCodes).where(codesOf(owner));
    if (recoveryCodeHashes.length > 0) {
      await tx
        .insert(secondFactorRecoveryCodes)
        .values(recoveryCodeHashes.map((codeHash) => ({ ...owner, codeHash })));
    }
    return true;
  });
}

/** Uses one recovery code of an enabled second factor, once: false when it is not one, or already used. */
export async function claimRecoveryCode(
  db: Database,
  owner: SecondFactorOwner,
  { codeHash, now }: { codeHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        codesOf(owner),
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ accountId: secondFactorRecoveryCodes.accountId });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, owner: SecondFactorOwner): Promise<number> {
  const rows = await db
    .select({ codeHash: secondFactorRecoveryCodes.codeHash })
    .from(secondFactorRecoveryCodes)
    .where(and(codesOf(owner), isNull(secondFactorRecoveryCodes.usedAt)));
  return rows.length;
}

/** Removes the key and its recovery codes; whether there was an enabled one. */
export async function removeSecondFactor(db: Database, owner: SecondFactorOwner): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(secondFactors)
      .where(and(ownedBy(owner), isNotNull(secondFactors.enabledAt)))
      .returning({ accountId: secondFactors.accountId });
    await tx.delete(secondFactors).where(ownedBy(owner));
    await tx.delete(secondFactorRecoveryCodes).where(codesOf(owner));
    return removed.length > 0;
  });
}
