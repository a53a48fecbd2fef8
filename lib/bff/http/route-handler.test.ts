import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/bff/http/api-error';
import { jsonResponse, parseJsonBody, parseQuery, withRoute } from '@/lib/bff/http/route-handler';

const ORIGIN = 'http://app.test';
const noParams = { params: Promise.resolve({}) };
const schema = z.strictObject({ name: z.string().min(1) });

function jsonRequest(body: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/thing`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'X-Requested-With': 'consultations-app',
      ...headers,
    },
    body,
  });
}

describe('withRoute', () => {
  const echo = withRoute(async (request, { requestId }) => {
    const body = await parseJsonBody(request, schema);
    return jsonResponse({ ...body, requestId });
  });

  it('runs the handler and puts a request id on the response', async () => {
    const response = await echo(jsonRequest('{"name":"Homer"}'), noParams);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: string; data: { name: string; requestId: string } };
    expect(body.code).toBe('success');
    expect(body.data.name).toBe('Homer');
    expect(response.headers.get('X-Request-ID')).toBe(body.data.requestId);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses a cross-site POST before the handler runs', async () => {
    let ran = false;
    const handler = withRoute(async () => {
      ran = true;
      return jsonResponse(null);
    });
    const response = await handler(jsonRequest('{}', { Origin: 'https://evil.example' }), noParams);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('error.csrf');
    expect(ran).toBe(false);
  });

  it('refuses a request another site started on every method, GET and CSRF-exempt routes included', async () => {
    let ran = false;
    const handler = withRoute(
      async () => {
        ran = true;
        return jsonResponse(null);
      },
      { csrf: false },
    );
    for (const site of ['cross-site', 'same-site']) {
      for (const method of ['GET', 'POST']) {
        const response = await handler(
          new Request(`${ORIGIN}/api/staff/patients`, { method, headers: { 'Sec-Fetch-Site': site } }),
          noParams,
        );
        expect(response.status).toBe(403);
        const body = (await response.json()) as { code: string; requestId: string };
        expect(body).toMatchObject({ code: 'error.csrf', requestId: expect.any(String) });
      }
    }
    expect(ran).toBe(false);
    for (const site of ['same-origin', 'none']) {
      const answer = await handler(
        new Request(`${ORIGIN}/api/staff/patients`, { headers: { 'Sec-Fetch-Site': site } }),
        noParams,
      );
      expect(answer.status).toBe(200);
    }
  });

  it('lets a route opt out of the CSRF check', async () => {
    const handler = withRoute(async () => jsonResponse(null), { csrf: false });
    const response = await handler(new Request(`${ORIGIN}/api/hook`, { method: 'POST' }), noParams);
    expect(response.status).toBe(200);
  });

  it('turns thrown ApiErrors into their envelope', async () => {
    const handler = withRoute(async () => {
      throw new ApiError({ status: 409, code: 'error.x', message: 'No' });
    });
    const response = await handler(new Request(`${ORIGIN}/api/x`), noParams);
    expect(response.status).toBe(409);
    const body = (await response.json()) as { requestId: string };
    expect(response.headers.get('X-Request-ID')).toBe(body.requestId);
  });

  it('passes route params through', async () => {
    const handler = withRoute<{ chatId: string }>(async (_request, { params }) => jsonResponse(await params));
    const response = await handler(new Request(`${ORIGIN}/api/chats/c1`), {
      params: Promise.resolve({ chatId: 'c1' }),
    });
    expect(((await response.json()) as { data: unknown }).data).toEqual({ chatId: 'c1' });
  });

  it('answers a route without dynamic segments, to which Next passes no params', async () => {
    const handler = withRoute(async () => jsonResponse({ ok: true }));
    const response = await handler(new Request(`${ORIGIN}/api/auth/me`), {} as typeof noParams);
    expect(response.status).toBe(200);
  });
});

describe('parseJsonBody', () => {
  const parse = withRoute(async (request) => jsonResponse(await parseJsonBody(request, schema)));

  it('answers 415 for a body that is not JSON', async () => {
    const response = await parse(
      jsonRequest('name=Homer', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      noParams,
    );
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe('error.unsupported_media_type');
  });

  it('accepts a charset parameter', async () => {
    const response = await parse(
      jsonRequest('{"name":"Marge"}', { 'Content-Type': 'application/json; charset=utf-8' }),
      noParams,
    );
    expect(response.status).toBe(200);
  });

  it('answers 400 error.malformed_json for broken JSON', async () => {
    const response = await parse(jsonRequest('{"name":'), noParams);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('error.malformed_json');
  });

  it('answers 422 with the failing fields, unknown ones included', async () => {
    const response = await parse(jsonRequest('{"name":"","extra":1}'), noParams);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; data: { fields: Array<{ path: string }> } };
    expect(body.code).toBe('error.validation');
    expect(body.data.fields.map((field) => field.path).sort()).toEqual(['extra', 'name']);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await parse(jsonRequest(JSON.stringify({ name: 'x'.repeat(300_000) })), noParams);
    expect(response.status).toBe(413);
  });

  it('stops reading a body at the limit instead of reading it whole', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024)}",`);
    let pulled = 0;
    let cancelled = false;
    // An endless body: only a reader that stops at the limit ever answers.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? new TextEncoder().encode('[') : chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(`${ORIGIN}/api/thing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Requested-With': 'consultations-app' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await parse(request, noParams);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'error.payload_too_large' });
    expect(pulled).toBeLessThan(8);
    expect(cancelled).toBe(true);
  });

  it('answers 413 from the declared length without reading the body', async () => {
    const response = await parse(
      jsonRequest('{"name":"Homer"}', { 'Content-Length': String(1024 * 1024) }),
      noParams,
    );
    expect(response.status).toBe(413);
  });
});

describe('parseQuery', () => {
  it('parses the query string and reports failures as 422', async () => {
    const querySchema = z.object({ page: z.coerce.number().int().min(1) });
    expect(parseQuery(new Request(`${ORIGIN}/api/x?page=2`), querySchema)).toEqual({ page: 2 });
    expect(() => parseQuery(new Request(`${ORIGIN}/api/x?page=0`), querySchema)).toThrow(ApiError);
  });
});
