import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  appointmentsListQuerySchema,
  availableSlotsQuerySchema,
  bookAsapBodySchema,
  bookScheduledBodySchema,
  chatsListQuerySchema,
  messagesListQuerySchema,
  opaqueIdInputSchema,
  pharmacySearchBodySchema,
  putAddressBodySchema,
  rescheduleBodySchema,
} from '@/lib/contract';
import {
  auditLogQuerySchema,
  browserCreateChatBodySchema,
  browserStreamBodySchema,
  faultSettingsSchema,
  acceptStaffInvitationBodySchema,
  inviteStaffBodySchema,
  staffInvitationTokenBodySchema,
  loginBodySchema,
  secondFactorConfirmBodySchema,
  secondFactorProofBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  registrationConfirmBodySchema,
  registrationRequestBodySchema,
  putPreferredPharmacyBodySchema,
  registerBodySchema,
  requestLogQuerySchema,
  safetyGuidanceSchema,
  bookingPolicySchema,
  changePasswordBodySchema,
  outboxQuerySchema,
  workQueueAssignBodySchema,
  reminderPreferenceSchema,
  staffNoteBodySchema,
  staffPatientsQuerySchema,
  updateStaffBodySchema,
} from '@/lib/contract/bff';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
import { arbitraryFromZod, EDGE_STRINGS } from '@/testing/embedded/schema-arbitrary';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  createStaff,
  readEnvelope,
  SPRINGFIELD_ADDRESS,
  startTestServices,
  type CallOptions,
  type SignedIn,
} from '@/testing/bff/route-harness';
import * as address from '@/app/api/address/route';
import * as appointmentCancel from '@/app/api/appointments/[appointmentId]/cancel/route';
import * as appointmentReschedule from '@/app/api/appointments/[appointmentId]/reschedule/route';
import * as appointment from '@/app/api/appointments/[appointmentId]/route';
import * as appointmentsAsap from '@/app/api/appointments/asap/route';
import * as appointments from '@/app/api/appointments/route';
import * as availableSlots from '@/app/api/appointments/scheduled/available-slots/route';
import * as appointmentsScheduled from '@/app/api/appointments/scheduled/route';
import * as patientDocument from '@/app/api/documents/[documentId]/route';
import * as login from '@/app/api/auth/login/route';
import * as passwordReset from '@/app/api/auth/password-reset/route';
import * as passwordResetConfirm from '@/app/api/auth/password-reset/confirm/route';
import * as logout from '@/app/api/auth/logout/route';
import * as signedInSession from '@/app/api/auth/sessions/[sessionId]/route';
import * as signedInSessions from '@/app/api/auth/sessions/route';
import * as endOtherSessions from '@/app/api/auth/sessions/end-others/route';
import * as password from '@/app/api/auth/password/route';
import * as me from '@/app/api/auth/me/route';
import * as register from '@/app/api/auth/register/route';
import * as registration from '@/app/api/auth/registration/route';
import * as registrationConfirm from '@/app/api/auth/registration/confirm/route';
import { confirmAddress, freshClientAddress } from '@/testing/bff/registration-flow';
import * as chatEvents from '@/app/api/chats/[chatId]/events/route';
import * as chatMessages from '@/app/api/chats/[chatId]/messages/route';
import * as chat from '@/app/api/chats/[chatId]/route';
import * as chatStream from '@/app/api/chats/[chatId]/stream/route';
import * as chats from '@/app/api/chats/route';
import * as consultations from '@/app/api/documents/route';
import * as health from '@/app/api/health/route';
import * as ready from '@/app/api/ready/route';
import * as pharmacy from '@/app/api/pharmacy/route';
import * as pharmacySearch from '@/app/api/pharmacy/search/route';
import * as safetyGuidance from '@/app/api/safety-guidance/route';
import * as bookingPolicy from '@/app/api/booking-policy/route';
import * as staffBookingPolicy from '@/app/api/staff/booking-policy/route';
import * as staffOutbox from '@/app/api/staff/outbox/route';
import * as workQueue from '@/app/api/staff/work-queue/route';
import * as workQueueEvents from '@/app/api/staff/work-queue/events/route';
import * as workQueueAssignment from '@/app/api/staff/work-queue/items/[itemKey]/assignment/route';
import * as workQueueDone from '@/app/api/staff/work-queue/items/[itemKey]/done/route';
import * as myReminders from '@/app/api/users/me/reminders/route';
import * as staffAccount from '@/app/api/staff/accounts/[staffId]/route';
import * as staffSecondFactorReset from '@/app/api/staff/accounts/[staffId]/two-factor/route';
import * as twoFactor from '@/app/api/auth/two-factor/route';
import * as twoFactorDisable from '@/app/api/auth/two-factor/disable/route';
import * as twoFactorEnable from '@/app/api/auth/two-factor/enable/route';
import * as twoFactorSetup from '@/app/api/auth/two-factor/setup/route';
import * as twoFactorVerify from '@/app/api/auth/two-factor/verify/route';
import * as staffAccounts from '@/app/api/staff/accounts/route';
import * as staffAccountReset from '@/app/api/staff/accounts/[staffId]/password-reset/route';
import * as staffInvitations from '@/app/api/staff/invitations/route';
import * as staffInvitation from '@/app/api/staff/invitations/[invitationId]/route';
import * as staffInvitationResend from '@/app/api/staff/invitations/[invitationId]/resend/route';
import * as staffInvitationPreview from '@/app/api/auth/staff-invitation/route';
import * as staffInvitationAccept from '@/app/api/auth/staff-invitation/accept/route';
import * as staffDocument from '@/app/api/staff/documents/[patientId]/[documentId]/route';
import * as staffAuditLog from '@/app/api/staff/audit-log/route';
import * as staffFaults from '@/app/api/staff/faults/route';
import * as staffBulkFile from '@/app/api/staff/fhir-export/[jobId]/[fileName]/route';
import * as staffBulkStatus from '@/app/api/staff/fhir-export/[jobId]/route';
import * as staffBulkExport from '@/app/api/staff/fhir-export/route';
import * as staffHealth from '@/app/api/staff/integration-health/route';
import * as staffCancel from '@/app/api/staff/patients/[patientId]/appointments/[appointmentId]/cancel/route';
import * as staffReschedule from '@/app/api/staff/patients/[patientId]/appointments/[appointmentId]/reschedule/route';
import * as staffAsap from '@/app/api/staff/patients/[patientId]/appointments/asap/route';
import * as staffAppointments from '@/app/api/staff/patients/[patientId]/appointments/route';
import * as staffSlots from '@/app/api/staff/patients/[patientId]/appointments/scheduled/available-slots/route';
import * as staffScheduled from '@/app/api/staff/patients/[patientId]/appointments/scheduled/route';
import * as staffChatEvents from '@/app/api/staff/patients/[patientId]/chats/[chatId]/events/route';
import * as staffChatMessages from '@/app/api/staff/patients/[patientId]/chats/[chatId]/messages/route';
import * as staffChats from '@/app/api/staff/patients/[patientId]/chats/route';
import * as staffConsultationFhir from '@/app/api/staff/patients/[patientId]/chats/[chatId]/fhir/route';
import * as staffConsultations from '@/app/api/staff/patients/[patientId]/documents/route';
import * as staffNote from '@/app/api/staff/patients/[patientId]/note/route';
import * as staffPatientFhir from '@/app/api/staff/patients/[patientId]/fhir/route';
import * as staffPatient from '@/app/api/staff/patients/[patientId]/route';
import * as staffTimeline from '@/app/api/staff/patients/[patientId]/timeline/route';
import * as staffPatients from '@/app/api/staff/patients/route';
import * as staffRequestLog from '@/app/api/staff/request-log/route';
import * as staffSafetyGuidance from '@/app/api/staff/safety-guidance/route';
import * as staffSession from '@/app/api/staff/session/route';
import * as staffPassword from '@/app/api/staff/auth/password/route';
import * as myRecordFhir from '@/app/api/users/me/fhir/route';
import * as users from '@/app/api/users/me/route';
import * as noSuchRoute from '@/app/api/[...path]/route';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/bff/http/security-headers';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

// Bounded and repeatable: one seed, a few hundred requests in all.
const SEED = 20261123;
const RUNS = 12;
const ROUTE_TIMEOUT_MS = 90_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `confirmed visitor`: nobody signed in, with an address confirmed in this browser (ADR 0088). */
type Caller = 'patient' | 'admin' | 'nobody' | 'fresh patient' | 'confirmed visitor';
type ParamName =
  | 'chatId'
  | 'appointmentId'
  | 'documentId'
  | 'patientId'
  | 'staffId'
  | 'invitationId'
  | 'path'
  | 'jobId'
  | 'fileName'
  | 'sessionId'
  | 'itemKey';
type Known = Record<ParamName, string>;

interface RouteCase {
  /** As the folder names it, `[chatId]` for a parameter. */
  path: string;
  method: Method;
  handler: unknown;
  caller: Caller;
  body?: z.ZodType;
  query?: z.ZodType;
  runs?: number;
  /** A stream that stays open as long as its reader (the work queue's events): cancelled once it answered. */
  endless?: boolean;
  /**
   * After a 2xx: what is stored reads back as what was acknowledged. `sent` is the body as the schema
   * reads it, `answer` the acknowledged envelope's data.
   */
  readBack?: (sent: Record<string, unknown>, answer: unknown) => Promise<void>;
}

let patient: SignedIn<PatientAccount>;
let admin: SignedIn<StaffAccount>;
const known = {} as Known;
/** The organization's settings the generated requests change, put back for the route files after this one. */
const settingsBefore: { bookingPolicy?: unknown; safetyGuidance?: unknown } = {};

async function dataOf<T>(handler: unknown, path: string, options: CallOptions = {}): Promise<T> {
  const { status, body } = await readEnvelope<T>(await callRoute(handler, path, options));
  expect(status, `${path} while reading back`).toBeLessThan(300);
  return body.data as T;
}

const ROUTES: RouteCase[] = [
  { path: '/api/address', method: 'GET', handler: address.GET, caller: 'patient' },
  {
    path: '/api/address',
    method: 'PUT',
    handler: address.PUT,
    caller: 'patient',
    body: putAddressBodySchema,
    async readBack(sent) {
      const stored = await dataOf<Record<string, unknown>>(address.GET, '/api/address');
      for (const field of ['line1', 'line2', 'city', 'state', 'postalCode'])
        expect(stored[field] ?? null, field).toEqual(sent[field] ?? null);
    },
  },
  {
    path: '/api/appointments/[appointmentId]/cancel',
    method: 'POST',
    handler: appointmentCancel.POST,
    caller: 'patient',
  },
  {
    path: '/api/appointments/[appointmentId]/reschedule',
    method: 'POST',
    handler: appointmentReschedule.POST,
    caller: 'patient',
    body: rescheduleBodySchema,
  },
  { path: '/api/appointments/[appointmentId]', method: 'GET', handler: appointment.GET, caller: 'patient' },
  {
    path: '/api/appointments/asap',
    method: 'POST',
    handler: appointmentsAsap.POST,
    caller: 'patient',
    body: bookAsapBodySchema,
    async readBack(_sent, answer) {
      const { id } = answer as { id: string };
      const stored = await dataOf(appointment.GET, `/api/appointments/${id}`, {
        params: { appointmentId: id },
      });
      expect(stored).toEqual(answer);
    },
  },
  {
    path: '/api/appointments',
    method: 'GET',
    handler: appointments.GET,
    caller: 'patient',
    query: appointmentsListQuerySchema,
  },
  {
    path: '/api/appointments/scheduled/available-slots',
    method: 'GET',
    handler: availableSlots.GET,
    caller: 'patient',
    query: availableSlotsQuerySchema,
  },
  {
    path: '/api/appointments/scheduled',
    method: 'POST',
    handler: appointmentsScheduled.POST,
    caller: 'patient',
    body: bookScheduledBodySchema,
  },
  { path: '/api/documents/[documentId]', method: 'GET', handler: patientDocument.GET, caller: 'patient' },
  { path: '/api/auth/login', method: 'POST', handler: login.POST, caller: 'nobody', body: loginBodySchema },
  {
    path: '/api/auth/password-reset',
    method: 'POST',
    handler: passwordReset.POST,
    caller: 'nobody',
    body: passwordResetRequestBodySchema,
    // Each answer waits out the same minimum time (ADR 0087).
    runs: 12,
  },
  {
    path: '/api/auth/registration',
    method: 'POST',
    handler: registration.POST,
    caller: 'nobody',
    body: registrationRequestBodySchema,
    // Each answer waits out the same minimum time, as a reset's (ADR 0088).
    runs: 12,
  },
  {
    path: '/api/auth/registration/confirm',
    method: 'POST',
    handler: registrationConfirm.POST,
    caller: 'nobody',
    body: registrationConfirmBodySchema,
    runs: 12,
  },
  {
    path: '/api/auth/password-reset/confirm',
    method: 'POST',
    handler: passwordResetConfirm.POST,
    caller: 'nobody',
    body: passwordResetBodySchema,
    runs: 12,
  },
  { path: '/api/auth/logout', method: 'POST', handler: logout.POST, caller: 'fresh patient', runs: 4 },
  { path: '/api/auth/me', method: 'GET', handler: me.GET, caller: 'patient' },
  { path: '/api/auth/two-factor', method: 'GET', handler: twoFactor.GET, caller: 'patient' },
  {
    path: '/api/auth/two-factor/setup',
    method: 'POST',
    handler: twoFactorSetup.POST,
    caller: 'fresh patient',
    runs: 4,
  },
  {
    path: '/api/auth/two-factor/enable',
    method: 'POST',
    handler: twoFactorEnable.POST,
    caller: 'fresh patient',
    body: secondFactorConfirmBodySchema,
    runs: 4,
  },
  {
    path: '/api/auth/two-factor/disable',
    method: 'POST',
    handler: twoFactorDisable.POST,
    caller: 'fresh patient',
    body: secondFactorProofBodySchema,
    runs: 4,
  },
  {
    path: '/api/auth/two-factor/verify',
    method: 'POST',
    handler: twoFactorVerify.POST,
    caller: 'nobody',
    body: secondFactorProofBodySchema,
  },
  {
    path: '/api/staff/accounts/[staffId]/two-factor',
    method: 'DELETE',
    handler: staffSecondFactorReset.DELETE,
    caller: 'admin',
    runs: 4,
  },
  { path: '/api/auth/sessions', method: 'GET', handler: signedInSessions.GET, caller: 'patient' },
  {
    path: '/api/auth/sessions/[sessionId]',
    method: 'DELETE',
    handler: signedInSession.DELETE,
    caller: 'fresh patient',
    runs: 4,
  },
  {
    path: '/api/auth/sessions/end-others',
    method: 'POST',
    handler: endOtherSessions.POST,
    caller: 'fresh patient',
    runs: 4,
  },
  {
    path: '/api/auth/password',
    method: 'POST',
    handler: password.POST,
    caller: 'fresh patient',
    body: changePasswordBodySchema,
    runs: 4,
  },
  {
    path: '/api/auth/register',
    method: 'POST',
    handler: register.POST,
    caller: 'confirmed visitor',
    // Each run first asks for a code and confirms it, waiting out the first step's minimum time.
    runs: 8,
    body: registerBodySchema,
    async readBack(_sent, answer) {
      // The new patient is signed in by the answer's cookie.
      expect(await dataOf(me.GET, '/api/auth/me')).toMatchObject(answer as object);
    },
  },
  { path: '/api/chats/[chatId]/events', method: 'GET', handler: chatEvents.GET, caller: 'patient' },
  {
    path: '/api/chats/[chatId]/messages',
    method: 'GET',
    handler: chatMessages.GET,
    caller: 'patient',
    query: messagesListQuerySchema,
  },
  { path: '/api/chats/[chatId]', method: 'GET', handler: chat.GET, caller: 'patient' },
  {
    path: '/api/chats/[chatId]/stream',
    method: 'POST',
    handler: chatStream.POST,
    caller: 'patient',
    body: browserStreamBodySchema,
    runs: 8,
  },
  { path: '/api/chats', method: 'GET', handler: chats.GET, caller: 'patient', query: chatsListQuerySchema },
  {
    path: '/api/chats',
    method: 'POST',
    handler: chats.POST,
    caller: 'patient',
    body: browserCreateChatBodySchema,
    async readBack(_sent, answer) {
      const { id } = answer as { id: string };
      expect(await dataOf(chat.GET, `/api/chats/${id}`, { params: { chatId: id } })).toEqual(answer);
    },
  },
  { path: '/api/documents', method: 'GET', handler: consultations.GET, caller: 'patient' },
  { path: '/api/health', method: 'GET', handler: health.GET, caller: 'nobody' },
  { path: '/api/pharmacy', method: 'GET', handler: pharmacy.GET, caller: 'patient' },
  {
    path: '/api/pharmacy',
    method: 'PUT',
    handler: pharmacy.PUT,
    caller: 'patient',
    body: putPreferredPharmacyBodySchema,
    async readBack(_sent, answer) {
      expect(await dataOf(pharmacy.GET, '/api/pharmacy')).toEqual(answer);
    },
  },
  {
    path: '/api/pharmacy/search',
    method: 'POST',
    handler: pharmacySearch.POST,
    caller: 'patient',
    body: pharmacySearchBodySchema,
  },
  { path: '/api/ready', method: 'GET', handler: ready.GET, caller: 'nobody' },
  { path: '/api/safety-guidance', method: 'GET', handler: safetyGuidance.GET, caller: 'patient' },
  { path: '/api/booking-policy', method: 'GET', handler: bookingPolicy.GET, caller: 'patient' },
  { path: '/api/staff/booking-policy', method: 'GET', handler: staffBookingPolicy.GET, caller: 'admin' },
  {
    path: '/api/staff/outbox',
    method: 'GET',
    handler: staffOutbox.GET,
    caller: 'admin',
    query: outboxQuerySchema,
  },
  { path: '/api/staff/work-queue', method: 'GET', handler: workQueue.GET, caller: 'admin' },
  {
    path: '/api/staff/work-queue/events',
    method: 'GET',
    handler: workQueueEvents.GET,
    caller: 'admin',
    endless: true,
    runs: 5,
  },
  {
    path: '/api/staff/work-queue/items/[itemKey]/assignment',
    method: 'POST',
    handler: workQueueAssignment.POST,
    caller: 'admin',
    body: workQueueAssignBodySchema,
  },
  {
    path: '/api/staff/work-queue/items/[itemKey]/done',
    method: 'POST',
    handler: workQueueDone.POST,
    caller: 'admin',
  },
  { path: '/api/users/me/reminders', method: 'GET', handler: myReminders.GET, caller: 'patient' },
  {
    path: '/api/users/me/reminders',
    method: 'PUT',
    handler: myReminders.PUT,
    caller: 'patient',
    body: reminderPreferenceSchema,
    async readBack(sent) {
      expect(await dataOf(myReminders.GET, '/api/users/me/reminders')).toEqual(sent);
    },
  },
  {
    path: '/api/staff/booking-policy',
    method: 'PUT',
    handler: staffBookingPolicy.PUT,
    caller: 'admin',
    body: bookingPolicySchema,
    async readBack(_sent, answer) {
      expect(await dataOf(staffBookingPolicy.GET, '/api/staff/booking-policy')).toEqual(answer);
    },
  },
  {
    path: '/api/staff/accounts/[staffId]',
    method: 'PATCH',
    handler: staffAccount.PATCH,
    caller: 'admin',
    body: updateStaffBodySchema,
    async readBack(_sent, answer) {
      const { items } = await dataOf<{ items: unknown[] }>(staffAccounts.GET, '/api/staff/accounts');
      expect(items).toContainEqual(answer);
    },
  },
  { path: '/api/staff/accounts', method: 'GET', handler: staffAccounts.GET, caller: 'admin' },
  {
    path: '/api/staff/accounts/[staffId]/password-reset',
    method: 'POST',
    handler: staffAccountReset.POST,
    caller: 'admin',
  },
  { path: '/api/staff/invitations', method: 'GET', handler: staffInvitations.GET, caller: 'admin' },
  {
    path: '/api/staff/invitations',
    method: 'POST',
    handler: staffInvitations.POST,
    caller: 'admin',
    body: inviteStaffBodySchema,
    async readBack(_sent, answer) {
      const { items } = await dataOf<{ items: unknown[] }>(staffInvitations.GET, '/api/staff/invitations');
      expect(items).toContainEqual(answer);
    },
  },
  {
    path: '/api/staff/invitations/[invitationId]/resend',
    method: 'POST',
    handler: staffInvitationResend.POST,
    caller: 'admin',
  },
  // After the one above: revoking closes the invitation it re-sends.
  {
    path: '/api/staff/invitations/[invitationId]',
    method: 'DELETE',
    handler: staffInvitation.DELETE,
    caller: 'admin',
  },
  {
    path: '/api/auth/staff-invitation',
    method: 'POST',
    handler: staffInvitationPreview.POST,
    caller: 'nobody',
    body: staffInvitationTokenBodySchema,
  },
  {
    path: '/api/auth/staff-invitation/accept',
    method: 'POST',
    handler: staffInvitationAccept.POST,
    caller: 'nobody',
    body: acceptStaffInvitationBodySchema,
    runs: 4,
  },
  {
    path: '/api/staff/documents/[patientId]/[documentId]',
    method: 'GET',
    handler: staffDocument.GET,
    caller: 'admin',
  },
  {
    path: '/api/staff/audit-log',
    method: 'GET',
    handler: staffAuditLog.GET,
    caller: 'admin',
    query: auditLogQuerySchema,
  },
  { path: '/api/staff/faults', method: 'GET', handler: staffFaults.GET, caller: 'admin' },
  {
    path: '/api/staff/faults',
    method: 'PUT',
    handler: staffFaults.PUT,
    caller: 'admin',
    body: faultSettingsSchema,
    async readBack(_sent, answer) {
      expect(await dataOf(staffFaults.GET, '/api/staff/faults')).toEqual(answer);
    },
  },
  { path: '/api/staff/faults', method: 'DELETE', handler: staffFaults.DELETE, caller: 'admin', runs: 2 },
  { path: '/api/staff/fhir-export/[jobId]', method: 'GET', handler: staffBulkStatus.GET, caller: 'admin' },
  {
    path: '/api/staff/fhir-export/[jobId]/[fileName]',
    method: 'GET',
    handler: staffBulkFile.GET,
    caller: 'admin',
    runs: 4,
  },
  // After the two above: a new export replaces the one they read.
  {
    path: '/api/staff/fhir-export',
    method: 'POST',
    handler: staffBulkExport.POST,
    caller: 'admin',
    runs: 2,
  },
  { path: '/api/staff/integration-health', method: 'GET', handler: staffHealth.GET, caller: 'admin' },
  {
    path: '/api/staff/patients/[patientId]/appointments/[appointmentId]/cancel',
    method: 'POST',
    handler: staffCancel.POST,
    caller: 'admin',
  },
  {
    path: '/api/staff/patients/[patientId]/appointments/[appointmentId]/reschedule',
    method: 'POST',
    handler: staffReschedule.POST,
    caller: 'admin',
    body: rescheduleBodySchema,
  },
  {
    path: '/api/staff/patients/[patientId]/appointments/asap',
    method: 'POST',
    handler: staffAsap.POST,
    caller: 'admin',
    body: bookAsapBodySchema,
  },
  {
    path: '/api/staff/patients/[patientId]/appointments',
    method: 'GET',
    handler: staffAppointments.GET,
    caller: 'admin',
    query: appointmentsListQuerySchema,
  },
  {
    path: '/api/staff/patients/[patientId]/appointments/scheduled/available-slots',
    method: 'GET',
    handler: staffSlots.GET,
    caller: 'admin',
    query: availableSlotsQuerySchema,
  },
  {
    path: '/api/staff/patients/[patientId]/appointments/scheduled',
    method: 'POST',
    handler: staffScheduled.POST,
    caller: 'admin',
    body: bookScheduledBodySchema,
  },
  {
    path: '/api/staff/patients/[patientId]/chats/[chatId]/events',
    method: 'GET',
    handler: staffChatEvents.GET,
    caller: 'admin',
  },
  {
    path: '/api/staff/patients/[patientId]/chats/[chatId]/messages',
    method: 'GET',
    handler: staffChatMessages.GET,
    caller: 'admin',
    query: messagesListQuerySchema,
  },
  {
    path: '/api/staff/patients/[patientId]/chats',
    method: 'GET',
    handler: staffChats.GET,
    caller: 'admin',
    query: chatsListQuerySchema,
  },
  {
    path: '/api/staff/patients/[patientId]/documents',
    method: 'GET',
    handler: staffConsultations.GET,
    caller: 'admin',
  },
  {
    path: '/api/staff/patients/[patientId]/chats/[chatId]/fhir',
    method: 'GET',
    handler: staffConsultationFhir.GET,
    caller: 'admin',
    runs: 4,
  },
  {
    path: '/api/staff/patients/[patientId]/fhir',
    method: 'GET',
    handler: staffPatientFhir.GET,
    caller: 'admin',
    runs: 4,
  },
  { path: '/api/staff/patients/[patientId]/note', method: 'GET', handler: staffNote.GET, caller: 'admin' },
  {
    path: '/api/staff/patients/[patientId]/note',
    method: 'PUT',
    handler: staffNote.PUT,
    caller: 'admin',
    body: staffNoteBodySchema,
    async readBack(_sent, answer) {
      const path = `/api/staff/patients/${known.patientId}/note`;
      expect(await dataOf(staffNote.GET, path, { params: { patientId: known.patientId } })).toEqual(answer);
    },
  },
  { path: '/api/staff/patients/[patientId]', method: 'GET', handler: staffPatient.GET, caller: 'admin' },
  {
    path: '/api/staff/patients/[patientId]/timeline',
    method: 'GET',
    handler: staffTimeline.GET,
    caller: 'admin',
  },
  {
    path: '/api/staff/patients',
    method: 'GET',
    handler: staffPatients.GET,
    caller: 'admin',
    query: staffPatientsQuerySchema,
  },
  {
    path: '/api/staff/request-log',
    method: 'GET',
    handler: staffRequestLog.GET,
    caller: 'admin',
    query: requestLogQuerySchema,
  },
  {
    path: '/api/staff/safety-guidance',
    method: 'GET',
    handler: staffSafetyGuidance.GET,
    caller: 'admin',
  },
  {
    path: '/api/staff/safety-guidance',
    method: 'PUT',
    handler: staffSafetyGuidance.PUT,
    caller: 'admin',
    body: safetyGuidanceSchema,
    async readBack(_sent, answer) {
      expect(await dataOf(staffSafetyGuidance.GET, '/api/staff/safety-guidance')).toEqual(answer);
    },
  },
  { path: '/api/staff/session', method: 'GET', handler: staffSession.GET, caller: 'admin' },
  {
    path: '/api/staff/auth/password',
    method: 'POST',
    handler: staffPassword.POST,
    caller: 'admin',
    body: changePasswordBodySchema,
    runs: 4,
  },
  { path: '/api/users/me/fhir', method: 'GET', handler: myRecordFhir.GET, caller: 'patient', runs: 2 },
  { path: '/api/users/me', method: 'GET', handler: users.GET, caller: 'patient' },
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method): RouteCase => ({
    path: '/api/[...path]',
    method,
    handler: noSuchRoute[method],
    caller: 'patient',
  })),
];

/** A parameter in a folder's name: `[chatId]`, or `[...path]` for the rest of the path. */
const PARAM_PATTERN = /\[(?:\.\.\.)?(\w+)\]/g;

/** Every `route.ts` under app/api and the methods it exports, as `METHOD /api/path`. */
function servedRoutes(): string[] {
  const root = join(process.cwd(), 'app');
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(path, 'utf8');
        const route = `/${relative(root, folder)}`;
        for (const [, method] of source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g))
          found.push(`${method} ${route}`);
      }
    }
  };
  walk(join(root, 'api'));
  return found.sort();
}

// Mostly the real resource, sometimes an id that names nothing or text no id can be.
const idArbitrary = (name: ParamName) =>
  fc.oneof(
    { arbitrary: fc.constant(name), weight: 6 },
    { arbitrary: arbitraryFromZod(opaqueIdInputSchema).map(String), weight: 2 },
    { arbitrary: fc.constantFrom(...EDGE_STRINGS), weight: 2 },
  );

function paramsArbitrary(path: string): fc.Arbitrary<Record<string, string>> {
  const names = [...path.matchAll(PARAM_PATTERN)].map((match) => match[1] as ParamName);
  return fc.record(
    Object.fromEntries(
      names.map((name) => [name, idArbitrary(name).map((value) => (value === name ? known[name] : value))]),
    ),
  );
}

/** Query values as a URL carries them: schema-shaped, edge strings, and keys nobody expects. */
function queryArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, string>> {
  const unexpected = fc.dictionary(
    fc.constantFrom('', 'x', 'page', '\u0000'),
    fc.constantFrom(...EDGE_STRINGS),
    {
      maxKeys: 2,
    },
  );
  if (!schema) return unexpected;
  const shaped = arbitraryFromZod(schema, 'output').map((value) =>
    Object.fromEntries(
      Object.entries(typeof value === 'object' && value !== null ? value : {}).map(([key, inner]) => [
        key,
        String(inner),
      ]),
    ),
  );
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: unexpected, weight: 1 });
}

type Body = { json: unknown } | { raw: string } | undefined;

function bodyArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<Body> {
  if (!schema) return fc.constant(undefined);
  return fc.oneof(
    { arbitrary: arbitraryFromZod(schema).map((json) => ({ json })), weight: 9 },
    {
      arbitrary: fc.constantFrom('', '{', 'null', '[]', '"text"', '{"a":1}').map((raw) => ({ raw })),
      weight: 1,
    },
  );
}

/** `client`: the address the request comes from, for a confirmed visitor the one that confirmed. */
async function signIn(caller: Caller, client = freshClientAddress()): Promise<void> {
  if (caller === 'patient') actAs(patient);
  else if (caller === 'admin') actAs(admin);
  else if (caller === 'fresh patient') actAs(await createPatient());
  else if (caller === 'confirmed visitor') {
    actAs(null);
    await confirmAddress(`visitor-${randomUUID()}@springfield.test`, { address: client });
  } else actAs(null);
}

/** As a URL carries text: a lone surrogate has no UTF-8 form and arrives as U+FFFD. */
const asUrlText = (value: string) => value.replace(/\p{Cs}/gu, '\ufffd');

function urlOf(path: string, params: Record<string, string>, query: Record<string, string>): string {
  const filled = path.replace(PARAM_PATTERN, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}

/** A finished export of the organization, for the routes that read one. */
async function finishedBulkExport(): Promise<string> {
  actAs(admin);
  const { id } = await dataOf<{ id: string }>(staffBulkExport.POST, '/api/staff/fhir-export', {
    method: 'POST',
  });
  for (;;) {
    const path = `/api/staff/fhir-export/${id}`;
    const { status } = await dataOf<{ status: string }>(staffBulkStatus.GET, path, { params: { jobId: id } });
    if (status === 'done') return id;
    if (status === 'failed') throw new Error('The bulk export failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An invitation of the organization, for the routes that re-send or revoke one. */
async function openInvitation(): Promise<string> {
  actAs(admin);
  const { id } = await dataOf<{ id: string }>(staffInvitations.POST, '/api/staff/invitations', {
    method: 'POST',
    body: { email: `invited-${Date.now()}@springfield.test`, role: 'staff' },
  });
  return id;
}

beforeAll(async () => {
  await startTestServices();
  admin = await createStaff('admin');
  actAs(admin);
  settingsBefore.bookingPolicy = await dataOf(staffBookingPolicy.GET, '/api/staff/booking-policy');
  settingsBefore.safetyGuidance = await dataOf(staffSafetyGuidance.GET, '/api/staff/safety-guidance');
  const colleague = await createStaff('staff');
  patient = await createPatient();
  actAs(patient);
  await callRoute(address.PUT, '/api/address', { method: 'PUT', body: SPRINGFIELD_ADDRESS });
  const { chatId, complete } = await runConsultationThroughBff();
  const booked = await dataOf<{ id: string }>(appointmentsAsap.POST, '/api/appointments/asap', {
    method: 'POST',
    body: { chatId, location: { state: SPRINGFIELD_ADDRESS.state } },
  });
  Object.assign(known, {
    chatId,
    appointmentId: booked.id,
    documentId: complete.artifacts.soapNote,
    patientId: patient.account.id,
    staffId: colleague.account.id,
    invitationId: await openInvitation(),
    path: 'no-such-route',
    jobId: await finishedBulkExport(),
    itemKey: `documents:${chatId}`,
    fileName: 'Patient.ndjson',
    // Another patient's session: to a fresh patient, one it may not end.
    sessionId: await (async () => {
      actAs(patient);
      const { items } = await dataOf<{ items: Array<{ id: string }> }>(
        signedInSessions.GET,
        '/api/auth/sessions',
      );
      return items[0]!.id;
    })(),
  });
}, 180_000);

afterAll(async () => {
  actAs(admin);
  await callRoute(staffFaults.DELETE, '/api/staff/faults', { method: 'DELETE' });
  await dataOf(staffBookingPolicy.PUT, '/api/staff/booking-policy', {
    method: 'PUT',
    body: settingsBefore.bookingPolicy,
  });
  await dataOf(staffSafetyGuidance.PUT, '/api/staff/safety-guidance', {
    method: 'PUT',
    body: settingsBefore.safetyGuidance,
  });
  vi.restoreAllMocks();
});

describe('every /api route, with generated requests', () => {
  it('the table names every route the app serves', () => {
    expect(ROUTES.map((route) => `${route.method} ${route.path}`).sort()).toEqual(servedRoutes());
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: never a 5xx, always the envelope, and what is stored is what was acknowledged',
    async (_name, route) => {
      const input = fc.record({
        params: paramsArbitrary(route.path),
        query: queryArbitrary(route.query),
        body: bodyArbitrary(route.body),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params: generated, query, body }) => {
          // Each request from a client of its own, as from many browsers: the per-client throttles
          // (registrations, sign-ins, resets) then answer none of them, and the handler does.
          const client = freshClientAddress();
          await signIn(route.caller, client);
          const params = Object.fromEntries(
            Object.entries(generated).map(([name, value]) => [name, asUrlText(value)]),
          );
          const url = urlOf(route.path, params, query);
          const response = await callRoute(route.handler, url, {
            method: route.method,
            params,
            headers: { [SOCKET_ADDRESS_HEADER]: client },
            ...(body && 'json' in body ? { body: body.json } : {}),
            ...(body && 'raw' in body ? { rawBody: body.raw } : {}),
          });
          const description = `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 300)}`;
          expect(response.status, description).toBeLessThan(500);
          // The proxy does not run for /api/*: every answer carries the headers withRoute sets (ADR 0049).
          expect(response.headers.get('content-security-policy'), description).toBe(
            API_CONTENT_SECURITY_POLICY,
          );
          expect(response.headers.get('x-content-type-options'), description).toBe('nosniff');
          expect(response.headers.get('x-frame-options'), description).toBe('DENY');
          if (route.endless && response.status === 200) {
            await response.body?.cancel();
            return;
          }
          if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
            await response.text();
            return;
          }
          if (response.status === 204) return;
          // A FHIR export is a file, a Bundle rather than an envelope.
          if (response.headers.get('content-type')?.startsWith('application/fhir+json')) {
            expect(await response.json(), description).toMatchObject({ resourceType: 'Bundle' });
            return;
          }
          if (response.headers.get('content-type')?.startsWith('application/fhir+ndjson')) {
            for (const line of (await response.text()).trimEnd().split('\n'))
              expect(JSON.parse(line), description).toHaveProperty('resourceType');
            return;
          }
          const envelope = (await response.json()) as { code: string; message: string; data?: unknown };
          expect(envelope, description).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
          if (response.status < 300 && route.readBack && body && 'json' in body) {
            const sent = route.body!.parse(body.json) as Record<string, unknown>;
            await route.readBack(sent, envelope.data);
          }
          if (route.path === '/api/staff/faults') {
            actAs(admin);
            await callRoute(staffFaults.DELETE, '/api/staff/faults', { method: 'DELETE' });
          }
        }),
        { seed: SEED, numRuns: route.runs ?? RUNS, endOnFailure: true },
      );
    },
    ROUTE_TIMEOUT_MS,
  );
});

describe('text the BFF stores or looks up follows the stored-text rule (ADR 0031)', () => {
  const NUL = 'before\u0000after';
  const cases: { name: string; route: RouteCase; url: () => string; body?: unknown; field: string }[] = [
    {
      name: 'a staff note',
      route: ROUTES.find((route) => route.path.endsWith('/note') && route.method === 'PUT')!,
      url: () => `/api/staff/patients/${known.patientId}/note`,
      body: { note: NUL },
      field: 'note',
    },
    {
      name: 'the safety guidance',
      route: ROUTES.find((route) => route.path === '/api/staff/safety-guidance' && route.method === 'PUT')!,
      url: () => '/api/staff/safety-guidance',
      body: { message: NUL, contacts: [{ label: 'Emergency', phone: '911' }] },
      field: 'message',
    },
    {
      name: 'a safety contact',
      route: ROUTES.find((route) => route.path === '/api/staff/safety-guidance' && route.method === 'PUT')!,
      url: () => '/api/staff/safety-guidance',
      body: { message: 'Call now.', contacts: [{ label: 'Emer\u001bgency', phone: '911' }] },
      field: 'contacts.0.label',
    },
    {
      name: 'a request-log filter',
      route: ROUTES.find((route) => route.path === '/api/staff/request-log')!,
      url: () => '/api/staff/request-log?requestId=%00',
      field: 'requestId',
    },
    {
      name: 'a patient search',
      route: ROUTES.find((route) => route.path === '/api/staff/patients')!,
      url: () => '/api/staff/patients?q=a%00b',
      field: 'q',
    },
    {
      name: 'an id in the path',
      route: ROUTES.find((route) => route.path === '/api/chats/[chatId]/events')!,
      url: () => '/api/chats/a%00b/events',
      field: 'chatId',
    },
  ];

  it.each(cases.map((entry) => [entry.name, entry] as const))(
    '%s with a control character: 422 naming the field, before anything is stored or looked up',
    async (_name, { route, url, body, field }) => {
      await signIn(route.caller);
      const params = Object.fromEntries(
        [...route.path.matchAll(/\[(\w+)\]/g)].map(([, name]) => [
          name!,
          name === 'chatId' ? 'a\u0000b' : known[name as ParamName],
        ]),
      );
      const { status, body: envelope } = await readEnvelope<{ fields: { path: string }[] }>(
        await callRoute(route.handler, url(), { method: route.method, params, body }),
      );
      expect(status).toBe(422);
      expect(envelope.data?.fields.map((issue) => issue.path)).toContain(field);
    },
  );
});
