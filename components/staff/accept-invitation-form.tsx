'use client';

import { useEffect, useRef, useState } from 'react';
import { PASSWORD_RULES } from '@/components/account/register-form';
import { FormProblem } from '@/components/account/form-problem';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import { RequestReference } from '@/components/ui/request-reference';
import { ApiClientError, apiFetch } from '@/lib/client/api';
import { useAccountForm } from '@/lib/client/account/use-account-form';
import { tokenFromFragment } from '@/lib/client/account/password-reset-paths';
import type { StaffInvitationPreview } from '@/lib/contract/bff';
import { checkPasswordPolicy } from '@/lib/contract/bff/password-policy';
import styles from '@/components/account/account-form.module.css';

const ROLE_NAMES = { staff: 'staff member', admin: 'admin' } as const;

type Invitation =
  | { status: 'reading' }
  | { status: 'ready'; token: string; preview: StaffInvitationPreview }
  | { status: 'unusable'; message: string; requestId?: string | null }
  | { status: 'accepted'; email: string };

const NO_LINK =
  'This page needs the link from your invitation e-mail. Open the link in the e-mail, or ask an admin to send it again.';

/** Reads the invitation the link names (its token is in the fragment, which no server receives). */
function useInvitation(): [Invitation, (next: Invitation) => void] {
  const [invitation, setInvitation] = useState<Invitation>({ status: 'reading' });
  useEffect(() => {
    const token = tokenFromFragment(window.location.hash);
    // Out of the address bar and the history, where it would outlive its use.
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
      setInvitation({ status: 'unusable', message: NO_LINK });
      return;
    }
    let current = true;
    apiFetch<StaffInvitationPreview>('/api/auth/staff-invitation', { method: 'POST', body: { token } }).then(
      (preview) => current && setInvitation({ status: 'ready', token, preview }),
      (error: unknown) =>
        current &&
        setInvitation({
          status: 'unusable',
          message: error instanceof Error ? error.message : String(error),
          requestId: error instanceof ApiClientError ? error.requestId : undefined,
        }),
    );
    return () => {
      current = false;
    };
  }, []);
  return [invitation, setInvitation];
}

/**
 * The invitee's page (ADR 0090): it says which address and role the invitation is for, and the invitee
 * chooses their password. The account is made then; they sign in next.
 */
export function AcceptInvitationForm() {
  const [invitation, setInvitation] = useInvitation();
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (invitation.status === 'accepted') doneRef.current?.focus();
  }, [invitation.status]);

  if (invitation.status === 'reading') {
    return (
      <p role="status" className={styles.intro}>
        Reading your invitation…
      </p>
    );
  }
  if (invitation.status === 'unusable') {
    return (
      <Notice tone="danger" role="alert" title="This invitation cannot be used">
        <p>{invitation.message}</p>
        <RequestReference requestId={invitation.requestId} />
      </Notice>
    );
  }
  if (invitation.status === 'accepted') {
    return (
      <div ref={doneRef} tabIndex={-1}>
        <Notice tone="success" role="status" title="Your account is ready">
          <p>
            Sign in with <strong>{invitation.email}</strong> and the password you chose.
          </p>
          <p>
            <Link href="/staff/sign-in">Go to staff sign-in</Link>
          </p>
        </Notice>
      </div>
    );
  }
  return (
    <ChoosePassword
      token={invitation.token}
      preview={invitation.preview}
      onAccepted={(email) => setInvitation({ status: 'accepted', email })}
    />
  );
}

function ChoosePassword({
  token,
  preview,
  onAccepted,
}: {
  token: string;
  preview: StaffInvitationPreview;
  onAccepted: (email: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const reasonFor = (password: string) =>
    password === '' ? undefined : checkPasswordPolicy(password, { email: preview.email });
  const { values, errors, onSubmit, fieldProps, formRef, problemRef } = useAccountForm({
    initial: { password: '' },
    required: { password: 'Choose a password.' },
    validate: ({ password }) => {
      const reason = reasonFor(password);
      return reason ? { password: reason } : {};
    },
    submit: async ({ password }) => {
      setBusy(true);
      try {
        const accepted = await apiFetch<{ email: string }>('/api/auth/staff-invitation/accept', {
          method: 'POST',
          body: { token, password },
        });
        onAccepted(accepted.email);
      } finally {
        setBusy(false);
      }
    },
  });
  const passwordField = fieldProps('password');
  const reason = passwordField.error ? undefined : reasonFor(values.password);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <FormProblem problem={errors.form} focusRef={problemRef} />
      <p className={styles.intro}>
        You are invited as {ROLE_NAMES[preview.role]}. Choose the password you will sign in with: nobody else
        knows it.
      </p>
      {/* For password managers, which save the password under this address. */}
      <Field label="E-mail" type="email" autoComplete="username" value={preview.email} readOnly />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={
          <>
            {PASSWORD_RULES}
            <span className={styles.reason} aria-live="polite">
              {reason ? ` ${reason}` : ''}
            </span>
          </>
        }
        {...passwordField}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Creating your account">
        Create my account
      </Button>
    </form>
  );
}
