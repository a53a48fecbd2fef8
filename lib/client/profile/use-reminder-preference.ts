'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderPreference } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { reminderPreferenceQuery } from './queries';

export function useReminderPreference() {
  return useQuery(reminderPreferenceQuery);
}

export function useSaveReminderPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remindersEnabled: boolean) =>
      apiFetch<ReminderPreference>('/api/users/me/reminders', { method: 'PUT', body: { remindersEnabled } }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.reminders, saved),
  });
}
