'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { missingFieldErrors, noFormErrors, toFormErrors, type FormErrors } from '@/lib/client/form-errors';

interface AccountFormOptions<Field extends string> {
  initial: Record<Field, string>;
  /** The message for each field that must not be left empty. */
  required: Partial<Record<Field, string>>;
  /** Messages for what was typed but cannot be sent as it is; a field left empty is `required`'s. */
  validate?: (values: Record<Field, string>) => Partial<Record<Field, string>>;
  submit: (values: Record<Field, string>) => Promise<unknown>;
}

/**
 * A sign-in or sign-up form's state: what was typed (never cleared by a failure), the errors beside the
 * fields and at the top, and focus moved to the first invalid field, or to the top message when no field
 * is at fault.
 */
export function useAccountForm<Field extends string>({
  initial,
  required,
  validate,
  submit,
}: AccountFormOptions<Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>(noFormErrors);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else problemRef.current?.focus();
  }, [attempt]);

  const fail = (next: FormErrors<Field>) => {
    setErrors(next);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = {
      ...validate?.(values),
      ...missingFieldErrors(values, required as Record<Field, string>),
    };
    if (Object.keys(invalid).length > 0) {
      fail({ fields: invalid, form: null });
      return;
    }
    setErrors(noFormErrors());
    try {
      await submit(values);
    } catch (error) {
      fail(toFormErrors(error, Object.keys(initial) as Field[]));
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors.fields[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  /** Back to the initial values with no errors, such as after a success that must not keep what was typed. */
  const reset = () => {
    setValues(initial);
    setErrors(noFormErrors());
  };

  return { values, errors, onSubmit, fieldProps, formRef, problemRef, reset };
}
