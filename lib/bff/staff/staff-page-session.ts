import 'server-only';
import { headers } from 'next/headers';
import { requireStaff, type StaffAccount } from '@/lib/bff/accounts';
import { startedByAnotherSite } from '@/lib/bff/http/fetch-site';
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

/**
 * Whether this page was reached from another site: a link in webmail, a page that navigates a window to
 * ours. The session cookie came along (SameSite=Lax), but the staff member has not yet chosen to open
 * anything, so such a view reads and records nothing until they do (ADR 0079).
 */
export async function staffPageOpenedFromAnotherSite(): Promise<boolean> {
  return startedByAnotherSite(await headers());
}
