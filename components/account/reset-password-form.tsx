'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { apiFetch } from '@/lib/client/api';
import { useAccountForm } from '@/lib/client/account/use-account-form';
import {
  afterResetHref,
  passwordResetPages,
  tokenFromFragment,
} from '@/lib/client/account/password-reset-paths';
import type { SessionKind } from '@/lib/contract/bff';
import { BFF_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import { PASSWORD_RULES } from './register-form';
import { FormProblem } from './form-problem';
import styles from './account-form.module.css';

const REQUIRED = {
  email: 'Enter your e-mail address.',
  code: 'Enter the code from the e-mail.',
  password: 'Choose a new password.',
};

/**
 * Choosing a new password with the e-mail's link (its token is in the page's fragment) or, without one,
 * with the address and the code from the e-mail. Afterwards the person signs in: a reset never signs
 * anyone in, whatever else signing in asks of them.
 */
export function ResetPasswordForm({ kind }: { kind: SessionKind }) {
  // Read after hydration: the server never sees the fragment.
  const [token, setToken] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const found = tokenFromFragment(window.location.hash);
    if (!found) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
    setToken(found);
    // Out of the address bar and the history, where it would outlive its use.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const { errors, onSubmit, fieldProps, formRef, problemRef } = useAccountForm({
    initial: { email: '', code: '', password: '' },
    required: token ? { password: REQUIRED.password } : REQUIRED,
    submit: async ({ email, code, password }) => {
      setBusy(true);
      try {
        await apiFetch('/api/auth/password-reset/confirm', {
          method: 'POST',
          body: token ? { kind, token, password } : { kind, email, code, password },
        });
      } catch (error) {
        setBusy(false);
        throw error;
      }
      window.location.assign(afterResetHref(kind));
    },
  });
  const linkFailed = errors.form?.code === BFF_ERROR_CODES.passwordResetInvalid;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <FormProblem
        problem={errors.form}
        focusRef={problemRef}
        action={
          linkFailed ? (
            <p>
              <Link href={passwordResetPages(kind).forgot}>Ask for a new link</Link>
            </p>
          ) : null
        }
      />
      {token ? (
        <p className={styles.intro}>Your link is ready. Choose your new password.</p>
      ) : (
        <>
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldProps('email')}
          />
          <Field
            label="Code from the e-mail"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Eight letters and digits, such as ABCD-2345."
            {...fieldProps('code')}
          />
        </>
      )}
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULES}
        {...fieldProps('password')}
      />
      <Button type="submit" fullWidth busy={busy} busyLabel="Saving your new password">
        Save new password
      </Button>
    </form>
  );
}
