import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The BFF acts for one organization per deployment, known only by its token. The key is a digest of the
 * token, so that accounts of deployments sharing a database stay apart without storing the token.
 * NOTE: rotating the token changes the key; accounts must then be re-keyed (see ADR 0002).
 */
export function deriveOrganizationKey(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 16);
}
