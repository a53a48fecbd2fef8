'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import type {
  BookingPolicy,
  SafetyGuidance,
  StaffAccountRow,
  StaffInvitationRow,
  StaffNote,
  StaffRole,
} from '@/lib/contract/bff';
import { patientApiPath } from './staff-paths';

/** Everything shown about the patient is read again after an action on their behalf. */
function useRefreshPatient(patientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.patient(patientId) });
}

export function useSaveNote(patientId: string) {
  const refresh = useRefreshPatient(patientId);
  return useMutation({
    mutationFn: (note: string) =>
      apiFetch<{ note: StaffNote | null }>(patientApiPath(patientId, '/note'), {
        method: 'PUT',
        body: { note },
      }),
    onSuccess: refresh,
  });
}

export function useCancelForPatient(patientId: string) {
  const refresh = useRefreshPatient(patientId);
  return useMutation({
    mutationFn: (appointmentId: string) =>
      apiFetch(patientApiPath(patientId, `/appointments/${encodeURIComponent(appointmentId)}/cancel`), {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

export function useSaveSafetyGuidance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guidance: SafetyGuidance) =>
      apiFetch<SafetyGuidance>('/api/staff/safety-guidance', { method: 'PUT', body: guidance }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.staff.safetyGuidance, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.safetyGuidance });
    },
  });
}

export function useSaveBookingPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: BookingPolicy) =>
      apiFetch<BookingPolicy>('/api/staff/booking-policy', { method: 'PUT', body: policy }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.staff.bookingPolicy, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingPolicy });
    },
  });
}

/** An invitation e-mailed to the address (ADR 0090); the answer is the invitation, never its link. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: { email: string; role: StaffRole }) =>
      apiFetch<StaffInvitationRow>('/api/staff/invitations', { method: 'POST', body: invite }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.invitations }),
  });
}

/** Re-sends (a new link, the old one dead) or revokes an open invitation. */
export function useChangeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, change }: { invitationId: string; change: 'resend' | 'revoke' }) => {
      const path = `/api/staff/invitations/${encodeURIComponent(invitationId)}`;
      return change === 'resend'
        ? apiFetch<StaffInvitationRow>(`${path}/resend`, { method: 'POST' })
        : apiFetch<StaffInvitationRow>(path, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.invitations }),
  });
}

/** E-mails a staff member a password reset, which the admin never sees. */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (staffId: string) =>
      apiFetch<{ sentTo: string }>(`/api/staff/accounts/${encodeURIComponent(staffId)}/password-reset`, {
        method: 'POST',
      }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, ...change }: { staffId: string; role?: StaffRole; disabled?: boolean }) =>
      apiFetch<StaffAccountRow>(`/api/staff/accounts/${encodeURIComponent(staffId)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.accounts }),
  });
}
