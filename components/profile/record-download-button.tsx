'use client';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { describeFailure } from '@/components/ui/query-state';
import { RequestReference } from '@/components/ui/request-reference';
import { ApiClientError } from '@/lib/client/api';
import { formatTime } from '@/lib/client/format-time';
import { useRecordDownload } from '@/lib/client/profile/use-record-download';
import { useDisplayTimeZone } from '@/lib/client/time-zone';
import styles from './record-download-button.module.css';

const MINUTE_MS = 60_000;

/**
 * Downloads the patient's record as a file, saying while it is prepared and, when it is refused, why and
 * when it can be asked again. A signed-out answer shows nothing here: the app sends the person to sign in.
 */
export function RecordDownloadButton() {
  const download = useRecordDownload();
  const timeZone = useDisplayTimeZone();
  const signedOut = download.error instanceof ApiClientError && download.error.isSignedOut;
  const failure = download.error && !signedOut ? describeFailure(download.error) : null;
  const status = download.isPending
    ? 'Preparing your record…'
    : download.isSuccess
      ? `Your record was downloaded as ${download.data}.`
      : '';
  return (
    <div className={styles.download}>
      <div className={styles.row}>
        <Button
          variant="secondary"
          size="small"
          busy={download.isPending}
          busyLabel="Preparing your record"
          onClick={() => download.mutate()}
        >
          Download my record
        </Button>
        {/* Present from the start, so that what it comes to say is announced. */}
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {failure ? (
        <Notice tone="danger" role="alert" title="Your record was not downloaded" className={styles.notice}>
          <p>{failure.message}</p>
          {download.retryAt !== null ? (
            // Rounded up: a time a minute early would only be refused again.
            <p>
              You can download it again at{' '}
              {formatTime(Math.ceil(download.retryAt / MINUTE_MS) * MINUTE_MS, timeZone)}.
            </p>
          ) : null}
          <RequestReference requestId={failure.requestId} />
        </Notice>
      ) : null}
    </div>
  );
}
