import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { readAuditLog } from '@/lib/bff/staff/staff-console-reads';
import { auditLogQuerySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** What the organization's staff did, newest first, for administrators; viewing it is recorded too. */
export const GET = withRoute(async (request) => {
  const admin = await requireStaff({ role: 'admin' });
  return jsonResponse(await readAuditLog(admin, parseQuery(request, auditLogQuerySchema)));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
