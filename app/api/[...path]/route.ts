import 'server-only';
import { ERROR_CODES } from '@/lib/contract';
import { ApiError } from '@/lib/bff/http/api-error';
import { withRoute } from '@/lib/bff/http/route-handler';

/**
 * Any `/api/*` path no route serves: the error envelope, like every other API answer, rather than the
 * app's HTML not-found page (the proxy, which gives pages their CSP, does not run for `/api/*`).
 */
const noSuchRoute = withRoute(
  async () => {
    throw new ApiError({ status: 404, code: ERROR_CODES.notFound, message: 'There is no such API route.' });
  },
  { csrf: false },
);

export const GET = noSuchRoute;
export const POST = noSuchRoute;
export const PUT = noSuchRoute;
export const PATCH = noSuchRoute;
export const DELETE = noSuchRoute;
// Next.js would answer these itself: HEAD through GET, OPTIONS with an Allow header naming the above.
export const HEAD = noSuchRoute;
export const OPTIONS = noSuchRoute;
