import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  idempotencyConflictDataSchema,
  isKnownErrorCode,
  prerequisitesErrorDataSchema,
  validationErrorDataSchema,
} from '.';

describe('ERROR_CODES', () => {
  it('names every code of the interface and of the decisions', () => {
    expect(new Set(Object.values(ERROR_CODES))).toEqual(
      new Set([
        'error.user.conflict',
        'error.partner.validation',
        'error.auth.unauthorized',
        'error.member.forbidden',
        'error.partner.chat_not_found',
        'error.validation',
        'error.idempotency.conflict',
        'error.idempotency.unavailable',
        'error.internal',
        'error.service.unavailable',
        'error.appointment.not_found',
        'error.address.not_found',
        'error.artifact.not_found',
        'error.not_found',
        'error.method_not_allowed',
        'error.appointment.prerequisites',
        'error.pharmacy.prerequisites',
        'error.pharmacy.unknown',
        'error.appointment.slot_unavailable',
        'error.appointment.not_booked',
        'error.artifact.generation_failed',
        'error.unsupported_media_type',
        'error.malformed_json',
      ]),
    );
  });

  it('maps each code to the status the interface and decisions give', () => {
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual(Object.values(ERROR_CODES).sort());
    expect(ERROR_HTTP_STATUS['error.user.conflict']).toBe(400);
    expect(ERROR_HTTP_STATUS['error.partner.validation']).toBe(400);
    expect(ERROR_HTTP_STATUS['error.auth.unauthorized']).toBe(401);
    expect(ERROR_HTTP_STATUS['error.member.forbidden']).toBe(403);
    expect(ERROR_HTTP_STATUS['error.partner.chat_not_found']).toBe(404);
    expect(ERROR_HTTP_STATUS['error.validation']).toBe(422);
    expect(ERROR_HTTP_STATUS['error.idempotency.conflict']).toBe(409);
    expect(ERROR_HTTP_STATUS['error.idempotency.unavailable']).toBe(503);
    expect(ERROR_HTTP_STATUS['error.artifact.generation_failed']).toBe(500);
    expect(ERROR_HTTP_STATUS['error.unsupported_media_type']).toBe(415);
    expect(ERROR_HTTP_STATUS['error.malformed_json']).toBe(400);
    expect(ERROR_HTTP_STATUS['error.method_not_allowed']).toBe(405);
  });

  it('tells known codes from ones the real service might add', () => {
    expect(isKnownErrorCode('error.partner.chat_not_found')).toBe(true);
    expect(isKnownErrorCode('error.something.new')).toBe(false);
  });
});

describe('error data schemas', () => {
  it('parse validation, prerequisites and idempotency data', () => {
    expect(
      validationErrorDataSchema.parse({ fields: [{ path: 'location.state', message: 'Bad' }] }).fields,
    ).toEqual([{ path: 'location.state', message: 'Bad' }]);
    expect(prerequisitesErrorDataSchema.parse({ missing: ['firstName', 'address.city'] }).missing).toEqual([
      'firstName',
      'address.city',
    ]);
    expect(idempotencyConflictDataSchema.parse({ reason: 'payload_mismatch' }).reason).toBe(
      'payload_mismatch',
    );
    expect(idempotencyConflictDataSchema.parse({ reason: 'something_else' }).reason).toBe('something_else');
  });

  it('reject data of the wrong shape', () => {
    expect(validationErrorDataSchema.safeParse({ fields: [{ path: 1, message: 'x' }] }).success).toBe(false);
    expect(prerequisitesErrorDataSchema.safeParse({ missing: 'firstName' }).success).toBe(false);
    expect(idempotencyConflictDataSchema.safeParse({}).success).toBe(false);
  });
});
