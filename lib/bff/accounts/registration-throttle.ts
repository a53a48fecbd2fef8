import 'server-only';
import { throttleUnderKeys } from '@/lib/bff/accounts/password-reset-throttle';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { throttleAddressKey } from '@/lib/bff/http/address-key';
import type { Database } from '@/lib/db/connection';

/** Registrations asked for in the whole organization per 15-minute window. */
export const REGISTRATIONS_PER_ORGANIZATION = 300;
/** E-mails asked for one typed address per window: enough for a lost one, too few to flood its owner. */
export const REGISTRATION_REQUESTS_PER_ADDRESS = 3;
/**
 * Tries at a confirmation's link or code, and accounts made, from one client per window: two per
 * registration the client may ask for (`REGISTRATIONS_PER_ADDRESS`), 20 unless configured.
 */
export const registrationAttemptsPerClient = () => 2 * getAppConfig().registrationsPerAddress;

/**
 * Counts a request to register an address (ADR 0088) against the typed address (whether or not an
 * account uses it: the limit tells nothing), the client (`REGISTRATIONS_PER_ADDRESS`, 10 unless
 * configured; an IPv6 client counts as its /64, see address-key.ts) and the organization, in the
 * sign-in throttle's table and windows. Past any: 429 with Retry-After.
 */
export function throttleRegistrationRequest({
  db,
  organizationKey,
  email,
  ip,
  now,
}: {
  db: Database;
  organizationKey: string;
  email: string;
  ip: string;
  now: Date;
}): Promise<void> {
  return throttleUnderKeys({
    db,
    now,
    what: 'Too many accounts were requested from here, or for this address.',
    keys: [
      { key: `register:org:${organizationKey}`, limit: REGISTRATIONS_PER_ORGANIZATION },
      { key: `register:ip:${throttleAddressKey(ip)}`, limit: getAppConfig().registrationsPerAddress },
      { key: `register:address:${organizationKey}:${email}`, limit: REGISTRATION_REQUESTS_PER_ADDRESS },
    ],
  });
}

/**
 * Counts a try at a confirmation's link or code, or at making the account once confirmed, against the
 * client: guesses at codes and probes of phone numbers run into it.
 */
export function throttleRegistrationAttempt({
  db,
  ip,
  now,
}: {
  db: Database;
  ip: string;
  now: Date;
}): Promise<void> {
  return throttleUnderKeys({
    db,
    now,
    what: 'Too many tries at creating an account.',
    keys: [{ key: `register-try:ip:${throttleAddressKey(ip)}`, limit: registrationAttemptsPerClient() }],
  });
}
