import 'server-only';
import {
  CLIENT_ERROR_CODES,
  RECORD_DOWNLOAD_WINDOW_MINUTES,
  RECORD_DOWNLOADS_PER_WINDOW,
} from '@/lib/contract/bff';
import type { PatientAccount } from '@/lib/bff/accounts';
import { recordLoginAttempt, releaseLoginAttempt } from '@/lib/bff/accounts/login-throttle';
import { pruneLoginThrottleNowAndThen } from '@/lib/bff/accounts/throttle-housekeeping';
import { ApiError } from '@/lib/bff/http/api-error';
import { getAppDatabase } from '@/lib/bff/records/app-database';

/*
 * Each download reads every chat, message and record the patient has: a person downloads it once, and
 * perhaps again after a look; a page or script that loops on it is refused after a few.
 */
export { RECORD_DOWNLOADS_PER_WINDOW, RECORD_DOWNLOAD_WINDOW_MINUTES };

export const recordDownloadKey = (patient: Pick<PatientAccount, 'organizationKey' | 'id'>) =>
  `record-download:${patient.organizationKey}:${patient.id}`;

/**
 * Counts a download against the patient's account, in the sign-in throttle's table and windows (shared
 * by every instance); past the limit the answer is 429 `error.rate_limited` with Retry-After, and the
 * refused download is taken back so that it does not count.
 */
export async function throttleRecordDownload({
  patient,
  now = new Date(),
}: {
  patient: Pick<PatientAccount, 'organizationKey' | 'id'>;
  now?: Date;
}): Promise<void> {
  const db = await getAppDatabase();
  pruneLoginThrottleNowAndThen({ db, now });
  const attempt = await recordLoginAttempt({
    db,
    keys: [{ key: recordDownloadKey(patient), limit: RECORD_DOWNLOADS_PER_WINDOW }],
    now,
  });
  if (attempt.retryAfterSeconds === undefined) return;
  await releaseLoginAttempt({ db, counted: attempt.counted });
  throw recordDownloadsLimited(attempt.retryAfterSeconds);
}

function recordDownloadsLimited(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError({
    status: 429,
    code: CLIENT_ERROR_CODES.rateLimited,
    message:
      `Your record can be downloaded ${RECORD_DOWNLOADS_PER_WINDOW} times in ${RECORD_DOWNLOAD_WINDOW_MINUTES} minutes. ` +
      `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    data: { retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
