'use client';

import { useState } from 'react';
import type {
  AccountSummary,
  LoginBody,
  RegistrationConfirmBody,
  RegistrationConfirmed,
  SignInAnswer,
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
function useSessionRequest<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  destination: string,
  /** True when the answer opened no session yet (a code step follows): no navigation then. */
  stopsHere: (answer: Answer) => boolean = () => false,
) {
  const [busy, setBusy] = useState(false);
  const submit = async (input: Input) => {
    setBusy(true);
    let answer: Answer;
    try {
      answer = await send(input);
    } catch (error) {
      setBusy(false);
      throw error;
    }
    if (stopsHere(answer)) {
      setBusy(false);
      return;
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

/** Signing in; `onSecondFactor` runs instead of the navigation when the account's code step follows. */
export function useSignIn(destination: string, onSecondFactor: () => void) {
  return useSessionRequest(
    (input: Pick<LoginBody, 'email' | 'password'>) =>
      apiFetch<SignInAnswer>('/api/auth/login', { method: 'POST', body: { ...input, kind: 'patient' } }),
    destination,
    (answer) => {
      if (!('secondFactorRequired' in answer)) return false;
      onSecondFactor();
      return true;
    },
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
