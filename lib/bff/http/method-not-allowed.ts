import 'server-only';
import { ERROR_CODES } from '@/lib/contract';
import { ApiError } from '@/lib/bff/http/api-error';
import { withRoute, type RouteContext } from '@/lib/bff/http/route-handler';
import { unroutableMethodOf } from '@/lib/bff/http/unroutable-method';
import { ROUTE_METHODS } from '@/lib/bff/http/unroutable-methods';

export { ROUTE_METHODS };

type RouteMethod = (typeof ROUTE_METHODS)[number];
type Handler = (
  request: Request,
  context: RouteContext<Record<string, string | string[]>>,
) => Promise<Response>;
type OfferedHandlers = Partial<Record<RouteMethod, unknown>>;

/** The methods a route offers, as `Allow` lists them: HEAD wherever GET is, OPTIONS everywhere. */
export function allowedMethodsOf(handlers: OfferedHandlers): string[] {
  const offered = new Set<string>(ROUTE_METHODS.filter((method) => handlers[method] !== undefined));
  if (offered.has('GET')) offered.add('HEAD');
  offered.add('OPTIONS');
  return [...offered].sort();
}

/** Path parameters play no part in refusing a method: an id no record can have is still a 405. */
const withoutParams =
  (handler: Handler): Handler =>
  (request) =>
    handler(request, { params: Promise.resolve({}) });

/**
 * The handlers a route file adds for the methods it does not offer, so that they answer like every
 * other API answer (envelope, security headers, request id) instead of Next.js's bare 405
 * (RFC 9110 §15.5.6, ADR 0050): 405 with `Allow`, HEAD as GET where there is a GET, and OPTIONS 204
 * with `Allow`.
 */
export function otherMethods<Offered extends OfferedHandlers>(
  offered: Offered,
): Record<Exclude<RouteMethod, keyof Offered>, Handler> {
  const allow = allowedMethodsOf(offered).join(', ');
  const refusal = async (request: Request): Promise<Response> => {
    throw new ApiError({
      status: 405,
      code: ERROR_CODES.methodNotAllowed,
      message: `${unroutableMethodOf(request) ?? request.method} is not allowed here; this route offers ${allow}.`,
      headers: { Allow: allow },
    });
  };
  const refuse = withoutParams(withRoute(refusal, { csrf: false }));
  // OPTIONS is also how a method Next.js cannot route arrives (unroutable-methods.ts).
  const options = withoutParams(
    withRoute(
      async (request) =>
        unroutableMethodOf(request) === null
          ? new Response(null, { status: 204, headers: { Allow: allow } })
          : refusal(request),
      { csrf: false },
    ),
  );
  const handlers: Partial<Record<RouteMethod, Handler>> = {};
  for (const method of ROUTE_METHODS) {
    if (offered[method] !== undefined) continue;
    if (method === 'OPTIONS') handlers[method] = options;
    else if (method === 'HEAD' && offered.GET !== undefined) handlers[method] = offered.GET as Handler;
    else handlers[method] = refuse;
  }
  return handlers as Record<Exclude<RouteMethod, keyof Offered>, Handler>;
}
