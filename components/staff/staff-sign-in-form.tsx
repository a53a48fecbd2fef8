'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field, focusFirstInvalid } from '@/components/ui/field';
import { SecondFactorStep } from '@/components/account/second-factor-step';
import { apiFetch, ApiClientError } from '@/lib/client/api';
import type { SignInAnswer } from '@/lib/contract/bff';

/**
 * Staff sign-in: a staff session, separate from a patient's, through the same login route; with
 * two-factor sign-in on, the code step follows the password (ADR 0092).
 */
export function StaffSignInForm({ next }: { next: string }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiClientError | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [expired, setExpired] = useState(false);

  const signedIn = () => {
    router.replace(next);
    router.refresh();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setExpired(false);
    try {
      const answer = await apiFetch<SignInAnswer>('/api/auth/login', {
        method: 'POST',
        body: { email: data.get('email'), password: data.get('password'), kind: 'staff' },
      });
      if ('secondFactorRequired' in answer) {
        setBusy(false);
        setCodeStep(true);
        return;
      }
      signedIn();
    } catch (caught) {
      setError(caught instanceof ApiClientError ? caught : null);
      setBusy(false);
      requestAnimationFrame(() => form.current && focusFirstInvalid(form.current));
    }
  }

  const fieldError = (name: string) => error?.fieldMessage(name);
  if (codeStep) {
    return (
      <SecondFactorStep
        onSignedIn={signedIn}
        onExpired={() => {
          setCodeStep(false);
          setExpired(true);
        }}
      />
    );
  }
  return (
    <form ref={form} onSubmit={submit} noValidate>
      {expired ? (
        <p role="status">That took more than five minutes. Enter your e-mail address and password again.</p>
      ) : null}
      {error && !error.fields.length ? (
        <ErrorState
          title="Could not sign in"
          message={error.message}
          nextStep="Check the e-mail address and password, then try again."
          requestId={error.requestId}
          alert
        />
      ) : null}
      <Field
        label="E-mail"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={fieldError('email')}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError('password')}
      />
      <Button type="submit" busy={busy} busyLabel="Signing in…">
        Sign in
      </Button>
    </form>
  );
}
