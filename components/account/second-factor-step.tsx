'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { apiFetch, ApiClientError } from '@/lib/client/api';
import type { AccountSummary } from '@/lib/contract/bff';
import { BFF_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import styles from './two-factor.module.css';

/**
 * The code step of sign-in, after a correct password (ADR 0092): a code from the app, or a recovery code
 * instead. `onSignedIn` runs once the session is open; `onExpired` when the password step must be done
 * again (more than five minutes, or never done).
 */
export function SecondFactorStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (account: AccountSummary) => void;
  onExpired: () => void;
}) {
  const [withRecovery, setWithRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiClientError | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Focus follows the step, so that a screen reader hears which code is asked for.
  useEffect(() => input.current?.focus(), [withRecovery]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const body = withRecovery ? { recoveryCode: data.get('recoveryCode') } : { code: data.get('code') };
      onSignedIn(await apiFetch<AccountSummary>('/api/auth/two-factor/verify', { method: 'POST', body }));
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiClientError && caught.code === BFF_ERROR_CODES.signInStepExpired) {
        onExpired();
        return;
      }
      setError(caught instanceof ApiClientError ? caught : null);
      requestAnimationFrame(() => input.current?.focus());
    }
  }

  const fieldError = error?.fieldMessage(withRecovery ? 'recoveryCode' : 'code') ?? undefined;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Two-factor sign-in</h2>
      <p role="status">
        {withRecovery
          ? 'Enter one of your recovery codes. Each works only once.'
          : 'Enter the six-digit code from your authenticator app.'}
      </p>
      {error && !fieldError ? (
        <ErrorState title="Could not sign in" message={error.message} requestId={error.requestId} alert />
      ) : null}
      {withRecovery ? (
        <Field
          ref={input}
          key="recovery"
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          required
          error={fieldError}
        />
      ) : (
        <Field
          ref={input}
          key="code"
          label="Code from your app"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9 ]*"
          maxLength={16}
          required
          error={fieldError}
        />
      )}
      <Button type="submit" busy={busy} busyLabel="Checking…">
        Continue
      </Button>
      <p className={styles.switch}>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            setWithRecovery(!withRecovery);
            setError(null);
          }}
        >
          {withRecovery ? 'Use a code from the app instead' : 'Lost your device? Use a recovery code'}
        </Button>
      </p>
    </form>
  );
}
