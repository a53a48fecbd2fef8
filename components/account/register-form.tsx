'use client';

import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { DatePartsField } from '@/components/ui/date-parts-field';
import { Field, SelectField } from '@/components/ui/field';
import { BFF_ERROR_CODES } from '@/lib/contract/bff/error-codes';
import { checkPasswordPolicy, PASSWORD_MIN_LENGTH } from '@/lib/contract/bff/password-policy';
import { registerHref, signInHref } from '@/lib/client/account/safe-next-path';
import { isoDateFromParts } from '@/lib/client/date-parts';
import { useAccountForm } from '@/lib/client/account/use-account-form';
import { useRegister } from '@/lib/client/account/use-account';
import { FormProblem } from './form-problem';
import styles from './account-form.module.css';

const EMPTY = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  sex: '',
  phoneNumber: '',
  password: '',
};

const REQUIRED = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  dateOfBirth: 'Enter your date of birth.',
  sex: 'Choose the sex recorded for you.',
  phoneNumber: 'Enter your phone number.',
  password: 'Choose a password.',
};

const NOT_A_DATE = 'Enter your date of birth as a real day, month and year, such as 27 3 1985.';

export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters, without your name or e-mail address, and not a common password. A few unrelated words make a good one.`;

/** What the password field's rules say about what is typed so far; nothing before anything is typed. */
function passwordReason(values: typeof EMPTY, email: string): string | undefined {
  if (values.password === '') return undefined;
  const { firstName, lastName } = values;
  return checkPasswordPolicy(values.password, { email, firstName, lastName });
}

/**
 * The rest of a patient's registration, for the address this browser confirmed (`email`, ADR 0088);
 * `next` is where to go afterwards (already checked). What was typed stays on every failure.
 */
export function RegisterForm({ email, next }: { email: string; next: string }) {
  const register = useRegister(next);
  const { values, errors, onSubmit, fieldProps, formRef, problemRef } = useAccountForm({
    initial: EMPTY,
    required: REQUIRED,
    validate: (values) => {
      const password = passwordReason(values, email);
      return {
        ...(isoDateFromParts(values.dateOfBirth) ? {} : { dateOfBirth: NOT_A_DATE }),
        ...(password ? { password } : {}),
      };
    },
    submit: ({ sex, dateOfBirth, ...values }) =>
      register.submit({
        ...values,
        dateOfBirth: isoDateFromParts(dateOfBirth) ?? dateOfBirth,
        sex: sex as 'male' | 'female' | 'other',
      }),
  });
  const problem = errors.form;
  const passwordField = fieldProps('password');
  // Said as it is typed, in the field's description; the error (on sending) says it again, marked invalid.
  const reason = passwordField.error ? undefined : passwordReason(values, email);
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <FormProblem
        problem={problem}
        focusRef={problemRef}
        action={
          problem?.code === BFF_ERROR_CODES.accountExists ? (
            <p>
              <Link href={signInHref(next)}>Sign in instead</Link>
            </p>
          ) : problem?.code === BFF_ERROR_CODES.registrationUnconfirmed ? (
            <p>
              <Link href={registerHref(next)} target="_blank">
                Confirm your address again (opens a new tab)
              </Link>
            </p>
          ) : null
        }
      />
      <div className={styles.row}>
        <Field label="First name" autoComplete="given-name" {...fieldProps('firstName')} />
        <Field label="Last name" autoComplete="family-name" {...fieldProps('lastName')} />
      </div>
      <DatePartsField
        legend="Date of birth"
        autoComplete="bday"
        hint="For example, 27 3 1985. You need to be 18 or older."
        {...fieldProps('dateOfBirth')}
      />
      <SelectField
        label="Sex"
        autoComplete="sex"
        hint="As recorded for your medical care."
        {...fieldProps('sex')}
      >
        <option value="">Choose…</option>
        <option value="female">Female</option>
        <option value="male">Male</option>
        <option value="other">Other</option>
      </SelectField>
      {/* For password managers, which file the new password under the account's address. */}
      <input type="hidden" name="email" autoComplete="username" value={email} readOnly />
      <Field
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="With the country code for numbers outside the US, such as +44 20 7946 0000."
        {...fieldProps('phoneNumber')}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={
          <>
            {PASSWORD_RULES}
            <span className={styles.reason} aria-live="polite" data-testid="password-reason">
              {reason ? ` ${reason}` : ''}
            </span>
          </>
        }
        {...passwordField}
      />
      <Button type="submit" fullWidth busy={register.busy} busyLabel="Creating your account">
        Create account
      </Button>
    </form>
  );
}
