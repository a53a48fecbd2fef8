'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { checkPasswordPolicy } from '@/lib/contract/bff/password-policy';
import { apiFetch } from '@/lib/client/api';
import { useAccountForm } from '@/lib/client/account/use-account-form';
import { FormProblem } from './form-problem';
import { PASSWORD_RULES } from './register-form';
import styles from './account-form.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const REQUIRED = {
  currentPassword: 'Enter your current password.',
  newPassword: 'Choose a new password.',
  confirmPassword: 'Enter the new password again.',
};

export const PASSWORDS_DIFFER = 'This is not the same as the new password above.';

/** Where the signed-in person's password is changed: the patient's route or the staff member's. */
export type ChangePasswordEndpoint = '/api/auth/password' | '/api/staff/auth/password';

/**
 * Changing the signed-in person's password. The new password is checked against the same policy as the
 * server's as it is typed (said politely, once per change of verdict). A failure keeps what was typed;
 * a success empties the three fields, since passwords should not stay on the screen, and says so in a
 * live region that is always present so that screen readers announce it.
 */
export function ChangePasswordForm({ endpoint }: { endpoint: ChangePasswordEndpoint }) {
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const { values, errors, onSubmit, fieldProps, formRef, problemRef, reset } = useAccountForm({
    initial: EMPTY,
    required: REQUIRED,
    validate: ({ newPassword, confirmPassword }) => {
      const problems: Partial<typeof EMPTY> = {};
      const policy = newPassword ? checkPasswordPolicy(newPassword) : undefined;
      if (policy) problems.newPassword = policy;
      if (confirmPassword && confirmPassword !== newPassword) problems.confirmPassword = PASSWORDS_DIFFER;
      return problems;
    },
    submit: async ({ currentPassword, newPassword }) => {
      setBusy(true);
      try {
        await apiFetch(endpoint, { method: 'POST', body: { currentPassword, newPassword } });
        reset();
        setChanged(true);
      } finally {
        setBusy(false);
      }
    },
  });
  const newPasswordProblem = values.newPassword ? checkPasswordPolicy(values.newPassword) : undefined;
  return (
    <form
      ref={formRef}
      className={`${styles.form} ${styles.narrow}`}
      noValidate
      onSubmit={(event) => {
        setChanged(false);
        return onSubmit(event);
      }}
    >
      <FormProblem problem={errors.form} focusRef={problemRef} />
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...fieldProps('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={
          <>
            {PASSWORD_RULES}{' '}
            <span aria-live="polite">
              {values.newPassword === '' ? null : (newPasswordProblem ?? 'This one meets them.')}
            </span>
          </>
        }
        {...fieldProps('newPassword')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...fieldProps('confirmPassword')}
      />
      <div role="status">
        {changed ? (
          <Notice tone="success" title="Password changed">
            Your password is changed. You are still signed in here; every other device was signed out.
          </Notice>
        ) : null}
      </div>
      <Button type="submit" busy={busy} busyLabel="Changing your password">
        Change password
      </Button>
    </form>
  );
}
