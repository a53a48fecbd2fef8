import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';
import { requireStaff, type StaffAccount } from '@/lib/bff/accounts';
import { startedByAnotherSite } from '@/lib/bff/http/fetch-site';
import { ApiError } from '@/lib/bff/http/api-error';

/** Where an admin without two-factor sign-in is sent from every dashboard page (ADR 0092). */
export const SECOND_FACTOR_SETUP_PATH = '/staff/two-factor';

/**
 * The staff member a dashboard page is rendered for, or null (no session, a patient's, an idle one or a
 * disabled account): the page then sends the browser to staff sign-in. An admin without two-factor
 * sign-in is sent to its set-up instead, before the page reads anything.
 */
export async function findStaffForPage(): Promise<StaffAccount | null> {
  try {
    return await requireStaff();
  } catch (error) {
    if (error instanceof ApiError && error.code === BFF_ERROR_CODES.secondFactorSetupRequired) {
      redirect(SECOND_FACTOR_SETUP_PATH);
    }
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** The staff member on the two-factor set-up page: the one page an admin without it may see. */
export async function findStaffForSecondFactorSetup(): Promise<StaffAccount | null> {
  try {
    return await requireStaff({ secondFactorSetup: true });
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
