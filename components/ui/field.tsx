'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './field.module.css';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

interface FieldFrame {
  label: ReactNode;
  /** Shown under the label before the user fails it (rules, formats). */
  hint?: ReactNode;
  /** The field's error in words; marks the control invalid. */
  error?: ReactNode;
  /** Adds "(optional)" to the label; fields are otherwise expected. */
  optional?: boolean;
  className?: string;
}

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  value?: string | number | readonly string[];
}

/**
 * What a control's `aria-describedby` names: its error first, then its hint (the elements `${baseId}-error`
 * and `${baseId}-hint`), then any ids of the caller's own; undefined when there is nothing to read.
 */
export function describedByIds(
  baseId: string,
  { error, hint }: { error?: ReactNode; hint?: ReactNode },
  extra?: string,
) {
  const ids = [error ? `${baseId}-error` : null, hint ? `${baseId}-hint` : null, extra ?? null];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Splits a field's props into its frame and its control, with the ids that tie them together. */
function useField<Props extends FieldFrame & ControlProps>(props: Props) {
  const { label, hint, error, optional, className, id, 'aria-describedby': extra, ...rest } = props;
  const generated = useId();
  const controlId = id ?? generated;
  useTypedBeforeHydration(controlId, rest.value);
  return {
    frame: { label, hint, error, optional, className, controlId },
    control: {
      ...rest,
      id: controlId,
      className: styles.control,
      'aria-describedby': describedByIds(controlId, { error, hint }, extra),
      'aria-invalid': error ? true : undefined,
    },
  };
}

function Frame({
  label,
  hint,
  error,
  optional,
  className,
  controlId,
  children,
}: FieldFrame & { controlId: string; children: ReactNode }) {
  return (
    <div className={classNames(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {hint ? (
        <p className={styles.hint} id={`${controlId}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className={styles.error} id={`${controlId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type FieldProps = FieldFrame & Omit<ComponentProps<'input'>, 'className'>;

/** A labelled input with its hint and error; `ref` reaches the input. */
export function Field(props: FieldProps) {
  const { frame, control } = useField(props);
  return (
    <Frame {...frame}>
      <input {...control} />
    </Frame>
  );
}

export type TextAreaFieldProps = FieldFrame & Omit<ComponentProps<'textarea'>, 'className'>;

export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = useField(props);
  return (
    <Frame {...frame}>
      <textarea {...control} />
    </Frame>
  );
}

export type SelectFieldProps = FieldFrame & Omit<ComponentProps<'select'>, 'className'>;

export function SelectField(props: SelectFieldProps) {
  const { frame, control } = useField(props);
  return (
    <Frame {...frame}>
      <select {...control} />
    </Frame>
  );
}

/** Moves focus to the first invalid control in `container`; returns whether there was one. */
export function focusFirstInvalid(container: ParentNode): boolean {
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  return invalid !== null;
}
