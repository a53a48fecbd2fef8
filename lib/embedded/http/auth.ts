import { and, eq, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { apiTokens, organizations, users } from '@/lib/db/embedded-schema';
import { USER_ID_HEADER } from '@/lib/contract';
import type { EmbeddedDeps, EmbeddedEnv } from '@/lib/embedded/context';
import { sha256Hex } from '@/lib/embedded/ids';
import { ServiceFailure } from './service-failure';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const unauthorized = () =>
  new ServiceFailure(
    'error.auth.unauthorized',
    'A valid Bearer token is required in the Authorization header',
  );

function bearerToken(authorization: string | undefined): string {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) throw unauthorized();
  return token;
}

const activeToken = (token: string) =>
  and(eq(apiTokens.tokenHash, sha256Hex(token)), isNull(apiTokens.revokedAt));

/**
 * Looks the token up on every request (no cache), so that a revoked token is refused at once.
 */
async function authenticate(deps: EmbeddedDeps, authorization: string | undefined) {
  const rows = await deps.db
    .select({ id: organizations.id, name: organizations.name })
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .where(activeToken(bearerToken(authorization)))
    .limit(1);
  const organization = rows[0];
  if (!organization) throw unauthorized();
  return organization;
}

/**
 * The token and the selected user in one query, as this runs before every operation but two: the
 * user is joined only when the token's organization owns it.
 */
async function authenticateMember(
  deps: EmbeddedDeps,
  authorization: string | undefined,
  userId: string | undefined,
) {
  const token = bearerToken(authorization);
  const rows = await deps.db
    .select({ id: organizations.id, name: organizations.name, userId: users.id })
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .leftJoin(users, and(eq(users.id, userId ?? ''), eq(users.organizationId, organizations.id)))
    .where(activeToken(token))
    .limit(1);
  const row = rows[0];
  if (!row) throw unauthorized();
  if (!userId) throw new ServiceFailure('error.member.forbidden', `The ${USER_ID_HEADER} header is required`);
  if (!row.userId) {
    throw new ServiceFailure('error.member.forbidden', 'This organization cannot act on the selected user');
  }
  return { organization: { id: row.id, name: row.name }, userId: row.userId };
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
    const { organization, userId } = await authenticateMember(
      deps,
      c.req.header('Authorization'),
      c.req.header(USER_ID_HEADER)?.trim() || undefined,
    );
    c.set('organization', organization);
    c.set('userId', userId);
    await next();
  });
}
