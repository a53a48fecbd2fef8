import 'server-only';
import { requireStaff, type StaffAccount } from '@/lib/bff/accounts';
import { ApiError } from '@/lib/bff/http/api-error';

/**
 * The staff member a dashboard page is rendered for, or null (no session, a patient's, an idle one or a
 * disabled account): the page then sends the browser to staff sign-in.
 */
export async function findStaffForPage(): Promise<StaffAccount | null> {
  try {
    return await requireStaff();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}
