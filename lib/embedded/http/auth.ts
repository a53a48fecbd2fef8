import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { apiTokens, organizations, users } from '@/lib/db/embedded-schema';
import { USER_ID_HEADER } from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedEnv } from '../context';
import { sha256Hex } from '../ids';
import { ServiceFailure } from './service-failure';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const unauthorized = () =>
  new ServiceFailure('error.auth.unauthorized', 'A valid Bearer token is required in the Authorization header');

/**
 * Looks the token up on every request (no cache), so that a revoked token is refused at once.
 */
async function authenticate(deps: EmbeddedDeps, authorization: string | undefined) {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) throw unauthorized();
  const rows = await deps.db
    .select({ id: organizations.id, name: organizations.name })
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .where(and(eq(apiTokens.tokenHash, sha256Hex(token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  const organization = rows[0];
  if (!organization) throw unauthorized();
  return organization;
}

/** Bearer only: POST /users/ and POST /pharmacy/search/. */
export function requireOrganization(deps: EmbeddedDeps) {
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    c.set('organization', await authenticate(deps, c.req.header('Authorization')));
    await next();
  });
}

/** Both credentials: the token, and a user id that the token's organization owns. */
export function requireMember(deps: EmbeddedDeps) {
  return createMiddleware<EmbeddedEnv>(async (c, next) => {
    const organization = await authenticate(deps, c.req.header('Authorization'));
    const userId = c.req.header(USER_ID_HEADER)?.trim();
    if (!userId) {
      throw new ServiceFailure('error.member.forbidden', `The ${USER_ID_HEADER} header is required`);
    }
    const owned = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.organizationId, organization.id)))
      .limit(1);
    if (owned.length === 0) {
      throw new ServiceFailure('error.member.forbidden', 'This organization cannot act on the selected user');
    }
    c.set('organization', organization);
    c.set('userId', userId);
    await next();
  });
}
