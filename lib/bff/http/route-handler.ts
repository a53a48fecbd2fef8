import 'server-only';
import { trace } from '@opentelemetry/api';
import { z } from 'zod';
import {
  ERROR_CODES,
  opaqueIdInputSchema,
  REQUEST_ID_HEADER,
  SUCCESS_CODE,
  SUCCESS_MESSAGE,
  toFieldIssues,
} from '@/lib/contract';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';
import { checkCsrf } from '@/lib/bff/session/csrf';
import { startedByAnotherSite } from '@/lib/bff/http/fetch-site';
import { toErrorResponse } from '@/lib/bff/http/error-response';
import { newId } from '@/lib/bff/crypto/random-values';
import { readLimitedText } from '@/lib/bff/http/limited-body';
import { apiSecurityHeaders } from '@/lib/bff/http/security-headers';
import { unroutableMethodOf } from '@/lib/bff/http/unroutable-method';
import { REQUEST_ID_SPAN_ATTRIBUTE } from '@/lib/telemetry/span-attributes';
import { traceRoute } from '@/lib/telemetry/route-span';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { runInRequestContext, type RequestContext } from '@/lib/bff/logging/request-context';

/**
 * A request the browser says another site started (a link, form or script there; a sibling subdomain
 * too) reaches no route, GETs included: SameSite=Lax sends the cookie on a top-level navigation, and a
 * staff GET writes audit entries (ADR 0079). Browsers that send no Sec-Fetch-Site fall back to the CSRF
 * check on state-changing methods.
 */
function refuseCrossSite(request: Request): ApiError | undefined {
  if (!startedByAnotherSite(request.headers)) return undefined;
  return new ApiError({
    status: 403,
    code: BFF_ERROR_CODES.csrf,
    message: 'This request came from another site and was refused.',
  });
}

type RouteParams = Record<string, string | string[]>;

const pathParamsSchema = z.record(z.string(), z.union([opaqueIdInputSchema, z.array(opaqueIdInputSchema)]));

/**
 * Every path parameter names a record, and ids are looked up in stored text: one that no id can be
 * (a NUL, a control character, empty) is the client's mistake, refused before any lookup (ADR 0031).
 */
async function checkedParams<P extends RouteParams>(params: Promise<P>): Promise<P> {
  const values = await params;
  const checked = pathParamsSchema.safeParse(values ?? {});
  if (!checked.success) throw validationError(checked.error);
  return values;
}

export interface RouteContext<P extends RouteParams> {
  params: Promise<P>;
}

export type RouteHandler<P extends RouteParams> = (
  request: Request,
  context: RouteContext<P> & { requestId: string },
) => Promise<Response>;

// Built once for each value of NODE_ENV's test, not on every request.
const SECURITY_HEADERS = {
  production: Object.entries(apiSecurityHeaders({ production: true })),
  other: Object.entries(apiSecurityHeaders({ production: false })),
};

/** The request id and the security headers (the proxy does not run for `/api/*`, ADR 0049). */
function finishAnswer(response: Response, requestId: string): Response {
  const securityHeaders = SECURITY_HEADERS[process.env.NODE_ENV === 'production' ? 'production' : 'other'];
  try {
    if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, requestId);
    // A handler's own header wins (none sets these today).
    for (const [name, value] of securityHeaders) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
  } catch {
    // A response with immutable headers (relayed as it came) keeps the headers it has.
  }
  return response;
}

/**
 * One line per request: no query string (a staff search holds names and e-mail addresses), no headers,
 * no body. A streamed answer is logged as its headers go out; the stream's own end is the relay's to tell.
 */
function logRequest(
  request: Request,
  response: Response,
  requestId: string,
  startedAt: number,
  context: RequestContext,
) {
  const status = response.status;
  const line = {
    requestId,
    // The method the client sent, also when Next.js could not route it (unroutable-methods.ts).
    method: unroutableMethodOf(request) ?? request.method,
    route: new URL(request.url).pathname,
    status,
    durationMs: Math.round(performance.now() - startedAt),
    upstreamRequestIds: context.upstreamRequestIds,
  };
  if (status >= 500) bffLog.error(line, 'request');
  else bffLog.info(line, 'request');
}

/**
 * Wraps a route handler: a request id and the security headers on every response, the CSRF check on
 * state-changing methods (`csrf: false` opts out), every thrown error turned into the error envelope, a
 * log line per request (`log: false` for the probes, which a load balancer calls every few seconds), and
 * a span and a duration per request when telemetry is on (ADR 0062).
 */
export function withRoute<P extends RouteParams = RouteParams>(
  handler: RouteHandler<P>,
  { csrf = true, log = true }: { csrf?: boolean; log?: boolean } = {},
): (request: Request, context: RouteContext<P>) => Promise<Response> {
  return (request, context) =>
    traceRoute(request, context.params, async () => {
      const requestId = newId('bff');
      trace.getActiveSpan()?.setAttribute(REQUEST_ID_SPAN_ATTRIBUTE, requestId);
      const startedAt = performance.now();
      const requestContext: RequestContext = {
        upstreamRequestIds: [],
        cookieHeader: request.headers.get('cookie'),
      };
      const response = await runInRequestContext(requestContext, async () => {
        try {
          const refused = refuseCrossSite(request) ?? (csrf ? checkCsrf(request) : undefined);
          if (refused) return refused.toResponse(requestId);
          const params = Promise.resolve(await checkedParams(context.params));
          return await handler(request, { ...context, params, requestId });
        } catch (error) {
          return toErrorResponse(error, requestId);
        }
      });
      if (log) logRequest(request, response, requestId, startedAt, requestContext);
      return finishAnswer(response, requestId);
    });
}

/** The success envelope `{code, message, data}` the service uses, for the browser. */
export function jsonResponse(
  data: unknown,
  { status = 200, headers }: { status?: number; headers?: HeadersInit } = {},
) {
  const responseHeaders = new Headers(headers);
  responseHeaders.set('Cache-Control', 'no-store');
  return Response.json(
    { code: SUCCESS_CODE, message: SUCCESS_MESSAGE, data },
    { status, headers: responseHeaders },
  );
}

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;

function validationError(error: z.core.$ZodError, prefix?: string): ApiError {
  return new ApiError({
    status: 422,
    code: ERROR_CODES.validation,
    message: 'Some of the details are not valid.',
    data: { fields: toFieldIssues(error, { prefix }) },
  });
}

/** 415 unless the body is declared as JSON. */
export function assertJsonMediaType(request: Request): void {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiError({
      status: 415,
      code: ERROR_CODES.unsupportedMediaType,
      message: 'The request body must be application/json.',
    });
  }
}

/**
 * The JSON body, checked against `schema`: 415 when not JSON, 413 past 256 KB (reading stops there),
 * 400 when malformed, 422 when misshapen.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  assertJsonMediaType(request);
  return parseJsonText(await readLimitedText(request), schema);
}

/** Text already read from the body, checked like parseJsonBody: 400 when malformed, 422 when misshapen. */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError({
      status: 400,
      code: ERROR_CODES.malformedJson,
      message: 'The request body is not valid JSON.',
    });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The query string, checked against `schema`; a repeated parameter keeps its last value. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
