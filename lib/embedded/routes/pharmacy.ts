import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  missingPharmacyPrerequisites,
  pharmacySearchBodySchema,
  pharmacySearchDataSchema,
  putPharmacyBodySchema,
  successEnvelope,
} from '@/lib/contract';
import { pharmacyPreferences, users } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps, EmbeddedRouter } from '@/lib/embedded/context';
import { requireMember, requireOrganization } from '@/lib/embedded/http/auth';
import { withIdempotency } from '@/lib/embedded/http/idempotency';
import {
  documentedCredentials,
  envelopeResponse,
  errorResponsesFor,
  jsonBody,
} from '@/lib/embedded/http/openapi-helpers';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';
import { findPharmacyByNcpdpId, searchPharmacies } from '@/lib/embedded/pharmacies';

async function assertPharmacyPrerequisites(deps: EmbeddedDeps, userId: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const missing = missingPharmacyPrerequisites(user ?? {});
  if (missing.length > 0) {
    throw new ServiceFailure(
      'error.pharmacy.prerequisites',
      'Setting a pharmacy needs the user’s name, date of birth and sex on file',
      { missing },
    );
  }
}

export function registerPharmacyRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/pharmacy/search/',
      operationId: 'search_partner_pharmacies',
      summary: 'Search pharmacies by name, city or ZIP code, nearest first when coordinates are given',
      ...documentedCredentials({ idempotencyKey: true }),
      middleware: [requireOrganization(deps), withIdempotency(deps)] as const,
      request: { body: jsonBody(pharmacySearchBodySchema) },
      responses: {
        200: envelopeResponse('Matching pharmacies, at most 50', pharmacySearchDataSchema),
        ...errorResponsesFor(400, 401, 409, 422, 503),
      },
    }),
    async (c) => {
      const { searchTerm, latitude, longitude, state } = c.req.valid('json');
      const pharmacies = searchPharmacies({ searchTerm, latitude, longitude, state });
      return c.json(successEnvelope({ pharmacies }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/pharmacy/',
      operationId: 'put_partner_user_pharmacy',
      summary: 'Set the user’s preferred pharmacy',
      ...documentedCredentials({ serviceUser: true, idempotencyKey: true }),
      middleware: [requireMember(deps), withIdempotency(deps)] as const,
      request: { body: jsonBody(putPharmacyBodySchema) },
      responses: {
        200: envelopeResponse('Stored', z.null()),
        ...errorResponsesFor(400, 401, 403, 409, 422, 503),
      },
    }),
    async (c) => {
      const { ncpdpId } = c.req.valid('json');
      const userId = c.get('userId');
      await assertPharmacyPrerequisites(deps, userId);
      if (!findPharmacyByNcpdpId(ncpdpId)) {
        throw new ServiceFailure(
          'error.pharmacy.unknown',
          'No pharmacy has this NCPDP id; pick one from a search',
        );
      }
      const updatedAt = deps.clock.now();
      await deps.db
        .insert(pharmacyPreferences)
        .values({ userId, ncpdpId, updatedAt })
        .onConflictDoUpdate({ target: pharmacyPreferences.userId, set: { ncpdpId, updatedAt } });
      return c.json(successEnvelope(null), 200);
    },
  );
}
