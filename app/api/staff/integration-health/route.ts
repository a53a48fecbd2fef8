import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { readIntegrationHealth } from '@/lib/bff/staff/staff-console-reads';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Mode, base URL (never the token) and the last hour's error rate and latency, from the request log. */
export const GET = withRoute(async () => jsonResponse(await readIntegrationHealth(await requireStaff())));

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
