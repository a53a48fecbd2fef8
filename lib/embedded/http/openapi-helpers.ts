import type { z } from 'zod';
import {
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  successEnvelopeSchema,
  USER_ID_HEADER,
} from '@/lib/contract';
import type { EmbeddedRouter } from '@/lib/embedded/context';

/** Response entries shared by the route definitions, so the OpenAPI document lists every error. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

export function envelopeResponse<T extends z.ZodType>(description: string, dataSchema: T) {
  return jsonResponse(description, successEnvelopeSchema(dataSchema));
}

export const errorResponses = {
  400: jsonResponse('Content validation failed, or a rule of the operation was broken', errorEnvelopeSchema),
  401: jsonResponse(
    'Bearer token missing, invalid or revoked (error.auth.unauthorized)',
    errorEnvelopeSchema,
  ),
  403: jsonResponse(
    'The organization cannot act on the selected user (error.member.forbidden)',
    errorEnvelopeSchema,
  ),
  404: jsonResponse('Absent, or outside the organization and user scope', errorEnvelopeSchema),
  409: jsonResponse('Idempotency conflict (error.idempotency.conflict)', errorEnvelopeSchema),
  422: jsonResponse('The request shape failed validation (error.validation)', errorEnvelopeSchema),
  503: jsonResponse('Idempotency coordination unavailable; nothing was started', errorEnvelopeSchema),
} as const;

type ErrorStatus = keyof typeof errorResponses;

/** The listed error responses of an operation, e.g. `...errorResponsesFor(401, 403, 404)`. */
export function errorResponsesFor<S extends ErrorStatus>(...statuses: S[]): Pick<typeof errorResponses, S> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<
    typeof errorResponses,
    S
  >;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export const BEARER_SECURITY = [{ bearerAuth: [] }];

const SERVICE_USER_ID_PARAMETER = { $ref: '#/components/parameters/ServiceUserId' };
const IDEMPOTENCY_KEY_PARAMETER = { $ref: '#/components/parameters/IdempotencyKey' };

/**
 * The credentials and keyed-request header of an operation, as the document tells them: always the
 * Bearer token; `X-Service-User-ID` where the operation acts for a user (requireMember), and
 * `Idempotency-Key` where the operation accepts one (withIdempotency).
 */
export function documentedCredentials(headers: { serviceUser?: boolean; idempotencyKey?: boolean }) {
  return {
    security: BEARER_SECURITY,
    parameters: [
      ...(headers.serviceUser ? [SERVICE_USER_ID_PARAMETER] : []),
      ...(headers.idempotencyKey ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
  };
}

/** The credentials and headers every operation shares, described once in the OpenAPI document. */
export function registerSharedComponents(app: EmbeddedRouter): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: "The organization's API token, provisioned by the operator",
  });
  app.openAPIRegistry.registerComponent('parameters', 'ServiceUserId', {
    name: USER_ID_HEADER,
    in: 'header',
    required: true,
    schema: { type: 'string', minLength: 1 },
    description:
      'The user acted for, the `data.id` of POST /users/. Missing, or a user of another organization: 403 error.member.forbidden',
  });
  app.openAPIRegistry.registerComponent('parameters', 'IdempotencyKey', {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    schema: { type: 'string', pattern: `^[!-~]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$` },
    description:
      'Optional: 1–255 visible ASCII characters (422 otherwise). A repeat of the same request within 24 hours returns the stored result with `Idempotency-Replayed: true`; the same key with another request is 409',
  });
}
