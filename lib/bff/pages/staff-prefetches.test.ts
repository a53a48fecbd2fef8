import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as patientDetailsRoute } from '@/app/api/staff/patients/[patientId]/route';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import * as patientReads from '@/lib/bff/staff/staff-patient-reads';
import { auditLog } from '@/lib/db/app-schema';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { prefetchedState } from './prefetch';
import { outboxPrefetch, patientPrefetches, patientsListPrefetch } from './staff-prefetches';

// The request's headers as Next.js hands them to a page: the jar's cookies, and what the test sets.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', async () => {
  const { nextHeadersMock } = await import('@/testing/cookie-jar');
  return {
    ...nextHeadersMock,
    headers: async () => {
      const headers = await nextHeadersMock.headers();
      requestHeaders.current.forEach((value, name) => headers.set(name, value));
      return headers;
    },
  };
});
// Every read of a patient's data, counted, and still done.
vi.mock('@/lib/bff/staff/staff-patient-reads', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(actual).map(([name, value]) => [
      name,
      typeof value === 'function' ? vi.fn(value as never) : value,
    ]),
  );
});
configureTestEnvironment();

let patient: SignedIn<PatientAccount>;
let staff: SignedIn<StaffAccount>;
let admin: SignedIn<StaffAccount>;

beforeAll(async () => {
  await startTestServices();
  patient = await createPatient();
  staff = await createStaff('staff');
  admin = await createStaff('admin');
}, 120_000);

afterAll(() => vi.restoreAllMocks());

beforeEach(() => vi.clearAllMocks());

function navigation(site?: string) {
  requestHeaders.current = new Headers(site === undefined ? {} : { 'Sec-Fetch-Site': site });
}

async function auditedActions(staffAccountId: string): Promise<string[]> {
  const db = await getAppDatabase();
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(eq(auditLog.staffAccountId, staffAccountId), eq(auditLog.patientAccountId, patient.account.id)),
    );
  return rows.map((row) => row.action).sort();
}

const readsDone = () =>
  Object.values(patientReads)
    .filter((value) => vi.isMockFunction(value))
    .reduce((count, read) => count + vi.mocked(read).mock.calls.length, 0);

const PATIENT_PAGE_ACTIONS = [
  'patient.appointments.list',
  'patient.consultations.list',
  'patient.note.view',
  'patient.profile.view',
  'patient.timeline.view',
];

describe("the staff patient page's first view", () => {
  it('reads and records nothing when another site led here (webmail, a sibling subdomain)', async () => {
    for (const site of ['cross-site', 'same-site']) {
      actAs(staff);
      navigation(site);
      const state = await prefetchedState(...patientPrefetches(patient.account.id), patientsListPrefetch);
      expect(state.queries).toEqual([]);
      actAs(admin);
      const adminState = await prefetchedState(outboxPrefetch);
      expect(adminState.queries).toEqual([]);
    }
    expect(readsDone()).toBe(0);
    expect(await auditedActions(staff.account.id)).toEqual([]);
  });

  it("reads and records the view when the dashboard's own page or the person's own address bar led here", async () => {
    actAs(staff);
    navigation('same-origin');
    const state = await prefetchedState(...patientPrefetches(patient.account.id));
    expect(state.queries).toHaveLength(5);
    expect(state.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(readsDone()).toBe(5);
    expect(await auditedActions(staff.account.id)).toEqual(PATIENT_PAGE_ACTIONS);

    navigation('none');
    await prefetchedState(...patientPrefetches(patient.account.id));
    expect(readsDone()).toBe(10);
    expect(await auditedActions(admin.account.id)).toEqual([]);
    expect((await auditedActions(staff.account.id)).length).toBe(10);
  });
});

describe('the staff API reached by a navigation from another site', () => {
  const details = (site: string) =>
    callRoute(patientDetailsRoute, `/api/staff/patients/${patient.account.id}`, {
      headers: { 'Sec-Fetch-Site': site },
      params: { patientId: patient.account.id },
    });

  it('answers 403 before reading or recording anything, and serves the app itself as before', async () => {
    actAs(admin);
    for (const site of ['cross-site', 'same-site']) {
      const refused = await details(site);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('error.csrf');
    }
    expect(readsDone()).toBe(0);
    expect(await auditedActions(admin.account.id)).toEqual([]);

    const answered = await details('same-origin');
    expect(answered.status).toBe(200);
    expect(readsDone()).toBe(1);
    expect(await auditedActions(admin.account.id)).toEqual(['patient.profile.view']);
  });
});
