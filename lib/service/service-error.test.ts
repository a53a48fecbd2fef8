import { describe, expect, it } from 'vitest';
import { describeServiceCall } from './service-call-record';
import { createNetworkError, errorCodeForStatus, ServiceError } from './service-error';
import { createErrorFromReply } from './service-reply';

describe('ServiceError', () => {
  it('serialises to the wire error envelope plus the request id, never the cause', () => {
    const error = new ServiceError({
      status: 400,
      code: 'error.appointment.prerequisites',
      message: 'Missing fields',
      data: { missing: ['phoneNumber'] },
      requestId: 'req_1',
      cause: new Error('internal detail'),
    });
    expect(error.toJSON()).toEqual({
      code: 'error.appointment.prerequisites',
      message: 'Missing fields',
      data: { missing: ['phoneNumber'] },
      requestId: 'req_1',
    });
    expect(JSON.stringify(error)).not.toContain('internal detail');
    expect(new ServiceError({ status: 500, code: 'error.internal', message: 'x' }).toJSON()).toEqual({
      code: 'error.internal',
      message: 'x',
      requestId: null,
    });
  });

  it('recognises its instances and nothing else', () => {
    expect(ServiceError.isServiceError(createNetworkError({ failure: 'timeout', cause: null }))).toBe(true);
    expect(ServiceError.isServiceError(new Error('x'))).toBe(false);
    expect(ServiceError.isServiceError({ status: 500, code: 'error.internal' })).toBe(false);
    expect(ServiceError.isServiceError(null)).toBe(false);
    expect(new ServiceError({ status: 500, code: 'c', message: 'm' })).toBeInstanceOf(Error);
  });

  it('derives a code from the status when the body is not an error envelope', () => {
    expect(errorCodeForStatus(500)).toBe('error.internal');
    expect(errorCodeForStatus(503)).toBe('error.service.unavailable');
    expect(errorCodeForStatus(599)).toBe('error.internal');
    expect(errorCodeForStatus(418)).toBe('error.bad_request');
    expect(createErrorFromReply({ status: 503, requestId: null, body: { kind: 'not_json' } })).toMatchObject({
      status: 503,
      code: 'error.service.unavailable',
    });
    expect(createErrorFromReply({ status: 302, requestId: null, body: { kind: 'empty' } })).toMatchObject({
      status: 502,
      code: 'error.bad_response',
    });
  });

  it('keeps the code, message and data of an error envelope', () => {
    const error = createErrorFromReply({
      status: 409,
      requestId: 'req_9',
      body: {
        kind: 'json',
        value: { code: 'error.idempotency.conflict', message: 'Busy', data: { reason: 'in_progress' } },
      },
    });
    expect(error).toMatchObject({
      status: 409,
      code: 'error.idempotency.conflict',
      message: 'Busy',
      data: { reason: 'in_progress' },
      requestId: 'req_9',
    });
  });
});

describe('describeServiceCall', () => {
  it('gives a log line with the template and no ids', () => {
    expect(
      describeServiceCall({
        method: 'GET',
        pathTemplate: '/chats/{chatId}/',
        status: 200,
        durationMs: 12.4,
        requestId: 'req_abc',
        attempt: 1,
        outcome: 'ok',
      }),
    ).toBe('GET /chats/{chatId}/ 200 ok 12ms attempt 1 req_abc');
    expect(
      describeServiceCall({
        method: 'POST',
        pathTemplate: '/users/',
        status: null,
        durationMs: 3,
        requestId: null,
        attempt: 2,
        outcome: 'network_error',
      }),
    ).toBe('POST /users/ - network_error 3ms attempt 2');
  });
});
