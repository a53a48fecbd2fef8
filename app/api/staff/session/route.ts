import 'server-only';
import { requireStaff } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { readStaffSessionInfo } from '@/lib/bff/staff/staff-session-info';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * Who is signed in to the dashboard and its idle timeout. The dashboard calls it when the person is
 * active without other requests, so that the server's idle clock follows theirs.
 */
export const GET = withRoute(async () => jsonResponse(readStaffSessionInfo(await requireStaff())));

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
