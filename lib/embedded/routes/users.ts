import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  createUserBodySchema,
  formatIsoDateTime,
  successEnvelope,
  userSchema,
  type User,
} from '@/lib/contract';
import { users } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { newId } from '@/lib/embedded/ids';
import { requireMember, requireOrganization } from '@/lib/embedded/http/auth';
import { withIdempotency } from '@/lib/embedded/http/idempotency';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
  jsonBody,
} from '@/lib/embedded/http/openapi-helpers';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';
import { isUniqueViolation } from '@/lib/embedded/store/database-errors';

type UserRow = typeof users.$inferSelect;

export function toUserResource(row: UserRow): User {
  return {
    id: row.id,
    createdAt: formatIsoDateTime(row.createdAt),
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    email: row.email,
    phoneNumber: row.phoneNumber,
    sex: row.sex,
  };
}

export async function findUser(deps: EmbeddedDeps, userId: string): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  // The auth middleware has already checked the user exists in this organization.
  if (!row)
    throw new ServiceFailure('error.member.forbidden', 'This organization cannot act on the selected user');
  return row;
}

export function registerUserRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/users/',
      operationId: 'create_partner_user',
      summary: 'Create a user record for a patient',
      ...documentedCredentials({ idempotencyKey: true }),
      middleware: [requireOrganization(deps), withIdempotency(deps)] as const,
      request: { body: jsonBody(createUserBodySchema) },
      responses: {
        201: envelopeResponse('The user', userSchema),
        ...errorResponsesFor(400, 401, 409, 422, 503),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const organization = c.get('organization');
      try {
        const [row] = await deps.db
          .insert(users)
          .values({
            id: newId('usr'),
            organizationId: organization.id,
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            dateOfBirth: body.dateOfBirth ?? null,
            email: body.email?.toLowerCase() ?? null,
            phoneNumber: body.phoneNumber ?? null,
            sex: body.sex ?? null,
            createdAt: deps.clock.now(),
          })
          .returning();
        return c.json(successEnvelope(toUserResource(row!)), 201);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ServiceFailure(
            'error.user.conflict',
            'A user with this e-mail address or phone number already exists',
          );
        }
        throw error;
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/',
      operationId: 'get_partner_user',
      summary: 'Read the user selected by X-Service-User-ID',
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      responses: {
        200: envelopeResponse('The user', userSchema),
        ...errorResponsesFor(401, 403),
      },
    }),
    async (c) => c.json(successEnvelope(toUserResource(await findUser(deps, c.get('userId')))), 200),
  );
}
