import { queryOptions } from '@tanstack/react-query';
import type { Address, User } from '@/lib/contract';
import { ERROR_CODES } from '@/lib/contract/error-codes';
import { ApiClientError, apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import type { ReminderPreference, SignedInSessions } from '@/lib/contract/bff';

/** The details the service holds for the signed-in patient. */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => apiFetch<User>('/api/users/me', { signal }),
});

/** The address on file, or null when none is (the BFF's 404 is an answer, not a failure). */
export async function fetchAddress(signal?: AbortSignal): Promise<Address | null> {
  try {
    return await apiFetch<Address>('/api/address', { signal });
  } catch (error) {
    if (error instanceof ApiClientError && error.code === ERROR_CODES.addressNotFound) return null;
    throw error;
  }
}

export const addressQuery = queryOptions({
  queryKey: queryKeys.address,
  queryFn: ({ signal }) => fetchAddress(signal),
});

/** Whether the patient gets e-mail reminders before their visits. */
export const reminderPreferenceQuery = queryOptions({
  queryKey: queryKeys.reminders,
  queryFn: ({ signal }) => apiFetch<ReminderPreference>('/api/users/me/reminders', { signal }),
});

/** The account's signed-in browsers, this one marked. */
export const signedInSessionsQuery = queryOptions({
  queryKey: queryKeys.signedInSessions,
  queryFn: ({ signal }) => apiFetch<SignedInSessions>('/api/auth/sessions', { signal }),
});
