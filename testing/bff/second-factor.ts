import 'server-only';
import { generateSync } from 'otplib';
import { newTotpKey, TOTP_PERIOD_SECONDS } from '@/lib/bff/accounts/second-factor-codes';
import { sealTotpKey } from '@/lib/bff/accounts/second-factor-key-seal';
import { forgetSecondFactorStatus, resetSecondFactor } from '@/lib/bff/accounts/second-factor';
import {
  enableSecondFactor,
  storePendingKey,
  type SecondFactorOwner,
} from '@/lib/bff/accounts/second-factor-store';
import { getAppDatabase } from '@/lib/bff/records/app-database';

/** The code of `key` for the step `steps` away from `now` (0: the current one). */
export function totpCodeFor(
  key: string,
  { steps = 0, now = Date.now() }: { steps?: number; now?: number } = {},
): string {
  return generateSync({ secret: key, epoch: Math.floor(now / 1000) + steps * TOTP_PERIOD_SECONDS });
}

/**
 * Gives an account an enabled second factor straight in the database, as if it had been set up, so that
 * tests of other features can act as an admin; answers its key. No recovery codes.
 */
export async function enrolSecondFactorDirectly(owner: SecondFactorOwner): Promise<string> {
  const db = await getAppDatabase();
  const key = newTotpKey();
  await resetSecondFactor(owner);
  await storePendingKey(db, owner, sealTotpKey(key));
  await enableSecondFactor(db, owner, { recoveryCodeHashes: [], now: new Date() });
  forgetSecondFactorStatus(owner);
  return key;
}
