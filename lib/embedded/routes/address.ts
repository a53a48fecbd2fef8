import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { addressSchema, putAddressBodySchema, successEnvelope, type Address } from '@/lib/contract';
import { addresses } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { requireMember } from '@/lib/embedded/http/auth';
import { withIdempotency } from '@/lib/embedded/http/idempotency';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
  jsonBody,
} from '@/lib/embedded/http/openapi-helpers';
import { notFound } from '@/lib/embedded/http/service-failure';

export function registerAddressRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'put',
      path: '/address/',
      operationId: 'put_partner_user_address',
      summary: 'Set the user’s postal address, replacing the stored one; fields left out are cleared',
      ...documentedCredentials({ serviceUser: true, idempotencyKey: true }),
      middleware: [requireMember(deps), withIdempotency(deps)] as const,
      request: { body: jsonBody(putAddressBodySchema) },
      responses: {
        200: envelopeResponse('Stored', z.null()),
        ...errorResponsesFor(400, 401, 403, 409, 422, 503),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      // A whole replacement (docs/decisions/0010-resources.md): leaving a field out is how a client clears it.
      const address = {
        line1: body.line1 ?? null,
        line2: body.line2 ?? null,
        city: body.city ?? null,
        state: body.state ?? null,
        postalCode: body.postalCode ?? null,
        updatedAt: deps.clock.now(),
      };
      await deps.db
        .insert(addresses)
        .values({ userId: c.get('userId'), ...address })
        .onConflictDoUpdate({ target: addresses.userId, set: address });
      return c.json(successEnvelope(null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/address/',
      operationId: 'get_partner_user_address',
      summary: 'Read the user’s postal address',
      ...documentedCredentials({ serviceUser: true }),
      middleware: [requireMember(deps)] as const,
      responses: {
        200: envelopeResponse('The address, every field present (null when not on file)', addressSchema),
        ...errorResponsesFor(401, 403, 404),
      },
    }),
    async (c) => {
      const [row] = await deps.db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, c.get('userId')))
        .limit(1);
      if (!row) throw notFound.address();
      const address: Address = {
        line1: row.line1,
        line2: row.line2,
        city: row.city,
        state: row.state,
        postalCode: row.postalCode,
      };
      return c.json(successEnvelope(address), 200);
    },
  );
}
