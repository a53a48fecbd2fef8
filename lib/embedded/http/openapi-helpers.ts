import { z } from 'zod';
import { errorEnvelopeSchema, IDEMPOTENCY_KEY_HEADER, successEnvelopeSchema, USER_ID_HEADER } from '@/lib/contract';

/** Response entries shared by the route definitions, so the OpenAPI document lists every error. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

export function envelopeResponse<T extends z.ZodType>(description: string, dataSchema: T) {
  return jsonResponse(description, successEnvelopeSchema(dataSchema));
}

export const errorResponses = {
  400: jsonResponse('Content validation failed, or a rule of the operation was broken', errorEnvelopeSchema),
  401: jsonResponse('Bearer token missing, invalid or revoked (error.auth.unauthorized)', errorEnvelopeSchema),
  403: jsonResponse('The organization cannot act on the selected user (error.member.forbidden)', errorEnvelopeSchema),
  404: jsonResponse('Absent, or outside the organization and user scope', errorEnvelopeSchema),
  409: jsonResponse('Idempotency conflict (error.idempotency.conflict)', errorEnvelopeSchema),
  422: jsonResponse('The request shape failed validation (error.validation)', errorEnvelopeSchema),
  503: jsonResponse('Idempotency coordination unavailable; nothing was started', errorEnvelopeSchema),
} as const;

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

export const memberHeaders = z.looseObject({
  [USER_ID_HEADER.toLowerCase()]: z.string().optional().meta({ description: 'The user acted for' }),
});

export const idempotentHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.string().optional().meta({ description: 'At most 255 characters' }),
});

export const BEARER_SECURITY = [{ bearerAuth: [] }];
