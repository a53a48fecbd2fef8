'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './button';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called for Escape, the close button and any other close request; the parent sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, such as Cancel and Confirm. */
  actions?: ReactNode;
  closeLabel?: string;
}

/**
 * A modal on the native <dialog>: showModal makes the rest of the page inert (focus stays inside),
 * and focus returns to whatever opened it when it closes.
 */
export function Dialog({ open, onClose, title, children, actions, closeLabel = 'Close' }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // The browser would close the dialog itself on Escape; the parent owns `open`, so ask it instead.
  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') requestClose(event);
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={requestClose}
      onKeyDown={onKeyDown}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button variant="ghost" size="small" onClick={onClose}>
              {closeLabel}
            </Button>
          </div>
          <div className={styles.body}>
            {children}
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
