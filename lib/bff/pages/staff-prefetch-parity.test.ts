import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '@/lib/bff/accounts';
import type { IntegrationHealth, PatientTimeline, WorkQueue } from '@/lib/contract/bff';
import {
  auditLogQuery,
  DEFAULT_AUDIT_LOG_QUERY,
  DEFAULT_PATIENTS_QUERY,
  DEFAULT_REQUEST_LOG_QUERY,
  faultsQuery,
  integrationHealthQuery,
  outboxQuery,
  patientAppointmentsQuery,
  patientCompletedChatsQuery,
  patientDetailsQuery,
  patientNoteQuery,
  patientsQuery,
  patientTimelineQuery,
  requestLogQuery,
  staffAccountsQuery,
  staffInvitationsQuery,
  staffBookingPolicyQuery,
  staffSafetyGuidanceQuery,
  staffSessionQuery,
  transcriptEventsQuery,
  transcriptMessagesQuery,
} from '@/lib/client/staff/queries';
import { workQueueQuery } from '@/lib/client/staff/work-queue-queries';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
import { expectSameAsRoute } from '@/testing/bff/prefetch-parity';
import { writeRequestLogNow } from '@/testing/bff/request-log-flush';
import {
  actAs,
  configureTestEnvironment,
  createPatient,
  createStaff,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import type { Prefetch } from './prefetch';
import * as prefetches from './staff-prefetches';

// A page opened from the console itself: the browser sends no cross-site marker (the jar's empty headers).
vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let admin: SignedIn<StaffAccount>;
let patientId: string;
let chatId: string;

beforeAll(async () => {
  fileStartedAt = Date.now();
  await startTestServices();
  const patient = await createPatient();
  patientId = patient.account.id;
  chatId = (await runConsultationThroughBff()).chatId;
  admin = await createStaff('admin');
}, 120_000);

type Case = [string, () => [Prefetch, { queryKey: readonly unknown[] }, ((data: never) => unknown)?]];

/** Rows recorded before the comparison began: each read adds its own (its audit row, its calls). */
let fileStartedAt = 0;
let comparisonStartedAt = 0;
/**
 * The log rows of this file before the comparison began. Not the reads' own rows; nor other files' (the
 * organization is shared): on a full page, each read's own row pushes the oldest off it.
 */
const recordedByThisFileBefore = <Row extends { at: string }>(rows: Row[]) =>
  rows.filter((row) => Date.parse(row.at) >= fileStartedAt && Date.parse(row.at) < comparisonStartedAt);
// The total counts the reads' own rows too.
const withoutOwnRows = (page: { items: { at: string }[] }) => ({
  ...page,
  items: recordedByThisFileBefore(page.items),
  total: 0,
});

describe("a console page's prefetched data is what its route answers the browser's query", () => {
  const cases: Case[] = [
    ['session', () => [prefetches.staffSessionPrefetch(admin.account), staffSessionQuery]],
    ['patients', () => [prefetches.patientsListPrefetch, patientsQuery(DEFAULT_PATIENTS_QUERY)]],
    ...(
      [
        ['patient details', patientDetailsQuery],
        ['patient note', patientNoteQuery],
        ['patient appointments', patientAppointmentsQuery],
        ['patient documents', patientCompletedChatsQuery],
      ] as const
    ).map(([name, query], index): Case => [
      name,
      () => [prefetches.patientPrefetches(patientId)[index]!, query(patientId)],
    ]),
    [
      'patient timeline',
      () => [
        prefetches.patientPrefetches(patientId)[4]!,
        patientTimelineQuery(patientId),
        // Each read's own service calls join the timeline as requests: the rest must agree.
        (timeline: PatientTimeline) => timeline.items.filter((item) => item.kind !== 'request'),
      ],
    ],
    [
      'transcript',
      () => [
        prefetches.transcriptPrefetches(patientId, chatId)[0]!,
        transcriptMessagesQuery(patientId, chatId),
      ],
    ],
    [
      'transcript events',
      () => [
        prefetches.transcriptPrefetches(patientId, chatId)[1]!,
        transcriptEventsQuery(patientId, chatId),
      ],
    ],
    ['staff accounts', () => [prefetches.staffAccountsPrefetch, staffAccountsQuery]],
    ['staff invitations', () => [prefetches.staffInvitationsPrefetch, staffInvitationsQuery]],
    [
      'work queue',
      () => [
        prefetches.workQueuePrefetch,
        workQueueQuery,
        // Each read says when it was made, and waiting times count from then: the items must agree.
        ({ items }: WorkQueue) => items,
      ],
    ],
    ['safety guidance', () => [prefetches.staffSafetyGuidancePrefetch, staffSafetyGuidanceQuery]],
    ['booking policy', () => [prefetches.staffBookingPolicyPrefetch, staffBookingPolicyQuery]],
    ['outbox', () => [prefetches.outboxPrefetch, outboxQuery({})]],
    ['faults', () => [prefetches.faultsPrefetch, faultsQuery]],
    [
      'integration health',
      () => [
        prefetches.integrationHealthPrefetch,
        integrationHealthQuery,
        // The figures count the calls the reads themselves make; what they describe must agree.
        ({ mode, baseUrl, windowMinutes }: IntegrationHealth) => ({ mode, baseUrl, windowMinutes }),
      ],
    ],
    [
      'request log',
      () => [prefetches.requestLogPrefetch, requestLogQuery(DEFAULT_REQUEST_LOG_QUERY), withoutOwnRows],
    ],
    [
      'audit log',
      () => [prefetches.auditLogPrefetch, auditLogQuery(DEFAULT_AUDIT_LOG_QUERY), withoutOwnRows],
    ],
  ];

  it.each(cases)('%s', async (_name, pair) => {
    actAs(admin);
    // Earlier calls reach the request log in batches a moment later: they land first.
    await writeRequestLogNow();
    comparisonStartedAt = Date.now();
    const [prefetch, options, stable] = pair();
    await expectSameAsRoute(prefetch, options, stable);
  });

  const COVERED = [
    'staffSessionPrefetch',
    'patientsListPrefetch',
    'patientPrefetches',
    'transcriptPrefetches',
    'staffAccountsPrefetch',
    'staffInvitationsPrefetch',
    'workQueuePrefetch',
    'staffSafetyGuidancePrefetch',
    'staffBookingPolicyPrefetch',
    'outboxPrefetch',
    'faultsPrefetch',
    'integrationHealthPrefetch',
    'requestLogPrefetch',
    'auditLogPrefetch',
  ];

  it('covers every page prefetch the module exports', () => {
    const exported = Object.keys(prefetches).filter(
      (name) => name.endsWith('Prefetch') || name.endsWith('Prefetches'),
    );
    expect(exported.sort()).toEqual(COVERED.sort());
  });
});
