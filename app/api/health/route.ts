import 'server-only';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Liveness: the process answers. Nothing else is asked, so a slow database never restarts an instance. */
export const GET = withRoute(async () => jsonResponse({ status: 'alive' }), { log: false });

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
