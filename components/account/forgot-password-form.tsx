'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { Notice } from '@/components/ui/notice';
import { apiFetch } from '@/lib/client/api';
import { useAccountForm } from '@/lib/client/account/use-account-form';
import { passwordResetPages } from '@/lib/client/account/password-reset-paths';
import type { SessionKind } from '@/lib/contract/bff';
import { FormProblem } from './form-problem';
import styles from './account-form.module.css';

/**
 * "Forgot your password?": asks for the address and says what the server says, which is the same for
 * every address. The address stays in the field, to ask again or to correct it.
 */
export function ForgotPasswordForm({ kind }: { kind: SessionKind }) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const { errors, onSubmit, fieldProps, formRef, problemRef } = useAccountForm({
    initial: { email: '' },
    required: { email: 'Enter your e-mail address.' },
    submit: async ({ email }) => {
      setBusy(true);
      setAnswer(null);
      try {
        const { message } = await apiFetch<{ message: string }>('/api/auth/password-reset', {
          method: 'POST',
          body: { email, kind },
        });
        setAnswer(message);
      } finally {
        setBusy(false);
      }
    },
  });
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <FormProblem problem={errors.form} focusRef={problemRef} />
      <div role="status">
        {answer ? (
          <Notice tone="success" title="Check your e-mail">
            <p>{answer}</p>
            <p>
              <Link href={passwordResetPages(kind).reset}>Type the code from the e-mail</Link>
            </p>
          </Notice>
        ) : null}
      </div>
      <Field label="E-mail" type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
      <Button type="submit" fullWidth busy={busy} busyLabel="Sending">
        {answer ? 'Send again' : 'Send me a link'}
      </Button>
    </form>
  );
}
