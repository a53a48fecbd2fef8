import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ServiceError } from '@/lib/service';
import { ApiError } from './api-error';
import { toErrorResponse } from './error-response';

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
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = toErrorResponse(new Error('database password is hunter2'), 'bff_6');
    expect(response.status).toBe(500);
    const body = await bodyOf(response);
    expect(body).toEqual({ code: 'error.internal', message: 'Something went wrong.', requestId: 'bff_6' });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('bff_6'), expect.any(Error));
  });
});
