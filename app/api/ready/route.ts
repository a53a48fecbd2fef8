import 'server-only';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { checkReadiness } from '@/lib/bff/lifecycle/readiness';

/**
 * Readiness, for a load balancer: 200 when this instance can serve (its database with every migration,
 * the service answering with the configured token), else 503 naming the checks that failed. Not logged.
 */
export const GET = withRoute(
  async () => {
    const { ready, checks, problems } = await checkReadiness();
    if (ready) return jsonResponse({ status: 'ready', checks });
    throw new ApiError({
      status: 503,
      code: BFF_ERROR_CODES.instanceNotReady,
      message: `This instance is not ready. ${problems.join(' ')}`,
      data: { checks },
      headers: { 'Retry-After': '5' },
    });
  },
  { log: false },
);

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
