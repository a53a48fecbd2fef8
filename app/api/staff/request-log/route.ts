import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/app-database';
import { listRecentServiceCalls } from '@/lib/bff/request-log';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/route-handler';
import { audited } from '../../_lib/staff-access';
import { requestLogQuerySchema } from '../../_lib/staff-queries-schemas';

/**
 * The newest service calls of the administrator's organization (templates, statuses, timings; no patient
 * data), for administrators.
 */
export const GET = withRoute(async (request) => {
  const staff = await requireStaff({ role: 'admin' });
  const { limit } = parseQuery(request, requestLogQuerySchema);
  const rows = await audited({
    staff,
    action: 'request_log.view',
    detail: { limit },
    perform: async () =>
      listRecentServiceCalls({ db: await getAppDatabase(), organizationKey: staff.organizationKey, limit }),
  });
  return jsonResponse({ items: rows.map((row) => ({ ...row, at: row.at.toISOString() })) });
});
