import 'server-only';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import type { StaffAccount } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getServiceTarget } from '@/lib/bff/service/service-target';
import type { IntegrationHealth, RequestLogQuery } from '@/lib/contract/bff';
import { audited } from './staff-access';
import { HEALTH_WINDOW_MINUTES, summarizeCalls } from './integration-health';
import { listCallsSince, searchRequestLog } from './request-log-queries';
import { listStaffOfOrganization } from './staff-admin';
import { listInvitations } from './staff-invitations';
import { listAuditOfOrganization, listPatientsOfOrganization } from './staff-queries';

/**
 * The console's lists, as the API routes answer them and the pages prefetch them, for the staff member
 * the caller has checked (the role first, so a `staff` user hears 403 before any query is read), with
 * the same audit rows.
 */

export function readPatientsList(staff: StaffAccount, { page, size, q }: { page: number; size: number; q?: string }) {
  return audited({
    staff,
    action: 'patients.list',
    detail: { page, size, searched: Boolean(q) },
    perform: () => listPatientsOfOrganization({ organizationKey: staff.organizationKey, q, page, size }),
  });
}

/** Mode, base URL (never the token) and the last hour's error rate and latency, from the request log. */
export async function readIntegrationHealth(staff: StaffAccount): Promise<IntegrationHealth> {
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
  return { mode: getAppConfig().service.kind, baseUrl, ...summarizeCalls(samples, now) };
}

/**
 * The newest service calls of the administrator's organization (templates, statuses, timings, the
 * patient's account id; no patient data), filtered by status, path template, patient or request id.
 */
export function readRequestLog(admin: StaffAccount, query: RequestLogQuery) {
  return audited({
    staff: admin,
    action: 'request_log.view',
    detail: { ...query },
    perform: async () =>
      searchRequestLog({ db: await getAppDatabase(), organizationKey: admin.organizationKey, query }),
  });
}

/** What the organization's staff did, newest first, for administrators; viewing it is recorded too. */
export function readAuditLog(
  admin: StaffAccount,
  {
  page,
  size,
  patientId,
  staffId,
  action,
  }: { page: number; size: number; patientId?: string; staffId?: string; action?: string },
) {
  return audited({
    staff: admin,
    action: 'audit_log.view',
    detail: { page, size, patientId: patientId ?? null, staffId: staffId ?? null, action: action ?? null },
    perform: () =>
      listAuditOfOrganization({
        organizationKey: admin.organizationKey,
        patientAccountId: patientId,
        staffAccountId: staffId,
        action,
        page,
        size,
      }),
  });
}

export async function readStaffAccounts(admin: StaffAccount) {
  return { items: await listStaffOfOrganization(admin.organizationKey) };
}

/** The organization's invitations to join the staff, newest first, with their state (ADR 0090). */
export async function readStaffInvitations(admin: StaffAccount) {
  return { items: await listInvitations(admin.organizationKey) };
}
