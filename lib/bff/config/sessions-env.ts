import { z } from 'zod';
import { optionalText, wholeNumber } from '@/lib/bff/config/env-fields';

export const MIN_SESSION_SECRET_LENGTH = 32;

/** Sessions, and how much sign-in and registration one client may attempt. */
export const sessionsEnv = z.object({
  SESSION_SECRET: optionalText({
    description: `Key of the session cookies, ${MIN_SESSION_SECRET_LENGTH}+ characters, the same on every instance. Required in production; generated once into \`<DATA_DIR>/session-secret\` in development.`,
    shownDefault: 'generated',
  }),
  STAFF_IDLE_TIMEOUT_SECONDS: wholeNumber(
    'STAFF_IDLE_TIMEOUT_SECONDS',
    { min: 60, max: 86_400, unit: 'seconds', fallback: 1_800 },
    {
      description:
        'A staff session with no request for this long is signed out; the dashboard warns a minute before.',
    },
  ),
  PATIENT_IDLE_TIMEOUT_SECONDS: wholeNumber(
    'PATIENT_IDLE_TIMEOUT_SECONDS',
    { min: 180, max: 28_800, unit: 'seconds', fallback: 1_800 },
    {
      description:
        'A patient session with no activity for this long is signed out (ADR 0089); the page warns a minute before.',
    },
  ),
  ACCOUNT_CACHE_MS: wholeNumber(
    'ACCOUNT_CACHE_MS',
    { min: 0, max: 5_000, unit: 'milliseconds', fallback: 1_000 },
    {
      description:
        'How long an instance keeps the account row behind a session (ADR 0047). The instance that signs an account out, disables it or changes its role refuses the old sessions from the next request on; another instance on the same database does so at most this long later. 0 reads the account on every request.',
    },
  ),
  REGISTRATIONS_PER_ADDRESS: wholeNumber(
    'REGISTRATIONS_PER_ADDRESS',
    { min: 1, max: 100_000, fallback: 10 },
    {
      description:
        'Accounts one client (an IPv4 address or an IPv6 /64) may register per 15 minutes (the organization as a whole: 300). Raise it for a shared clinic kiosk; the end-to-end server raises it for its many test patients.',
    },
  ),
});

export const sessionsConfig = sessionsEnv
  .superRefine((env, context) => {
    // Production's own rule (a secret is required at all) is checked with NODE_ENV in app-config.ts.
    if (env.SESSION_SECRET && env.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH) {
      context.addIssue({
        code: 'custom',
        message: `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters.`,
        input: env,
      });
    }
  })
  .transform((env) => ({
    sessionSecret: env.SESSION_SECRET,
    /** A staff session with no request for this long is signed out. */
    staffIdleTimeoutSeconds: env.STAFF_IDLE_TIMEOUT_SECONDS,
    /** A patient session with no activity for this long is signed out (ADR 0089). */
    patientIdleTimeoutSeconds: env.PATIENT_IDLE_TIMEOUT_SECONDS,
    /**
     * How long an account row read for a session is kept (ADR 0047): the longest another instance on the
     * same database goes on accepting a session that was revoked elsewhere. 0 reads it on every request.
     */
    accountCacheMs: env.ACCOUNT_CACHE_MS,
    /** Accounts one client address may register per 15 minutes (a clinic's shared kiosk may need more). */
    registrationsPerAddress: env.REGISTRATIONS_PER_ADDRESS,
  }));
