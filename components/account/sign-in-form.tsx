'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAccountForm } from '@/lib/client/account/use-account-form';
import { useSignIn } from '@/lib/client/account/use-account';
import { FormProblem } from './form-problem';
import { SecondFactorStep } from './second-factor-step';
import styles from './account-form.module.css';

const REQUIRED = { email: 'Enter your e-mail address.', password: 'Enter your password.' };

/**
 * Signing in as a patient. A wrong password and too many attempts are said in the server's words (the
 * latter with how long to wait); `next` is where to go afterwards (already checked). With two-factor
 * sign-in on, the code step follows a correct password (ADR 0092).
 */
export function SignInForm({ next }: { next: string }) {
  const [codeStep, setCodeStep] = useState(false);
  const [expired, setExpired] = useState(false);
  const signIn = useSignIn(next, () => setCodeStep(true));
  const { errors, onSubmit, fieldProps, formRef, problemRef } = useAccountForm({
    initial: { email: '', password: '' },
    required: REQUIRED,
    submit: signIn.submit,
  });
  if (codeStep) {
    return (
      <div className={styles.form}>
        <SecondFactorStep
          onSignedIn={() => window.location.assign(next)}
          onExpired={() => {
            setCodeStep(false);
            setExpired(true);
          }}
        />
      </div>
    );
  }
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      {expired ? (
        <p role="status">That took more than five minutes. Enter your e-mail address and password again.</p>
      ) : null}
      <FormProblem problem={errors.form} focusRef={problemRef} />
      <Field label="E-mail" type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
      <Field label="Password" type="password" autoComplete="current-password" {...fieldProps('password')} />
      <Button type="submit" fullWidth busy={signIn.busy} busyLabel="Signing in">
        Sign in
      </Button>
    </form>
  );
}
