import { THROTTLE_WINDOW_MS, type AttemptRecord, type ThrottleKey } from '@/lib/bff/accounts/login-throttle';
import { throttleAddressKey } from '@/lib/bff/http/address-key';

/** Failed sign-ins per client (an IPv4 address or an IPv6 /64) per window, across accounts. */
export const CLIENT_FAILURE_LIMIT = 20;
/** Failed sign-ins for one account from one client per window. */
export const ACCOUNT_FROM_CLIENT_FAILURE_LIMIT = 5;
/**
 * Failed sign-ins for one account from all clients per window past which the account is under attack:
 * a client that has failed on it this window gets no further check; a client that has not still does.
 */
export const ACCOUNT_UNDER_ATTACK_THRESHOLD = 10;

export interface SignInKeys {
  /** The client as counted: see address-key.ts. */
  clientKey: string;
  /** Counted for every check, never refuses by itself (an account lock would be the attacker's tool). */
  account: ThrottleKey;
  accountFromClient: ThrottleKey;
  client: ThrottleKey;
}

/** The keys of one sign-in attempt, in the order every statement locks them. */
export function signInKeysFor({
  organizationKey,
  email,
  address,
}: {
  organizationKey: string;
  email: string;
  address: string;
}): SignInKeys {
  const clientKey = throttleAddressKey(address);
  const account = `account:${organizationKey}:${email}`;
  return {
    clientKey,
    account: { key: account, limit: Infinity },
    accountFromClient: { key: `${account}@${clientKey}`, limit: ACCOUNT_FROM_CLIENT_FAILURE_LIMIT },
    client: { key: `ip:${clientKey}`, limit: CLIENT_FAILURE_LIMIT },
  };
}

/**
 * While an account is under attack (more than ACCOUNT_UNDER_ATTACK_THRESHOLD failures counted this
 * window), a client that has already failed on it is refused until its own window or the account's
 * ends, whichever comes first; a client with no failure on it gets its check. So guesses from many
 * addresses get one each, and the owner at a new address still signs in with the right password.
 */
export function underAttackRetryAfterSeconds({
  attempt,
  keys,
  now,
}: {
  attempt: AttemptRecord;
  keys: SignInKeys;
  now: Date;
}): number | undefined {
  const account = attempt.counted.find(({ key }) => key === keys.account.key);
  const fromClient = attempt.counted.find(({ key }) => key === keys.accountFromClient.key);
  if (!account || !fromClient) return undefined;
  // Both counts include this attempt: a client's second attempt is the first it makes with a failure.
  if (account.failures <= ACCOUNT_UNDER_ATTACK_THRESHOLD || fromClient.failures <= 1) return undefined;
  const opensAt =
    Math.min(account.windowStart.getTime(), fromClient.windowStart.getTime()) + THROTTLE_WINDOW_MS;
  return Math.max(1, Math.ceil((opensAt - now.getTime()) / 1000));
}
