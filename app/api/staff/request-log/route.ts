import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { readRequestLog } from '@/lib/bff/staff/staff-console-reads';
import { requestLogQuerySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The newest service calls of the administrator's organization, filtered (see `readRequestLog`). */
export const GET = withRoute(async (request) => {
  const admin = await requireStaff({ role: 'admin' });
  return jsonResponse(await readRequestLog(admin, parseQuery(request, requestLogQuerySchema)));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
