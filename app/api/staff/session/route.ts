import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { idleTimeoutMs } from '@/lib/bff/session/session-idle';
import type { StaffSessionInfo } from '@/lib/contract/bff';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Who is signed in to the dashboard and its idle timeout. The dashboard calls it when the person is
 * active without other requests, so that the server's idle clock follows theirs.
 */
export const GET = withRoute(async () => {
  const staff = await requireStaff();
  const info: StaffSessionInfo = {
    id: staff.id,
    email: staff.email,
    role: staff.role,
    idleTimeoutSeconds: idleTimeoutMs('staff') / 1000,
  };
  return jsonResponse(info);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
