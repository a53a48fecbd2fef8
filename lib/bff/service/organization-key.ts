import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { deploymentSettings } from '@/lib/db/app-schema';
import { sha256Hex } from '@/lib/bff/crypto/sha256';

const ORGANIZATION_KEY_SETTING = 'organization_key';

/** How accounts were keyed before the key was kept: a digest of the token. Still the first start's default. */
export function deriveOrganizationKey(token: string): string {
  return sha256Hex(token).slice(0, 16);
}

/**
 * The organization every account row of this deployment belongs to. It never follows the token, so that a
 * token rotation is a restart with the new token and nothing else (docs/decisions/0038-stable-organization-key.md):
 * ORGANIZATION_ID when configured, else the key kept in the database, written at the first start as the
 * digest of the token in use then (which is how a database from before kept its accounts' key).
 * Instances starting together agree: the first insert wins and every instance reads the winner.
 */
export async function resolveOrganizationKey({
  db,
  configured,
  token,
}: {
  db: Database;
  configured: string | undefined;
  token: string;
}): Promise<string> {
  if (configured) return configured;
  await db
    .insert(deploymentSettings)
    .values({ name: ORGANIZATION_KEY_SETTING, value: deriveOrganizationKey(token) })
    .onConflictDoNothing();
  const [kept] = await db
    .select({ value: deploymentSettings.value })
    .from(deploymentSettings)
    .where(eq(deploymentSettings.name, ORGANIZATION_KEY_SETTING));
  if (!kept) throw new Error('The organization key could not be kept in the database.');
  return kept.value;
}
