'use client';

import { useState } from 'react';
import type {
  AccountSummary,
  LoginBody,
  RegistrationConfirmBody,
  RegistrationConfirmed,
} from '@/lib/contract/bff';
import type { z } from 'zod';
import type { registerBodySchema } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';

export type RegisterInput = z.input<typeof registerBodySchema>;

/**
 * A request that opens a session (sign-in, registration), then the destination loaded in full, so that
 * every server-rendered part of the page (the header's name, the home page's variant) is the new
 * session's. Busy from the moment it is sent until the destination has loaded. Plain state rather than a
 * mutation: these are public pages, which have no query cache (see QueryProvider) and load no TanStack
 * Query. A failure is thrown to the form, which shows it.
 */
function useSessionRequest<Input>(send: (input: Input) => Promise<unknown>, destination: string) {
  const [busy, setBusy] = useState(false);
  const submit = async (input: Input) => {
    setBusy(true);
    try {
      await send(input);
    } catch (error) {
      setBusy(false);
      throw error;
    }
    window.location.assign(destination);
  };
  return { submit, busy };
}

export function useRegister(destination: string) {
  return useSessionRequest(
    (input: RegisterInput) => apiFetch<AccountSummary>('/api/auth/register', { method: 'POST', body: input }),
    destination,
  );
}

export function useSignIn(destination: string) {
  return useSessionRequest(
    (input: Pick<LoginBody, 'email' | 'password'>) =>
      apiFetch<AccountSummary>('/api/auth/login', { method: 'POST', body: { ...input, kind: 'patient' } }),
    destination,
  );
}

/** Registration's first step: the same answer whatever the address (ADR 0088). */
export function requestRegistration(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/registration', { method: 'POST', body: { email } });
}

/** The e-mail's code or link: once it works, this browser may send the rest of the form. */
export function confirmRegistration(input: RegistrationConfirmBody): Promise<RegistrationConfirmed> {
  return apiFetch<RegistrationConfirmed>('/api/auth/registration/confirm', { method: 'POST', body: input });
}
