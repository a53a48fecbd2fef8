'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSummary, LoginBody } from '@/lib/contract/bff';
import type { z } from 'zod';
import type { registerBodySchema } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';

export type RegisterInput = z.input<typeof registerBodySchema>;

/**
 * A change of session: whatever the old one cached is dropped, and the destination is loaded in full, so
 * that every server-rendered part of the page (the header's name, the home page's variant) is the new
 * session's.
 */
function useSwitchSession() {
  const queryClient = useQueryClient();
  return (destination: string) => {
    queryClient.clear();
    window.location.assign(destination);
  };
}

export function useRegister(destination: string) {
  const enter = useSwitchSession();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiFetch<AccountSummary>('/api/auth/register', { method: 'POST', body: input }),
    onSuccess: () => enter(destination),
  });
}

export function useSignIn(destination: string) {
  const enter = useSwitchSession();
  return useMutation({
    mutationFn: (input: Pick<LoginBody, 'email' | 'password'>) =>
      apiFetch<AccountSummary>('/api/auth/login', { method: 'POST', body: { ...input, kind: 'patient' } }),
    onSuccess: () => enter(destination),
  });
}

/** Ends the session, forgets everything cached for it, and goes to the sign-in page. */
export function useSignOut() {
  const leave = useSwitchSession();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => leave('/sign-in'),
  });
}
