'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { registerDetailsHref } from '@/lib/client/account/safe-next-path';
import { useAccountForm } from '@/lib/client/account/use-account-form';
import { confirmRegistration, requestRegistration } from '@/lib/client/account/use-account';
import { FormProblem } from './form-problem';
import styles from './account-form.module.css';

/**
 * Registration's first step (ADR 0088): the address, then the code the e-mail brings. The page says the
 * same whatever the address: whether it has an account is told only to its owner, by e-mail. What was
 * typed stays on every failure, to correct it or ask again.
 */
export function RegisterStartForm({ next }: { next: string }) {
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    values: addressValues,
    errors: addressErrors,
    onSubmit: sendAddress,
    fieldProps: addressField,
    formRef: addressFormRef,
    problemRef: addressProblemRef,
  } = useAccountForm({
    initial: { email: '' },
    required: { email: 'Enter your e-mail address.' },
    submit: async ({ email }) => {
      setSending(true);
      setAnswer(null);
      try {
        setAnswer((await requestRegistration(email)).message);
      } finally {
        setSending(false);
      }
    },
  });
  const {
    errors: codeErrors,
    onSubmit: sendCode,
    fieldProps: codeField,
    formRef: codeFormRef,
    problemRef: codeProblemRef,
  } = useAccountForm({
    initial: { code: '' },
    required: { code: 'Enter the code from the e-mail.' },
    submit: async ({ code }) => {
      setConfirming(true);
      try {
        await confirmRegistration({ email: addressValues.email, code });
      } catch (error) {
        setConfirming(false);
        throw error;
      }
      window.location.assign(registerDetailsHref(next));
    },
  });
  return (
    <>
      <form ref={addressFormRef} className={styles.form} noValidate onSubmit={sendAddress}>
        <FormProblem problem={addressErrors.form} focusRef={addressProblemRef} />
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="We send it a code to confirm it is yours before you go on."
          {...addressField('email')}
        />
        <Button
          type="submit"
          fullWidth
          busy={sending}
          busyLabel="Sending"
          variant={answer ? 'secondary' : undefined}
        >
          {answer ? 'Send again' : 'Send me a code'}
        </Button>
      </form>
      <div role="status">
        {answer ? (
          <Notice tone="success" title="Check your e-mail">
            <p>{answer}</p>
          </Notice>
        ) : null}
      </div>
      {answer ? (
        <form
          ref={codeFormRef}
          className={styles.form}
          noValidate
          onSubmit={sendCode}
          aria-label="Confirm your e-mail address"
        >
          <FormProblem problem={codeErrors.form} focusRef={codeProblemRef} />
          <Field
            label="Code from the e-mail"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Eight letters and digits, such as ABCD-2345."
            {...codeField('code')}
          />
          <Button type="submit" fullWidth busy={confirming} busyLabel="Confirming">
            Confirm and continue
          </Button>
        </form>
      ) : null}
    </>
  );
}
