'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field, focusFirstInvalid } from '@/components/ui/field';
import { apiFetch, ApiClientError } from '@/lib/client/api';

/** Staff sign-in: a staff session, separate from a patient's, through the same login route. */
export function StaffSignInForm({ next }: { next: string }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiClientError | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/api/auth/login', {
        method: 'POST',
        body: { email: data.get('email'), password: data.get('password'), kind: 'staff' },
      });
      router.replace(next);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof ApiClientError ? caught : null);
      setBusy(false);
      requestAnimationFrame(() => form.current && focusFirstInvalid(form.current));
    }
  }

  const fieldError = (name: string) => error?.fieldMessage(name);
  return (
    <form ref={form} onSubmit={submit} noValidate>
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
