import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';
import { readWorkQueue } from '@/lib/bff/work-queue/queue-reads';

/** Every open item of the organization's work queue, section by section (ADR 0093). */
export const GET = withRoute(async () => {
  // Read by the console on its own (each change, each reconnect): not a sign that anyone is there.
  const staff = await requireStaff({ activity: false });
  return jsonResponse(await readWorkQueue(staff.organizationKey));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
