import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '@/lib/contract';
import { appointments } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import { notFound } from '@/lib/embedded/http/service-failure';
import { pageOffset, type OwnerScope } from '@/lib/embedded/store/owner-scope';
import type { AppointmentRow } from './appointment-resource';

export function ownedBy(owner: OwnerScope): SQL {
  return and(eq(appointments.organizationId, owner.organizationId), eq(appointments.userId, owner.userId))!;
}

/** The caller's appointment; one outside the organization and user scope is reported as absent. */
export async function findOwnedAppointment(
  deps: EmbeddedDeps,
  owner: OwnerScope,
  appointmentId: string,
): Promise<AppointmentRow> {
  const [row] = await deps.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), ownedBy(owner)))
    .limit(1);
  if (!row) throw notFound.appointment();
  return row;
}

export async function listOwnedAppointments(
  deps: EmbeddedDeps,
  owner: OwnerScope,
  { status, page, size }: { status?: AppointmentStatus | null; page: number; size: number },
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const where = status ? and(ownedBy(owner), eq(appointments.status, status)) : ownedBy(owner);
  const [counted] = await deps.db.select({ total: count() }).from(appointments).where(where);
  const rows = await deps.db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.createdAt), asc(appointments.id))
    .limit(size)
    .offset(pageOffset({ page, size }));
  return { rows, total: counted?.total ?? 0 };
}
