import 'server-only';
import { sha256Hex } from './random';

/**
 * The BFF acts for one organization per deployment, known only by its token. The key is a digest of the
 * token, so that accounts of deployments sharing a database stay apart without storing the token.
 * NOTE: rotating the token changes the key; accounts must then be re-keyed (see ADR 0002).
 */
export function deriveOrganizationKey(token: string): string {
  return sha256Hex(token).slice(0, 16);
}
