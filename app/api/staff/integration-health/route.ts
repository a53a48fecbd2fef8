import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getServiceTarget } from '@/lib/bff/service/service-target';
import { HEALTH_WINDOW_MINUTES, summarizeCalls } from '@/lib/bff/staff/integration-health';
import { listCallsSince } from '@/lib/bff/staff/request-log-queries';
import type { IntegrationHealth } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** Mode, base URL (never the token) and the last hour's error rate and latency, from the request log. */
export const GET = withRoute(async () => {
  const staff = await requireStaff();
  const now = new Date();
  const [{ baseUrl }, samples] = await Promise.all([
    getServiceTarget(),
    getAppDatabase().then((db) =>
      listCallsSince({
        db,
        organizationKey: staff.organizationKey,
        since: new Date(now.getTime() - HEALTH_WINDOW_MINUTES * 60_000),
      }),
    ),
  ]);
  const health: IntegrationHealth = {
    mode: getAppConfig().service.kind,
    baseUrl,
    ...summarizeCalls(samples, now),
  };
  return jsonResponse(health);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
