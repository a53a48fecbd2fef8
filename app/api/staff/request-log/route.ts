import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { audited } from '@/lib/bff/staff/staff-access';
import { searchRequestLog } from '@/lib/bff/staff/request-log-queries';
import { requestLogQuerySchema } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * The newest service calls of the administrator's organization (templates, statuses, timings, the
 * patient's account id; no patient data), filtered by status, path template, patient or request id.
 */
export const GET = withRoute(async (request) => {
  const staff = await requireStaff({ role: 'admin' });
  const query = parseQuery(request, requestLogQuerySchema);
  const log = await audited({
    staff,
    action: 'request_log.view',
    detail: { ...query },
    perform: async () =>
      searchRequestLog({ db: await getAppDatabase(), organizationKey: staff.organizationKey, query }),
  });
  return jsonResponse(log);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
