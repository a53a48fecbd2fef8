import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Notice } from '@/components/ui/notice';
import type { ApiClientError } from '@/lib/client/api';
import styles from './staff.module.css';

export interface SettingsSaveFooterProps {
  /** The save's refusal; one that names fields is shown beside them by the form, not here. */
  apiError: ApiClientError | null;
  saving: boolean;
  saved: boolean;
  /** "The policy was not saved". */
  failureTitle: string;
  successTitle: string;
  /** What the saved settings now do. */
  successText: string;
  saveLabel: string;
  /** More buttons after the save button. */
  children?: ReactNode;
}

/** The end of an admin settings form: the refusal or the confirmation of the last save, and its buttons. */
export function SettingsSaveFooter({
  apiError,
  saving,
  saved,
  failureTitle,
  successTitle,
  successText,
  saveLabel,
  children,
}: SettingsSaveFooterProps) {
  return (
    <>
      {apiError && apiError.fields.length === 0 ? (
        <ErrorState
          title={failureTitle}
          message={apiError.message}
          requestId={apiError.requestId}
          headingLevel={2}
          alert
        />
      ) : null}
      {saved ? (
        <Notice tone="success" role="status" title={successTitle}>
          {successText}
        </Notice>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" busy={saving} busyLabel="Saving…">
          {saveLabel}
        </Button>
        {children}
      </div>
    </>
  );
}
