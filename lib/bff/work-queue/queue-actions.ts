import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import { BFF_ERROR_CODES, parseWorkQueueItemKey } from '@/lib/contract/bff';
import type { StaffAccount } from '@/lib/bff/accounts';
import { ApiError, authForbidden, notFound } from '@/lib/bff/http/api-error';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { audited } from '@/lib/bff/staff/staff-access';
import { findStaffAccount } from '@/lib/bff/staff/staff-accounts';
import { workQueueClaims } from '@/lib/db/app-schema';
import { recordQueueChange } from './queue-changes';
import { findWorkQueueItemPatient } from './queue-reads';

const taken = () =>
  new ApiError({
    status: 409,
    code: BFF_ERROR_CODES.workQueueTaken,
    message: 'Someone else has taken this. An admin can reassign it.',
  });

/** The item and its patient; a key that names nothing of the organization is a 404 like any absent thing. */
async function findItem(staff: StaffAccount, itemKey: string) {
  const parsed = parseWorkQueueItemKey(itemKey);
  if (!parsed) throw notFound();
  const patientAccountId = await findWorkQueueItemPatient(
    staff.organizationKey,
    parsed.section,
    parsed.subject,
  );
  if (!patientAccountId) throw notFound();
  return { patientAccountId };
}

/**
 * Assigns an item: to the caller ("I'll take it") when `staffId` is absent or theirs. Staff take what is
 * unassigned or already theirs; giving an item to someone else, or taking one someone else holds, is an
 * admin's reassignment. Recorded in the audit log, then announced to every console.
 */
export async function assignWorkQueueItem({
  staff,
  itemKey,
  staffId = staff.id,
}: {
  staff: StaffAccount;
  itemKey: string;
  staffId?: string;
}): Promise<void> {
  const { patientAccountId } = await findItem(staff, itemKey);
  const isAdmin = staff.role === 'admin';
  if (staffId !== staff.id && !isAdmin) throw authForbidden();
  await audited({
    staff,
    action: 'work_queue.assign',
    patientAccountId,
    detail: { itemKey, assignedStaffId: staffId },
    perform: async () => {
      const assignee = await findStaffAccount({ organizationKey: staff.organizationKey, id: staffId });
      if (!assignee || assignee.disabledAt) throw notFound();
      const db = await getAppDatabase();
      const now = new Date();
      const set = { assignedStaffId: staffId, assignedAt: now, updatedAt: now };
      const written = await db
        .insert(workQueueClaims)
        .values({ organizationKey: staff.organizationKey, itemKey, ...set })
        .onConflictDoUpdate({
          target: [workQueueClaims.organizationKey, workQueueClaims.itemKey],
          set,
          // Checked in the write itself: of two staff taking the same item at once, one gets it.
          setWhere: isAdmin
            ? undefined
            : or(isNull(workQueueClaims.assignedStaffId), eq(workQueueClaims.assignedStaffId, staff.id)),
        })
        .returning({ itemKey: workQueueClaims.itemKey });
      if (written.length === 0) throw taken();
      await recordQueueChange({
        organizationKey: staff.organizationKey,
        change: 'assigned',
        itemKey,
        staffAccountId: staffId,
      });
    },
  });
}

/** Marks an item done (a safety event acknowledged, documents reviewed); done again changes nothing. */
export async function completeWorkQueueItem({ staff, itemKey }: { staff: StaffAccount; itemKey: string }) {
  const { patientAccountId } = await findItem(staff, itemKey);
  await audited({
    staff,
    action: 'work_queue.done',
    patientAccountId,
    detail: { itemKey },
    perform: async () => {
      const db = await getAppDatabase();
      const now = new Date();
      const set = { doneAt: now, doneByStaffId: staff.id, updatedAt: now };
      const written = await db
        .insert(workQueueClaims)
        .values({ organizationKey: staff.organizationKey, itemKey, ...set })
        .onConflictDoUpdate({
          target: [workQueueClaims.organizationKey, workQueueClaims.itemKey],
          set,
          setWhere: isNull(workQueueClaims.doneAt),
        })
        .returning({ itemKey: workQueueClaims.itemKey });
      if (written.length === 0) return;
      await recordQueueChange({
        organizationKey: staff.organizationKey,
        change: 'done',
        itemKey,
        staffAccountId: staff.id,
      });
    },
  });
}

/** Whether an item is done, for tests and for the audit's readers. */
export async function workQueueClaim(organizationKey: string, itemKey: string) {
  const db = await getAppDatabase();
  const [claim] = await db
    .select()
    .from(workQueueClaims)
    .where(and(eq(workQueueClaims.organizationKey, organizationKey), eq(workQueueClaims.itemKey, itemKey)));
  return claim;
}
