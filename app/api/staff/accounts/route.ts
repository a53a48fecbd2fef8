import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { readStaffAccounts } from '@/lib/bff/staff/staff-console-reads';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The organization's staff accounts. New ones come only from invitations (/api/staff/invitations, ADR 0090). */
export const GET = withRoute(async () => {
  const admin = await requireStaff({ role: 'admin' });
  return jsonResponse(await readStaffAccounts(admin));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
