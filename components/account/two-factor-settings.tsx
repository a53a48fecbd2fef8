'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { CopyButton } from '@/components/staff/copy-button';
import { apiFetch, ApiClientError } from '@/lib/client/api';
import { saveFile } from '@/lib/client/save-file';
import type {
  SecondFactorEnabledView,
  SecondFactorSetupView,
  SecondFactorStatusView,
} from '@/lib/contract/bff';
import styles from './two-factor.module.css';

type Stage =
  | { name: 'status' }
  | { name: 'scan'; setup: SecondFactorSetupView }
  | { name: 'codes'; recoveryCodes: string[] };

/** The key in groups of four, as apps that take it by hand show it. */
const groupedKey = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/** The one-time-code field every step uses: digits on phones, filled in by password managers. */
function CodeField({ error, label = 'Code from your app' }: { error?: string; label?: string }) {
  return (
    <Field
      label={label}
      name="code"
      hint="Six digits, a new one every 30 seconds."
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={16}
      required
      error={error}
    />
  );
}

function useSubmit<T>(send: (data: FormData) => Promise<T>, done: (answer: T) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiClientError | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    try {
      done(await send(data));
    } catch (caught) {
      setError(caught instanceof ApiClientError ? caught : null);
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('input')?.focus());
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}

function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the codes, so that a screen reader reads them out before anything else.
  useEffect(() => heading.current?.focus(), []);
  const text = `Recovery codes for two-factor sign-in. Each works once, in place of a code from your app.\n\n${codes.join('\n')}\n`;
  return (
    <Notice tone="success" role="status" title="Two-factor sign-in is on">
      <h3 ref={heading} tabIndex={-1}>
        Your recovery codes
      </h3>
      <p>
        Keep these somewhere safe, away from your phone. Each one signs you in once if you lose your device.
        They are shown only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton text={text} label="the recovery codes" />
        <Button
          size="small"
          variant="secondary"
          onClick={() =>
            saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')
          }
        >
          Download as a text file
        </Button>
        <Button size="small" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </Notice>
  );
}

function ScanStep({
  setup,
  onEnabled,
}: {
  setup: SecondFactorSetupView;
  onEnabled: (codes: string[]) => void;
}) {
  const confirm = useSubmit(
    (data) =>
      apiFetch<SecondFactorEnabledView>('/api/auth/two-factor/enable', {
        method: 'POST',
        body: { code: data.get('code') },
      }),
    (answer) => onEnabled(answer.recoveryCodes),
  );
  const codeError = confirm.error?.fieldMessage('code') ?? undefined;
  return (
    <div>
      <ol className={styles.steps}>
        <li>
          Open an authenticator app on your phone (for example one from your phone&apos;s maker or a password
          manager).
        </li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Type the six-digit code the app shows, to check that it works.</li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn by the server, not an asset to optimize */}
      <img
        className={styles.qr}
        src={setup.qrCode}
        alt="QR code of your two-factor key, for your authenticator app"
      />
      <p>
        Key for typing by hand:{' '}
        <span className={styles.key} data-testid="two-factor-key">
          {groupedKey(setup.key)}
        </span>{' '}
        <CopyButton text={setup.key} label="the key" />
      </p>
      <form onSubmit={confirm.submit} noValidate>
        {confirm.error && !codeError ? (
          <ErrorState
            title="Not switched on"
            message={confirm.error.message}
            requestId={confirm.error.requestId}
            headingLevel={3}
            alert
          />
        ) : null}
        <CodeField error={codeError} />
        <Button type="submit" busy={confirm.busy} busyLabel="Checking…">
          Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}

function TurnOff({ required, onOff }: { required: boolean; onOff: () => void }) {
  const [withRecovery, setWithRecovery] = useState(false);
  const off = useSubmit(
    (data) =>
      apiFetch<null>('/api/auth/two-factor/disable', {
        method: 'POST',
        body: withRecovery ? { recoveryCode: data.get('recoveryCode') } : { code: data.get('code') },
      }),
    onOff,
  );
  const fieldError = off.error?.fieldMessage(withRecovery ? 'recoveryCode' : 'code') ?? undefined;
  return (
    <form onSubmit={off.submit} noValidate aria-labelledby="two-factor-off-heading">
      <h3 id="two-factor-off-heading">Turn two-factor sign-in off</h3>
      <p>
        To move to another device, turn it off and set it up again.
        {required ? ' As an admin you are then asked to set it up again before using the dashboard.' : ''}
      </p>
      {off.error && !fieldError ? (
        <ErrorState
          title="Not turned off"
          message={off.error.message}
          requestId={off.error.requestId}
          headingLevel={3}
          alert
        />
      ) : null}
      {withRecovery ? (
        <Field
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          maxLength={32}
          required
          error={fieldError}
        />
      ) : (
        <CodeField error={fieldError} />
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="danger" busy={off.busy} busyLabel="Turning off…">
          Turn off
        </Button>
        <Button variant="ghost" size="small" onClick={() => setWithRecovery(!withRecovery)}>
          {withRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Two-factor sign-in for the signed-in person (ADR 0092): set it up with a QR code or the key typed by
 * hand, confirmed by a current code, then ten recovery codes shown once; or turn it off with a code.
 * With `afterEnabledHref`, the page goes there once the recovery codes are put away (the admin's set-up
 * page goes on to the dashboard).
 */
export function TwoFactorSettings({
  initial,
  afterEnabledHref,
  doneLabel = 'I have saved my recovery codes',
}: {
  initial: SecondFactorStatusView;
  afterEnabledHref?: string;
  doneLabel?: string;
}) {
  const [status, setStatus] = useState(initial);
  const [stage, setStage] = useState<Stage>({ name: 'status' });
  const start = useSubmit(
    () => apiFetch<SecondFactorSetupView>('/api/auth/two-factor/setup', { method: 'POST' }),
    (setup) => setStage({ name: 'scan', setup }),
  );

  if (stage.name === 'codes') {
    return (
      <RecoveryCodes
        codes={stage.recoveryCodes}
        doneLabel={doneLabel}
        onDone={() => {
          if (afterEnabledHref) window.location.assign(afterEnabledHref);
          else setStage({ name: 'status' });
        }}
      />
    );
  }
  if (stage.name === 'scan') {
    return (
      <ScanStep
        setup={stage.setup}
        onEnabled={(recoveryCodes) => {
          setStatus({ ...status, enabled: true, recoveryCodesLeft: recoveryCodes.length });
          setStage({ name: 'codes', recoveryCodes });
        }}
      />
    );
  }
  if (status.enabled) {
    return (
      <>
        <p role="status">
          Two-factor sign-in is <strong>on</strong>. {status.recoveryCodesLeft} of 10 recovery codes left.
        </p>
        <TurnOff
          required={status.required}
          onOff={() => setStatus({ ...status, enabled: false, recoveryCodesLeft: 0 })}
        />
      </>
    );
  }
  return (
    <form onSubmit={start.submit} noValidate>
      <p role="status">
        Two-factor sign-in is <strong>off</strong>.{' '}
        {status.required
          ? 'Admins must have it: the dashboard opens once it is on.'
          : 'With it, signing in also asks for a code from an app on your phone.'}
      </p>
      {start.error ? (
        <ErrorState
          title="Could not start"
          message={start.error.message}
          requestId={start.error.requestId}
          headingLevel={3}
          alert
        />
      ) : null}
      <Button type="submit" busy={start.busy} busyLabel="Starting…">
        Set up two-factor sign-in
      </Button>
    </form>
  );
}
