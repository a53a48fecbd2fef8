import type { z } from 'zod';
import {
  errorEnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  successEnvelopeSchema,
  USER_ID_HEADER,
} from '@/lib/contract';
import type { EmbeddedRouter } from '../context';

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
    required: false,
    schema: { type: 'string' },
    description:
      'The user acted for: needed by every operation except POST /users/ and POST /pharmacy/search/',
  });
  app.openAPIRegistry.registerComponent('parameters', 'IdempotencyKey', {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    schema: { type: 'string', minLength: 1, maxLength: 255 },
    description: 'Optional on the keyed operations: a repeat within 24 hours returns the stored result',
  });
}
