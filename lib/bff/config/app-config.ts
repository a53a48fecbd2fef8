import { z } from 'zod';
import { LOG_LEVELS } from '@/lib/logging/log-levels';

/**
 * The app's configuration, parsed once from the environment. Remote mode needs both
 * SERVICE_BASE_URL and SERVICE_API_TOKEN; with neither, the embedded service runs in-process.
 * This module has no `server-only` marker so that the command-line programs can share it; the
 * token-bearing accessor lives in `env.ts`, which does.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

function positiveSeconds(fallback: number) {
  return z.preprocess(blankToUndefined, z.coerce.number().int().positive().default(fallback));
}

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SERVICE_BASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'SERVICE_BASE_URL must be an http(s) URL ending in /api/v1' })
      .optional(),
  ),
  SERVICE_API_TOKEN: optionalString,
  SESSION_SECRET: optionalString,
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('.data')),
  APP_DATABASE: optionalString,
  EMBEDDED_DATABASE: optionalString,
  E2E_INSECURE_COOKIES: optionalString,
  EMBEDDED_SERVICE: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1'], { error: 'EMBEDDED_SERVICE must be 1 (run the embedded service) or 0' }).optional(),
  ),
  TRUST_PROXY_HOPS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'TRUST_PROXY_HOPS must be a whole number of proxies from 0 to 10' })
      .int('TRUST_PROXY_HOPS must be a whole number of proxies from 0 to 10')
      .min(0, 'TRUST_PROXY_HOPS must be a whole number of proxies from 0 to 10')
      .max(10, 'TRUST_PROXY_HOPS must be a whole number of proxies from 0 to 10')
      .default(0),
  ),
  DEMO_STAFF_PASSWORD: optionalString,
  REGISTRATIONS_PER_ADDRESS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 100000' })
      .int('REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 100000')
      .min(1, 'REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 100000')
      .max(100_000, 'REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 100000')
      .default(10),
  ),
  STAFF_IDLE_TIMEOUT_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(60).max(86_400).default(1800)),
  PATIENT_IDLE_TIMEOUT_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'PATIENT_IDLE_TIMEOUT_SECONDS must be a whole number of seconds from 180 to 28800' })
      .int('PATIENT_IDLE_TIMEOUT_SECONDS must be a whole number of seconds from 180 to 28800')
      .min(180, 'PATIENT_IDLE_TIMEOUT_SECONDS must be a whole number of seconds from 180 to 28800')
      .max(28_800, 'PATIENT_IDLE_TIMEOUT_SECONDS must be a whole number of seconds from 180 to 28800')
      .default(1800),
  ),
  ORGANIZATION_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'ORGANIZATION_ID must be 1-64 letters, digits, ".", "_" or "-"')
      .optional(),
  ),
  ACCOUNT_CACHE_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'ACCOUNT_CACHE_MS must be a whole number of milliseconds from 0 to 5000' })
      .int('ACCOUNT_CACHE_MS must be a whole number of milliseconds from 0 to 5000')
      .min(0, 'ACCOUNT_CACHE_MS must be a whole number of milliseconds from 0 to 5000')
      .max(5_000, 'ACCOUNT_CACHE_MS must be a whole number of milliseconds from 0 to 5000')
      .default(1_000),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be the http(s) URL of an OTLP receiver (a collector)',
      })
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalString,
  OUTBOX_RETENTION_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 3650' })
      .int('OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 3650')
      .min(1, 'OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 3650')
      .max(3_650, 'OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 3650')
      .default(90),
  ),
  APP_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'APP_URL must be an http(s) URL' }).optional(),
  ),
  PORT: optionalString,
  RELAY_IDLE_TIMEOUT_SECONDS: positiveSeconds(5 * 60),
  RELAY_MAX_DURATION_SECONDS: positiveSeconds(30 * 60),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  FHIR_EXPORT_TTL_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'FHIR_EXPORT_TTL_SECONDS must be a whole number of seconds from 60 to 604800' })
      .int('FHIR_EXPORT_TTL_SECONDS must be a whole number of seconds from 60 to 604800')
      .min(60, 'FHIR_EXPORT_TTL_SECONDS must be a whole number of seconds from 60 to 604800')
      .max(604_800, 'FHIR_EXPORT_TTL_SECONDS must be a whole number of seconds from 60 to 604800')
      .default(3_600),
  ),
  SHUTDOWN_GRACE_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600' })
      .int('SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600')
      .min(0, 'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600')
      .max(3_600, 'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600')
      .default(10),
  ),
});

export type ServiceMode =
  | { kind: 'embedded' }
  | { kind: 'remote'; baseUrl: string; token: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  service: ServiceMode;
  sessionSecret: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  /** APP_DATABASE=memory or EMBEDDED_DATABASE=memory: nothing survives the process (DATABASE_URL wins). */
  databaseInMemory: boolean;
  /** E2E_INSECURE_COOKIES=1: the local end-to-end server runs a production build over plain http. */
  insecureCookies: boolean;
  /** Fixed password of the demo staff account when the database is in memory (tests, demos). */
  demoStaffPassword: string | undefined;
  /** Accounts one client address may register per 15 minutes (a clinic's shared kiosk may need more). */
  registrationsPerAddress: number;
  /** A staff session with no request for this long is signed out (at least 60 s; default 30 min). */
  staffIdleTimeoutSeconds: number;
  /**
   * PATIENT_IDLE_TIMEOUT_SECONDS: a patient session with no activity for this long is signed out (ADR 0089;
   * 180 s to 8 h, default 30 min; the warning comes two minutes before).
   */
  patientIdleTimeoutSeconds: number;
  /**
   * How many proxies in front of the app append to X-Forwarded-For; 0 (the default) trusts no header
   * and uses the socket's address.
   */
  trustProxyHops: number;
  /** ORGANIZATION_ID: the key of this deployment's accounts; unset, one is kept in the database. */
  organizationId: string | undefined;
  /**
   * How long an account row read for a session is kept (ADR 0047): the longest another instance on the same
   * database goes on accepting a session that was revoked elsewhere. 0 reads the account on every request.
   */
  accountCacheMs: number;
  /** The chat stream relay's deadlines (see lib/bff/relay/relay-stream.ts). */
  relayDeadlines: { idleMs: number; overallMs: number };
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces and metrics go; unset, no telemetry SDK is loaded (ADR 0062). */
  telemetryEndpoint: string | undefined;
  /**
   * E-mail to patients: over SMTP when `smtpUrl` is set, else kept in the outbox only (ADR 0064). `from` is
   * MAIL_FROM, required with SMTP_URL; `appUrl` (APP_URL) starts the links to the appointment page.
   * `retentionDays` (OUTBOX_RETENTION_DAYS): how long a finished message is kept before it is deleted.
   */
  mail: { smtpUrl: string | undefined; from: string; appUrl: string; retentionDays: number };
  /** How long a stopping instance lets open chat streams run before ending them (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /**
   * FHIR_EXPORT_TTL_SECONDS: how long a finished Bulk Data export's files are kept when not every file has
   * been downloaded (ADR 0077).
   */
  fhirExportTtlMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const MIN_SESSION_SECRET_LENGTH = 32;

/** The sender the outbox shows when no SMTP server is configured: a reserved domain, never delivered. */
export const DEFAULT_MAIL_FROM = 'Consultations <no-reply@consultations.invalid>';

export function parseAppConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = rawEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${details.join('\n  ')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];

  if (env.SERVICE_BASE_URL && !env.SERVICE_API_TOKEN) {
    problems.push('SERVICE_BASE_URL is set but SERVICE_API_TOKEN is not: remote mode needs both.');
  }
  if (env.SERVICE_API_TOKEN && !env.SERVICE_BASE_URL) {
    problems.push('SERVICE_API_TOKEN is set but SERVICE_BASE_URL is not: remote mode needs both.');
  }
  if (env.SERVICE_BASE_URL && !/\/api\/v1\/?$/.test(env.SERVICE_BASE_URL)) {
    problems.push(`SERVICE_BASE_URL must include the version prefix /api/v1 (got ${env.SERVICE_BASE_URL}).`);
  }
  if (env.NODE_ENV === 'production' && (env.SESSION_SECRET?.length ?? 0) < MIN_SESSION_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET of at least ${MIN_SESSION_SECRET_LENGTH} characters is required in production.`);
  } else if (env.SESSION_SECRET && env.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters.`);
  }
  const remote = Boolean(env.SERVICE_BASE_URL || env.SERVICE_API_TOKEN);
  if (env.NODE_ENV === 'production' && !remote && env.EMBEDDED_SERVICE !== '1') {
    // The embedded service is a stand-in with a seeded demo admin: never something to fall into.
    problems.push(
      'No consultation service is configured: set SERVICE_BASE_URL and SERVICE_API_TOKEN, or set EMBEDDED_SERVICE=1 to run the embedded demo service in production.',
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    problems.push('SMTP_URL is set but MAIL_FROM is not: say whom the e-mails to patients come from.');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }

  const service: ServiceMode =
    env.SERVICE_BASE_URL && env.SERVICE_API_TOKEN
      ? { kind: 'remote', baseUrl: env.SERVICE_BASE_URL.replace(/\/$/, ''), token: env.SERVICE_API_TOKEN }
      : { kind: 'embedded' };

  return {
    nodeEnv: env.NODE_ENV,
    service,
    sessionSecret: env.SESSION_SECRET,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    databaseInMemory: env.APP_DATABASE === 'memory' || env.EMBEDDED_DATABASE === 'memory',
    insecureCookies: env.E2E_INSECURE_COOKIES === '1',
    demoStaffPassword: env.DEMO_STAFF_PASSWORD,
    registrationsPerAddress: env.REGISTRATIONS_PER_ADDRESS,
    staffIdleTimeoutSeconds: env.STAFF_IDLE_TIMEOUT_SECONDS,
    patientIdleTimeoutSeconds: env.PATIENT_IDLE_TIMEOUT_SECONDS,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    organizationId: env.ORGANIZATION_ID,
    accountCacheMs: env.ACCOUNT_CACHE_MS,
    relayDeadlines: {
      idleMs: env.RELAY_IDLE_TIMEOUT_SECONDS * 1000,
      overallMs: env.RELAY_MAX_DURATION_SECONDS * 1000,
    },
    telemetryEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      // The links in e-mails, as the embedded service's waiting-room links are made.
      appUrl: (env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
      retentionDays: env.OUTBOX_RETENTION_DAYS,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    fhirExportTtlMs: env.FHIR_EXPORT_TTL_SECONDS * 1000,
  };
}

/** What may be shown to a person about the mode: never the token. */
export function describeServiceMode(mode: ServiceMode): string {
  return mode.kind === 'embedded'
    ? 'Embedded mode: the consultation service runs inside this app.'
    : `Remote mode: connected to the consultation service at ${new URL(mode.baseUrl).origin}.`;
}
