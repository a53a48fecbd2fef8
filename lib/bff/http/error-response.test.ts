import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { z } from 'zod';
import { ServiceError } from '@/lib/service';
import { ApiError } from '@/lib/bff/http/api-error';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { toErrorResponse } from '@/lib/bff/http/error-response';

afterEach(() => vi.restoreAllMocks());

async function bodyOf(response: Response) {
  return (await response.json()) as {
    code: string;
    message: string;
    data?: Record<string, unknown>;
    requestId: string;
  };
}

const serviceError = (init: ConstructorParameters<typeof ServiceError>[0]) => new ServiceError(init);

describe('toErrorResponse', () => {
  it('sends an ApiError as the envelope with the request id in body and header', async () => {
    const response = toErrorResponse(
      new ApiError({
        status: 429,
        code: 'error.auth.rate_limited',
        message: 'Slow down',
        data: { retryAfterSeconds: 3 },
        headers: { 'Retry-After': '3' },
      }),
      'bff_1',
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('X-Request-ID')).toBe('bff_1');
    expect(response.headers.get('Retry-After')).toBe('3');
    expect(await bodyOf(response)).toEqual({
      code: 'error.auth.rate_limited',
      message: 'Slow down',
      data: { retryAfterSeconds: 3 },
      requestId: 'bff_1',
    });
  });

  it('keeps the status and code of a service error and rewrites prerequisites for people', async () => {
    const response = toErrorResponse(
      serviceError({
        status: 400,
        code: 'error.appointment.prerequisites',
        message: 'Booking prerequisites missing',
        data: { missing: ['phoneNumber', 'address.postalCode'] },
        requestId: 'req_svc',
      }),
      'bff_2',
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Request-ID')).toBe('req_svc');
    const body = await bodyOf(response);
    expect(body.code).toBe('error.appointment.prerequisites');
    expect(body.message).toBe('Before booking, add your: phone number, ZIP code.');
    expect(body.data).toEqual({ missing: ['phoneNumber', 'address.postalCode'] });
  });

  it('explains an unavailable slot', async () => {
    const body = await bodyOf(
      toErrorResponse(
        serviceError({ status: 400, code: 'error.appointment.slot_unavailable', message: 'x' }),
        'bff_3',
      ),
    );
    expect(body.message).toMatch(/no longer available/);
  });

  it('keeps a 404 a 404 without detail', async () => {
    const response = toErrorResponse(
      serviceError({
        status: 404,
        code: 'error.partner.chat_not_found',
        message: 'Chat chat_123 not found',
        data: { id: 'chat_123' },
      }),
      'bff_4',
    );
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({
      code: 'error.partner.chat_not_found',
      message: 'Not found',
      requestId: 'bff_4',
    });
  });

  it('turns service failures into 502 or 503 with a message to retry later', async () => {
    vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    const internal = toErrorResponse(
      serviceError({ status: 500, code: 'error.internal', message: 'stack trace here' }),
      'b',
    );
    expect(internal.status).toBe(502);
    expect((await bodyOf(internal)).message).not.toMatch(/stack/);
    const unavailable = toErrorResponse(
      serviceError({ status: 503, code: 'error.network', message: 'unreachable' }),
      'b',
    );
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('Retry-After')).toBe('5');
    expect((await bodyOf(unavailable)).message).toMatch(/try again/);
  });

  it('never passes on the service refusing the token as the browser being signed out', async () => {
    vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    const response = toErrorResponse(
      serviceError({ status: 401, code: 'error.auth.unauthorized', message: 'bad token' }),
      'b',
    );
    expect(response.status).toBe(502);
  });

  it('turns a zod error into 422 error.validation with the fields', async () => {
    const result = z.object({ email: z.email() }).safeParse({ email: 'nope' });
    const response = toErrorResponse(result.error, 'bff_5');
    expect(response.status).toBe(422);
    const body = await bodyOf(response);
    expect(body.code).toBe('error.validation');
    expect(body.data).toEqual({ fields: [{ path: 'email', message: expect.any(String) }] });
  });

  it('logs anything else with the request id and answers 500 without detail', async () => {
    const logged = vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    const response = toErrorResponse(new Error('database password is hunter2'), 'bff_6');
    expect(response.status).toBe(500);
    const body = await bodyOf(response);
    expect(body).toEqual({ code: 'error.internal', message: 'Something went wrong.', requestId: 'bff_6' });
    expect(logged).toHaveBeenCalledWith(
      { requestId: 'bff_6', error: expect.stringMatching(/^Error: database password is hunter2/) },
      'unexpected error',
    );
  });

  it('logs nothing for a browser that went away mid-request, and answers 499', () => {
    const logged = vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    // What Next throws when the response is closed under the handler, and what an aborted read throws.
    const responseAborted = Object.assign(new Error(''), { name: 'ResponseAborted' });
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    for (const error of [responseAborted, aborted]) {
      const response = toErrorResponse(error, 'bff_gone');
      expect(response.status).toBe(499);
      expect(response.headers.get('X-Request-Id')).toBe('bff_gone');
    }
    expect(logged).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
  });

  it('never passes an unmapped upstream code, message or data to the browser, and logs the code only', async () => {
    const logged = vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const response = toErrorResponse(
      serviceError({
        status: 409,
        code: 'error.partner.weird_state',
        message: 'Row 42 of table users locked by job 7 for marge@example.com',
        data: { job: 7, email: 'marge@example.com' },
        requestId: 'req_up',
      }),
      'bff_7',
    );
    expect(response.status).toBe(409);
    const body = await bodyOf(response);
    expect(body).toEqual({
      code: 'error.bad_request',
      message: 'The consultation service could not do this. Please check the details and try again.',
      requestId: 'req_up',
    });
    expect(JSON.stringify(body)).not.toMatch(/marge|job|Row 42/);
    const line = JSON.stringify(logged.mock.calls);
    expect(line).toContain('bff_7');
    expect(line).toContain('req_up');
    expect(line).toContain('error.partner.weird_state');
    // The service's words may echo what a patient typed: they stay out of the log.
    expect(line).not.toMatch(/Row 42|marge/);
  });

  it('answers a known code with its own words, and only the data it understands', async () => {
    vi.spyOn(bffLog, 'warn').mockImplementation(() => {});
    const body = await bodyOf(
      toErrorResponse(
        serviceError({
          status: 400,
          code: 'error.partner.validation',
          message: 'timezone Mars/Olympus is not in tzdata 2025b',
          data: { fields: [{ path: 'timezone', message: 'tzdata 2025b has no Mars/Olympus' }], trace: 'x' },
        }),
        'bff_8',
      ),
    );
    expect(body.code).toBe('error.partner.validation');
    expect(body.message).toBe('Some of the details are not valid.');
    expect(body.data).toEqual({
      fields: [{ path: 'timezone', message: 'Not accepted by the consultation service' }],
    });
  });

  it('logs a database error by kind, code and request id, never its query parameters', async () => {
    const logged = vi.spyOn(bffLog, 'error').mockImplementation(() => {});
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "patient_email"'), {
      code: '23505',
      detail: 'Key (email)=(marge@example.com) already exists.',
      constraint: 'patient_email',
    });
    const error = new DrizzleQueryError(
      'insert into "patient_accounts" ("email", "password_hash") values ($1, $2)',
      ['marge@example.com', '$scrypt$secret-hash'],
      cause,
    );
    const response = toErrorResponse(error, 'bff_9');
    expect(response.status).toBe(500);
    const line = logged.mock.calls
      .map((call) => call.map((value) => inspect(value, { depth: 5 })).join(' '))
      .join('\n');
    expect(line).toContain('bff_9');
    expect(line).toContain('23505');
    expect(line).toMatch(/database/i);
    expect(line).not.toContain('marge@example.com');
    expect(line).not.toContain('secret-hash');
  });
});
