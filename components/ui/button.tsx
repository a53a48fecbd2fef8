'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { classNames } from './class-names';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
  /** The action is running: shows a spinner, refuses clicks, and keeps focus where it is. */
  busy?: boolean;
  /** Read with the spinner while busy. */
  busyLabel?: string;
}

/** A button; `type` defaults to "button" so that nothing submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  busy = false,
  busyLabel = 'Working',
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  // Busy is aria-disabled, not disabled: a disabled button drops keyboard focus mid-action.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classNames(
        styles.button,
        styles[variant],
        size === 'small' && styles.small,
        fullWidth && styles.full,
        className,
      )}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
      {...props}
    >
      {busy ? <Spinner size="small" label={busyLabel} /> : null}
      {children}
    </button>
  );
}
