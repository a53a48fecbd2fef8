import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { apiTokens, organizations } from '@/lib/db/embedded-schema';
import { newId, newSecret, sha256Hex } from './ids';

/**
 * The operator's side of access: organizations and their API tokens. Tokens are random, shown once,
 * and stored only as SHA-256 hashes; several may be active at once so that they can be rotated.
 */

export interface TokenSummary {
  id: string;
  label: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

export async function findOrganizationByName(db: Database, name: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.name, name)).limit(1);
  return row;
}

export async function addOrganization(db: Database, name: string, now = new Date()) {
  const existing = await findOrganizationByName(db, name);
  if (existing) return { organization: existing, created: false };
  const [row] = await db
    .insert(organizations)
    .values({ id: newId('org'), name, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return { organization: row ?? (await findOrganizationByName(db, name))!, created: Boolean(row) };
}

async function requireOrganization(db: Database, name: string) {
  const organization = await findOrganizationByName(db, name);
  if (!organization) throw new Error(`No organization named "${name}". Add it first: org add ${name}`);
  return organization;
}

/** Issues a new random token; the returned value is the only time it is seen. */
export async function issueToken(db: Database, organizationName: string, label?: string) {
  const organization = await requireOrganization(db, organizationName);
  const token = `svc_${newSecret(32)}`;
  const id = newId('tok');
  await db
    .insert(apiTokens)
    .values({ id, organizationId: organization.id, tokenHash: sha256Hex(token), label });
  return { id, token };
}

/** Registers a token chosen by the operator (EMBEDDED_ORGS); doing it again changes nothing. */
export async function ensureToken(
  db: Database,
  organizationName: string,
  token: string,
  label = 'configured',
) {
  const organization = await requireOrganization(db, organizationName);
  await db
    .insert(apiTokens)
    .values({ id: newId('tok'), organizationId: organization.id, tokenHash: sha256Hex(token), label })
    .onConflictDoNothing({ target: apiTokens.tokenHash });
}

export async function listTokens(db: Database, organizationName: string): Promise<TokenSummary[]> {
  const organization = await requireOrganization(db, organizationName);
  return db
    .select({
      id: apiTokens.id,
      label: apiTokens.label,
      createdAt: apiTokens.createdAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.organizationId, organization.id))
    .orderBy(asc(apiTokens.createdAt));
}

/** Revokes at once: authentication reads the token table on every request. */
export async function revokeToken(db: Database, tokenId: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length > 0;
}
