import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginThrottle } from '@/lib/db/app-schema';
import { configureRemoteModeInMemory } from '@/testing/account-fixtures';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { ApiError } from '@/lib/bff/http/api-error';
import { THROTTLE_WINDOW_MS } from '@/lib/bff/accounts/login-throttle';
import {
  RECORD_DOWNLOAD_WINDOW_MINUTES,
  RECORD_DOWNLOADS_PER_WINDOW,
  recordDownloadKey,
  throttleRecordDownload,
} from './record-download-throttle';

configureRemoteModeInMemory({ token: 'tok-record-download-throttle-test' });

const patient = { organizationKey: 'org_springfield', id: 'acct_frequent' };
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

async function refusal(promise: Promise<void>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function countedFor(key: string) {
  const db = await getAppDatabase();
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  return row?.failures;
}

describe('throttleRecordDownload', () => {
  it("counts in the sign-in throttle's windows, as the profile page says", () => {
    expect(RECORD_DOWNLOAD_WINDOW_MINUTES * 60_000).toBe(THROTTLE_WINDOW_MS);
  });

  it('lets the limit through in a window, refuses the next with Retry-After, and opens again after it', async () => {
    const start = new Date('2030-03-01T09:00:00Z');
    for (let i = 0; i < RECORD_DOWNLOADS_PER_WINDOW; i += 1) {
      await throttleRecordDownload({ patient, now: at(start, i * 60_000) });
    }
    const refused = await refusal(throttleRecordDownload({ patient, now: at(start, 10 * 60_000) }));
    expect(refused).toMatchObject({
      status: 429,
      code: 'error.rate_limited',
      data: { retryAfterSeconds: 5 * 60 },
      headers: { 'Retry-After': String(5 * 60) },
      message: expect.stringContaining('Please try again in 5 minutes.'),
    });
    // A refused download is not counted: the patient waits for the window, not longer.
    expect(await countedFor(recordDownloadKey(patient))).toBe(RECORD_DOWNLOADS_PER_WINDOW);

    await throttleRecordDownload({ patient, now: at(start, THROTTLE_WINDOW_MS) });
    expect(await countedFor(recordDownloadKey(patient))).toBe(1);
  });

  it('counts parallel downloads each, and each account apart', async () => {
    const now = new Date('2030-04-01T09:00:00Z');
    const busy = { organizationKey: 'org_springfield', id: 'acct_parallel' };
    const results = await Promise.allSettled(
      Array.from({ length: RECORD_DOWNLOADS_PER_WINDOW + 3 }, () =>
        throttleRecordDownload({ patient: busy, now }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(
      RECORD_DOWNLOADS_PER_WINDOW,
    );
    await throttleRecordDownload({
      patient: { organizationKey: 'org_shelbyville', id: 'acct_parallel' },
      now,
    });
    await throttleRecordDownload({ patient: { organizationKey: 'org_springfield', id: 'acct_other' }, now });
  });
});
